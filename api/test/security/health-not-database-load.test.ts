// L15 (security review 2026-11-26): the health endpoints had no rate limit and each call ran a
// database query, so anyone looping on them made database load; /api/health also published the
// version and uptime (L5).
import { HealthResponseSchema } from '@resumebeat/shared-contract';
import { describeDb, expectContract, startTestApp, TEST_DB, type TestApp } from '../support/test-app';

describeDb('the health endpoints are not database load', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { HEALTH_RATE_LIMIT_PER_MINUTE: '40' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('50 concurrent calls to /api/health and /api/health/ready share one database query', async () => {
    const ping = jest.spyOn(t.app.database, 'ping');
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        t.app.inject({
          method: 'GET',
          url: i % 2 ? '/api/health' : '/api/health/ready',
          remoteAddress: `192.0.2.${i + 1}`,
        }),
      ),
    );
    const queries = ping.mock.calls.length;
    ping.mockRestore();
    expect(responses.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(queries).toBe(1);
  });

  it('/api/health shows no version or uptime', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: '198.51.100.7' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: TEST_DB });
    expectContract(HealthResponseSchema, response);
    for (const url of ['/api/health/live', '/api/health/ready']) {
      const body = (await t.app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' })).json();
      expect(Object.keys(body).sort()).toEqual(['database', 'status']);
    }
  });

  it('each health endpoint has a rate limit per address; another address is still answered', async () => {
    for (const url of ['/api/health', '/api/health/ready', '/api/health/live']) {
      const statuses: number[] = [];
      for (let i = 0; i < 42; i += 1)
        statuses.push((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.44' })).statusCode);
      expect(statuses.slice(0, 40)).toEqual(Array(40).fill(200));
      const refused = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.44' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many requests\. Please try again in /);
      expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.45' })).statusCode).toBe(200);
    }
  });
});
