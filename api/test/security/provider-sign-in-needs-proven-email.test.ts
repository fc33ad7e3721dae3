// H4 (security review 2026-11-23): someone registers the victim's email with a password of their
// own; the victim later signs in with Google and lands in that account, while the first
// registrant keeps password access and reads the victim's resumes.
import { AuthResponseSchema } from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { FAKE_CLIENTS, type FakeProviders } from '../support/fake-providers';
import { startFlow } from '../support/oauth-flow';
import { bearer, describeDb, expectContract, newAccount, type TestApp } from '../support/test-app';
import { type ProvidersApp, startProvidersApp } from '../support/providers-app';

describeDb('a provider sign-in never lands in an account whose email was never proven', () => {
  let fake: FakeProviders;
  let t: TestApp;
  let close: ProvidersApp['close'];

  beforeAll(async () => ({ t, fake, close } = await startProvidersApp()));
  afterAll(() => close());

  const googleSignIn = async (email: string, sub: string) => {
    const flow = await startFlow(t, 'google');
    const idToken = await fake.signGoogleIdToken({
      sub,
      email,
      email_verified: true,
      aud: FAKE_CLIENTS.google,
      nonce: flow.state,
    });
    return t.app.inject({
      method: 'POST',
      url: '/api/auth/google',
      payload: { idToken },
      headers: { cookie: flow.cookie },
    });
  };

  it("the first registrant's password and tokens stop working once the email's proven owner signs in", async () => {
    const attacker = newAccount({ password: 'Attacker1!' });
    const registered = expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: attacker }),
    );

    const victim = expectContract(AuthResponseSchema, await googleSignIn(attacker.email, `victim-${Date.now()}`));
    expect(victim.email).toBe(attacker.email);

    // The password set by whoever registered first no longer opens the account...
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: attacker.email, password: attacker.password },
    });
    expect(login.statusCode).toBe(401);
    // ...and the token they already held is revoked.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/resume/my-resumes',
      headers: bearer(registered.token),
    });
    expect(stale.statusCode).toBe(401);
    // The owner's own token works.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(victim.token) })).statusCode).toBe(
      200,
    );

    const [row] = await t.app.db.select().from(users).where(eq(users.email, attacker.email));
    expect(row?.passwordHash).toBeNull();
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
  });

  it('an account whose email a provider already proved links further providers without losing anything', async () => {
    const email = `proven.${Date.now()}@example.com`;
    const first = expectContract(AuthResponseSchema, await googleSignIn(email, `g-${Date.now()}`));
    const account = {
      id: Math.floor(Math.random() * 1e9),
      login: `octo-${Date.now()}`,
      name: 'Octo',
      emails: [{ email, primary: true, verified: true }],
    };
    const flow = await startFlow(t, 'github');
    const { code, state } = fake.authorize('github', flow.authorizeUrl, account);
    const second = expectContract(
      AuthResponseSchema,
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/github',
        payload: { code, state },
        headers: { cookie: flow.cookie },
      }),
    );
    expect(second.username).toBe(first.username);
    // The first session is still valid: no takeover happened.
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(first.token) })).statusCode).toBe(
      200,
    );
  });
});
