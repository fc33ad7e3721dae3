// AI_PROVIDER=openai: any OpenAI-compatible chat-completions endpoint (OpenAI, Azure OpenAI's
// compatible route, vLLM, Ollama, LM Studio, ...). POST {OPENAI_BASE_URL}/chat/completions with
// the model and messages; streams with `stream: true` as server-sent `data: {json}` lines ending
// with `data: [DONE]`. Every failure throws: the AI service falls back to the engine. The model
// is given the engine's score and findings and told not to score; its text is escaped to HTML.
import type { AiInput, AiProvider, CoverLetterAiInput } from './types';
import { TextToHtml } from './html';

export interface OpenAiOptions {
  baseUrl: string;
  apiKey: string | null;
  model: string;
  /** Bound on a whole answer, and on the wait for each piece of a stream. */
  timeoutMs: number;
  /** max_tokens of the longest answer (the optimized resume); the others ask for less. */
  maxTokens: number;
  /** Bound on a whole streamed answer, however steadily its pieces arrive. */
  streamMaxMs: number;
}

/**
 * The longest answer each call may write (max_tokens), so no answer is paid for beyond what the
 * page shows: feedback is 4 to 8 short paragraphs, a letter under 350 words, and the rewrite of a
 * resume of at most RESUME_CHARS (about 4,000 tokens) takes OPENAI_MAX_TOKENS.
 */
export const ANSWER_TOKENS = { analysis: 1_200, coverLetter: 1_000 } as const;

export class AiProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

