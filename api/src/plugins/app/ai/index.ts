// The AI layer as `app.ai`: the configured provider (AI_PROVIDER) behind one interface, with the
// engine as the fallback for every call. When the provider fails, is too slow (OPENAI_TIMEOUT_MS)
// or answers nothing, a warning is logged and the engine's text is used, so a scan never fails
// because of the AI. Client disconnects are not failures: they stop the work, nothing more.
import { type CoverLetterResult, createClaimCheck } from '@resumebeat/ats-engine';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { EngineService } from '../engine';
import { findUnsupportedFacts } from './letter-facts';
import { findInventedResumeFacts } from './resume-facts';
import { createLocalProvider, localAnalysisPieces } from './local-provider';
import { AiProviderError, createOpenAiProvider } from './openai-provider';
import { type AiBudget, createAiBudget } from './budget';
import type { AiCall, AiInput, AiProvider, CoverLetterAiInput } from './types';

export type { AiCall, AiInput, AiProvider, CoverLetterAiInput } from './types';

const countWords = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** The engine's first two feedback blocks (score and its band's sentence, docs/product/rules-and-limits.md#score-bands) open every analysis. */
const HEADER_BLOCKS = 2;

export const OPTIMIZE_FALLBACK_NOTE =
  '\n\n[The AI provider stopped before it finished. The complete optimized resume from the built-in optimizer follows.]\n\n';

/** A provider's rewrite that names a job keyword the person did not confirm (never sent on). */
class UnconfirmedKeywordsError extends AiProviderError {
  constructor(keywords: string[]) {
    super(`the rewrite names job keywords the person did not confirm: ${keywords.slice(0, 8).join(', ')}`);
  }
}

/** A provider's rewrite that states a number, degree or name the resume does not (never sent on). */
class InventedFactsError extends AiProviderError {
  constructor(facts: string[]) {
    super(`the rewrite states what the resume does not: ${facts.slice(0, 8).join(', ')}`);
  }
}

/** Throws when a piece of a provider's rewrite claims an unconfirmed keyword or invents a fact. */
function rewriteCheckFor(input: AiInput): (text: string) => void {
  const claims = claimCheckFor(input);
  const keywords = [...input.confirmedKeywords, ...(input.score.keywords?.matched.map((match) => match.keyword) ?? [])];
  return (text) => {
    const claimed = claims(text);
    if (claimed.length > 0) throw new UnconfirmedKeywordsError(claimed);
    const invented = findInventedResumeFacts(text, input.parsed.text, keywords);
    if (invented.length > 0) throw new InventedFactsError(invented);
  };
}

/** Which of the job's missing keywords a text claims without the person's confirmation. */
function claimCheckFor(input: AiInput): (text: string) => string[] {
  return createClaimCheck(
    input.score.keywords?.missing.map((missing) => missing.keyword) ?? [],
    input.confirmedKeywords,
  );
}

