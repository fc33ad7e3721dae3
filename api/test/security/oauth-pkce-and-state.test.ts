// L12 (security review 2026-11-26): OAuth had no PKCE, Google sign-in no nonce, and the state was
// checked only in the browser, so a leaked GitHub `code` posted to /api/auth/github signed in as
// its owner. Now the api starts each sign-in, binds state + PKCE verifier (Google: nonce) to the
// browser with a signed HttpOnly cookie, and the fake providers check the verifier as GitHub and
// LinkedIn do.
import { AuthResponseSchema } from '@resumebeat/shared-contract';
import { OAUTH_FLOW_TTL_MS, pkceChallenge } from '../../src/lib/oauth-flows';
import { flowMismatchMessage } from '../../src/routes/auth/providers';
import { type FakeProviders, type GithubAccount, type LinkedInAccount } from '../support/fake-providers';
import { startFlow } from '../support/oauth-flow';
import { describeDb, expectContract, type TestApp } from '../support/test-app';
import { type ProvidersApp, startProvidersApp } from '../support/providers-app';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}l12${(sequence += 1)}`;

const githubAccount = (): GithubAccount => {
  const id = unique();
  return {
    id: Math.floor(Math.random() * 1e9),
    login: `victim-${id}`,
    name: 'Victim',
    emails: [{ email: `victim.${id}@example.com`, primary: true, verified: true }],
  };
};
const linkedinAccount = (): LinkedInAccount => {
  const id = unique();
  return { sub: `li-${id}`, name: 'Victim', email: `victim.${id}@example.com`, email_verified: true };
};

describeDb('oauth PKCE and state are checked by the server; a leaked code or ID token signs nobody in', () => {
  let fake: FakeProviders;
  let t: TestApp;
  let close: ProvidersApp['close'];

  beforeAll(async () => ({ t, fake, close } = await startProvidersApp()));
  afterAll(() => close());

  const post = (provider: string, payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${provider}`, payload, headers: cookie ? { cookie } : {} });

  it.each(['github', 'linkedin'] as const)(
    '%s start hands out a state and an S256 challenge bound to a short-lived HttpOnly cookie',
    async (provider) => {
      const response = await t.app.inject({ method: 'POST', url: `/api/auth/${provider}/start` });
      expect(response.statusCode).toBe(200);
      const cookie = String(response.headers['set-cookie']);
      expect(cookie).toMatch(
        new RegExp(
          `^rb_oauth_${provider}=[^;]+; Path=/api/auth/${provider}; Max-Age=${OAUTH_FLOW_TTL_MS / 1000}; HttpOnly; SameSite=Lax; Secure$`,
        ),
      );
      const { authorizeUrl, state } = response.json() as { authorizeUrl: string; state: string };
      const params = new URL(authorizeUrl).searchParams;
      expect(params.get('state')).toBe(state);
      expect(params.get('code_challenge_method')).toBe('S256');
      expect(params.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(params.get('redirect_uri')).toBe(`https://app.resumebeat.test/${provider}-callback`);
      // Neither the verifier nor anything that derives it is in what the browser's script can read.
      expect(response.body).not.toContain(cookie.split('=')[1]?.split('.')[0]);
    },
  );

  it.each([
    ['github', githubAccount],
    ['linkedin', linkedinAccount],
  ] as const)(
    "a leaked %s code alone, or with its state, signs nobody in; the owner's own flow still does",
    async (provider, makeAccount) => {
      const account = makeAccount();
      const victim = await startFlow(t, provider);
      const leaked = fake.authorize(provider, victim.authorizeUrl, account);

      // The code alone, as the review's reproduction posts it.
      expect((await post(provider, { code: leaked.code })).statusCode).toBe(400);
      // Code and state from the callback URL, without the victim's browser cookie.
      const noCookie = await post(provider, leaked);
      expect(noCookie.statusCode).toBe(401);
      expect(noCookie.json().message).toBe(flowMismatchMessage(provider));
      // The attacker's own started flow with the victim's state: the state is not theirs.
      const attacker = await startFlow(t, provider);
      const otherState = await post(provider, leaked, attacker.cookie);
      expect(otherState.statusCode).toBe(401);
      expect(otherState.json().message).toBe(flowMismatchMessage(provider));
      // The attacker's own flow and state with the victim's code: the exchange carries the attacker's
      // verifier, which does not hash to the victim's challenge, so the provider refuses the code.
      const attacker2 = await startFlow(t, provider);
      const wrongVerifier = await post(provider, { code: leaked.code, state: attacker2.state }, attacker2.cookie);
      expect(wrongVerifier.statusCode).toBe(401);
      expect(wrongVerifier.json().message).toMatch(/did not accept the sign-in code/);
      const exchange = fake.requests
        .filter((request) => request.path.endsWith(provider === 'github' ? '/access_token' : '/token'))
        .pop();
      const sentVerifier =
        provider === 'github'
          ? (JSON.parse(exchange?.body ?? '{}') as { code_verifier?: string }).code_verifier
          : new URLSearchParams(exchange?.body).get('code_verifier');
      expect(sentVerifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
      expect(pkceChallenge(sentVerifier ?? '')).not.toBe(
        new URL(victim.authorizeUrl).searchParams.get('code_challenge'),
      );

      // The owner's browser, with its cookie: signed in.
      const owner = await post(provider, leaked, victim.cookie);
      expect(owner.statusCode).toBe(200);
      expect(expectContract(AuthResponseSchema, owner).email).toBe(
        provider === 'github' ? (account as GithubAccount).emails[0]?.email : (account as LinkedInAccount).email,
      );
      // A code is taken once: the same cookie and code do not sign in a second time.
      expect((await post(provider, leaked, victim.cookie)).statusCode).toBe(401);
    },
  );

  it('a tampered or expired flow cookie is refused', async () => {
    const flow = await startFlow(t, 'github');
    const { code, state } = fake.authorize('github', flow.authorizeUrl, githubAccount());
    const [name, value] = flow.cookie.split('=') as [string, string];
    const [body, signature] = value.split('.') as [string, string];
    const forged = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e: number };
    forged.e += 3_600_000;
    const tampered = `${name}=${Buffer.from(JSON.stringify(forged)).toString('base64url')}.${signature}`;
    expect((await post('github', { code, state }, tampered)).statusCode).toBe(401);
    // A cookie for another provider does not start this one.
    const google = await startFlow(t, 'google');
    expect(
      (await post('github', { code, state: google.state }, `rb_oauth_github=${google.cookie.split('=')[1]}`))
        .statusCode,
    ).toBe(401);
  });

  it('a Google ID token counts only with the nonce of the sign-in this browser started', async () => {
    const claims = { sub: `g-${unique()}`, email: `g.${unique()}@example.com`, email_verified: true };
    const flow = await startFlow(t, 'google');
    expect(String(flow.cookie)).toMatch(/^rb_oauth_google=/);
    // A token without a nonce, or with another sign-in's nonce, even with a started flow.
    const noNonce = await post('google', { idToken: await fake.signGoogleIdToken(claims) }, flow.cookie);
    expect(noNonce.statusCode).toBe(401);
    expect(noNonce.json().message).toBe(
      'Google sign-in failed: the Google ID token was not issued for this sign-in. Please try again.',
    );
    const other = await startFlow(t, 'google');
    const mine = await startFlow(t, 'google');
    const foreign = await post(
      'google',
      { idToken: await fake.signGoogleIdToken({ ...claims, nonce: other.state }) },
      mine.cookie,
    );
    expect(foreign.statusCode).toBe(401);
    // A leaked token carrying the victim's nonce, without the victim's cookie.
    const victim = await startFlow(t, 'google');
    const idToken = await fake.signGoogleIdToken({ ...claims, nonce: victim.state });
    expect((await post('google', { idToken })).statusCode).toBe(401);
    // The victim's own browser; the flow ends with the sign-in.
    const signedIn = await post('google', { idToken }, victim.cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(String(signedIn.headers['set-cookie'])).toMatch(/^rb_oauth_google=; Path=\/api\/auth\/google; Max-Age=0;/);
    // A refused token does not end the flow: Google's button can be used again in the same dialog.
    const retried = await post(
      'google',
      { idToken: await fake.signGoogleIdToken({ ...claims, nonce: flow.state }) },
      flow.cookie,
    );
    expect(retried.statusCode).toBe(200);
  });
});