const RESUME_CHARS = 15_000;
const JOB_CHARS = 8_000;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n[...]` : text;
}

function context(input: AiInput): string {
  const { score } = input;
  const findings = score.components
    .map(
      (c) =>
        `- ${c.label}: ${c.score}/${c.max}${c.suggestions.length ? ` (to improve: ${c.suggestions.slice(0, 3).join('; ')})` : ''}`,
    )
    .join('\n');
  const missing = score.keywords?.missing.map((m) => m.keyword).slice(0, 20) ?? [];
  const target = [
    input.jobTitle && `Job title: ${input.jobTitle}`,
    input.companyName && `Company: ${input.companyName}`,
  ]
    .filter(Boolean)
    .join('\n');
  return [
    `Industry: ${input.industry}`,
    target,
    `ATS score from our engine: ${score.score}/100 (scoring ${score.version}). Findings:\n${findings}`,
    missing.length ? `Job keywords the resume does not show: ${missing.join(', ')}` : '',
    input.jobDescription
      ? `Job description:\n"""\n${clip(input.jobDescription, JOB_CHARS)}\n"""`
      : 'No job description was given.',
    `Resume:\n"""\n${clip(input.parsed.text, RESUME_CHARS)}\n"""`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

export function analysisMessages(input: AiInput): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You review resumes for applicant-tracking-system (ATS) compatibility. The score has already been computed by a deterministic engine: never state a different score or invent one. ' +
        'Write 4 to 8 short paragraphs of concrete, actionable feedback based on the findings and the resume, most important first. ' +
        'Plain text only: no Markdown, no HTML, no headings. Do not invent facts about the candidate.',
    },
    { role: 'user', content: context(input) },
  ];
}

export function optimizeMessages(input: AiInput): ChatMessage[] {
  const confirmed = input.confirmedKeywords;
  return [
    {
      role: 'system',
      content:
        'You rewrite resumes so applicant-tracking systems read them well: standard section headings in capitals (SUMMARY, EXPERIENCE, EDUCATION, SKILLS), one fact per bullet starting with "• " and an action verb, consistent dates. ' +
        'Never invent employers, titles, dates, degrees, numbers, certifications or skills the resume does not show. ' +
        'The job keywords the resume does not show must not appear anywhere in your text: the candidate sends this resume to employers, who would read them as claims. ' +
        (confirmed.length > 0
          ? `The only exception: the candidate confirmed having these, so add them to SKILLS and name the most relevant in the summary: ${confirmed.join(', ')}. `
          : '') +
        'Answer with the resume text only, plain text, no Markdown, no commentary.',
    },
    { role: 'user', content: context(input) },
  ];
}

const TONE_GUIDE: Record<CoverLetterAiInput['tone'], string> = {
  professional: 'professional: measured and formal',
  enthusiastic: 'enthusiastic: warm and energetic, showing real excitement',
  confident: 'confident: direct and assured, leading with what the candidate delivers',
  friendly: 'friendly: conversational and personable, contractions welcome',
};

const FOCUS_GUIDE: Record<CoverLetterAiInput['focus'], string> = {
  skills: 'skills: the job’s required skills that the resume shows',
  achievements: 'achievements: the resume’s measurable results',
  culture: 'culture: what the job description says the company values, and how the resume shows the same',
  growth: 'growth: how the role is the next step after the resume’s experience',
};

export function coverLetterMessages(input: CoverLetterAiInput): ChatMessage[] {
  return [
    {
      role: 'system',
      content:
        'You write cover letters for job seekers. Use only facts stated in the resume or the job description: never invent employers, job titles, numbers, dates, degrees, certifications or skills, and do not round or total numbers. ' +
        'If the resume does not show something the job asks for, leave it out. Begin with "Dear Hiring Manager," and end with a sign-off and the candidate’s name as the resume gives it. ' +
        `Three to five short paragraphs, under 350 words. Tone: ${TONE_GUIDE[input.tone]}. Focus: ${FOCUS_GUIDE[input.focus]}. ` +
        'Plain text only: no Markdown, no placeholders in brackets, no commentary.',
    },
    {
      role: 'user',
      content: [
        `Job title: ${input.jobTitle}`,
        `Company: ${input.companyName}`,
        `Job description:\n"""\n${clip(input.jobDescription, JOB_CHARS)}\n"""`,
        `Resume:\n"""\n${clip(input.resumeText, RESUME_CHARS)}\n"""`,
      ].join('\n\n'),
    },
  ];
}

/** One `data:` payload of a streamed chat completion: the text it adds, or the end. */
export function parseChunk(payload: string): { done: true } | { done: false; text: string } {
  if (payload === '[DONE]') return { done: true };
  let json: {
    choices?: Array<{ delta?: { content?: unknown }; finish_reason?: unknown }>;
    error?: { message?: unknown };
  };
  try {
    json = JSON.parse(payload) as typeof json;
  } catch (error) {
    throw new AiProviderError('the provider sent a chunk that is not JSON', { cause: error });
  }
  if (json.error)
    throw new AiProviderError(`the provider reported an error: ${String(json.error.message ?? 'unknown')}`);
  const content = json.choices?.[0]?.delta?.content;
  return { done: false, text: typeof content === 'string' ? content : '' };
}

export function createOpenAiProvider(options: OpenAiOptions, fetchImpl: typeof fetch = fetch): AiProvider {
  const url = `${options.baseUrl}/chat/completions`;

  /** Sends the request; `controller` aborts it (caller's signal, a timeout, or the stream ending). */
  async function post(
    messages: ChatMessage[],
    stream: boolean,
    maxTokens: number,
    controller: AbortController,
  ): Promise<Response> {
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: stream ? 'text/event-stream' : 'application/json',
    };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    let response: Response;
    try {
      response = await fetchImpl(url, {
        method: 'POST',
        headers,
        body: JSON.stringify({ model: options.model, messages, stream, temperature: 0.2, max_tokens: maxTokens }),
        signal: controller.signal,
      });
    } catch (error) {
      throw new AiProviderError(
        controller.signal.aborted ? reasonOf(controller.signal) : 'the provider could not be reached',
        { cause: error },
      );
    }
    if (!response.ok) {
      const detail = (await response.text().catch(() => '')).slice(0, 300);
      throw new AiProviderError(`the provider answered ${response.status}${detail ? `: ${detail}` : ''}`);
    }
    return response;
  }

  async function complete(messages: ChatMessage[], maxTokens: number, signal: AbortSignal): Promise<string> {
    const controller = linkedController(signal);
    const timer = setTimeout(
      () => controller.abort(new AiProviderError(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    try {
      const response = await post(messages, false, maxTokens, controller);
      let body: { choices?: Array<{ message?: { content?: unknown } }> };
      try {
        body = (await response.json()) as typeof body;
      } catch (error) {
        throw new AiProviderError(
          controller.signal.aborted ? reasonOf(controller.signal) : 'the provider answered something that is not JSON',
          { cause: error },
        );
      }
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new AiProviderError('the provider answered no text');
      return content.trim();
    } finally {
      clearTimeout(timer);
      controller.dispose();
    }
  }

  async function* stream(messages: ChatMessage[], maxTokens: number, signal: AbortSignal): AsyncGenerator<string> {
    const controller = linkedController(signal);
    // A provider that keeps sending slowly never stalls, so the whole answer has a bound too.
    const whole = setTimeout(
      () => controller.abort(new AiProviderError(`the streamed answer took longer than ${options.streamMaxMs} ms`)),
      options.streamMaxMs,
    );
    // The timeout bounds the wait for the answer and then for each piece: a provider that stalls
    // mid-stream is as unusable as one that never answers.
    let timer = setTimeout(
      () => controller.abort(new AiProviderError(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(
        () => controller.abort(new AiProviderError(`the stream stalled for ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
    };
    let reader: ReadableStreamDefaultReader<Uint8Array> | null = null;
    try {
      const response = await post(messages, true, maxTokens, controller);
      if (!response.body) throw new AiProviderError('the provider answered without a body');
      reader = response.body.getReader();
      const decoder = new TextDecoder();
      let buffer = '';
      let produced = false;
      for (;;) {
        rearm();
        let chunk: Awaited<ReturnType<typeof reader.read>>;
        try {
          chunk = await reader.read();
        } catch (error) {
          throw new AiProviderError(controller.signal.aborted ? reasonOf(controller.signal) : 'the stream broke off', {
            cause: error,
          });
        }
        if (chunk.done) break;
        buffer += decoder.decode(chunk.value, { stream: true });
        const lines = buffer.split(/\r?\n/);
        buffer = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data:')) continue;
          const parsed = parseChunk(line.slice(5).trim());
          if (parsed.done) {
            if (!produced) throw new AiProviderError('the provider streamed no text');
            return;
          }
          if (parsed.text) {
            produced = true;
            yield parsed.text;
          }
        }
      }
      // Some servers close without [DONE]; what arrived is the answer.
      if (!produced) throw new AiProviderError('the provider streamed no text');
    } finally {
      clearTimeout(timer);
      clearTimeout(whole);
      // Reached on completion, on failure, and when the consumer stops early (client gone):
      // the request to the provider is cancelled in every case.
      if (!controller.signal.aborted) controller.abort(new AiProviderError('stream closed'));
      await reader?.cancel().catch(() => undefined);
      controller.dispose();
    }
  }

  return {
    name: 'openai',
    async analysis(input, signal) {
      return TextToHtml.convert(
        await complete(analysisMessages(input), Math.min(ANSWER_TOKENS.analysis, options.maxTokens), signal),
      );
    },
    async *streamAnalysis(input, signal) {
      const html = new TextToHtml();
      for await (const text of stream(
        analysisMessages(input),
        Math.min(ANSWER_TOKENS.analysis, options.maxTokens),
        signal,
      )) {
        const piece = html.push(text);
        if (piece) yield piece;
      }
      const rest = html.end();
      if (rest) yield rest;
    },
    optimize: (input, signal) => complete(optimizeMessages(input), options.maxTokens, signal),
    streamOptimize: (input, signal) => stream(optimizeMessages(input), options.maxTokens, signal),
    coverLetter: (input, signal) =>
      complete(coverLetterMessages(input), Math.min(ANSWER_TOKENS.coverLetter, options.maxTokens), signal),
  };
}

function reasonOf(signal: AbortSignal): string {
  const reason: unknown = signal.reason;
  return reason instanceof Error ? reason.message : 'the request was cancelled';
}

/** An AbortController that also aborts when `parent` does; dispose() unhooks it. */
function linkedController(parent: AbortSignal): AbortController & { dispose(): void } {
  const controller = new AbortController();
  const forward = () => controller.abort(parent.reason);
  if (parent.aborted) forward();
  else parent.addEventListener('abort', forward, { once: true });
  return Object.assign(controller, { dispose: () => parent.removeEventListener('abort', forward) });
}
