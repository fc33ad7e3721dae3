import { OptimizeResponseSchema, ResumeUploadResultSchema, StreamFinalEventSchema } from '@resumebeat/shared-contract';
import {
  feedbackHtmlBlocks,
  optimizeResume,
  parseResumeText,
  renderFeedbackHtml,
  scoreResume,
} from '@resumebeat/ats-engine';
import type { AddressInfo } from 'node:net';
import { OPTIMIZE_FALLBACK_NOTE } from '../../src/plugins/app/ai';
import type { FakeOpenAi } from '../support/fake-openai';
import { type OpenAiApp, startOpenAiApp } from '../support/openai-app';
import { multipart, parseEvents, scanTicketFor, TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, type TestApp } from '../support/test-app';

const TIMEOUT_MS = 400;
const JOB = 'Java developer: Java, Spring Boot, Kubernetes, 5 years of experience.';
const payload = { content: TEXT_RESUME, jobDescription: JOB, jobTitle: 'Java Developer', companyName: 'Globex' };
const parsed = parseResumeText(TEXT_RESUME);
const engine = scoreResume(parsed, { jobDescription: JOB, industry: 'General' });
const localOptimized = optimizeResume(parsed, { jobDescription: JOB, industry: 'General' }).optimizedResume;

describeDb('AI_PROVIDER=openai (an OpenAI-compatible endpoint on 127.0.0.1)', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let close: OpenAiApp['close'];
  let scanTicket: string;

  beforeAll(async () => {
    ({ t, fake, close } = await startOpenAiApp({
      slowMs: TIMEOUT_MS * 3,
      timeoutMs: TIMEOUT_MS,
      captureLogs: true,
      env: { OPENAI_API_KEY: 'sk-test-123', OPENAI_MODEL: 'test-model-1' },
    }));
    scanTicket = await scanTicketFor(t.app, { ip: '127.0.0.1' });
  });
  afterAll(() => close());
  beforeEach(() => {
    fake.mode = 'normal';
    fake.requests = [];
    t.logs.length = 0;
  });

  const post = (url: string, body: object = payload) =>
    t.app.inject({ method: 'POST', url, payload: { scanTicket, ...body } });
  const fallbackWarnings = () =>
    t.logs
      .map((line) => JSON.parse(line) as { level: number; msg: string; provider?: string; err?: { message: string } })
      .filter((entry) => entry.level === 40 && /using the local engine/.test(entry.msg));
  const deltas = (body: string) =>
    parseEvents(body)
      .filter((event) => event.event === 'delta')
      .map((event) => event.data);

  describe('POST /api/resume/optimize', () => {
    it("sends the model, the bearer key and the engine's findings; answers the provider's text", async () => {
      const { optimizedResume } = expectContract(OptimizeResponseSchema, await post('/api/resume/optimize'));
      expect(optimizedResume).toBe(fake.tokens.join('').trim());
      expect(fake.requests).toHaveLength(1);
      const [request] = fake.requests;
      expect(request!.path).toBe('/v1/chat/completions');
      expect(request!.authorization).toBe('Bearer sk-test-123');
      expect(request!.body).toMatchObject({ model: 'test-model-1', stream: false });
      const user = request!.body.messages.find((message) => message.role === 'user')!.content;
      expect(user).toContain('Acme Corp');
      expect(user).toContain(JOB);
      expect(user).toContain(`ATS score from our engine: ${engine.score}/100`);
      expect(fallbackWarnings()).toEqual([]);
    });

    it('falls back to the local engine when the provider is too slow (timeout), and logs a warning', async () => {
      fake.mode = 'slow';
      const started = Date.now();
      const { optimizedResume } = expectContract(OptimizeResponseSchema, await post('/api/resume/optimize'));
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 2.5);
      expect(optimizedResume).toBe(localOptimized);
      expect(fallbackWarnings()).toEqual([
        expect.objectContaining({
          provider: 'openai',
          err: expect.objectContaining({ message: expect.stringMatching(/no answer within 400 ms/) }),
        }),
      ]);
    });

    it('falls back to the local engine when the provider answers 500', async () => {
      fake.mode = 'fail';
      expect(expectContract(OptimizeResponseSchema, await post('/api/resume/optimize')).optimizedResume).toBe(
        localOptimized,
      );
      expect(fallbackWarnings()[0]!.err!.message).toMatch(/answered 500/);
    });

    it('falls back when the provider answers no text', async () => {
      fake.mode = 'empty';
      expect(expectContract(OptimizeResponseSchema, await post('/api/resume/optimize')).optimizedResume).toBe(
        localOptimized,
      );
      expect(fallbackWarnings()).toHaveLength(1);
    });
  });

  describe('POST /api/resume/stream-analysis', () => {
    it("streams the engine's score header, then the provider's tokens as escaped paragraphs; 'final' is the engine's score", async () => {
      fake.tokens = [
        'Strong ',
        'Java <script>alert(1)</script> ',
        'experience. I would give it 12/100.\n',
        'Quantify ',
        'more.',
      ];
      const response = await post('/api/resume/stream-analysis');
      const events = parseEvents(response.body);
      const pieces = deltas(response.body);
      expect(fake.requests[0]!.body).toMatchObject({ model: 'test-model-1', stream: true });
      expect(fake.requests[0]!.authorization).toBe('Bearer sk-test-123');
      expect(pieces[0]).toBe(feedbackHtmlBlocks(engine).slice(0, 2).join('\n'));
      expect(pieces.length).toBeGreaterThan(4);
      expect(pieces.join('')).toBe(
        `${feedbackHtmlBlocks(engine).slice(0, 2).join('\n')}\n<p>Strong Java &lt;script&gt;alert(1)&lt;/script&gt; experience. I would give it 12/100.</p>\n<p>Quantify more.</p>`,
      );
      expect(StreamFinalEventSchema.parse(JSON.parse(events.at(-1)!.data)).score).toBe(engine.score);
      fake.tokens = ['Your resume ', 'reads well.\n', 'Add more ', 'numbers to bullets.'];
    });

    it("falls back to the engine's feedback when the provider fails (500), same final score", async () => {
      fake.mode = 'fail';
      const response = await post('/api/resume/stream-analysis');
      expect(deltas(response.body).join('')).toBe(renderFeedbackHtml(engine));
      expect(JSON.parse(parseEvents(response.body).at(-1)!.data)).toEqual({ score: engine.score });
      expect(fallbackWarnings()).toHaveLength(1);
    });

    it('falls back when the provider is too slow to start', async () => {
      fake.mode = 'slow';
      const response = await post('/api/resume/stream-analysis');
      expect(deltas(response.body).join('')).toBe(renderFeedbackHtml(engine));
      expect(fallbackWarnings()).toHaveLength(1);
    });
  });

  describe('POST /api/resume/stream-optimize', () => {
    it("streams the provider's text as 'delta' events, a line at a time (each line is checked for unconfirmed keywords first)", async () => {
      expect(deltas((await post('/api/resume/stream-optimize')).body)).toEqual([
        'Your resume reads well.\n',
        'Add more numbers to bullets.',
      ]);
    });

    it('a stream that stalls mid-way: what arrived stays, then a note and the complete local resume', async () => {
      fake.mode = 'stall';
      // The stalled request to the provider is cancelled, not left open.
      const cancelled = fake.nextCancel();
      const response = await post('/api/resume/stream-optimize');
      await cancelled;
      expect(deltas(response.body).join('')).toBe(
        `${fake.tokens.slice(0, 2).join('')}${OPTIMIZE_FALLBACK_NOTE}${localOptimized}`,
      );
      expect(fallbackWarnings()[0]!.err!.message).toMatch(/stalled/);
    });

    it('a client that disconnects mid-stream cancels the request to the provider', async () => {
      fake.mode = 'dribble';
      // Lines a rewrite may send (they state nothing the resume does not: checked before sending).
      fake.tokens = Array.from({ length: 40 }, () => 'a line of the rewrite\n');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = t.app.server.address() as AddressInfo;
      const cancelled = fake.nextCancel();
      const cancelledBefore = fake.cancelledStreams;
      const controller = new AbortController();
      const response = await fetch(`http://127.0.0.1:${port}/api/resume/stream-optimize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ ...payload, scanTicket }),
        signal: controller.signal,
      });
      const reader = response.body!.getReader();
      const first = new TextDecoder().decode((await reader.read()).value);
      expect(first).toMatch(/^event: delta\ndata: a line of the rewrite/);
      controller.abort();
      await cancelled;
      expect(fake.cancelledStreams).toBe(cancelledBefore + 1);
      expect(fallbackWarnings()).toEqual([]);
      fake.tokens = ['Your resume ', 'reads well.\n', 'Add more ', 'numbers to bullets.'];
    });
  });

  describe('POST /api/resume/upload (without skipAi)', () => {
    const upload = async () => {
      const body = await multipart(
        { fileName: 'resume.txt', data: TEXT_RESUME, type: 'text/plain' },
        { industry: 'General', jobDescription: JOB },
      );
      return expectContract(
        ResumeUploadResultSchema,
        await t.app.inject({
          method: 'POST',
          url: '/api/resume/upload',
          ...body,
          remoteAddress: `192.0.2.${fake.requests.length + 100}`,
        }),
      );
    };

    it("uses the provider for the feedback and the optimized resume; the score is the engine's", async () => {
      const result = await upload();
      expect(result.aiAnalysis.score).toBe(engine.score);
      expect(result.aiAnalysis.analysis).toContain('<p>Your resume reads well.</p>');
      expect(result.aiAnalysis.analysis.startsWith(feedbackHtmlBlocks(engine).slice(0, 2).join('\n'))).toBe(true);
      expect(result.aiAnalysis.optimizedResume).toBe(fake.tokens.join('').trim());
    });

    it('falls back to the engine for both when the provider fails', async () => {
      fake.mode = 'fail';
      const result = await upload();
      expect(result.aiAnalysis.analysis).toBe(renderFeedbackHtml(engine));
      expect(result.aiAnalysis.optimizedResume).toBe(localOptimized);
      expect(fallbackWarnings()).toHaveLength(2);
    });
  });
});
