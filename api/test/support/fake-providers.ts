// A local stand-in for Google, GitHub and LinkedIn, on 127.0.0.1 and a free port: Google's key set
// (RSA keys generated here) and ID tokens signed with them, GitHub's OAuth token endpoint and
// REST user/emails, LinkedIn's OAuth token endpoint and OpenID userinfo. Tests decide per code
// what the provider answers. `authorize` is the provider's authorize step: it checks the URL the
// api built and issues a code bound to its PKCE challenge and redirect URI; the token endpoints
// then refuse that code unless the code_verifier hashes (S256) to the challenge and the redirect
// URI is the same, as GitHub and LinkedIn do.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface GithubAccount {
  id: number;
  login: string;
  name?: string | null;
  emails: Array<{ email: string; primary: boolean; verified: boolean }>;
}

export interface LinkedInAccount {
  sub: string;
  name?: string;
  given_name?: string;
  family_name?: string;
  email: string;
  email_verified: boolean;
}

/** What the token endpoint does with a code: a 5xx answer, or the account it grants access to. */
export type CodeOutcome<Account> = Account | { serverError: number };

export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

export const GOOGLE_KID = 'fake-google-key-1';

export interface FakeProviders {
  origin: string;
  /** Env for the api: every provider configured and pointed at this server. */
  env: Record<string, string>;
  requests: RecordedRequest[];
  githubCodes: Map<string, CodeOutcome<GithubAccount>>;
  linkedinCodes: Map<string, CodeOutcome<LinkedInAccount>>;
  /**
   * The user approves the sign-in at the provider's authorize URL (as the api built it): answers
   * the code and state the provider sends back to the redirect URI. Throws when the URL lacks what
   * the provider requires (client id, redirect URI, state, an S256 code_challenge).
   */
  authorize(
    provider: 'github' | 'linkedin',
    authorizeUrl: string,
    account: GithubAccount | LinkedInAccount,
  ): { code: string; state: string };
  /** Signs a Google-style ID token; `foreignKey` signs with a key the key set does not hold (same kid). */
  signGoogleIdToken(claims: JWTPayload, options?: { foreignKey?: boolean; expiresIn?: number }): Promise<string>;
  close(): Promise<void>;
}

export const FAKE_CLIENTS = {
  google: 'google-client-id.apps.example',
  github: { id: 'gh-client-id', secret: 'gh-client-secret-do-not-leak' },
  linkedin: { id: 'li-client-id', secret: 'li-client-secret-do-not-leak' },
};

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

