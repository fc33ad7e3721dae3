// H5 (security review 2026-11-23): the text routes gave the same score and feedback as an upload
// with no scan counted (an unmetered scanner, and with AI_PROVIDER=openai unmetered AI spend), and
// the upload called the AI provider before it counted the scan.
import { ErrorResponseSchema, type ResumeUploadResult, UsageStatusSchema } from '@resumebeat/shared-contract';
import { SCAN_TICKET_MESSAGES } from '../../src/plugins/app/resumes';
import type { FakeOpenAi } from '../support/fake-openai';
import { type OpenAiApp, startOpenAiApp } from '../support/openai-app';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, type TestApp } from '../support/test-app';

const TEXT_ROUTES = [
  '/api/resume/rescore',
  '/api/resume/optimize',
  '/api/resume/stream-analysis',
  '/api/resume/stream-optimize',
];

describeDb('what a scan buys is enforced: follow-up calls need its ticket', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let close: OpenAiApp['close'];
  let nextIp = 0;
  const freshIp = () => `198.51.100.${(nextIp += 1)}`;

  beforeAll(
    async () =>
      ({ t, fake, close } = await startOpenAiApp({ env: { SCAN_FOLLOW_UP_CALLS: '3', ANONYMOUS_SCANS: '2' } })),
  );
  afterAll(() => close());
  beforeEach(() => {
    fake.mode = 'normal';
    fake.requests = [];
  });

  const upload = async (ip: string, query = '?skipAi=true') => {
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    return t.app.inject({ method: 'POST', url: `/api/resume/upload${query}`, remoteAddress: ip, ...body });
  };
  const usage = async (ip: string) =>
    expectContract(
      UsageStatusSchema,
      await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: ip }),
    );

  it.each(TEXT_ROUTES)('%s without a scan ticket is 403 with a message, calls no AI and costs nothing', async (url) => {
    const ip = freshIp();
    const response = await t.app.inject({ method: 'POST', url, remoteAddress: ip, payload: { content: TEXT_RESUME } });
    expect(response.statusCode).toBe(403);
    expect(expectContract(ErrorResponseSchema, response).message).toBe(SCAN_TICKET_MESSAGES.missing);
    expect(fake.requests).toHaveLength(0);
    expect((await usage(ip)).remainingScans).toBe(2);
  });

  it('extract-text then stream-analysis (the review reproduction) gives no score without a counted scan', async () => {
    const ip = freshIp();
    const body = await multipart({ fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' });
    const extracted = await t.app.inject({
      method: 'POST',
      url: '/api/resume/extract-text',
      remoteAddress: ip,
      ...body,
    });
    expect(extracted.statusCode).toBe(200);
    const analysis = await t.app.inject({
      method: 'POST',
      url: '/api/resume/stream-analysis',
      remoteAddress: ip,
      payload: { content: extracted.json().text },
    });
    expect(analysis.statusCode).toBe(403);
    expect(analysis.body).not.toContain('ATS score');
  });

  it('a forged or altered ticket is refused; an expired one says so', async () => {
    const ip = freshIp();
    const { scanTicket } = (await upload(ip)).json() as ResumeUploadResult;
    const altered = `${scanTicket!.slice(0, -2)}${scanTicket!.endsWith('AA') ? 'BB' : 'AA'}`;
    for (const ticket of ['st1.x.y.z', altered, 'not a ticket']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/resume/rescore',
        remoteAddress: ip,
        payload: { content: TEXT_RESUME, scanTicket: ticket },
      });
      expect(response.statusCode).toBe(403);
    }
    const claims = t.app.scanTickets.read(scanTicket!);
    if (!claims || claims === 'expired') throw new Error('the upload answered no live ticket');
    const expired = t.app.scanTickets.issue(claims, -60_000).ticket;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/rescore',
      remoteAddress: ip,
      payload: { content: TEXT_RESUME, scanTicket: expired },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(SCAN_TICKET_MESSAGES.expired);
  });

  it('a counted scan allows SCAN_FOLLOW_UP_CALLS calls, then 429, and the provider is not called for the refused one', async () => {
    const ip = freshIp();
    const { scanTicket } = (await upload(ip)).json() as ResumeUploadResult;
    const statuses = [];
    for (const url of [...TEXT_ROUTES.slice(1), '/api/resume/optimize']) {
      statuses.push(
        (await t.app.inject({ method: 'POST', url, remoteAddress: ip, payload: { content: TEXT_RESUME, scanTicket } }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(fake.requests).toHaveLength(3);
  });

  it('a visitor at the limit re-uploading a file read before gets 429 without any AI call', async () => {
    const ip = freshIp();
    expect((await upload(ip)).statusCode).toBe(200);
    expect((await upload(ip)).statusCode).toBe(200);
    fake.requests = [];
    const refused = await upload(ip, '');
    expect(refused.statusCode).toBe(429);
    expect(fake.requests).toHaveLength(0);
  });
});
