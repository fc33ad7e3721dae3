// M13 (security review 2026-11-26): there was no AI budget per person. Cover letters were limited
// per IP only, paid plans were unlimited, no provider call set max_tokens, a streamed answer had
// no bound as a whole, and the letter's engine job went without its client's key. Calls to a paid
// provider are now counted per person and UTC day in the database, for every AI route.
import {
  AuthResponseSchema,
  CoverLetterResponseSchema,
  ErrorResponseSchema,
  type ResumeUploadResult,
} from '@resumebeat/shared-contract';
import { aiLimitMessage } from '../../src/plugins/app/ai/budget';
import { ANSWER_TOKENS } from '../../src/plugins/app/ai/openai-provider';
import { OPTIMIZE_FALLBACK_NOTE } from '../../src/plugins/app/ai';
import type { FakeOpenAi } from '../support/fake-openai';
import { type OpenAiApp, startOpenAiApp } from '../support/openai-app';
import { multipart, parseEvents, TEXT_RESUME, uploadTextResume } from '../support/resume-files';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

const LIMITS = { free: 4, paid: 6 };
const MAX_TOKENS = 3000;
const JOB = 'Backend Engineer at Globex. You will build Java and Spring Boot services.';
const letterForm = {
  jobTitle: 'Backend Engineer',
  companyName: 'Globex',
  jobDescription: JOB,
  resumeContent: TEXT_RESUME,
};

