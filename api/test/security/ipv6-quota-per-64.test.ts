// M2 (security review 2026-11-23): the anonymous quota was keyed by the exact IP address, so an
// IPv6 visitor (who holds at least a /64) got 3 fresh scans from each of its 2^64 addresses.
import { UsageStatusSchema } from '@resumebeat/shared-contract';
import { clientAddressKey } from '../../src/lib/client-address';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8::', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('%s is the visitor %s', (ip, key) => {
    expect(clientAddressKey(ip)).toBe(key);
  });
});

describeDb('anonymous scans are counted per IPv6 /64', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { ANONYMOUS_SCANS: '3' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const upload = async (ip: string) => {
    const body = await multipart({ fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' }, { industry: 'Tech' });
    return t.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      remoteAddress: ip,
      payload: body.payload,
      headers: body.headers,
    });
  };

  it('three scans for the whole /64, whichever of its addresses asks; the next /64 is another visitor', async () => {
    const statuses = [];
    for (const ip of [
      '2001:db8:77:1::1',
      '2001:db8:77:1::2',
      '2001:db8:77:1:0:0:abcd:1',
      '2001:db8:77:1:ffff:ffff:ffff:fffe',
    ])
      statuses.push((await upload(ip)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const status = expectContract(
      UsageStatusSchema,
      await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: '2001:db8:77:1::9' }),
    );
    expect(status.remainingScans).toBe(0);
    expect((await upload('2001:db8:77:2::1')).statusCode).toBe(200);
  });
});
