// Third-party sign-in (issue 6): Google ID tokens (verified against Google's JWKS with jose),
// GitHub and LinkedIn authorization codes (exchanged at their token endpoints, then the user is
// read from their APIs). Each answers a VerifiedIdentity for accounts.signInWithIdentity.
// Failures: 503 provider not configured, 401 the provider or its token refused the sign-in
// (never echoing secrets), 502 the provider could not be reached or answered with a 5xx.
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { AppConfig } from '../../config';
import { HttpError, unauthorized } from '../../lib/http-errors';
import { sameSecret } from '../../lib/oauth-flows';
import type { IdentityProvider, VerifiedIdentity } from './accounts';

export const GOOGLE_ISSUERS = ['accounts.google.com', 'https://accounts.google.com'];
export const PROVIDER_NAMES: Record<IdentityProvider, string> = {
  google: 'Google',
  github: 'GitHub',
  linkedin: 'LinkedIn',
};
const USER_AGENT = 'ResumeBeat';

export const notConfigured = (provider: IdentityProvider) =>
  new HttpError(503, `${PROVIDER_NAMES[provider]} sign-in is not configured on this server`);
const unreachable = (provider: IdentityProvider) =>
  new HttpError(
    502,
    `${PROVIDER_NAMES[provider]} could not be reached to complete the sign-in. Please try again later.`,
  );

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const isVerified = (value: unknown) => value === true || value === 'true';
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** Which provider features the server can complete (client id, and secret for the code flows). */
export function enabledProviders(config: AppConfig): Record<IdentityProvider, boolean> {
  const { google, github, linkedin } = config.providers;
  return {
    google: Boolean(google.clientId),
    github: Boolean(github.clientId && github.clientSecret),
    linkedin: Boolean(linkedin.clientId && linkedin.clientSecret),
  };
}

function googleTokenError(error: unknown): HttpError {
  const prefix = 'Google sign-in failed:';
  if (error instanceof joseErrors.JWTExpired)
    return unauthorized(`${prefix} the Google ID token has expired. Please try again.`);
  if (error instanceof joseErrors.JWTClaimValidationFailed) {
    if (error.claim === 'aud') return unauthorized(`${prefix} the Google ID token was issued for another application.`);
    if (error.claim === 'iss') return unauthorized(`${prefix} the ID token was not issued by Google.`);
    return unauthorized(`${prefix} the Google ID token is invalid.`);
  }
  if (error instanceof joseErrors.JWSSignatureVerificationFailed || error instanceof joseErrors.JWKSNoMatchingKey) {
    return unauthorized(`${prefix} the Google ID token signature is invalid.`);
  }
  // The key set could not be fetched: a network error (TypeError), a timeout, a non-200 answer
  // (a plain JOSEError) or a body that is not a key set.
  if (
    !(error instanceof joseErrors.JOSEError) ||
    error instanceof joseErrors.JWKSTimeout ||
    error instanceof joseErrors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  ) {
    return unreachable('google');
  }
  return unauthorized(`${prefix} the Google ID token is invalid.`);
}

