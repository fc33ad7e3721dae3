import { AuthResponseSchema, ProfileSchema } from '@resumebeat/shared-contract';
import { bearer, createTestDatabase, describeDb, expectContract, newAccount, startTestApp } from '../support/test-app';

describeDb('restarting the server on the same data', () => {
  it('keeps accounts, profiles and the generated JWT secret: log in again, old tokens still work', async () => {
    const database = await createTestDatabase();
    try {
      const account = newAccount();
      const first = await startTestApp({ database });
      const { token } = expectContract(
        AuthResponseSchema,
        await first.app.inject({ method: 'POST', url: '/api/auth/register', payload: account }),
      );
      await first.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(token),
        payload: { firstName: 'Before', bio: 'restart me' },
      });
      await first.close();

      const second = await startTestApp({ database });
      try {
        const login = await second.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { usernameOrEmail: account.email, password: account.password },
        });
        expect(login.statusCode).toBe(200);
        const fresh = expectContract(AuthResponseSchema, login);
        const profile = expectContract(
          ProfileSchema,
          await second.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(fresh.token) }),
        );
        expect(profile).toMatchObject({ username: account.username, firstName: 'Before', bio: 'restart me' });
        const withOldToken = await second.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
        expect(withOldToken.statusCode).toBe(200);
        const duplicate = await second.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
        expect(duplicate.statusCode).toBe(409);
      } finally {
        await second.close();
      }
    } finally {
      await database.dispose();
    }
  });
});
