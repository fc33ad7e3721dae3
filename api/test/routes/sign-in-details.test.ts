// Decision 036: 'Remember me' keeps a session for 30 days, only when ticked; the name typed at
// sign-up is kept on the profile.
import {
  AuthResponseSchema,
  MeResponseSchema,
  ProfileSchema,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { readFileSync } from 'node:fs';
import { users } from '../../src/db/schema';
import { createTokenService } from '../../src/plugins/app/auth';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The token's own claims (no check: the server verifies; the test reads what it says). */
function claimsOf(token: string): { exp: number; iat: number; auth_time: number; rem?: boolean } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
}

describeDb('sign-in details', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const register = (body: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body as object });
  const login = (body: unknown) => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: body as object });
  const refresh = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) });
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const tokensAt = (at: number) => {
    const secret = readFileSync(`${t.config.dataDir}/jwt-secret`, 'utf8').trim();
    return createTokenService(secret, t.config.session, () => at);
  };

  describe("'Remember me'", () => {
    it('ticked, the sign-in answers a token that lasts 30 days on this device; not ticked, registration and refresh stay at 3 hours', async () => {
      const account = newAccount();
      const registered = expectContract(AuthResponseSchema, await register(account));
      expect(registered.expiresAt! - Date.now()).toBeLessThanOrEqual(3 * HOUR_MS + 2000);
      const before = Date.now();
      const response = await login({ usernameOrEmail: account.username, password: account.password, remember: true });
      expect(response.statusCode).toBe(200);
      const body = expectContract(AuthResponseSchema, response);
      expect(body.expiresAt! - before).toBeGreaterThan(29.9 * DAY_MS);
      expect(body.expiresAt! - before).toBeLessThan(30.1 * DAY_MS);
      expect(claimsOf(body.token).exp * 1000).toBe(body.expiresAt);
      expect((await me(body.token)).statusCode).toBe(200);

      for (const remember of [false, undefined]) {
        const at = Date.now();
        const ordinary = expectContract(
          AuthResponseSchema,
          await login({ usernameOrEmail: account.email, password: account.password, remember }),
        );
        expect(ordinary.expiresAt! - at).toBeLessThanOrEqual(3 * HOUR_MS + 2000);
        expect(ordinary.expiresAt! - at).toBeGreaterThan(2.9 * HOUR_MS);
        expect(claimsOf(ordinary.token).rem).toBeUndefined();
        const refreshed = expectContract(AuthResponseSchema, await refresh(ordinary.token));
        expect(refreshed.expiresAt! - Date.now()).toBeLessThanOrEqual(3 * HOUR_MS + 2000);
      }

      // Logout ends the remembered session at once, like any other.
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(body.token) })).statusCode,
      ).toBe(204);
      expect((await me(body.token)).statusCode).toBe(401);
    });

    it('a remembered token still works after 3 hours and after a day, when an ordinary one is refused', async () => {
      const account = newAccount();
      await register(account);
      const [row] = await t.app.db.select().from(users).where(eq(users.username, account.username));
      const fiveDaysAgo = Date.now() - 5 * DAY_MS;
      const past = tokensAt(fiveDaysAgo);
      const remembered = await past.issue(row!, undefined, true);
      const ordinary = await past.issue(row!);
      expect((await me(remembered.token)).statusCode).toBe(200);
      expect((await me(ordinary.token)).statusCode).toBe(401);
    });

    it('refresh keeps the remembered end: same 30 days from the sign-in, past the 24-hour maximum of an ordinary session', async () => {
      const account = newAccount();
      await register(account);
      const [row] = await t.app.db.select().from(users).where(eq(users.username, account.username));
      const signedInAt = Math.floor((Date.now() - 2 * DAY_MS) / 1000);
      const { token, expiresAt } = await tokensAt(Date.now() - 2 * DAY_MS).issue(row!, signedInAt, true);
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      const refreshed = expectContract(AuthResponseSchema, response);
      expect(refreshed.expiresAt).toBe(expiresAt);
      expect(claimsOf(refreshed.token)).toMatchObject({ rem: true, auth_time: signedInAt });
    });

    it('ends after 30 days: the token is refused and cannot be refreshed', async () => {
      const account = newAccount();
      await register(account);
      const [row] = await t.app.db.select().from(users).where(eq(users.username, account.username));
      const { token } = await tokensAt(Date.now() - 31 * DAY_MS).issue(row!, undefined, true);
      expect((await me(token)).statusCode).toBe(401);
      expect((await refresh(token)).statusCode).toBe(401);
    });

    it('refuses a remember value that is not a boolean, naming it', async () => {
      const account = newAccount();
      await register(account);
      const response = await login({ usernameOrEmail: account.username, password: account.password, remember: 'yes' });
      expect(response.statusCode).toBe(400);
      const body = expectContract(ValidationErrorResponseSchema, response);
      expect(body.issues?.map((issue) => issue.path)).toContain('body.remember');
    });
  });

  describe('the name typed at sign-up', () => {
    it('is kept: the profile shows it as first and last name', async () => {
      const { token } = expectContract(
        AuthResponseSchema,
        await register({ ...newAccount(), name: '  Jane  van Seeker ' }),
      );
      const profile = expectContract(
        ProfileSchema,
        await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }),
      );
      expect(profile.firstName).toBe('Jane');
      expect(profile.lastName).toBe('van Seeker');
    });

    it('is said back as the first name by the sign-in answers and the account read (the app bar greets the person by it); none without one', async () => {
      const account = newAccount();
      const registered = expectContract(AuthResponseSchema, await register({ ...account, name: 'Jane van Seeker' }));
      expect(registered.firstName).toBe('Jane');
      expect(
        expectContract(
          AuthResponseSchema,
          await login({ usernameOrEmail: account.username, password: account.password }),
        ).firstName,
      ).toBe('Jane');
      expect(expectContract(AuthResponseSchema, await refresh(registered.token)).firstName).toBe('Jane');
      expect(expectContract(MeResponseSchema, await me(registered.token)).firstName).toBe('Jane');
      // Changed on the profile: the next account read says the new one.
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(registered.token),
        payload: { firstName: 'Janet' },
      });
      expect(expectContract(MeResponseSchema, await me(registered.token)).firstName).toBe('Janet');
      const nameless = expectContract(AuthResponseSchema, await register(newAccount()));
      expect(nameless.firstName).toBeUndefined();
      expect(expectContract(MeResponseSchema, await me(nameless.token)).firstName).toBeUndefined();
    });

    it('one word is a first name; no name (or blanks) leaves both empty', async () => {
      const one = expectContract(AuthResponseSchema, await register({ ...newAccount(), name: 'Cher' }));
      const oneProfile = expectContract(
        ProfileSchema,
        await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(one.token) }),
      );
      expect([oneProfile.firstName, oneProfile.lastName ?? null]).toEqual(['Cher', null]);
      for (const name of [undefined, '   ']) {
        const none = expectContract(AuthResponseSchema, await register({ ...newAccount(), name }));
        const profile = expectContract(
          ProfileSchema,
          await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(none.token) }),
        );
        expect(profile.firstName ?? null).toBeNull();
        expect(profile.lastName ?? null).toBeNull();
      }
    });

    it('a name over 100 characters is refused with a clear message, and no account is made', async () => {
      const account = newAccount();
      const response = await register({ ...account, name: 'x'.repeat(101) });
      expect(response.statusCode).toBe(400);
      expect(expectContract(ValidationErrorResponseSchema, response).issues).toContainEqual({
        path: 'body.name',
        message: 'Name must be at most 100 characters',
      });
      expect(await t.app.db.select().from(users).where(eq(users.username, account.username))).toHaveLength(0);
    });
  });
});