export function createIdentityProviders(config: AppConfig, log: FastifyBaseLogger) {
  const { timeoutMs, google, github, linkedin } = config.providers;
  const enabled = enabledProviders(config);
  const googleKeys = createRemoteJWKSet(new URL(google.jwksUrl), { timeoutDuration: timeoutMs });

  /** One provider HTTP call: unreachable, timed out or 5xx → 502; otherwise the status and JSON body (null if not JSON). */
  async function call(
    provider: IdentityProvider,
    url: string,
    init: RequestInit,
  ): Promise<{ status: number; body: unknown }> {
    try {
      const response = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(timeoutMs) });
      const text = await response.text();
      if (response.status >= 500) {
        log.warn({ provider, status: response.status }, 'identity provider answered with a server error');
        throw unreachable(provider);
      }
      let body: unknown = null;
      try {
        body = text ? JSON.parse(text) : null;
      } catch {
        body = null;
      }
      return { status: response.status, body };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      log.warn(
        { provider, reason: error instanceof Error ? error.message : String(error) },
        'identity provider unreachable',
      );
      throw unreachable(provider);
    }
  }

  return {
    enabled,

    /** `nonce`: the one this browser's sign-in started with; the ID token must carry it (review L12). */
    async google(idToken: string, nonce: string): Promise<VerifiedIdentity> {
      if (!google.clientId) throw notConfigured('google');
      let payload;
      try {
        ({ payload } = await jwtVerify(idToken, googleKeys, {
          algorithms: ['RS256'],
          issuer: GOOGLE_ISSUERS,
          audience: google.clientId,
          requiredClaims: ['sub', 'exp', 'iat'],
        }));
      } catch (error) {
        throw googleTokenError(error);
      }
      if (typeof payload.nonce !== 'string' || !sameSecret(payload.nonce, nonce)) {
        throw unauthorized(
          'Google sign-in failed: the Google ID token was not issued for this sign-in. Please try again.',
        );
      }
      const email = str(payload.email);
      if (!email) throw unauthorized('Google sign-in failed: Google did not share an email address.');
      if (!isVerified(payload.email_verified))
        throw unauthorized('Your Google email address is not verified. Verify it with Google, then try again.');
      return {
        provider: 'google',
        subject: String(payload.sub),
        email,
        usernameHints: [str(payload.name), str(payload.given_name)],
      };
    },

    /** `verifier`: the PKCE code_verifier of the flow whose authorize URL carried its S256 challenge. */
    async github(code: string, redirectUri: string, verifier: string): Promise<VerifiedIdentity> {
      if (!enabled.github || !github.clientId || !github.clientSecret) throw notConfigured('github');
      const token = await call('github', github.tokenUrl, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'user-agent': USER_AGENT },
        body: JSON.stringify({
          client_id: github.clientId,
          client_secret: github.clientSecret,
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
        }),
      });
      const tokenBody = record(token.body);
      const accessToken = str(tokenBody.access_token);
      if (!accessToken) {
        const error = str(tokenBody.error) ?? `HTTP ${token.status}`;
        log.info({ provider: 'github', error }, 'GitHub refused the code exchange');
        if (error === 'incorrect_client_credentials')
          throw new HttpError(502, "GitHub refused this server's client credentials. Please contact support.");
        throw unauthorized(
          'GitHub did not accept the sign-in code (it may have expired or been used already). Please try again.',
        );
      }
      const headers = {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${accessToken}`,
        'user-agent': USER_AGENT,
        'x-github-api-version': '2022-11-28',
      };
      const [user, emails] = await Promise.all([
        call('github', `${github.apiUrl}/user`, { headers }),
        call('github', `${github.apiUrl}/user/emails`, { headers }),
      ]);
      if (user.status !== 200 || emails.status !== 200) {
        log.info({ provider: 'github', user: user.status, emails: emails.status }, 'GitHub refused the access token');
        throw unauthorized(
          'GitHub did not let us read your account. Please try again and allow access to your email address.',
        );
      }
      const profile = record(user.body);
      const primary = (Array.isArray(emails.body) ? emails.body : [])
        .map(record)
        .find((entry) => entry.primary === true && entry.verified === true);
      const email = str(primary?.email);
      if (!email)
        throw unauthorized(
          'Your GitHub account has no verified primary email address. Verify it on GitHub, then try again.',
        );
      const id = profile.id;
      if (typeof id !== 'number' && typeof id !== 'string')
        throw unauthorized('GitHub sign-in failed: GitHub did not identify the account.');
      return { provider: 'github', subject: String(id), email, usernameHints: [str(profile.login), str(profile.name)] };
    },

    async linkedin(code: string, redirectUri: string, verifier: string): Promise<VerifiedIdentity> {
      if (!enabled.linkedin || !linkedin.clientId || !linkedin.clientSecret) throw notConfigured('linkedin');
      const token = await call('linkedin', linkedin.tokenUrl, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/x-www-form-urlencoded',
          'user-agent': USER_AGENT,
        },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: redirectUri,
          code_verifier: verifier,
          client_id: linkedin.clientId,
          client_secret: linkedin.clientSecret,
        }).toString(),
      });
      const tokenBody = record(token.body);
      const accessToken = token.status === 200 ? str(tokenBody.access_token) : null;
      if (!accessToken) {
        log.info(
          { provider: 'linkedin', status: token.status, error: str(tokenBody.error) },
          'LinkedIn refused the code exchange',
        );
        throw unauthorized(
          'LinkedIn did not accept the sign-in code (it may have expired or been used already). Please try again.',
        );
      }
      const info = await call('linkedin', linkedin.userinfoUrl, {
        headers: { accept: 'application/json', authorization: `Bearer ${accessToken}`, 'user-agent': USER_AGENT },
      });
      if (info.status !== 200) {
        log.info({ provider: 'linkedin', status: info.status }, 'LinkedIn refused the access token');
        throw unauthorized('LinkedIn did not let us read your profile. Please try again.');
      }
      const profile = record(info.body);
      const subject = str(profile.sub);
      const email = str(profile.email);
      if (!subject || !email) throw unauthorized('LinkedIn sign-in failed: LinkedIn did not share your email address.');
      if (!isVerified(profile.email_verified))
        throw unauthorized('Your LinkedIn email address is not verified. Verify it with LinkedIn, then try again.');
      const fullName = [str(profile.given_name), str(profile.family_name)].filter(Boolean).join(' ');
      return { provider: 'linkedin', subject, email, usernameHints: [str(profile.name), fullName || null] };
    },
  };
}

export type IdentityProviders = ReturnType<typeof createIdentityProviders>;

declare module 'fastify' {
  interface FastifyInstance {
    identityProviders: IdentityProviders;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('identityProviders', createIdentityProviders(app.config, app.log));
  },
  { name: 'identity-providers', dependencies: ['config'] },
);
