import { ErrorResponseSchema, LinkedInAuthErrorResponseSchema } from '@resumebeat/shared-contract';
import { describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('per-IP rate limits on sign-in and registration', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3', REGISTER_RATE_LIMIT_PER_MINUTE: '2', RATE_LIMIT_PER_MINUTE: '50' },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('POST /api/auth/login: 429 with a message after LOGIN_RATE_LIMIT_PER_MINUTE from one IP; other IPs unaffected', async () => {
    const attempt = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress,
        payload: { usernameOrEmail: 'nobody', password: 'whatever1' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt('192.0.2.1')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    const limited = await attempt('192.0.2.1');
    expect(expectContract(ErrorResponseSchema, limited).message).toMatch(
      /^Too many requests\. Please try again in \d+ (second|minute)/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await attempt('192.0.2.2')).statusCode).toBe(401);
  });

  it('POST /api/auth/register: 429 after REGISTER_RATE_LIMIT_PER_MINUTE from one IP', async () => {
    const attempt = () =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', remoteAddress: '198.51.100.7', payload: newAccount() });
    expect((await attempt()).statusCode).toBe(201);
    expect((await attempt()).statusCode).toBe(201);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expectContract(ErrorResponseSchema, limited);
  });

  it.each(['google', 'github', 'linkedin'])('POST /api/auth/%s: limited like login', async (provider) => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/auth/${provider}`,
        remoteAddress: '192.0.2.50',
        payload: provider === 'google' ? { idToken: 'x.y.z' } : { code: 'c', state: 's' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    // Not configured in this app: 503 until the limit.
    expect(statuses).toEqual([503, 503, 503, 429]);
    const limited = await attempt();
    if (provider === 'linkedin')
      expect(expectContract(LinkedInAuthErrorResponseSchema, limited).error).toMatch(/^Too many requests/);
    else expectContract(ErrorResponseSchema, limited);
  });

  it('every /api route shares RATE_LIMIT_PER_MINUTE per IP; the web app is not limited', async () => {
    const statuses = [];
    for (let i = 0; i < 51; i += 1)
      statuses.push(
        (await t.app.inject({ method: 'GET', url: '/api/config', remoteAddress: '203.0.113.9' })).statusCode,
      );
    expect(statuses.filter((status) => status === 200)).toHaveLength(50);
    expect(statuses.at(-1)).toBe(429);
    const web = await t.app.inject({ method: 'GET', url: '/remotes.json', remoteAddress: '203.0.113.9' });
    expect(web.statusCode).toBe(200);
  });
});
