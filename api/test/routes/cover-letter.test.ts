import { generateCoverLetter } from '@resumebeat/ats-engine';
import {
  CoverLetterResponseSchema,
  ErrorResponseSchema,
  ExtractTextResponseSchema,
  ResumeUploadResultSchema,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { COVER_LETTER_PREMIUM_MESSAGE } from '../../src/routes/cover-letter/generate';
import { findUnsupportedFacts } from '../../src/plugins/app/ai/letter-facts';
import type { FakeOpenAi } from '../support/fake-openai';
import { type OpenAiApp, startOpenAiApp } from '../support/openai-app';
import { corpusBytes, corpusText, describeWithCorpus, multipart, TEXT_RESUME } from '../support/resume-files';
import { bearer, describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';
import { registerAccount } from '../support/billing';
import { jsonResumeSample, masterResume, renderText } from '../../../ats-engine/test/support/corpus';

const TONES = ['professional', 'enthusiastic', 'confident', 'friendly'] as const;
const FOCUSES = ['skills', 'achievements', 'culture', 'growth'] as const;
const JOB =
  'Backend Engineer at Globex. We value collaboration across teams and a culture of ownership. You will build Java and Spring Boot services on Kubernetes, with Redis and PostgreSQL.';
const form = (overrides: Record<string, unknown> = {}) => ({
  jobTitle: 'Backend Engineer',
  companyName: 'Globex',
  jobDescription: JOB,
  resumeContent: TEXT_RESUME,
  ...overrides,
});

let ipCounter = 0;
/** Each request from its own address unless a test means the same client (the limit is per IP). */
const nextIp = () => `203.0.113.${(ipCounter = (ipCounter % 250) + 1)}`;

/** A fresh account's headers, with a membership of `planType` (and `status`) when given. */
const register = async (t: TestApp, planType?: number, status?: string) =>
  (await registerAccount(t, { planType, status, remoteAddress: nextIp() })).headers;

const generate = (t: TestApp, payload: object, headers: Record<string, string> = {}, remoteAddress = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/cover-letter/generate', payload, headers, remoteAddress });

describeDb('POST /api/cover-letter/generate (local engine)', () => {
  let t: TestApp;
  let premium: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ captureLogs: true });
    premium = await register(t, 2);
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('answers 401 without a token and with a bad one', async () => {
    for (const headers of [{}, bearer('not-a-token')]) {
      const response = await generate(t, form(), headers);
      expect(response.statusCode).toBe(401);
      expectContract(ErrorResponseSchema, response);
    }
  });

  it('answers 403 with the Premium message to a free account, a Basic member, and a cancelled Premium member', async () => {
    for (const headers of [await register(t), await register(t, 1), await register(t, 2, 'canceled')]) {
      const response = await generate(t, form(), headers);
      expect(response.statusCode).toBe(403);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(COVER_LETTER_PREMIUM_MESSAGE);
    }
  });

  it('writes the letter for Premium and Enterprise members: the company, the job, the resume’s latest role, a word count that matches, suggestions', async () => {
    for (const headers of [premium, await register(t, 3)]) {
      const response = await generate(t, form(), headers);
      expect(response.statusCode).toBe(200);
      const letter = expectContract(CoverLetterResponseSchema, response);
      expect(letter.coverLetter).toMatch(/^Dear Hiring Manager,/);
      expect(letter.coverLetter).toContain('Backend Engineer');
      expect(letter.coverLetter).toContain('Globex');
      expect(letter.coverLetter).toContain('Senior Software Engineer at Acme Corp');
      expect(letter.coverLetter).toMatch(/Jane Roe$/);
      expect(letter.wordCount).toBe(letter.coverLetter.split(/\s+/).filter(Boolean).length);
      expect(letter.suggestions.length).toBeGreaterThan(0);
    }
  });

  it('answers 400 with a clear message for missing fields, an unknown tone or focus, and an empty resume, and writes nothing', async () => {
    const cases: Array<[object, RegExp]> = [
      [form({ jobTitle: '  ' }), /Please fill in all required fields/],
      [form({ companyName: undefined }), /companyName/],
      [form({ jobDescription: '' }), /Please fill in all required fields/],
      [form({ tone: 'sarcastic' }), /tone/],
      [form({ focus: 'salary' }), /focus/],
      [form({ resumeContent: '   ' }), /The resume text is empty\. Upload your resume first\./],
      [form({ jobDescription: 'x'.repeat(50_001) }), /jobDescription/],
    ];
    for (const [payload, message] of cases) {
      const response = await generate(t, payload, premium);
      expect(response.statusCode).toBe(400);
      expect(expectContract(ValidationErrorResponseSchema, response).message).toMatch(message);
    }
  });

  it('writes a real letter: 250-400 words, 3-4 paragraphs between greeting and sign-off, two or three of the resume’s results quoted and tied to the job, each tone its own opening', async () => {
    const results = [
      'built a payment service in Java and Spring Boot handling 2M requests a day',
      'reduced API latency by 40% by adding Redis caching and query tuning',
      'developed REST APIs in Node.js and PostgreSQL for 30 internal teams',
    ];
    const openings = new Set<string>();
    for (const tone of TONES) {
      const letter = expectContract(
        CoverLetterResponseSchema,
        await generate(t, form({ tone, focus: 'achievements' }), premium),
      );
      const paragraphs = letter.coverLetter.split('\n\n').slice(1, -1);
      const context = `${tone}:\n${letter.coverLetter}`;
      expect([context, letter.wordCount >= 250 && letter.wordCount <= 400]).toEqual([context, true]);
      expect([context, paragraphs.length >= 3 && paragraphs.length <= 4]).toEqual([context, true]);
      expect([
        context,
        results.filter((r) => letter.coverLetter.toLowerCase().includes(r.toLowerCase())).length >= 2,
      ]).toEqual([context, true]);
      expect(letter.coverLetter).toMatch(/Java|Spring Boot|Redis|PostgreSQL/);
      expect(findUnsupportedFacts(letter.coverLetter, [TEXT_RESUME, JOB, 'Backend Engineer', 'Globex'])).toEqual([]);
      openings.add(paragraphs[0]!);
    }
    expect(openings.size).toBe(4);
  });

  it('changes the letter with every tone and every focus: 16 different letters', async () => {
    const letters = new Set<string>();
    for (const tone of TONES) {
      for (const focus of FOCUSES) {
        letters.add(
          expectContract(CoverLetterResponseSchema, await generate(t, form({ tone, focus }), premium)).coverLetter,
        );
      }
    }
    expect(letters.size).toBe(16);
  });

  it('is rate-limited per client: the 11th letter in a minute from one address is 429', async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < 10; i += 1) expect((await generate(t, form(), premium, ip)).statusCode).toBe(200);
    const limited = await generate(t, form(), premium, ip);
    expect(limited.statusCode).toBe(429);
    expect(expectContract(ErrorResponseSchema, limited).message).toMatch(/Too many requests/);
  });

  describeWithCorpus(
    'invents nothing: over the corpus, every letter states only numbers, degrees and names found in the resume or the job description',
    () => {
      // Each corpus resume as the upload reads it (the text the page sends back), with the JD it fits
      // and one it does not; the JD PDFs as the job-description page reads them (extract-text).
      const PAIRS: Array<[resume: string, jd: string, wrongJd: string]> = [
        ['john_doe.pdf', 'jds/job_desc_java_developer.pdf', 'jds/e2e_product-manager.txt'],
        ['barry_allen_fe.pdf', 'jds/e2e_frontend-eng.txt', 'jds/job_desc_java_developer.pdf'],
        ['bruce_wayne_fullstack.pdf', 'jds/job_desc_full_stack_engineer.pdf', 'jds/e2e_product-manager.txt'],
        ['alfred_pennyworth_pm.pdf', 'jds/job_desc_product_manager.pdf', 'jds/e2e_backend-eng.txt'],
        ['ditto_two_column.pdf', 'jds/e2e_backend-eng.txt', 'jds/job_desc_front_end_engineer.pdf'],
        ['e2e_master_resume.json', 'jds/e2e_backend-eng.txt', 'jds/raw_job_2_java_developer.txt'],
        ['jsonresume_sample.resume.json', 'jds/raw_job_2_java_developer.txt', 'jds/job_desc_full_stack_engineer.pdf'],
      ];

      async function resumeText(file: string): Promise<string> {
        const upload = file.endsWith('.json')
          ? {
              fileName: file.replace('.json', '.txt'),
              data: renderText(file.startsWith('e2e') ? masterResume() : jsonResumeSample()),
              type: 'text/plain',
            }
          : { fileName: file, data: corpusBytes(`resumes/${file}`), type: 'application/pdf' };
        const body = await multipart(upload, { industry: 'Tech' });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/resume/upload?skipAi=true',
          payload: body.payload,
          headers: { ...body.headers, ...premium },
          remoteAddress: nextIp(),
        });
        return expectContract(ResumeUploadResultSchema, response).content;
      }

      async function jobText(file: string): Promise<string> {
        if (!file.endsWith('.pdf')) return corpusText(file);
        const body = await multipart({
          fileName: file.split('/').pop()!,
          data: corpusBytes(file),
          type: 'application/pdf',
        });
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/resume/extract-text',
          payload: body.payload,
          headers: body.headers,
          remoteAddress: nextIp(),
        });
        return expectContract(ExtractTextResponseSchema, response).text;
      }

      it.each(PAIRS)('%s with %s and with %s', async (file, jd, wrongJd) => {
        const resume = await resumeText(file);
        for (const [job, combos] of [
          [await jobText(jd), TONES.flatMap((tone) => FOCUSES.map((focus) => ({ tone, focus })))],
          [await jobText(wrongJd), FOCUSES.map((focus) => ({ tone: 'professional' as const, focus }))],
        ] as const) {
          for (const { tone, focus } of combos) {
            const payload = {
              jobTitle: 'Engineer',
              companyName: 'Northwind Traders',
              jobDescription: job,
              resumeContent: resume,
              tone,
              focus,
            };
            const { coverLetter } = expectContract(CoverLetterResponseSchema, await generate(t, payload, premium));
            const context = `${file} / ${tone} / ${focus}:\n${coverLetter}`;
            expect([
              context,
              findUnsupportedFacts(coverLetter, [resume, job, payload.jobTitle, payload.companyName]),
            ]).toEqual([context, []]);
            expect([context, coverLetter.split(/\s+/).length >= 250 && coverLetter.split(/\s+/).length <= 400]).toEqual(
              [context, true],
            );
            // The employer named beside the latest role ("... at X") is one the resume names.
            for (const [, employer] of coverLetter.matchAll(/ (?:work|worked) as .+? at (.+?)(?:\.\s|\.$|,)/gm)) {
              expect([context, resume.includes(employer!.trim())]).toEqual([context, true]);
            }
          }
        }
      });
    },
  );
});

