// Optimizing with the person's consent: the job's keywords the resume does not show are written
// into the optimized resume only when the person confirmed them (confirmedKeywords), in every form
// the text takes (upload, optimize, stream-optimize), with the local engine and with an AI
// provider whose rewrite is checked before it is sent on.
import {
  CONFIRMED_KEYWORD_MESSAGES,
  OptimizeResponseSchema,
  RescoreResponseSchema,
  ResumeUploadResultSchema,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { createClaimCheck, parseResumeText, scoreResume } from '@resumebeat/ats-engine';
import type { FakeOpenAi } from '../support/fake-openai';
import { type OpenAiApp, startOpenAiApp } from '../support/openai-app';
import { fixtureText, multipart, parseEvents, scanTicketFor, TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

const JOB = fixtureText('jds/java-developer.txt');
const payload = { content: TEXT_RESUME, jobTitle: 'Java Developer', companyName: 'Globex', jobDescription: JOB };
const MISSING = scoreResume(parseResumeText(TEXT_RESUME), {
  jobDescription: JOB,
  industry: 'General',
}).keywords!.missing.map((m) => m.keyword);
const claimsWithout = (confirmed: string[]) => createClaimCheck(MISSING, confirmed);
const deltas = (body: string) =>
  parseEvents(body)
    .filter((event) => event.event === 'delta')
    .map((event) => event.data)
    .join('');

describeDb('confirmed keywords (local engine)', () => {
  let t: TestApp;
  let scanTicket: string;

  beforeAll(async () => {
    t = await startTestApp();
    scanTicket = await scanTicketFor(t.app, { ip: '192.0.2.91' });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const post = (url: string, body: object) =>
    t.app.inject({ method: 'POST', url, payload: { scanTicket, ...body }, remoteAddress: '192.0.2.91' });

  it('the job leaves keywords for the person to confirm (the premise of these tests)', () => {
    expect(MISSING.length).toBeGreaterThanOrEqual(3);
  });

  it('upload: the optimized resume in the result names none of the missing keywords', async () => {
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General', jobDescription: JOB },
    );
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/upload',
      remoteAddress: '192.0.2.92',
      ...body,
    });
    const result = expectContract(ResumeUploadResultSchema, response);
    expect(result.aiAnalysis.optimizedResume).toBeTruthy();
    expect(claimsWithout([])(result.aiAnalysis.optimizedResume!)).toEqual([]);
    expect(result.aiAnalysis.optimizedResume).not.toMatch(/TO CONFIRM/);
  });

  it('optimize without confirmedKeywords writes none; with two, exactly those two, and the rescore rises', async () => {
    const automatic = expectContract(
      OptimizeResponseSchema,
      await post('/api/resume/optimize', payload),
    ).optimizedResume;
    expect(claimsWithout([])(automatic)).toEqual([]);
    const chosen = MISSING.slice(0, 2);
    const confirmed = expectContract(
      OptimizeResponseSchema,
      await post('/api/resume/optimize', { ...payload, confirmedKeywords: chosen }),
    ).optimizedResume;
    for (const keyword of chosen) expect(confirmed.toLowerCase()).toContain(keyword.toLowerCase());
    expect(claimsWithout(chosen)(confirmed)).toEqual([]);
    const rescore = async (content: string) =>
      expectContract(RescoreResponseSchema, await post('/api/resume/rescore', { ...payload, content })).score;
    expect(await rescore(confirmed)).toBeGreaterThan(await rescore(automatic));
  });

  it('stream-optimize: the same, in the streamed text', async () => {
    const automatic = deltas((await post('/api/resume/stream-optimize', payload)).body);
    expect(automatic).toMatch(/EXPERIENCE/);
    expect(claimsWithout([])(automatic)).toEqual([]);
    const chosen = [MISSING[0]!];
    const confirmed = deltas(
      (await post('/api/resume/stream-optimize', { ...payload, confirmedKeywords: chosen })).body,
    );
    expect(confirmed.toLowerCase()).toContain(chosen[0]!.toLowerCase());
    expect(claimsWithout(chosen)(confirmed)).toEqual([]);
  });

  it('rescore with confirmedKeywords scores the text with them in its Skills; a keyword the job does not ask for changes nothing', async () => {
    const plain = expectContract(RescoreResponseSchema, await post('/api/resume/rescore', payload)).score;
    const withAll = expectContract(
      RescoreResponseSchema,
      await post('/api/resume/rescore', { ...payload, confirmedKeywords: MISSING }),
    ).score;
    expect(withAll).toBeGreaterThan(plain);
    const unrelated = expectContract(
      RescoreResponseSchema,
      await post('/api/resume/rescore', { ...payload, confirmedKeywords: ['Underwater basket weaving'] }),
    ).score;
    expect(unrelated).toBe(plain);
  });

  it.each([
    [
      'more than 60 keywords',
      Array.from({ length: 61 }, (_, index) => `Skill ${index}`),
      CONFIRMED_KEYWORD_MESSAGES.tooMany,
    ],
    ['an empty keyword', ['Java', '  '], CONFIRMED_KEYWORD_MESSAGES.empty],
    ['a keyword of 101 characters', ['x'.repeat(101)], CONFIRMED_KEYWORD_MESSAGES.tooLong],
  ])('400 with a message for %s', async (_name, confirmedKeywords, message) => {
    const response = await post('/api/resume/optimize', { ...payload, confirmedKeywords });
    expect(response.statusCode).toBe(400);
    expect(expectContract(ValidationErrorResponseSchema, response).message).toContain(message);
  });
});

describeDb('confirmed keywords (AI_PROVIDER=openai): a rewrite naming an unconfirmed keyword is never sent on', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let close: OpenAiApp['close'];
  let scanTicket: string;

  beforeAll(async () => {
    ({ t, fake, close } = await startOpenAiApp({ slowMs: 2_000, timeoutMs: 2_000, captureLogs: true }));
    scanTicket = await scanTicketFor(t.app, { ip: '127.0.0.1' });
  });
  afterAll(() => close());

  const post = (url: string, body: object) => t.app.inject({ method: 'POST', url, payload: { scanTicket, ...body } });
  const invented = () => [
    `Jane Roe\n`,
    `SKILLS\n`,
    `Java, ${MISSING[0]}\n`,
    `EXPERIENCE\n`,
    `Backend Engineer | Acme Corp\n`,
  ];

  it('tells the provider to leave the missing keywords out, and names the confirmed ones', async () => {
    fake.tokens = ['Jane Roe\n', 'EXPERIENCE\n'];
    fake.requests = [];
    await post('/api/resume/optimize', { ...payload, confirmedKeywords: [MISSING[1]!] });
    const system = fake.requests[0]!.body.messages.find((message) => message.role === 'system')!.content;
    expect(system).toMatch(/must not appear anywhere in your text/);
    expect(system).toContain(
      `confirmed having these, so add them to SKILLS and name the most relevant in the summary: ${MISSING[1]}`,
    );
    expect(system).not.toMatch(/TO CONFIRM/);
  });

  it('optimize: the rewrite is replaced by the engine’s, with a warning', async () => {
    fake.tokens = invented();
    t.logs.length = 0;
    const text = expectContract(OptimizeResponseSchema, await post('/api/resume/optimize', payload)).optimizedResume;
    expect(claimsWithout([])(text)).toEqual([]);
    expect(text).toMatch(/EXPERIENCE/);
    expect(t.logs.some((line) => /did not confirm/.test(line))).toBe(true);
  });

  it('optimize: a confirmed keyword in the rewrite is fine', async () => {
    fake.tokens = invented();
    const text = expectContract(
      OptimizeResponseSchema,
      await post('/api/resume/optimize', { ...payload, confirmedKeywords: [MISSING[0]!] }),
    ).optimizedResume;
    expect(text).toBe(invented().join('').trim());
  });

  it('optimize and stream-optimize: a rewrite stating an employer, a number or a degree the resume does not is replaced by the engine’s', async () => {
    const inventing = [
      `Jane Roe\n`,
      `EXPERIENCE\n`,
      `Backend Engineer | Acme Corp | Jan 2020 – Present\n`,
      `Principal Architect | Globex Corporation\n`,
      `• Led 12 engineers\n`,
    ];
    fake.tokens = inventing;
    t.logs.length = 0;
    const text = expectContract(OptimizeResponseSchema, await post('/api/resume/optimize', payload)).optimizedResume;
    expect(text).not.toMatch(/Globex|Principal|\b12\b/);
    expect(text).toContain('Acme Corp');
    expect(t.logs.some((line) => /states what the resume does not/.test(line))).toBe(true);
    fake.tokens = inventing;
    const streamed = deltas((await post('/api/resume/stream-optimize', payload)).body);
    expect(streamed.startsWith('Jane Roe\nEXPERIENCE\nBackend Engineer | Acme Corp | Jan 2020 – Present\n')).toBe(true);
    expect(streamed).not.toMatch(/Globex|Principal|\b12 engineers/);
    expect(streamed).toMatch(/built-in optimizer follows/);
  });

  it('stream-optimize: lines before the claim arrive, the claiming line never does, the engine’s version follows', async () => {
    fake.tokens = invented();
    const text = deltas((await post('/api/resume/stream-optimize', payload)).body);
    expect(text.startsWith('Jane Roe\nSKILLS\n')).toBe(true);
    expect(claimsWithout([])(text)).toEqual([]);
    expect(text).toMatch(/built-in optimizer follows/);
  });
});
