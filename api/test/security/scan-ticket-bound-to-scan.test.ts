// H5, what remained (security review 2026-11-26): a scan ticket was a bearer token bound to
// neither who made the scan nor its text. One counted scan bought 50 AI analyses of any text, by
// anyone who held the ticket. A ticket now serves only who scanned (the account, or the anonymous
// address) and only the text the scan read; rescore also takes an optimized text answered for that
// scan, which is what the browser sends it.
import {
  AuthResponseSchema,
  ErrorResponseSchema,
  OptimizeResponseSchema,
  RescoreResponseSchema,
} from '@resumebeat/shared-contract';
import { SCAN_TICKET_MESSAGES } from '../../src/plugins/app/resumes';
import type { FakeOpenAi } from '../support/fake-openai';
import { type OpenAiApp, startOpenAiApp } from '../support/openai-app';
import { parseEvents, uploadTextResume } from '../support/resume-files';
import { bearer, describeDb, expectContract, newAccount, type TestApp } from '../support/test-app';

const AI_ROUTES = ['/api/resume/optimize', '/api/resume/stream-analysis', '/api/resume/stream-optimize'];
const OTHER_RESUME =
  'John Doe\njohn@example.com\nEXPERIENCE\nForklift Operator | Globex | 2015 - 2024\n• Moved pallets\nSKILLS\nForklifts';

