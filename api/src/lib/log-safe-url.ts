// Request URLs as the logs keep them (review L11). Some ids in a URL are capabilities: whoever holds
// one can act with it, without an account (the test provider's portal can cancel or renew a
// subscription for an hour, its checkout page can pay). Some query values are one-time secrets (an
// OAuth code and state, a Stripe checkout session id, a payment intent's client secret). The logs
// keep the route and the parameter names, never those values.

import type { FastifyRequest } from 'fastify';

export const REDACTED = '[redacted]';

/**
 * Path segments that are capabilities: the id after these prefixes (and anything after it) is
 * masked. /api/payment/local/* is the built-in test provider (routes/payment/local-provider.ts).
 */
const CAPABILITY_PREFIXES = [/^(\/api\/payment\/local\/(?:portal|checkout|payment-intents)\/)([^/?]+)/i];

/**
 * Query parameters whose values are secrets wherever they appear: OAuth callbacks
 * (/github-callback?code=&state=), Stripe's return URLs (/profile?session_id=, 3-D Secure's
 * payment_intent_client_secret), verify-checkout?sessionId=, and tokens or tickets in any form.
 */
const SECRET_QUERY_KEYS = new Set(
  [
    'code',
    'state',
    'nonce',
    'sessionId',
    'session_id',
    'payment_intent',
    'payment_intent_client_secret',
    'setup_intent',
    'setup_intent_client_secret',
    'clientSecret',
    'client_secret',
    'token',
    'access_token',
    'refresh_token',
    'id_token',
    'idToken',
    'ticket',
    'scanTicket',
    'key',
    'signature',
  ].map((key) => key.toLowerCase()),
);

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).trim().toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/** The URL with capability ids and secret query values replaced by [redacted]. */
export function redactUrl(url: string | undefined): string | undefined {
  if (!url) return url;
  const queryAt = url.indexOf('?');
  let pathPart = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? null : url.slice(queryAt + 1);
  for (const prefix of CAPABILITY_PREFIXES)
    pathPart = pathPart.replace(prefix, (_match, head: string) => `${head}${REDACTED}`);
  if (query === null) return pathPart;
  const masked = query
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq === -1 ? pair : pair.slice(0, eq);
      return eq !== -1 && SECRET_QUERY_KEYS.has(decodedKey(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${pathPart}?${masked}`;
}

/** Fastify's own `req` log serializer, with the URL redacted. */
export function serializeRequestForLog(request: FastifyRequest) {
  const version = request.headers?.['accept-version'];
  return {
    method: request.method,
    url: redactUrl(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
