// M12 (security review 2026-11-26): an upload whose client left during the AI step got its scan
// back after the provider had been asked (and paid), so a client could loop uploads and leave each
// one during the AI step: a completion per upload and no scan ever counted. The scan is now given
// back only when no paid provider was asked.
import { UsageStatusSchema } from '@resumebeat/shared-contract';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FakeOpenAi } from '../support/fake-openai';
import { type OpenAiApp, startOpenAiApp } from '../support/openai-app';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, type TestApp } from '../support/test-app';

describeDb('an upload that leaves once the provider was asked keeps its scan counted', () => {
  let t: TestApp;
  let fake: FakeOpenAi;
  let base: string;
  // The server trusts no proxy here: the visitor is the loopback address.
  const visitor = '127.0.0.1';

  let close: OpenAiApp['close'];

  beforeAll(async () => {
    ({ t, fake, close } = await startOpenAiApp({ slowMs: 5_000, env: { ANONYMOUS_SCANS: '2' } }));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => close());

  const usage = async () =>
    expectContract(
      UsageStatusSchema,
      await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: visitor }),
    ).remainingScans;

  /** An upload (AI step included) that leaves as soon as the provider has its request. */
  async function uploadAndLeave(): Promise<void> {
    const asked = fake.requests.length;
    const controller = new AbortController();
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    const sent = fetch(`${base}/api/resume/upload`, {
      method: 'POST',
      headers: body.headers as Record<string, string>,
      body: body.payload as Buffer,
      signal: controller.signal,
    }).catch(() => null);
    for (let waited = 0; fake.requests.length === asked && waited < 10_000; waited += 20) await sleep(20);
    expect(fake.requests.length).toBe(asked + 1);
    controller.abort();
    await sent;
  }

  it("the review's reproduction: uploads that leave during the AI step use up the visitor's scans, then 429 without asking the provider", async () => {
    fake.mode = 'slow';
    expect(await usage()).toBe(2);
    await uploadAndLeave();
    await uploadAndLeave();
    // Give the server time to notice both departures; a give-back would show here.
    await sleep(500);
    expect(await usage()).toBe(0);
    fake.mode = 'normal';
    const asked = fake.requests.length;
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    const refused = await fetch(`${base}/api/resume/upload`, {
      method: 'POST',
      headers: body.headers as Record<string, string>,
      body: body.payload as Buffer,
    });
    expect(refused.status).toBe(429);
    expect(fake.requests.length).toBe(asked);
  });

  describe('the rule, with the AI step replaced', () => {
    const original = { analysis: null as unknown };
    beforeAll(() => {
      original.analysis = t.app.ai.analysis;
    });
    afterEach(() => {
      t.app.ai.analysis = original.analysis as typeof t.app.ai.analysis;
    });

    const leaving = () => Object.assign(new Error('client disconnected'), { name: 'AbortError' });
    const uploadFrom = async (ip: string) => {
      const body = await multipart(
        { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
        { industry: 'General' },
      );
      return t.app.inject({ method: 'POST', url: '/api/resume/upload', remoteAddress: ip, ...body });
    };
    const remaining = async (ip: string) =>
      expectContract(
        UsageStatusSchema,
        await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: ip }),
      ).remainingScans;

    it('a client that left before any provider was asked gets its scan back', async () => {
      t.app.ai.analysis = async () => {
        throw leaving();
      };
      const ip = '192.0.2.41';
      expect((await uploadFrom(ip)).statusCode).toBeGreaterThanOrEqual(400);
      expect(await remaining(ip)).toBe(2);
    });

    it('a client that left once the provider was asked keeps its scan counted', async () => {
      t.app.ai.analysis = async (_input, _signal, call = {}) => {
        call.onProviderRequest?.();
        throw leaving();
      };
      const ip = '192.0.2.42';
      expect((await uploadFrom(ip)).statusCode).toBeGreaterThanOrEqual(400);
      expect(await remaining(ip)).toBe(1);
    });
  });
});