describeDb('a scan ticket serves who made the scan, for the text it read', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let close: OpenAiApp['close'];
  let nextIp = 0;
  const freshIp = () => `198.51.100.${(nextIp += 1)}`;

  beforeAll(async () => ({ t, fake, close } = await startOpenAiApp({ env: { AI_CALLS_PER_DAY: '200' } })));
  afterAll(() => close());
  beforeEach(() => {
    fake.mode = 'normal';
    fake.requests = [];
  });

  const upload = (ip: string, headers: Record<string, string> = {}) => uploadTextResume(t.app, ip, headers);
  const post = (url: string, ip: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, remoteAddress: ip, payload, headers });
  const register = async () => {
    const { token } = expectContract(
      AuthResponseSchema,
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount(),
        remoteAddress: freshIp(),
      }),
    );
    return bearer(token);
  };
  const refusal = (response: { statusCode: number; json: () => unknown }) => ({
    status: response.statusCode,
    message: (response.json() as { message: string }).message,
  });

  it("the review's reproduction: 50 stream-optimize calls with other text from other addresses and no token are refused, and no provider is called", async () => {
    const { scanTicket } = await upload(freshIp());
    const statuses = new Set<number>();
    for (let i = 0; i < 50; i += 1) {
      const response = await post('/api/resume/stream-optimize', freshIp(), {
        content: `${OTHER_RESUME}\nCall ${i}`,
        scanTicket,
      });
      statuses.add(response.statusCode);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(SCAN_TICKET_MESSAGES.otherSubject);
    }
    expect([...statuses]).toEqual([403]);
    expect(fake.requests).toHaveLength(0);
  });

  it.each(AI_ROUTES)(
    '%s with the scan text from another address: 403 with a message, nothing counted; from the scan address it works',
    async (url) => {
      const ip = freshIp();
      const { scanTicket, content } = await upload(ip);
      const stolen = await post(url, freshIp(), { content, scanTicket });
      expect(refusal(stolen)).toEqual({ status: 403, message: SCAN_TICKET_MESSAGES.otherSubject });
      expect(fake.requests).toHaveLength(0);
      expect((await post(url, ip, { content, scanTicket })).statusCode).toBe(200);
      expect(fake.requests).toHaveLength(1);
    },
  );

  it.each(AI_ROUTES)('%s with text other than the scan read: 403 with a message and no provider call', async (url) => {
    const ip = freshIp();
    const { scanTicket } = await upload(ip);
    const response = await post(url, ip, { content: OTHER_RESUME, scanTicket });
    expect(refusal(response)).toEqual({ status: 403, message: SCAN_TICKET_MESSAGES.otherText });
    expect(fake.requests).toHaveLength(0);
  });

  it("an account's ticket serves that account from any address, and nobody else", async () => {
    const owner = await register();
    const ip = freshIp();
    const { scanTicket, content } = await upload(ip, owner);
    const ownerElsewhere = await post('/api/resume/optimize', freshIp(), { content, scanTicket }, owner);
    expect(ownerElsewhere.statusCode).toBe(200);
    for (const [headers, from] of [
      [{}, freshIp()],
      [await register(), freshIp()],
      [await register(), ip],
    ] as const) {
      const response = await post('/api/resume/optimize', from, { content, scanTicket }, headers);
      expect(refusal(response)).toEqual({ status: 403, message: SCAN_TICKET_MESSAGES.otherSubject });
    }
    expect(fake.requests).toHaveLength(1);
  });

  it("an account's streams, which carry no token, are served at the address the ticket was answered to", async () => {
    const owner = await register();
    const ip = freshIp();
    const { scanTicket, content } = await upload(ip, owner);
    for (const url of ['/api/resume/stream-analysis', '/api/resume/stream-optimize']) {
      expect((await post(url, ip, { content, scanTicket })).statusCode).toBe(200);
      expect(refusal(await post(url, freshIp(), { content, scanTicket }))).toEqual({
        status: 403,
        message: SCAN_TICKET_MESSAGES.otherSubject,
      });
    }
  });

  it("an anonymous visitor's ticket still serves the same address once signed in there", async () => {
    const ip = freshIp();
    const { scanTicket, content } = await upload(ip);
    expect((await post('/api/resume/optimize', ip, { content, scanTicket }, await register())).statusCode).toBe(200);
  });

  it('a stored scan opened again answers a ticket for the account and the stored text', async () => {
    const owner = await register();
    const { id } = await upload(freshIp(), owner);
    // Opened on another device: the streams (no token) come from there.
    const device = freshIp();
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/resume/${id}`, headers: owner, remoteAddress: device })
    ).json() as { content: string; scanTicket: string };
    expect(
      (await post('/api/resume/stream-analysis', device, { content: detail.content, scanTicket: detail.scanTicket }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await post(
          '/api/resume/stream-analysis',
          freshIp(),
          { content: detail.content, scanTicket: detail.scanTicket },
          owner,
        )
      ).statusCode,
    ).toBe(200);
    const other = await post(
      '/api/resume/stream-analysis',
      freshIp(),
      { content: OTHER_RESUME, scanTicket: detail.scanTicket },
      owner,
    );
    expect(refusal(other)).toEqual({ status: 403, message: SCAN_TICKET_MESSAGES.otherText });
  });

  describe('rescore (what the optimized-resume page sends: the optimized text)', () => {
    it('takes the text stream-optimize answered for the scan, as the browser joins it', async () => {
      const ip = freshIp();
      const { scanTicket, content } = await upload(ip);
      fake.tokens = ['JANE ROE\r\n', 'EXPERIENCE\n', '• Built a payment service in Java\n'];
      const streamed = await post('/api/resume/stream-optimize', ip, { content, scanTicket });
      const text = parseEvents(streamed.body)
        .filter((event) => event.event === 'delta')
        .map((event) => event.data)
        .join('');
      const rescored = await post('/api/resume/rescore', ip, { content: text, scanTicket });
      expect(rescored.statusCode).toBe(200);
      expectContract(RescoreResponseSchema, rescored);
      fake.tokens = ['Your resume ', 'reads well.\n', 'Add more ', 'numbers to bullets.'];
    });

    it('takes the text optimize answered for the scan, and the scan text itself', async () => {
      const ip = freshIp();
      const { scanTicket, content } = await upload(ip);
      const { optimizedResume } = expectContract(
        OptimizeResponseSchema,
        await post('/api/resume/optimize', ip, { content, scanTicket }),
      );
      expect((await post('/api/resume/rescore', ip, { content: optimizedResume, scanTicket })).statusCode).toBe(200);
      expect((await post('/api/resume/rescore', ip, { content, scanTicket })).statusCode).toBe(200);
    });

    it("refuses any other text, and another scan's optimized text", async () => {
      const ip = freshIp();
      const first = await upload(ip);
      const second = await upload(ip);
      const { optimizedResume } = expectContract(
        OptimizeResponseSchema,
        await post('/api/resume/optimize', ip, { content: first.content, scanTicket: first.scanTicket }),
      );
      // The second scan read the same file: its own text is its; the first scan's answer is not.
      fake.tokens = ['A different rewrite\n'];
      const { optimizedResume: secondOptimized } = expectContract(
        OptimizeResponseSchema,
        await post('/api/resume/optimize', ip, { content: second.content, scanTicket: second.scanTicket }),
      );
      fake.tokens = ['Your resume ', 'reads well.\n', 'Add more ', 'numbers to bullets.'];
      expect(secondOptimized).not.toBe(optimizedResume);
      for (const content of [OTHER_RESUME, secondOptimized]) {
        const response = await post('/api/resume/rescore', ip, { content, scanTicket: first.scanTicket });
        expect(refusal(response)).toEqual({ status: 403, message: SCAN_TICKET_MESSAGES.otherText });
      }
    });
  });
});
