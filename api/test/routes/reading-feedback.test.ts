import {
  AuthResponseSchema,
  ErrorResponseSchema,
  READING_FEEDBACK_MESSAGES,
  ReadingFeedbackResponseSchema,
  ResumeUploadResultSchema,
  type ResumeReading,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { readingFeedback } from '../../src/db/schema';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

const UNDATED = [
  'Jane Smith',
  'jane.smith@example.com | (555) 123-4567 | Denver, CO',
  '',
  'Experience',
  'Volunteer Coordinator',
  'Denver Food Bank',
  '• Organized 120 volunteers for weekend food drives.',
  '',
  'Operations Manager, Northwind Traders, Denver, CO',
  'Jan 2020 – Present',
  '• Led a team of 25 pickers and cut late shipments by 30%.',
  '',
  'Skills',
  'Excel, SQL',
].join('\n');

describeDb('how a resume was read, and POST /api/resume/reading-feedback', () => {
  let t: TestApp;
  let nextIp = 0;
  const newIp = () => `198.51.100.${(nextIp += 1)}`;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  async function upload(ip: string, text = UNDATED, headers: Record<string, string> = {}) {
    const body = await multipart({ fileName: 'resume.txt', data: text, type: 'text/plain' }, { industry: 'General' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      remoteAddress: ip,
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    return expectContract(ResumeUploadResultSchema, response);
  }
  const stored = async () => (await t.app.db.select({ id: readingFeedback.id }).from(readingFeedback)).length;
  const send = (ip: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/resume/reading-feedback', remoteAddress: ip, payload, headers });

  it('the upload answers what was read, with a warning for a role without dates, for an anonymous visitor', async () => {
    const result = await upload(newIp());
    expect(result.reading?.contact).toEqual({
      name: 'Jane Smith',
      email: 'jane.smith@example.com',
      phone: '(555) 123-4567',
      location: 'Denver, CO',
      links: [],
    });
    expect(result.reading?.roles.map((role) => [role.title, role.start, role.bullets])).toEqual([
      ['Volunteer Coordinator', null, 1],
      ['Operations Manager', 'Jan 2020', 1],
    ]);
    expect(result.reading?.warnings.map((w) => w.message)).toContain(
      'No dates found for "Volunteer Coordinator": many ATS cannot place a role without dates; put them on the role\'s line.',
    );
    // The score's finding is the same sentence, under 'Date consistency'.
    expect(result.scoreComponents?.find((c) => c.id === 'dates')?.suggestions).toContain(
      'No dates found for "Volunteer Coordinator": many ATS cannot place a role without dates; put them on the role\'s line.',
    );
  });

  it("stores the reading, the scan's text and the correction with consent and a scan ticket", async () => {
    const ip = newIp();
    const result = await upload(ip);
    const before = await stored();
    const response = await send(ip, {
      scanTicket: result.scanTicket,
      content: result.content,
      reading: result.reading,
      problem: 'roles',
      correction: 'Volunteer Coordinator ran 2019 – 2021',
      consent: true,
    });
    expect(response.statusCode).toBe(201);
    const { id, message } = expectContract(ReadingFeedbackResponseSchema, response);
    expect(message).toBe(READING_FEEDBACK_MESSAGES.stored);
    expect(await stored()).toBe(before + 1);
    const [row] = await t.app.db.select().from(readingFeedback).where(eq(readingFeedback.id, id));
    expect(row).toMatchObject({
      problem: 'roles',
      correction: 'Volunteer Coordinator ran 2019 – 2021',
      content: result.content,
      userId: null,
    });
    expect(row!.scanEventId).toEqual(expect.any(String));
    expect(row!.reading as ResumeReading).toEqual(result.reading);
  });

  it('stores nothing without consent, and says why', async () => {
    const ip = newIp();
    const result = await upload(ip);
    const before = await stored();
    for (const consent of [false, undefined, 'yes']) {
      const response = await send(ip, {
        scanTicket: result.scanTicket,
        content: result.content,
        reading: result.reading,
        problem: 'roles',
        consent,
      });
      expect(response.statusCode).toBe(400);
      expect(expectContract(ValidationErrorResponseSchema, response).message).toContain(
        READING_FEEDBACK_MESSAGES.consent,
      );
    }
    expect(await stored()).toBe(before);
  });

  it('stores nothing without a scan of the sender: no ticket, a forged one, another address, another text', async () => {
    const ip = newIp();
    const result = await upload(ip);
    const body = { content: result.content, reading: result.reading, problem: 'skills', consent: true };
    const before = await stored();
    const cases: Array<[object, string, RegExp]> = [
      [body, ip, /Upload your resume to report a wrong reading/],
      [{ ...body, scanTicket: 'not-a-ticket' }, ip, /Upload your resume/],
      [{ ...body, scanTicket: result.scanTicket }, newIp(), /another account or connection/],
      [{ ...body, scanTicket: result.scanTicket, content: TEXT_RESUME }, ip, /not the resume text this scan read/],
    ];
    for (const [payload, from, message] of cases) {
      const response = await send(from, payload);
      expect(response.statusCode).toBe(403);
      expect(expectContract(ErrorResponseSchema, response).message).toMatch(message);
    }
    expect(await stored()).toBe(before);
  });

  it('refuses bad input with a message: an unknown problem, a correction too long, a reading of the wrong shape, a body too large', async () => {
    const ip = newIp();
    const result = await upload(ip);
    const base = {
      scanTicket: result.scanTicket,
      content: result.content,
      reading: result.reading,
      problem: 'roles',
      consent: true,
    };
    const before = await stored();
    const bad: Array<[object, RegExp]> = [
      [{ ...base, problem: 'everything' }, /Choose what is wrong/],
      [{ ...base, correction: 'x'.repeat(2001) }, /Keep the correction to 2000 characters/],
      [{ ...base, reading: { contact: 'Jane' } }, /contact/],
      [{ ...base, reading: undefined }, /reading/],
    ];
    for (const [payload, message] of bad) {
      const response = await send(ip, payload);
      expect(response.statusCode).toBe(400);
      expect(expectContract(ValidationErrorResponseSchema, response).message).toMatch(message);
    }
    const huge = await send(ip, { ...base, correction: 'y'.repeat(600 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(expectContract(ErrorResponseSchema, huge).message).toBeTruthy();
    expect(await stored()).toBe(before);
  });

  it('a signed-in account may report on one of its stored scans by id, and only its own', async () => {
    const register = async () =>
      bearer(
        expectContract(
          AuthResponseSchema,
          await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
        ).token,
      );
    const alice = await register();
    const bob = await register();
    const result = await upload(newIp(), UNDATED, alice);
    expect(result.id).toEqual(expect.any(String));
    const body = { resumeId: String(result.id), reading: result.reading, problem: 'roles', consent: true };
    const before = await stored();
    const other = await send(newIp(), body, bob);
    expect(other.statusCode).toBe(404);
    expect(expectContract(ErrorResponseSchema, other).message).toMatch(/not found in your account/);
    const anonymous = await send(newIp(), body);
    expect(anonymous.statusCode).toBe(403);
    expect(await stored()).toBe(before);
    const own = await send(newIp(), body, alice);
    expect(own.statusCode).toBe(201);
    expect(await stored()).toBe(before + 1);
  });

  it('is rate-limited per address, as support messages are, with a message', async () => {
    const limited = await startTestApp({ env: { SUPPORT_RATE_LIMIT_PER_10_MINUTES: '2' } });
    try {
      const ip = newIp();
      const body = await multipart(
        { fileName: 'resume.txt', data: UNDATED, type: 'text/plain' },
        { industry: 'General' },
      );
      const result = expectContract(
        ResumeUploadResultSchema,
        await limited.app.inject({
          method: 'POST',
          url: '/api/resume/upload?skipAi=true',
          remoteAddress: ip,
          payload: body.payload,
          headers: body.headers,
        }),
      );
      const report = {
        scanTicket: result.scanTicket,
        content: result.content,
        reading: result.reading,
        problem: 'roles',
        consent: true,
      };
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1)
        statuses.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/resume/reading-feedback',
              remoteAddress: ip,
              payload: report,
            })
          ).statusCode,
        );
      expect(statuses).toEqual([201, 201, 429]);
      const refused = await limited.app.inject({
        method: 'POST',
        url: '/api/resume/reading-feedback',
        remoteAddress: ip,
        payload: report,
      });
      expect(refused.statusCode).toBe(429);
      expect(expectContract(ErrorResponseSchema, refused).message).toMatch(/too many requests/i);
      expect((await limited.app.db.select({ id: readingFeedback.id }).from(readingFeedback)).length).toBe(2);
    } finally {
      await limited.close();
      await limited.database.dispose();
    }
  });
});
