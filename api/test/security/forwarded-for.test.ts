// X-Forwarded-For names the visitor only when the proxy that sent it is one this deployment
// trusts (TRUST_PROXY lists its address). Anyone else connecting directly and writing the header
// is counted by their own address: the anonymous scan limit cannot be reset by a made-up hop.
import { ScanLimitErrorSchema, UsageStatusSchema } from '@resumebeat/shared-contract';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

const PROXY = '10.20.30.40';

describeDb('X-Forwarded-For from a trusted proxy and from anyone else', () => {
  let t: TestApp;
  let line = 0;

  beforeAll(async () => {
    t = await startTestApp({ env: { TRUST_PROXY: PROXY, ANONYMOUS_SCANS: '3' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  async function upload(from: string, forwardedFor?: string) {
    // A distinct file each time: the parse cache plays no part in what is counted.
    const body = await multipart(
      { fileName: 'cv.txt', data: `${TEXT_RESUME}\nReference ${(line += 1)}`, type: 'text/plain' },
      { industry: 'General' },
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      remoteAddress: from,
      payload: body.payload,
      headers: { ...body.headers, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
    });
  }

  it('a peer that is not the proxy gets 3 scans however many addresses it writes in the header', async () => {
    const peer = '192.0.2.77';
    for (let i = 0; i < 3; i++) expect((await upload(peer, `203.0.113.${i + 1}`)).statusCode).toBe(200);
    for (const forged of ['203.0.113.50', `203.0.113.51, ${PROXY}`, PROXY, '2001:db8::1']) {
      const refused = await upload(peer, forged);
      expect(refused.statusCode).toBe(429);
      expect(expectContract(ScanLimitErrorSchema, refused).needsPayment).toBe(false);
    }
    // The forged addresses were never charged: as real visitors through the proxy, each has 3.
    const usage = await t.app.inject({
      method: 'GET',
      url: '/api/resume/usage-status',
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '203.0.113.1' },
    });
    expect(expectContract(UsageStatusSchema, usage).remainingScans).toBe(3);
  });

  it('through the trusted proxy each visitor has their own 3 scans, and a hop they prepend does not reset theirs', async () => {
    const visitor = '198.51.100.200';
    for (let i = 0; i < 3; i++) expect((await upload(PROXY, visitor)).statusCode).toBe(200);
    expect((await upload(PROXY, visitor)).statusCode).toBe(429);
    // The visitor writes a header of their own; the proxy appends the address it saw.
    expect((await upload(PROXY, `203.0.113.99, ${visitor}`)).statusCode).toBe(429);
    expect((await upload(PROXY, '198.51.100.201')).statusCode).toBe(200);
  });
});
