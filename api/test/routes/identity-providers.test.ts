import {
  AuthResponseSchema,
  ErrorResponseSchema,
  LinkedInAuthErrorResponseSchema,
  linkedInErrorMessage,
  PublicConfigSchema,
} from '@resumebeat/shared-contract';
import { and, eq } from 'drizzle-orm';
import { userIdentities, users } from '../../src/db/schema';
import { INVALID_CREDENTIALS_MESSAGE } from '../../src/plugins/app/accounts';
import {
  closedPort,
  downProvidersEnv,
  FAKE_CLIENTS,
  type FakeProviders,
  type GithubAccount,
  type LinkedInAccount,
  startFakeProviders,
} from '../support/fake-providers';
import { flowOf, startFlow } from '../support/oauth-flow';
import { describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';
import { type ProvidersApp, startProvidersApp } from '../support/providers-app';

let sequence = 0;
const unique = () => `${Date.now().toString(36)}${(sequence += 1)}`;

describeDb('identity-provider sign-in', () => {
  let fake: FakeProviders;
  let t: TestApp;
  let close: ProvidersApp['close'];

  beforeAll(async () => ({ t, fake, close } = await startProvidersApp({ captureLogs: true })));
  afterAll(() => close());

  const post = (provider: 'google' | 'github' | 'linkedin', payload: object, cookie?: string) =>
    t.app.inject({ method: 'POST', url: `/api/auth/${provider}`, payload, headers: cookie ? { cookie } : {} });
  /** The sign-in started as the page starts it: the flow's cookie, its state (Google: nonce) and authorize URL. */
  const start = (provider: 'google' | 'github' | 'linkedin') => startFlow(t, provider);
  /** The whole code flow: start, approve at the provider, post code and state from the same browser. */
  async function signIn(provider: 'github' | 'linkedin', account: GithubAccount | LinkedInAccount) {
    const flow = await start(provider);
    const { code, state } = fake.authorize(provider, flow.authorizeUrl, account);
    return post(provider, { code, state }, flow.cookie);
  }
  /** A code the provider was told about directly (made up, or one it answers with a 5xx), sent within a started flow. */
  async function postCode(provider: 'github' | 'linkedin', code: string) {
    const flow = await start(provider);
    return post(provider, { code, state: flow.state }, flow.cookie);
  }
  /** A Google ID token with these claims and the started flow's nonce, posted with its cookie. */
  async function googleSignIn(
    claims: Parameters<FakeProviders['signGoogleIdToken']>[0],
    options?: Parameters<FakeProviders['signGoogleIdToken']>[1],
  ) {
    const flow = await start('google');
    return post(
      'google',
      { idToken: await fake.signGoogleIdToken({ nonce: flow.state, ...claims }, options) },
      flow.cookie,
    );
  }

  function githubAccount(overrides: Partial<GithubAccount> = {}): GithubAccount {
    const id = unique();
    return {
      id: Math.floor(Math.random() * 1e9),
      login: `octo-${id}`,
      name: 'Octo Cat',
      emails: [
        { email: `old.${id}@example.com`, primary: false, verified: true },
        { email: `octo.${id}@example.com`, primary: true, verified: true },
      ],
      ...overrides,
    };
  }

  function linkedinAccount(overrides: Partial<LinkedInAccount> = {}): LinkedInAccount {
    const id = unique();
    return {
      sub: `li-${id}`,
      name: 'Ada Lovelace',
      given_name: 'Ada',
      family_name: 'Lovelace',
      email: `ada.${id}@example.com`,
      email_verified: true,
      ...overrides,
    };
  }

  const identityRows = (provider: string, subject: string) =>
    t.app.db
      .select()
      .from(userIdentities)
      .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)));

  describe('GET /api/config', () => {
    it('reports every configured provider enabled with its public client id and authorize URL, never a secret', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      const config = expectContract(PublicConfigSchema, response);
      expect(config.auth.google).toEqual({
        enabled: true,
        clientId: FAKE_CLIENTS.google,
        scriptUrl: 'https://accounts.google.com/gsi/client',
      });
      expect(config.auth.github).toMatchObject({
        enabled: true,
        clientId: FAKE_CLIENTS.github.id,
        authorizeUrl: `${fake.origin}/github/login/oauth/authorize`,
      });
      expect(config.auth.linkedin).toMatchObject({
        enabled: true,
        clientId: FAKE_CLIENTS.linkedin.id,
        authorizeUrl: `${fake.origin}/linkedin/authorization`,
      });
      expect(response.body).not.toContain('secret');
    });
  });

  describe('POST /api/auth/google', () => {
    it('verifies the ID token and creates an account named after the Google profile', async () => {
      const email = `Grace.${unique()}@Example.com`;
      const response = await googleSignIn({ sub: `g-${unique()}`, email, email_verified: true, name: 'Grace Hopper' });
      expect(response.statusCode).toBe(200);
      const body = expectContract(AuthResponseSchema, response);
      expect(body.email).toBe(email.toLowerCase());
      expect(body.username).toMatch(/^Grace\.Hopper(-\d+)?$/);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${body.token}` },
      });
      expect(me.json()).toMatchObject({ username: body.username, email: body.email });
      const [row] = await t.app.db.select().from(users).where(eq(users.email, body.email));
      expect(row?.passwordHash).toBeNull();
    });

    it('accepts the issuer without scheme and signs the same Google account into the same user again', async () => {
      const claims = {
        sub: `g-${unique()}`,
        email: `same.${unique()}@example.com`,
        email_verified: true,
        iss: 'accounts.google.com',
      };
      const first = expectContract(AuthResponseSchema, await googleSignIn(claims));
      const second = expectContract(AuthResponseSchema, await googleSignIn(claims));
      expect(second.username).toBe(first.username);
      expect(await identityRows('google', claims.sub)).toHaveLength(1);
    });

    it.each([
      ['a bad signature', { foreignKey: true }, {}, /signature is invalid/],
      ['a wrong audience', {}, { aud: 'someone-elses-client' }, /issued for another application/],
      ['an expired token', { expiresIn: -120 }, {}, /has expired/],
      ['another issuer', {}, { iss: 'https://evil.example.com' }, /not issued by Google/],
      ['an unverified email', {}, { email_verified: false }, /email address is not verified/],
    ])('refuses %s with 401', async (_name, options, claims, message) => {
      const response = await googleSignIn(
        { sub: `g-${unique()}`, email: `x.${unique()}@example.com`, email_verified: true, ...claims },
        options,
      );
      expect(response.statusCode).toBe(401);
      expect(expectContract(ErrorResponseSchema, response).message).toMatch(message);
    });

    it('refuses a token that is not a JWT with 401 and an empty one with 400', async () => {
      const flow = await start('google');
      expect((await post('google', { idToken: 'not-a-jwt' }, flow.cookie)).statusCode).toBe(401);
      expect((await post('google', { idToken: '' })).statusCode).toBe(400);
    });
  });

  describe('POST /api/auth/github', () => {
    it('exchanges the code, reads the primary verified email and creates an account from the login', async () => {
      const account = githubAccount();
      const response = await signIn('github', account);
      expect(response.statusCode).toBe(200);
      const body = expectContract(AuthResponseSchema, response);
      expect(body).toMatchObject({ username: account.login, email: account.emails[1]?.email });
      const exchange = fake.requests.filter((request) => request.path === '/github/login/oauth/access_token').pop();
      expect(exchange?.headers.accept).toBe('application/json');
      expect(JSON.parse(exchange?.body ?? '{}')).toMatchObject({
        client_id: FAKE_CLIENTS.github.id,
        client_secret: FAKE_CLIENTS.github.secret,
        redirect_uri: 'https://app.resumebeat.test/github-callback',
      });
      expect(response.body).not.toContain(FAKE_CLIENTS.github.secret);
    });

    it('gives a second account with a taken login a numbered username', async () => {
      const first = githubAccount();
      const second = githubAccount({ login: first.login.toUpperCase() });
      expect(expectContract(AuthResponseSchema, await signIn('github', first)).username).toBe(first.login);
      expect(expectContract(AuthResponseSchema, await signIn('github', second)).username).toBe(
        `${first.login.toUpperCase()}-2`,
      );
    });

    it('links to the existing account with the same email; the unproven password no longer opens it (decision 016)', async () => {
      const registered = newAccount();
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registered })).statusCode).toBe(
        201,
      );
      const account = githubAccount({
        emails: [{ email: registered.email.toUpperCase(), primary: true, verified: true }],
      });
      const response = await signIn('github', account);
      expect(expectContract(AuthResponseSchema, response)).toMatchObject({
        username: registered.username,
        email: registered.email,
      });
      expect(await identityRows('github', String(account.id))).toHaveLength(1);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail: registered.username, password: registered.password },
      });
      expect(login.statusCode).toBe(401);
      // The link holds even once the GitHub email changes.
      const renamed = { ...account, emails: [{ email: `new.${unique()}@example.com`, primary: true, verified: true }] };
      expect(expectContract(AuthResponseSchema, await signIn('github', renamed)).username).toBe(registered.username);
    });

    it('never links through an unverified email: 401 when the primary email is not verified', async () => {
      const account = githubAccount();
      account.emails = account.emails.map((entry) => ({ ...entry, verified: !entry.primary }));
      const response = await signIn('github', account);
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toMatch(/no verified primary email/);
    });

    it('answers 401 for a code GitHub refuses', async () => {
      const response = await postCode('github', 'expired-or-made-up');
      expect(response.statusCode).toBe(401);
      expect(expectContract(ErrorResponseSchema, response).message).toMatch(/GitHub did not accept the sign-in code/);
      expect(response.body).not.toContain('secret');
    });

    it('answers 502 when GitHub answers with a server error', async () => {
      const code = `gh-down-${unique()}`;
      fake.githubCodes.set(code, { serverError: 503 });
      const response = await postCode('github', code);
      expect(response.statusCode).toBe(502);
      expect(response.json().message).toMatch(/GitHub could not be reached/);
    });

    it('refuses password login of an account created through a provider with the generic 401', async () => {
      const account = githubAccount();
      const created = expectContract(AuthResponseSchema, await signIn('github', account));
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail: created.email, password: 'any password 1' },
      });
      expect(login.statusCode).toBe(401);
      expect(login.json().message).toBe(INVALID_CREDENTIALS_MESSAGE);
    });
  });

  describe('POST /api/auth/linkedin', () => {
    it('exchanges the code form-encoded, reads the userinfo and creates an account', async () => {
      const account = linkedinAccount();
      const response = await signIn('linkedin', account);
      expect(response.statusCode).toBe(200);
      const body = expectContract(AuthResponseSchema, response);
      expect(body.email).toBe(account.email);
      expect(body.username).toMatch(/^Ada\.Lovelace(-\d+)?$/);
      const exchange = fake.requests.filter((request) => request.path === '/linkedin/token').pop();
      expect(exchange?.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect(Object.fromEntries(new URLSearchParams(exchange?.body ?? ''))).toMatchObject({
        grant_type: 'authorization_code',
        client_id: FAKE_CLIENTS.linkedin.id,
        client_secret: FAKE_CLIENTS.linkedin.secret,
        redirect_uri: 'https://app.resumebeat.test/linkedin-callback',
      });
    });

    it('links to the existing account with the same email', async () => {
      const registered = newAccount();
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registered });
      const response = await signIn('linkedin', linkedinAccount({ email: registered.email }));
      expect(expectContract(AuthResponseSchema, response).username).toBe(registered.username);
    });

    it('answers a refused code with 401 and a body whose error field the callback shows (docs/product/api.md#auth)', async () => {
      const response = await postCode('linkedin', 'refused-code');
      expect(response.statusCode).toBe(401);
      const body = expectContract(LinkedInAuthErrorResponseSchema, response);
      expect(body.error).toBe(body.message);
      expect(body.message).toMatch(/LinkedIn did not accept the sign-in code/);
      expect(linkedInErrorMessage(response.statusCode, response.body)).toBe(body.message);
      expect(response.body).not.toContain(FAKE_CLIENTS.linkedin.secret);
    });

    it('adds the error field to validation failures too', async () => {
      const response = await post('linkedin', {});
      expect(response.statusCode).toBe(400);
      const body = response.json();
      expect(body.error).toBe(body.message);
    });

    it('answers 401 for an unverified email', async () => {
      const response = await signIn('linkedin', linkedinAccount({ email_verified: false }));
      expect(response.statusCode).toBe(401);
      expect(expectContract(LinkedInAuthErrorResponseSchema, response).error).toMatch(/email address is not verified/);
    });

    it('answers 502 when LinkedIn answers with a server error', async () => {
      const code = `li-down-${unique()}`;
      fake.linkedinCodes.set(code, { serverError: 500 });
      const response = await postCode('linkedin', code);
      expect(response.statusCode).toBe(502);
      expect(expectContract(LinkedInAuthErrorResponseSchema, response).error).toMatch(/LinkedIn could not be reached/);
    });
  });

  it('never logs the ID token, the code exchange secrets or the access tokens', () => {
    const logs = t.logs.join('\n');
    expect(logs).not.toContain(FAKE_CLIENTS.github.secret);
    expect(logs).not.toContain(FAKE_CLIENTS.linkedin.secret);
    expect(logs).not.toMatch(/gho_|li_[0-9a-f]{16}|eyJ/);
  });
});

describeDb('identity-provider sign-in when providers are unavailable', () => {
  let unconfigured: TestApp;
  let down: TestApp;
  let fake: FakeProviders;

  beforeAll(async () => {
    fake = await startFakeProviders();
    [unconfigured, down] = await Promise.all([
      startTestApp(),
      closedPort().then((port) => startTestApp({ env: downProvidersEnv(port) })),
    ]);
  });
  afterAll(async () => {
    for (const t of [unconfigured, down]) {
      await t.close();
      await t.database.dispose();
    }
    await fake.close();
  });

  /** A sign-in as the page makes it: started when the server allows it, then posted with its cookie. */
  async function attempt(target: TestApp, provider: 'google' | 'github' | 'linkedin') {
    const started = await target.app.inject({ method: 'POST', url: `/api/auth/${provider}/start` });
    const flow = started.statusCode === 200 ? flowOf(started) : { cookie: undefined, state: 'never-started' };
    const payload =
      provider === 'google'
        ? {
            idToken: await fake.signGoogleIdToken({
              sub: 'g-1',
              email: 'a@example.com',
              email_verified: true,
              nonce: flow.state,
            }),
          }
        : { code: 'some-code', state: flow.state };
    const response = await target.app.inject({
      method: 'POST',
      url: `/api/auth/${provider}`,
      payload,
      headers: flow.cookie ? { cookie: flow.cookie } : {},
    });
    return { started, response };
  }

  it.each([
    ['google', 'Google'],
    ['github', 'GitHub'],
    ['linkedin', 'LinkedIn'],
  ])('answers 503 for %s when it is not configured, and shows it disabled', async (provider, name) => {
    const { started, response } = await attempt(unconfigured, provider as 'google');
    expect(started.statusCode).toBe(503);
    expect(started.json().message).toBe(`${name} sign-in is not configured on this server`);
    expect(response.statusCode).toBe(503);
    expect(response.json().message).toBe(`${name} sign-in is not configured on this server`);
    const config = expectContract(
      PublicConfigSchema,
      await unconfigured.app.inject({ method: 'GET', url: '/api/config' }),
    );
    expect(config.auth[provider as 'google' | 'github' | 'linkedin'].enabled).toBe(false);
  });

  it.each([
    ['google', 'Google'],
    ['github', 'GitHub'],
    ['linkedin', 'LinkedIn'],
  ])('answers 502 for %s when it cannot be reached', async (provider, name) => {
    const { started, response } = await attempt(down, provider as 'google');
    expect(started.statusCode).toBe(200);
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe(
      `${name} could not be reached to complete the sign-in. Please try again later.`,
    );
  });
});