describe('findUnsupportedFacts', () => {
  const sources = [TEXT_RESUME, JOB, 'Backend Engineer', 'Globex'];

  it('finds an invented employer, title, number and degree', () => {
    const letter =
      'Dear Hiring Manager,\n\nI worked as Chief Technology Officer at Google for 12 years, and I hold an MBA and a PhD. I grew revenue by 300%.\n\nSincerely,\nJane Roe';
    expect(findUnsupportedFacts(letter, sources)).toEqual(
      expect.arrayContaining([
        'number "12"',
        'number "300"',
        'degree "MBA"',
        'degree "PhD"',
        'name "Chief"',
        'name "Technology"',
        'name "Officer"',
        'name "Google"',
      ]),
    );
  });

  it("accepts a word the resume's text runs onto a date before it ('Jan 2019Apprentice Electrician'), and still finds one it lacks", () => {
    const resume = 'Work history\nAug 2015 – Jan 2019Apprentice Electrician — Cupertino Electric, San Jose, CA';
    const letter =
      'Dear Hiring Manager,\n\nI worked as Apprentice Electrician at Cupertino Electric, and as Foreman at Rosendin.\n\nSincerely,\nJorge';
    expect(findUnsupportedFacts(letter, [resume, JOB])).toEqual(['name "Foreman"', 'name "Rosendin"']);
  });

  it('accepts a letter made of the resume’s and the job’s facts, in any wording', () => {
    const letter =
      "Dear Hiring Manager,\n\nI'm applying for the Backend Engineer role at Globex. As a Senior Software Engineer at Acme Corp, I reduced API latency by 40% with Redis, and I built a payment service handling 2M requests a day. Before that, at Initech I developed REST APIs for 30 internal teams. I hold a B.Sc. in Computer Science from the University of Manitoba.\n\nBest regards,\nJane Roe";
    expect(findUnsupportedFacts(letter, sources)).toEqual([]);
  });
});