/** A loopback port nothing listens on (a provider that is down). */
export async function closedPort(): Promise<number> {
  const server = createServer();
  const port = await listen(server);
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startFakeProviders(): Promise<FakeProviders> {
  const googleKey = await generateKeyPair('RS256', { extractable: true });
  const foreignKey = await generateKeyPair('RS256');
  const publicJwk = { ...(await exportJWK(googleKey.publicKey)), kid: GOOGLE_KID, alg: 'RS256', use: 'sig' };

  const requests: RecordedRequest[] = [];
  const githubCodes = new Map<string, CodeOutcome<GithubAccount>>();
  const linkedinCodes = new Map<string, CodeOutcome<LinkedInAccount>>();
  const githubTokens = new Map<string, GithubAccount>();
  const linkedinTokens = new Map<string, LinkedInAccount>();
  /** Codes issued by `authorize`: the PKCE challenge and redirect URI the exchange must match. */
  const grants = new Map<string, { challenge: string; redirectUri: string }>();
  /** RFC 7636: the verifier must hash to the challenge; a code issued without one needs none. */
  const grantMatches = (code: string, verifier: string | null | undefined, redirectUri: string | null | undefined) => {
    const grant = grants.get(code);
    if (!grant) return true;
    return (
      typeof verifier === 'string' &&
      createHash('sha256').update(verifier).digest('base64url') === grant.challenge &&
      redirectUri === grant.redirectUri
    );
  };

  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
      requests.push({ method: req.method ?? 'GET', path, headers: req.headers, body });
      const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';

      if (path === '/google/certs') return send(res, 200, { keys: [publicJwk] });

      if (path === '/github/login/oauth/access_token' && req.method === 'POST') {
        let code: string;
        let exchange: { code_verifier?: string; redirect_uri?: string } = {};
        try {
          exchange = JSON.parse(body) as typeof exchange & { code?: unknown };
          code = String((exchange as { code?: unknown }).code ?? '');
        } catch {
          code = '';
        }
        const outcome = grantMatches(code, exchange.code_verifier, exchange.redirect_uri)
          ? githubCodes.get(code)
          : undefined;
        if (outcome && 'serverError' in outcome) return send(res, outcome.serverError, { message: 'Unicorn' });
        // GitHub answers a refused code with 200 and an error field.
        if (!outcome)
          return send(res, 200, {
            error: 'bad_verification_code',
            error_description: 'The code passed is incorrect or expired.',
          });
        if (grants.delete(code)) githubCodes.delete(code); // an issued code is used once
        const token = `gho_${randomBytes(8).toString('hex')}`;
        githubTokens.set(token, outcome);
        return send(res, 200, { access_token: token, token_type: 'bearer', scope: 'read:user,user:email' });
      }
      const githubAccount = githubTokens.get(bearer);
      if (path === '/github/api/user')
        return githubAccount
          ? send(res, 200, {
              id: githubAccount.id,
              login: githubAccount.login,
              name: githubAccount.name ?? null,
              email: null,
            })
          : send(res, 401, { message: 'Bad credentials' });
      if (path === '/github/api/user/emails')
        return githubAccount ? send(res, 200, githubAccount.emails) : send(res, 401, { message: 'Bad credentials' });

      if (path === '/linkedin/token' && req.method === 'POST') {
        const form = new URLSearchParams(body);
        const code = form.get('code') ?? '';
        const outcome = grantMatches(code, form.get('code_verifier'), form.get('redirect_uri'))
          ? linkedinCodes.get(code)
          : undefined;
        if (outcome && 'serverError' in outcome)
          return send(res, outcome.serverError, { message: 'Service unavailable' });
        if (!outcome || form.get('grant_type') !== 'authorization_code') {
          return send(res, 400, {
            error: 'invalid_request',
            error_description:
              'Unable to retrieve access token: appid/redirect uri/code verifier does not match authorization code.',
          });
        }
        if (grants.delete(code)) linkedinCodes.delete(code);
        const token = `li_${randomBytes(8).toString('hex')}`;
        linkedinTokens.set(token, outcome);
        return send(res, 200, {
          access_token: token,
          expires_in: 3600,
          scope: 'openid profile email',
          token_type: 'Bearer',
        });
      }
      if (path === '/linkedin/userinfo') {
        const account = linkedinTokens.get(bearer);
        return account
          ? send(res, 200, account)
          : send(res, 401, { serviceErrorCode: 65600, message: 'Invalid access token', status: 401 });
      }
      return send(res, 404, { message: 'Not Found' });
    });
  });
  const port = await listen(server);
  const origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    env: {
      PUBLIC_ORIGIN: 'https://app.resumebeat.test',
      OAUTH_TIMEOUT_MS: '3000',
      GOOGLE_CLIENT_ID: FAKE_CLIENTS.google,
      GOOGLE_JWKS_URL: `${origin}/google/certs`,
      GITHUB_CLIENT_ID: FAKE_CLIENTS.github.id,
      GITHUB_CLIENT_SECRET: FAKE_CLIENTS.github.secret,
      GITHUB_AUTHORIZE_URL: `${origin}/github/login/oauth/authorize`,
      GITHUB_TOKEN_URL: `${origin}/github/login/oauth/access_token`,
      GITHUB_API_URL: `${origin}/github/api`,
      LINKEDIN_CLIENT_ID: FAKE_CLIENTS.linkedin.id,
      LINKEDIN_CLIENT_SECRET: FAKE_CLIENTS.linkedin.secret,
      LINKEDIN_AUTHORIZE_URL: `${origin}/linkedin/authorization`,
      LINKEDIN_TOKEN_URL: `${origin}/linkedin/token`,
      LINKEDIN_USERINFO_URL: `${origin}/linkedin/userinfo`,
    },
    requests,
    githubCodes,
    linkedinCodes,
    authorize(provider, authorizeUrl, account) {
      const url = new URL(authorizeUrl);
      const expected =
        provider === 'github' ? `${origin}/github/login/oauth/authorize` : `${origin}/linkedin/authorization`;
      if (`${url.origin}${url.pathname}` !== expected)
        throw new Error(`not the ${provider} authorize endpoint: ${authorizeUrl}`);
      const params = Object.fromEntries(url.searchParams);
      const clientId = provider === 'github' ? FAKE_CLIENTS.github.id : FAKE_CLIENTS.linkedin.id;
      if (params.client_id !== clientId) throw new Error(`unknown client_id ${params.client_id}`);
      if (provider === 'linkedin' && params.response_type !== 'code') throw new Error('response_type must be code');
      if (!params.redirect_uri || !params.state) throw new Error('redirect_uri and state are required');
      if (params.code_challenge_method !== 'S256' || !/^[A-Za-z0-9_-]{43}$/.test(params.code_challenge ?? ''))
        throw new Error('an S256 code_challenge is required');
      const code = `${provider}-code-${randomBytes(8).toString('hex')}`;
      grants.set(code, { challenge: params.code_challenge!, redirectUri: params.redirect_uri });
      if (provider === 'github') githubCodes.set(code, account as GithubAccount);
      else linkedinCodes.set(code, account as LinkedInAccount);
      return { code, state: params.state };
    },
    async signGoogleIdToken(claims, options = {}) {
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: 'https://accounts.google.com', aud: FAKE_CLIENTS.google, iat: now, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: GOOGLE_KID, typ: 'JWT' })
        .setExpirationTime(now + (options.expiresIn ?? 3600))
        .sign(options.foreignKey ? foreignKey.privateKey : googleKey.privateKey);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Env pointing every provider at a port nothing listens on. */
export function downProvidersEnv(port: number): Record<string, string> {
  const origin = `http://127.0.0.1:${port}`;
  return {
    OAUTH_TIMEOUT_MS: '3000',
    GOOGLE_CLIENT_ID: FAKE_CLIENTS.google,
    GOOGLE_JWKS_URL: `${origin}/google/certs`,
    GITHUB_CLIENT_ID: FAKE_CLIENTS.github.id,
    GITHUB_CLIENT_SECRET: FAKE_CLIENTS.github.secret,
    GITHUB_TOKEN_URL: `${origin}/github/login/oauth/access_token`,
    GITHUB_API_URL: `${origin}/github/api`,
    LINKEDIN_CLIENT_ID: FAKE_CLIENTS.linkedin.id,
    LINKEDIN_CLIENT_SECRET: FAKE_CLIENTS.linkedin.secret,
    LINKEDIN_TOKEN_URL: `${origin}/linkedin/token`,
    LINKEDIN_USERINFO_URL: `${origin}/linkedin/userinfo`,
  };
}
