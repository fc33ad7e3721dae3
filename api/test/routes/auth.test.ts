import {
  AuthResponseSchema,
  ErrorResponseSchema,
  MeResponseSchema,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { SignJWT, UnsecuredJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { memberships, users } from '../../src/db/schema';
import { createTokenService, TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/plugins/app/auth';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('auth routes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ captureLogs: true, env: { ACCOUNT_LOGIN_FAILURES_PER_15_MINUTES: '3' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const register = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object });
  const login = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object });

  describe('POST /api/auth/register', () => {
    it('creates an account and answers a token, the username and the normalised email', async () => {
      const account = newAccount({ email: '  Mixed.Case@Example.COM ' });
      const response = await register(account);
      expect(response.statusCode).toBe(201);
      const body = expectContract(AuthResponseSchema, response);
      expect(body.username).toBe(account.username);
      expect(body.email).toBe('mixed.case@example.com');
      expect(body.token.split('.')).toHaveLength(3);
      expect(body.expiresAt).toBeGreaterThan(Date.now() + 2.9 * 3600 * 1000);
      expect(body.expiresAt).toBeLessThanOrEqual(Date.now() + 3 * 3600 * 1000 + 1000);
    });

    it('stores an argon2id hash, never the password', async () => {
      const account = newAccount();
      await register(account);
      const [row] = await t.app.db.select().from(users).where(eq(users.username, account.username));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(account.password);
    });

    it('answers 409 naming the username when it is taken, whatever its case', async () => {
      const account = newAccount();
      await register(account);
      const response = await register(newAccount({ username: account.username.toUpperCase() }));
      expect(response.statusCode).toBe(409);
      expect(expectContract(ErrorResponseSchema, response).message).toBe('That username is already taken');
    });

    it('answers 409 naming the email when it is registered, after normalising it', async () => {
      const account = newAccount();
      await register(account);
      const response = await register(newAccount({ email: ` ${account.email.toUpperCase()} ` }));
      expect(response.statusCode).toBe(409);
      expect(expectContract(ErrorResponseSchema, response).message).toBe('An account with that email already exists');
    });

    it('answers 409 naming both when both are taken', async () => {
      const account = newAccount();
      await register(account);
      const response = await register({ ...account });
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toMatch(/username is already taken and that email is already registered/);
    });

    it('keeps one account when the same registration races', async () => {
      const account = newAccount();
      const responses = await Promise.all([register(account), register(account), register(account)]);
      expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    });

    it.each([
      ['a short username', { username: 'ab' }, 'Username must be at least 3 characters'],
      ['a username with spaces', { username: 'ada lovelace' }, 'Username may contain only letters'],
      ['an invalid email', { email: 'not-an-email' }, 'Email must be a valid email address'],
      ['a short password', { password: 'abc12' }, 'Password must be at least 8 characters'],
      [
        'a password of letters only',
        { password: 'onlyletters' },
        'Password must contain at least one letter and one digit or symbol',
      ],
      [
        'a password over 128 characters',
        { password: `a1${'x'.repeat(127)}` },
        'Password must be at most 128 characters',
      ],
    ])('answers 400 with the rule for %s', async (_name, override, message) => {
      const response = await register(newAccount(override));
      expect(response.statusCode).toBe(400);
      const body = expectContract(ValidationErrorResponseSchema, response);
      expect(body.message).toContain(message);
      expect(body.issues?.[0]?.path).toMatch(/^body\./);
    });

    it('answers 400 naming a missing field', async () => {
      const response = await register({ username: 'someone', email: 'someone@example.com' });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^password: /);
    });

    it('answers 400 for a body that is not JSON, and 415 for text/plain', async () => {
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"username":',
      });
      expect(broken.statusCode).toBe(400);
      expectContract(ErrorResponseSchema, broken);
      const text = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(text.statusCode).toBe(415);
      expectContract(ErrorResponseSchema, text);
    });
  });

  describe('POST /api/auth/login', () => {
    const account = newAccount({ username: 'Grace.Hopper', email: 'grace@example.com' });
    beforeAll(async () => {
      expect((await register(account)).statusCode).toBe(201);
    });

    it.each([
      ['the username', 'Grace.Hopper'],
      ['the username in another case', 'grace.hopper'],
      ['the email', 'grace@example.com'],
      ['the email in another case, with spaces', '  GRACE@example.com '],
    ])('signs in by %s', async (_name, usernameOrEmail) => {
      const response = await login({ usernameOrEmail, password: account.password });
      expect(response.statusCode).toBe(200);
      const body = expectContract(AuthResponseSchema, response);
      expect(body).toMatchObject({ username: 'Grace.Hopper', email: 'grace@example.com' });
    });

    it('answers 401 with one message for a wrong password and an unknown account', async () => {
      const wrongPassword = await login({ usernameOrEmail: 'grace@example.com', password: 'wrong password 1' });
      const unknown = await login({ usernameOrEmail: 'nobody@example.com', password: account.password });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknown.statusCode).toBe(401);
      expect(expectContract(ErrorResponseSchema, wrongPassword)).toEqual(expectContract(ErrorResponseSchema, unknown));
      expect(wrongPassword.json().message).toBe('Invalid username/email or password');
    });

    it('answers 400 when a field is missing', async () => {
      const response = await login({ usernameOrEmail: 'grace' });
      expect(response.statusCode).toBe(400);
      expectContract(ValidationErrorResponseSchema, response);
    });

    it('locks one account for the address that failed repeatedly (429), while the owner signs in from elsewhere', async () => {
      const target = newAccount();
      await register(target);
      const fromAttacker = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          remoteAddress: '10.0.0.1',
          payload: { usernameOrEmail: target.username, password },
        });
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await fromAttacker('wrong password 1')).statusCode).toBe(401);
      const locked = await fromAttacker(target.password);
      expect(locked.statusCode).toBe(429);
      expect(expectContract(ErrorResponseSchema, locked).message).toMatch(
        /^Too many failed sign-in attempts for this account\. Please try again in \d+ (minutes?|seconds?)\.$/,
      );
      expect((await login({ usernameOrEmail: target.username, password: target.password })).statusCode).toBe(200);
      const other = await login({ usernameOrEmail: 'grace.hopper', password: account.password });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('tokens on protected calls', () => {
    let token: string;
    let userId: string;
    const account = newAccount();

    beforeAll(async () => {
      token = expectContract(AuthResponseSchema, await register(account)).token;
      const [row] = await t.app.db.select().from(users).where(eq(users.username, account.username));
      userId = row!.id;
    });

    const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers });

    it('GET /api/auth/me answers the account of a valid token', async () => {
      const response = await me(bearer(token));
      expect(response.statusCode).toBe(200);
      expect(expectContract(MeResponseSchema, response)).toEqual({
        username: account.username,
        email: account.email,
        isPremium: false,
      });
    });

    it('isPremium is true while the account has an active paid membership: me, login and refresh say so', async () => {
      const member = newAccount();
      const registered = expectContract(AuthResponseSchema, await register(member));
      expect(registered.isPremium).toBe(false);
      const [row] = await t.app.db.select().from(users).where(eq(users.username, member.username));
      const membership = await t.app.membershipsRepository.create({ userId: row!.id, planType: 2 });
      expect(expectContract(MeResponseSchema, await me(bearer(registered.token))).isPremium).toBe(true);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail: member.username, password: member.password },
      });
      expect(expectContract(AuthResponseSchema, login).isPremium).toBe(true);
      const refresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: bearer(registered.token),
      });
      expect(expectContract(AuthResponseSchema, refresh).isPremium).toBe(true);
      // Ended (or never started) memberships do not count.
      await t.app.db
        .update(memberships)
        .set({ endsAt: new Date(Date.now() - 1000) })
        .where(eq(memberships.id, membership.id));
      expect(expectContract(MeResponseSchema, await me(bearer(registered.token))).isPremium).toBe(false);
    });

    it('answers 401 without a token, with a malformed header and with garbage', async () => {
      for (const headers of [{}, { authorization: 'Basic abc' }, { authorization: 'Bearer' }, bearer('not.a.jwt')]) {
        const response = await me(headers);
        expect(response.statusCode).toBe(401);
        expectContract(ErrorResponseSchema, response);
      }
    });

    it('answers 401 for a tampered token', async () => {
      const [header, payload, signature] = token.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
      const forged = Buffer.from(JSON.stringify({ ...claims, sub: '00000000-0000-4000-8000-000000000000' })).toString(
        'base64url',
      );
      expect((await me(bearer(`${header}.${forged}.${signature}`))).statusCode).toBe(401);
      // A character in the middle: the last one's spare bits decode to the same bytes whatever they are.
      const flipped = `${signature!.slice(0, 10)}${signature![10] === 'A' ? 'B' : 'A'}${signature!.slice(11)}`;
      expect((await me(bearer(`${header}.${payload}.${flipped}`))).statusCode).toBe(401);
    });

    it('answers 401 for a token signed with another secret, and for alg none', async () => {
      const foreign = createTokenService('another-secret-that-is-long-enough-0123456789', t.config.session);
      const { token: foreignToken } = await foreign.issue({ id: userId, tokenVersion: 0 });
      expect((await me(bearer(foreignToken))).statusCode).toBe(401);
      const unsecured = new UnsecuredJWT({ tv: 0, auth_time: Math.floor(Date.now() / 1000) })
        .setSubject(userId)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .encode();
      expect((await me(bearer(unsecured))).statusCode).toBe(401);
    });

    it('answers 401 for a token with another audience or issuer', async () => {
      const secret = new TextEncoder().encode(
        (await import('node:fs')).readFileSync(`${t.config.dataDir}/jwt-secret`, 'utf8').trim(),
      );
      for (const [issuer, audience] of [
        ['someone-else', TOKEN_AUDIENCE],
        [TOKEN_ISSUER, 'someone-else'],
      ]) {
        const other = await new SignJWT({ tv: 0, auth_time: Math.floor(Date.now() / 1000) })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setIssuer(issuer!)
          .setAudience(audience!)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(secret);
        expect((await me(bearer(other))).statusCode).toBe(401);
      }
    });

    it('answers 401 for an expired token', async () => {
      const fourHoursAgo = Date.now() - 4 * 3600 * 1000;
      const secret = (await import('node:fs')).readFileSync(`${t.config.dataDir}/jwt-secret`, 'utf8').trim();
      const past = createTokenService(secret, t.config.session, () => fourHoursAgo);
      const { token: expired } = await past.issue({ id: userId, tokenVersion: 0 });
      const response = await me(bearer(expired));
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe('Your session has expired or is invalid. Please log in again.');
    });

    it('answers 401 once the account revokes its tokens (token version bumped)', async () => {
      const other = newAccount();
      const otherToken = expectContract(AuthResponseSchema, await register(other)).token;
      expect((await me(bearer(otherToken))).statusCode).toBe(200);
      await t.app.db.update(users).set({ tokenVersion: 1 }).where(eq(users.username, other.username));
      expect((await me(bearer(otherToken))).statusCode).toBe(401);
    });
  });

  describe('POST /api/auth/refresh', () => {
    it('exchanges a valid token for a fresh one that works', async () => {
      const first = expectContract(AuthResponseSchema, await register(newAccount()));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(first.token) });
      expect(response.statusCode).toBe(200);
      const refreshed = expectContract(AuthResponseSchema, response);
      expect(refreshed.token).not.toBe(first.token);
      expect(refreshed.expiresAt).toBeGreaterThan(first.expiresAt!);
      expect(refreshed.username).toBe(first.username);
      const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(refreshed.token) });
      expect(me.statusCode).toBe(200);
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh' });
      expect(response.statusCode).toBe(401);
      expectContract(ErrorResponseSchema, response);
    });

    it('refuses a session older than SESSION_MAX_AGE_HOURS', async () => {
      const account = newAccount();
      await register(account);
      const [row] = await t.app.db.select().from(users).where(eq(users.username, account.username));
      const secret = (await import('node:fs')).readFileSync(`${t.config.dataDir}/jwt-secret`, 'utf8').trim();
      const tokens = createTokenService(secret, t.config.session);
      const dayAndAHalfAgo = Math.floor(Date.now() / 1000) - 36 * 3600;
      const { token } = await tokens.issue(row!, dayAndAHalfAgo);
      const response = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/maximum length/);
    });
  });

  it('never writes passwords, tokens or hashes to the logs', async () => {
    const account = newAccount({ password: 'a-very-distinctive-password-7' });
    const { token } = expectContract(AuthResponseSchema, await register(account));
    await login({ usernameOrEmail: account.username, password: account.password });
    await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    const text = t.logs.join('\n');
    expect(t.logs.length).toBeGreaterThan(0);
    expect(text).toContain('/api/auth/me');
    expect(text).not.toContain(account.password);
    expect(text).not.toContain(token);
    expect(text).not.toContain('$argon2id$');
  });
});