export function createAiService(deps: { provider: AiProvider; log: FastifyBaseLogger; engine: EngineService }) {
  const { provider, log, engine } = deps;
  const local = createLocalProvider(engine);
  const remote = provider.name === 'local' ? null : provider;

  /** The provider is about to be asked: from here on the call may be billed. */
  const asking = (signal: AbortSignal, call: AiCall) => {
    if (!signal.aborted) call.onProviderRequest?.();
  };
  const engineCall = (signal: AbortSignal, call: AiCall) => ({
    signal,
    ...(call.client ? { client: call.client } : {}),
  });

  const warn = (operation: string, error: unknown) =>
    log.warn(
      { err: error, provider: provider.name, operation },
      `AI provider ${provider.name} failed (${operation}); using the local engine`,
    );

  return {
    providerName: provider.name,

    async analysis(input: AiInput, signal: AbortSignal, call: AiCall = {}): Promise<string> {
      if (!remote) return local.analysis(input, signal, call.client);
      try {
        asking(signal, call);
        const text = await remote.analysis(input, signal);
        return [...localAnalysisPieces(input).slice(0, HEADER_BLOCKS), `\n${text}`].join('');
      } catch (error) {
        if (signal.aborted) throw error;
        warn('analysis', error);
        return local.analysis(input, signal, call.client);
      }
    },

    async optimize(input: AiInput, signal: AbortSignal, call: AiCall = {}): Promise<string> {
      if (!remote) return local.optimize(input, signal, call.client);
      try {
        asking(signal, call);
        const text = await remote.optimize(input, signal);
        rewriteCheckFor(input)(text);
        return text;
      } catch (error) {
        if (signal.aborted) throw error;
        warn('optimize', error);
        return local.optimize(input, signal, call.client);
      }
    },

    /** HTML pieces: the engine's score header, then the provider's feedback (or the engine's). */
    async *streamAnalysis(input: AiInput, signal: AbortSignal, call: AiCall = {}): AsyncGenerator<string> {
      if (!remote) {
        yield* local.streamAnalysis(input, signal, call.client);
        return;
      }
      const pieces = localAnalysisPieces(input);
      yield pieces.slice(0, HEADER_BLOCKS).join('');
      let first = true;
      try {
        asking(signal, call);
        for await (const piece of remote.streamAnalysis(input, signal)) {
          yield first ? `\n${piece}` : piece;
          first = false;
        }
        return;
      } catch (error) {
        if (signal.aborted) return;
        warn('stream-analysis', error);
      }
      // Whatever the provider managed stays; the engine's findings complete it.
      for (const piece of pieces.slice(HEADER_BLOCKS)) {
        if (signal.aborted) return;
        yield piece;
      }
    },

    async *streamOptimize(input: AiInput, signal: AbortSignal, call: AiCall = {}): AsyncGenerator<string> {
      if (!remote) {
        yield* local.streamOptimize(input, signal, call.client);
        return;
      }
      // The provider's text goes on line by line, each checked first: a line naming a job keyword
      // the person did not confirm, or a fact their resume does not state, is never sent, and the
      // engine's version replaces the rest.
      const check = rewriteCheckFor(input);
      let produced = false;
      let pending = '';
      const checked = (line: string) => {
        check(line);
        produced = true;
        return line;
      };
      try {
        asking(signal, call);
        for await (const piece of remote.streamOptimize(input, signal)) {
          pending += piece;
          const end = pending.lastIndexOf('\n');
          if (end < 0) continue;
          const lines = pending.slice(0, end + 1);
          pending = pending.slice(end + 1);
          yield checked(lines);
        }
        if (pending) yield checked(pending);
        return;
      } catch (error) {
        if (signal.aborted) return;
        warn('stream-optimize', error);
      }
      if (produced) yield OPTIMIZE_FALLBACK_NOTE;
      yield* local.streamOptimize(input, signal, call.client);
    },

    /**
     * The engine's letter, or the provider's when one is configured and its letter states nothing
     * the resume and job description do not (else the engine's, with a warning). The suggestions
     * are always the engine's: they come from the job's keywords the resume lacks. Bad input throws
     * the engine's ResumeParseError before any provider call.
     */
    async coverLetter(input: CoverLetterAiInput, signal: AbortSignal, call: AiCall = {}): Promise<CoverLetterResult> {
      const engineLetter = await engine.coverLetter(input, engineCall(signal, call));
      if (!remote) return engineLetter;
      try {
        asking(signal, call);
        const text = await remote.coverLetter(input, signal);
        const unsupported = findUnsupportedFacts(text, [
          input.resumeText,
          input.jobDescription,
          input.jobTitle,
          input.companyName,
        ]);
        if (unsupported.length > 0) {
          throw new AiProviderError(
            `the letter states what the resume and job description do not: ${unsupported.slice(0, 8).join(', ')}`,
          );
        }
        return { coverLetter: text, wordCount: countWords(text), suggestions: engineLetter.suggestions };
      } catch (error) {
        if (signal.aborted) throw error;
        warn('cover-letter', error);
        return engineLetter;
      }
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;

declare module 'fastify' {
  interface FastifyInstance {
    ai: AiService;
    /** Paid-provider calls per person and day (docs/decisions/025). */
    aiBudget: AiBudget;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { provider, openai } = app.config.ai;
    const chosen = provider === 'openai' ? createOpenAiProvider(openai) : createLocalProvider(app.engine);
    if (provider === 'openai') {
      app.log.info(
        {
          baseUrl: openai.baseUrl,
          model: openai.model,
          timeoutMs: openai.timeoutMs,
          maxTokens: openai.maxTokens,
          callsPerDay: app.config.ai.callsPerDay,
        },
        'AI provider: OpenAI-compatible endpoint',
      );
      if (!openai.apiKey)
        app.log.warn('AI_PROVIDER=openai without OPENAI_API_KEY: requests are sent without Authorization');
    }
    app.decorate('ai', createAiService({ provider: chosen, log: app.log, engine: app.engine }));
    app.decorate('aiBudget', createAiBudget({ db: app.db, config: app.config.ai }));
  },
  { name: 'ai', dependencies: ['config', 'engine', 'database'] },
);