describeDb('paid AI calls are metered per person and day', () => {
  let t: TestApp;
  let second: TestApp;
  let fake: FakeOpenAi;
  let close: OpenAiApp['close'];
  let nextIp = 0;
  const freshIp = () => `198.51.100.${(nextIp += 1)}`;

  beforeAll(async () => {
    let env: Record<string, string>;
    ({ t, fake, env, close } = await startOpenAiApp({
      captureLogs: true,
      env: {
        OPENAI_MAX_TOKENS: String(MAX_TOKENS),
        OPENAI_STREAM_MAX_MS: '1000',
        AI_CALLS_PER_DAY: String(LIMITS.free),
        AI_CALLS_PER_DAY_PAID: String(LIMITS.paid),
        COVER_LETTER_RATE_LIMIT_PER_MINUTE: '100',
        ANONYMOUS_SCANS: '10',
      },
    }));
    // A second instance on the same database (on PGlite it shares the first one's open database).
    second =
      t.database.kind === 'postgres'
        ? await startTestApp({ database: t.database, env })
        : await startTestApp({ database: t.database, env, openDatabase: t.app.database });
  });
  afterAll(async () => {
    await second.close();
    await close();
  });
  beforeEach(() => {
    fake.mode = 'normal';
    fake.requests = [];
    fake.tokens = ['Your resume ', 'reads well.\n', 'Add more ', 'numbers to bullets.'];
  });

  const upload = (ip: string, headers: Record<string, string> = {}) => uploadTextResume(t.app, ip, headers);
  const premium = async () => {
    const account = newAccount();
    const { token } = expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account, remoteAddress: freshIp() }),
    );
    const user = await t.app.usersRepository.findByUsernameOrEmail(account.username);
    await t.app.membershipsRepository.create({ userId: user!.id, planType: 2 });
    return bearer(token);
  };

  it('an anonymous visitor gets AI_CALLS_PER_DAY provider calls a day across both instances, then 429 with a message and no provider call', async () => {
    const ip = freshIp();
    const first = await upload(ip);
    const other = await upload(ip);
    const statuses: number[] = [];
    const routes = ['/api/resume/stream-analysis', '/api/resume/optimize', '/api/resume/stream-optimize'];
    for (let i = 0; i < LIMITS.free + 2; i += 1) {
      // Alternating instances and scans: the count is the visitor's, in the database.
      const app = i % 2 === 0 ? t.app : second.app;
      const scan = i % 3 === 0 ? first : other;
      const response = await app.inject({
        method: 'POST',
        url: routes[i % routes.length]!,
        remoteAddress: ip,
        payload: { content: scan.content, scanTicket: scan.scanTicket },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(expectContract(ErrorResponseSchema, response).message).toBe(aiLimitMessage(false, LIMITS));
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect(fake.requests).toHaveLength(LIMITS.free);
    // Rescore asks no provider: it stays available. Another visitor has a day of its own.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/resume/rescore',
          remoteAddress: ip,
          payload: { content: first.content, scanTicket: first.scanTicket },
        })
      ).statusCode,
    ).toBe(200);
    const newcomer = freshIp();
    const theirs = await upload(newcomer);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/resume/optimize',
          remoteAddress: newcomer,
          payload: { content: theirs.content, scanTicket: theirs.scanTicket },
        })
      ).statusCode,
    ).toBe(200);
  });

  it("the review's reproduction: a Premium account's cover letters from many addresses stop at AI_CALLS_PER_DAY_PAID", async () => {
    const headers = await premium();
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.paid + 2; i += 1) {
      const response = await (i % 2 === 0 ? t.app : second.app).inject({
        method: 'POST',
        url: '/api/cover-letter/generate',
        payload: letterForm,
        headers,
        remoteAddress: freshIp(),
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(expectContract(ErrorResponseSchema, response).message).toBe(aiLimitMessage(true, LIMITS));
      else expectContract(CoverLetterResponseSchema, response);
    }
    expect(statuses).toEqual([...Array(LIMITS.paid).fill(200), 429, 429]);
    expect(fake.requests).toHaveLength(LIMITS.paid);
  });

  it("a paid member's analyses count on the account's day (the paid limit), whatever the address", async () => {
    const headers = await premium();
    const scan = await upload(freshIp(), headers);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.paid + 1; i += 1) {
      statuses.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/resume/optimize',
            payload: { content: scan.content, scanTicket: scan.scanTicket },
            headers,
            remoteAddress: freshIp(),
          })
        ).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(LIMITS.paid).fill(200), 429]);
  });

  it("a paid member's streams, which carry no token, count on the account's day too (the paid limit)", async () => {
    const headers = await premium();
    const ip = freshIp();
    const scan = await upload(ip, headers);
    const statuses: number[] = [];
    for (let i = 0; i < LIMITS.paid + 1; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/resume/stream-analysis',
        payload: { content: scan.content, scanTicket: scan.scanTicket },
        remoteAddress: ip,
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429)
        expect(expectContract(ErrorResponseSchema, response).message).toBe(aiLimitMessage(true, LIMITS));
    }
    expect(statuses).toEqual([...Array(LIMITS.paid).fill(200), 429]);
  });

  it('an upload without skipAi past the day falls back to the engine (the scan is still delivered), and asks no provider', async () => {
    const ip = freshIp();
    const scan = await upload(ip);
    for (let i = 0; i < LIMITS.free; i += 1) {
      await t.app.inject({
        method: 'POST',
        url: '/api/resume/optimize',
        remoteAddress: ip,
        payload: { content: scan.content, scanTicket: scan.scanTicket },
      });
    }
    fake.requests = [];
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    const response = await t.app.inject({ method: 'POST', url: '/api/resume/upload', remoteAddress: ip, ...body });
    expect(response.statusCode).toBe(200);
    expect((response.json() as ResumeUploadResult).aiAnalysis.analysis).not.toContain('Your resume reads well.');
    expect(fake.requests).toHaveLength(0);
  });

  it('every provider call sets max_tokens: OPENAI_MAX_TOKENS for the rewrite, less for feedback and letters', async () => {
    const ip = freshIp();
    const scan = await upload(ip);
    const payload = { content: scan.content, scanTicket: scan.scanTicket };
    for (const url of ['/api/resume/optimize', '/api/resume/stream-optimize', '/api/resume/stream-analysis']) {
      expect((await t.app.inject({ method: 'POST', url, remoteAddress: ip, payload })).statusCode).toBe(200);
    }
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/cover-letter/generate',
          payload: letterForm,
          headers: await premium(),
          remoteAddress: freshIp(),
        })
      ).statusCode,
    ).toBe(200);
    expect(fake.requests.map((request) => request.body.max_tokens)).toEqual([
      MAX_TOKENS,
      MAX_TOKENS,
      ANSWER_TOKENS.analysis,
      ANSWER_TOKENS.coverLetter,
    ]);
  });

  it('a streamed answer that keeps dribbling past OPENAI_STREAM_MAX_MS is cut off: the engine completes it, with a warning', async () => {
    const ip = freshIp();
    const scan = await upload(ip);
    fake.mode = 'dribble';
    fake.tokens = Array.from({ length: 60 }, () => 'a line of the rewrite\n');
    t.logs.length = 0;
    const cancelled = fake.nextCancel();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/stream-optimize',
      remoteAddress: ip,
      payload: { content: scan.content, scanTicket: scan.scanTicket },
    });
    await cancelled;
    const text = parseEvents(response.body)
      .filter((event) => event.event === 'delta')
      .map((event) => event.data)
      .join('');
    expect(text).toContain(OPTIMIZE_FALLBACK_NOTE);
    expect(text.split('a line of the rewrite').length - 1).toBeLessThan(60);
    expect(t.logs.some((line) => /took longer than 1000 ms/.test(line))).toBe(true);
  });

  it("a cover letter's engine job counts in its client's share of the queue (ENGINE_JOBS_PER_CLIENT)", async () => {
    const jobs: Array<string | undefined> = [];
    const original = t.app.engine.coverLetter;
    t.app.engine.coverLetter = (input, ctx = {}) => {
      jobs.push(ctx.client);
      return original(input, ctx);
    };
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cover-letter/generate',
        payload: letterForm,
        headers: await premium(),
        remoteAddress: '203.0.113.9',
      });
      expect(response.statusCode).toBe(200);
    } finally {
      t.app.engine.coverLetter = original;
    }
    expect(jobs).toEqual(['203.0.113.9']);
  });
});
