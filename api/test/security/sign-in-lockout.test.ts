// M11 (security review 2026-11-23): ten bad passwords from anyone locked the real owner out for
// 15 minutes; the counters lived in one process's memory, unbounded. The owner's known devices
// and the account-wide wall: known-device-sign-in.test.ts.
import { sql } from 'drizzle-orm';
import { describeDb, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('failed sign-ins do not lock the owner out from elsewhere', () => {
  let t: TestApp;

  beforeAll(async () => {
    // 3 per address, so the account-wide wall is 30: argon2 makes each failed attempt cost ~30 ms.
    t = await startTestApp({ env: { ACCOUNT_LOGIN_FAILURES_PER_15_MINUTES: '3' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const login = (usernameOrEmail: string, password: string, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { usernameOrEmail, password } });

  it('bad passwords up to the limit from one address: that address waits, the owner signs in from another', async () => {
    const owner = newAccount();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: owner })).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1)
      expect((await login(owner.username, `wrong password ${i}`, '198.51.100.66')).statusCode).toBe(401);
    const blocked = await login(owner.username, owner.password, '198.51.100.66');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please try again in \d+ (minutes?|seconds?)\.$/,
    );
    expect((await login(owner.username, owner.password, '203.0.113.20')).statusCode).toBe(200);
  });

  it('guessing spread over many addresses still meets a wall for new devices (ten times the per-address limit)', async () => {
    const owner = newAccount();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: owner })).statusCode).toBe(201);
    for (let i = 0; i < 30; i += 1)
      expect((await login(owner.email, `guess ${i}`, `192.0.2.${i}`)).statusCode).toBe(401);
    const wall = await login(owner.email, 'guess 30', '192.0.2.200');
    expect(wall.statusCode).toBe(429);
    expect(wall.json().message).toMatch(
      /^Too many failed sign-in attempts for this account from new devices\. Sign in from a device you have signed in from before, or try again in \d+ (minutes?|seconds?)\.$/,
    );
  });

  it('an IPv6 attacker rotating addresses inside one /64 counts as one address', async () => {
    const owner = newAccount();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: owner })).statusCode).toBe(201);
    for (let i = 0; i < 3; i += 1) await login(owner.username, `wrong ${i}`, `2001:db8:1:2::${(i + 1).toString(16)}`);
    expect((await login(owner.username, owner.password, '2001:db8:1:2::ffff')).statusCode).toBe(429);
    expect((await login(owner.username, owner.password, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('the counters live in the database (shared by instances) and keep no email in clear', async () => {
    const result = await t.app.db.execute(sql`SELECT key FROM attempt_counters`);
    const keys = (
      (result as { rows?: Array<{ key: string }> }).rows ?? (result as unknown as Array<{ key: string }>)
    ).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.some((key) => key.includes('@') || key.includes('user_'))).toBe(false);
  });
});