describeDb('POST /api/cover-letter/generate with AI_PROVIDER=openai', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let close: OpenAiApp['close'];
  let premium: Record<string, string>;
  const FAITHFUL = [
    'Dear Hiring Manager,\n\n',
    "I'm excited to apply for the Backend Engineer role at Globex. As a Senior Software Engineer at Acme Corp, I built a payment service in Java and Spring Boot handling 2M requests a day ",
    'and reduced API latency by 40% with Redis caching.\n\nWarm regards,\nJane Roe',
  ];

  beforeAll(async () => {
    // The timeout is generous so a busy machine does not turn the normal case into a fallback.
    ({ t, fake, close } = await startOpenAiApp({
      slowMs: 6000,
      timeoutMs: 2000,
      captureLogs: true,
      env: { OPENAI_API_KEY: 'sk-test-123' },
    }));
    premium = await register(t, 2);
  });
  afterAll(() => close());
  beforeEach(() => {
    fake.mode = 'normal';
    fake.tokens = FAITHFUL;
    fake.requests = [];
    t.logs.length = 0;
  });

  const fallbacks = () =>
    t.logs
      .map((line) => JSON.parse(line) as { level: number; msg: string; operation?: string; err?: { message: string } })
      .filter((entry) => entry.level === 40 && entry.operation === 'cover-letter');
  /** The local engine's letter for the form the tests send. */
  const engineLetter = async () =>
    generateCoverLetter({
      resumeText: TEXT_RESUME,
      jobTitle: 'Backend Engineer',
      companyName: 'Globex',
      jobDescription: JOB,
      tone: 'enthusiastic',
      focus: 'achievements',
    }).coverLetter;

  it("answers the provider's letter when it states only the resume's and the job's facts; the prompt carries the tone, focus, resume and job", async () => {
    const letter = expectContract(
      CoverLetterResponseSchema,
      await generate(t, form({ tone: 'enthusiastic', focus: 'achievements' }), premium),
    );
    expect(letter.coverLetter).toBe(FAITHFUL.join(''));
    expect(letter.wordCount).toBe(FAITHFUL.join('').split(/\s+/).length);
    const [request] = fake.requests;
    const [system, user] = request!.body.messages;
    expect(system!.content).toMatch(/Tone: enthusiastic/);
    expect(system!.content).toMatch(/Focus: achievements/);
    expect(system!.content).toMatch(/never invent employers, job titles, numbers/);
    expect(user!.content).toContain(JOB);
    expect(user!.content).toContain('Reduced API latency by 40%');
    expect(fallbacks()).toEqual([]);
  });

  it("sends the engine's letter instead of one that invents an employer or a number, and logs why", async () => {
    fake.tokens = ['Dear Hiring Manager,\n\nAt Google I led 25 engineers.\n\nSincerely,\nJane Roe'];
    const letter = expectContract(
      CoverLetterResponseSchema,
      await generate(t, form({ tone: 'enthusiastic', focus: 'achievements' }), premium),
    );
    expect(letter.coverLetter).not.toContain('Google');
    expect(letter.coverLetter).toBe(await engineLetter());
    expect(fallbacks()).toHaveLength(1);
    expect(fallbacks()[0]!.err!.message).toMatch(/name "Google".*number "25"|number "25".*name "Google"/);
  });

  it.each(['fail', 'slow', 'empty'] as const)(
    "falls back to the engine's letter when the provider is %s, with a warning",
    async (mode) => {
      fake.mode = mode;
      const letter = expectContract(
        CoverLetterResponseSchema,
        await generate(t, form({ tone: 'enthusiastic', focus: 'achievements' }), premium),
      );
      expect(letter.coverLetter).toBe(await engineLetter());
      expect(fallbacks()).toHaveLength(1);
    },
  );

  it('calls no provider for a request it refuses (403, 400)', async () => {
    expect((await generate(t, form(), await register(t))).statusCode).toBe(403);
    expect((await generate(t, form({ resumeContent: '' }), premium)).statusCode).toBe(400);
    expect(fake.requests).toEqual([]);
  });
});
