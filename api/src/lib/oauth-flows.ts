// Sign-in flows bound to the browser that started them (review L12). The api starts every
// identity-provider sign-in: it picks the anti-forgery state and the PKCE code_verifier (GitHub,
// LinkedIn) or the nonce (Google), and keeps them in a short-lived, signed, HttpOnly cookie scoped
// to that provider's sign-in path. The sign-in call must come from the same browser with the same
// state (or an ID token carrying the nonce), and the code is exchanged with the verifier: a code or
// ID token that leaked (a log, a referrer, a shared screen) signs nobody in on its own.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IdentityProvider } from '../plugins/app/accounts';

/** Long enough to sign in at the provider (a password, a second factor), short enough to be useless later. */
export const OAUTH_FLOW_TTL_MS = 10 * 60 * 1000;

export const oauthFlowCookieName = (provider: IdentityProvider) => `rb_oauth_${provider}`;
/** The cookie is sent only to /api/auth/<provider> and its /start. */
export const oauthFlowCookiePath = (provider: IdentityProvider) => `/api/auth/${provider}`;

export interface OAuthFlow {
  provider: IdentityProvider;
  /** GitHub/LinkedIn: the `state` sent to the provider; Google: the nonce the ID token must carry. */
  state: string;
  /** PKCE code_verifier (RFC 7636: 43-128 characters); empty for Google. */
  verifier: string;
  expiresAt: number;
}

/** RFC 7636 S256: BASE64URL(SHA256(ASCII(code_verifier))). */
export const pkceChallenge = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

const random = (bytes: number) => randomBytes(bytes).toString('base64url');

export function createOAuthFlows(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('resumebeat oauth flows v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();

  return {
    /** A new flow and the cookie value that carries it. */
    start(provider: IdentityProvider): { flow: OAuthFlow; cookie: string } {
      const flow: OAuthFlow = {
        provider,
        state: random(24),
        verifier: provider === 'google' ? '' : random(48),
        expiresAt: now() + OAUTH_FLOW_TTL_MS,
      };
      const body = Buffer.from(
        JSON.stringify({ p: flow.provider, s: flow.state, v: flow.verifier, e: flow.expiresAt }),
      ).toString('base64url');
      return { flow, cookie: `${body}.${sign(body).toString('base64url')}` };
    },

    /** The flow in a cookie value, or null when it is missing, altered, for another provider or expired. */
    read(provider: IdentityProvider, cookie: string | null | undefined): OAuthFlow | null {
      if (!cookie) return null;
      const [body, signature, extra] = cookie.split('.');
      if (!body || !signature || extra !== undefined) return null;
      // Compared as text: base64url decoding ignores the last character's spare bits (see known-devices).
      const given = Buffer.from(signature);
      const expected = Buffer.from(sign(body).toString('base64url'));
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let parsed: { p?: unknown; s?: unknown; v?: unknown; e?: unknown };
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof parsed;
      } catch {
        return null;
      }
      if (
        parsed.p !== provider ||
        typeof parsed.s !== 'string' ||
        typeof parsed.v !== 'string' ||
        typeof parsed.e !== 'number'
      )
        return null;
      if (parsed.e <= now()) return null;
      return { provider, state: parsed.s, verifier: parsed.v, expiresAt: parsed.e };
    },
  };
}

export type OAuthFlows = ReturnType<typeof createOAuthFlows>;

/** Constant-time equality of two strings (the state or nonce a caller sent against the flow's). */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** One cookie's value from a Cookie header, or null. */
export function cookieFromHeader(header: string | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}
