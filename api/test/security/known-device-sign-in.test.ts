// M11 (security review 2026-11-26): the account-wide limit of failed sign-ins (ten times the
// per-address one) also locked out the owner: 10 address keys (or one IPv6 /56) reached it, and
// the owner got 429 from anywhere until the window ended. Now that wall stops new devices only; a
// browser the owner signed in from before passes it with the right password.
import { KNOWN_DEVICE_COOKIE } from '../../src/lib/known-devices';
import { describeDb, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb("someone else's failed sign-ins never lock the owner out of a known device", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { ACCOUNT_LOGIN_FAILURES_PER_15_MINUTES: '10' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const login = (usernameOrEmail: string, password: string, remoteAddress: string, cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress,
      payload: { usernameOrEmail, password },
      headers: cookie ? { cookie } : {},
    });

  /** The known-device cookie a response set, as a Cookie header. */
  const deviceCookie = (response: Awaited<ReturnType<typeof login>>) => {
    const set = [response.headers['set-cookie'] ?? []]
      .flat()
      .find((value) => String(value).startsWith(`${KNOWN_DEVICE_COOKIE}=`));
    expect(set).toBeDefined();
    expect(String(set)).toMatch(/; Path=\/api\/auth\/login; Max-Age=\d+; HttpOnly; SameSite=Strict/);
    return String(set).split(';')[0]!;
  };

  /** The cookie with its signature's last character changed: a spelling the server never issued. */
  const alteredLastCharacter = (cookie: string) => `${cookie.slice(0, -1)}${cookie.endsWith('A') ? 'B' : 'A'}`;

  it('10 address keys x 10 bad passwords: the owner signs in from a known device; a new device is told to use one or wait', async () => {
    const owner = newAccount();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: owner })).statusCode).toBe(201);
    // The owner's laptop signed in last week.
    const laptop = deviceCookie(await login(owner.username, owner.password, '203.0.113.5'));

    // The attack: ten IPv6 /64s (one /56 holds 256), ten bad passwords each.
    for (let net = 0; net < 10; net += 1) {
      for (let i = 0; i < 10; i += 1)
        expect((await login(owner.username, `guess ${net}-${i}`, `2001:db8:aa:${net}::${i + 1}`)).statusCode).toBe(401);
    }
    // Even the attacker's next guess with a fresh address meets the wall.
    expect((await login(owner.username, 'guess again', '2001:db8:aa:ff::1')).statusCode).toBe(429);

    // The owner, from the known laptop, on another network: signed in.
    const signedIn = await login(owner.username, owner.password, '198.51.100.200', laptop);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: owner.username });
    // The same device id is kept.
    expect(deviceCookie(signedIn)).toBe(laptop);

    // From a new device (no cookie, or one altered), the right password meets the wall, with a message.
    for (const cookie of [undefined, alteredLastCharacter(laptop)]) {
      const fresh = await login(owner.username, owner.password, '198.51.100.201', cookie);
      expect(fresh.statusCode).toBe(429);
      expect(fresh.json().message).toMatch(
        /^Too many failed sign-in attempts for this account from new devices\. Sign in from a device you have signed in from before, or try again in \d+ (minutes?|seconds?)\.$/,
      );
    }
  });

  it("another account's device cookie does not pass the wall; a known device's own failures are limited for that device", async () => {
    const owner = newAccount();
    const other = newAccount();
    for (const account of [owner, other])
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account })).statusCode).toBe(
        201,
      );
    const ownersPhone = deviceCookie(await login(owner.username, owner.password, '203.0.113.6'));
    const attackersOwn = deviceCookie(await login(other.username, other.password, '203.0.113.7'));
    for (let i = 0; i < 100; i += 1) await login(owner.username, `guess ${i}`, `192.0.2.${i + 1}`, attackersOwn);
    expect((await login(owner.username, owner.password, '192.0.2.250', attackersOwn)).statusCode).toBe(429);

    // Someone holding the phone's cookie but not the password: 10 tries, then that device waits.
    for (let i = 0; i < 10; i += 1)
      expect((await login(owner.username, `phone guess ${i}`, '198.51.100.30', ownersPhone)).statusCode).toBe(401);
    const phoneBlocked = await login(owner.username, owner.password, '198.51.100.30', ownersPhone);
    expect(phoneBlocked.statusCode).toBe(429);
    expect(phoneBlocked.json().message).toMatch(
      /^Too many failed sign-in attempts for this account\. Please try again in /,
    );
  });
});
