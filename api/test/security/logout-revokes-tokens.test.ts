// M1 (security review 2026-11-23): logging out only cleared the browser; the old token kept
// working and could be refreshed for 24 hours.
import { AuthResponseSchema } from '@resumebeat/shared-contract';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('POST /api/auth/logout revokes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('after logout the old token, a copy of it and its refresh are 401; signing in again works', async () => {
    const account = newAccount();
    const { token } = expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account }),
    );
    const refreshed = expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(token) }),
    );

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(204);

    for (const old of [token, refreshed.token]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(old) })).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: bearer(old) })).statusCode).toBe(
        401,
      );
    }
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: account.username, password: account.password },
    });
    const fresh = expectContract(AuthResponseSchema, again);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(fresh.token) })).statusCode).toBe(
      200,
    );
  });

  it('without a token it is 401 and changes nothing', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout' })).statusCode).toBe(401);
  });
});
