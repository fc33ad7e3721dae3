// Security headers with a Content Security Policy the composed app passes: scripts and styles
// from 'self' (Chakra/emotion inject <style> tags at run time, hence 'unsafe-inline' for styles
// only), plus the origins of remotes hosted elsewhere and of the configured providers.
// The headers are helmet's, built once: @fastify/helmet built helmet's middleware again for every
// request (parsing the CSP directives each time), a share of every request's time on the event loop.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../../config';
import { readRemotesMap, remoteOrigins } from '../../routes/web/remotes-map';

type Directives = Record<string, string[] | null>;

/** The CSP directives for a configuration; exported for the tests and the README. */
export function cspDirectives(config: AppConfig): Directives {
  let remotes: string[] = [];
  try {
    remotes = remoteOrigins(readRemotesMap(config.web.remotesJson));
  } catch {
    // An unreadable REMOTES_JSON file is reported by /remotes.json; CSP_EXTRA_ORIGINS still applies.
  }
  const extra = [...new Set([...remotes, ...config.csp.extraOrigins])];
  const google = config.providers.google.clientId
    ? [...new Set(['https://accounts.google.com', new URL(config.providers.google.scriptUrl).origin])]
    : [];
  const stripe = config.payments.provider === 'stripe' ? ['https://js.stripe.com'] : [];
  const stripeApi = config.payments.provider === 'stripe' ? ['https://api.stripe.com'] : [];
  const stripeFrames =
    config.payments.provider === 'stripe'
      ? ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://checkout.stripe.com']
      : [];

  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    objectSrc: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
    scriptSrc: ["'self'", ...extra, ...google, ...stripe],
    scriptSrcAttr: ["'none'"],
    styleSrc: ["'self'", "'unsafe-inline'", ...extra, ...google],
    connectSrc: ["'self'", ...extra, ...google, ...stripeApi],
    imgSrc: ["'self'", 'data:', 'blob:', ...extra, ...google],
    fontSrc: ["'self'", 'data:', ...extra],
    frameSrc: [...google, ...stripeFrames].length > 0 ? [...google, ...stripeFrames] : ["'none'"],
    workerSrc: ["'self'", 'blob:'],
    manifestSrc: ["'self'"],
    // Off by default: it would upgrade http://localhost sub-requests to https. Turn on behind TLS.
    upgradeInsecureRequests: config.csp.upgradeInsecureRequests ? [] : null,
  };
}

/** helmet's options for a configuration. */
export function helmetOptions(config: AppConfig): HelmetOptions {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // The pages are same-origin; remotes' files opt into cross-origin loading themselves.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    // Google's popup sign-in needs the opener kept (same-origin-allow-popups).
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    hsts: config.env === 'production' ? { maxAge: 15552000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

async function security(app: FastifyInstance) {
  // The configuration does not change while the app runs: the same headers go on every response.
  const setHeaders = helmet(helmetOptions(app.config));
  // On the raw response, as @fastify/helmet set them: answers written to the socket directly (the
  // event streams) carry them too. helmet throws on a failure; the hook then fails the request.
  app.addHook('onRequest', (request, reply, done) => {
    setHeaders(request.raw, reply.raw, done as (error?: unknown) => void);
  });
}

export default fp(security, { name: 'helmet', dependencies: ['config'] });
