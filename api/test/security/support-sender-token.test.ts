// L2 (security review 2026-11-23): the support route accepted any correctly signed token, without
// checking its token version or that the account still exists (a deleted account's token gave a
// foreign-key 500, logged with the message).
import { AuthResponseSchema } from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { supportMessages, users } from '../../src/db/schema';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('support messages link only a sender whose token is valid now', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const send = (token: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/support/contact',
      headers: bearer(token),
      payload: { email: 'a@b.co', message: 'hello there, support team' },
    });
  const register = async () =>
    expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
    );
  const storedSender = async (id: string) =>
    (await t.app.db.select().from(supportMessages).where(eq(supportMessages.id, id)))[0]?.userId;

  it('a deleted account: the message is stored without a sender (201, not 500)', async () => {
    const { token, username } = await register();
    await t.app.db.delete(users).where(eq(users.username, username));
    const response = await send(token);
    expect(response.statusCode).toBe(201);
    expect(await storedSender(response.json().id)).toBeNull();
  });

  it('a revoked token (after logout): stored without a sender', async () => {
    const { token } = await register();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode).toBe(
      204,
    );
    const response = await send(token);
    expect(response.statusCode).toBe(201);
    expect(await storedSender(response.json().id)).toBeNull();
  });

  it('a valid token: linked to its account', async () => {
    const { token, username } = await register();
    const response = await send(token);
    const [account] = await t.app.db.select().from(users).where(eq(users.username, username));
    expect(await storedSender(response.json().id)).toBe(account!.id);
  });
});
