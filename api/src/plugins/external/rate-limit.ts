// Rate limits per client IP (behind a proxy, set TRUST_PROXY so the IP is the client's). Every
// /api route gets RATE_LIMIT_PER_MINUTE; auth and support routes declare tighter limits in their
// route config. Static files are not limited. Counts live in this process's memory; with
// DATABASE_URL the tight route limits are also counted in PostgreSQL (rate-limit-store.ts), shared
// by every instance, while the global limit (unknown paths included) never touches the database.
//
// What is limited is decided by the route the router chose, never by the raw request target:
// `POST http://x/api/auth/login` (absolute form) is routed to /api/auth/login like the origin
// form, so reading `request.url` let it skip every limit. Absolute-form targets are refused
// outright as well (no browser sends them to an origin server; proxies rewrite them).
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';
import { tieredRateLimitStore } from './rate-limit-store';

/** The path the router matched (its pattern), or the path part of the target when none matched. */
export function routedPath(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (pattern) return pattern;
  const target = request.url;
  if (target.startsWith('/')) return target;
  try {
    return new URL(target).pathname;
  } catch {
    return target;
  }
}

/** Origin form (`/path?query`) or `*` (OPTIONS): anything else is not for this server. */
export function isOriginForm(rawTarget: string | undefined): boolean {
  return rawTarget === undefined || rawTarget.startsWith('/') || rawTarget === '*';
}

async function rateLimitPlugin(app: FastifyInstance) {
  app.addHook('onRequest', async (request) => {
    if (!isOriginForm(request.raw.url))
      throw new HttpError(400, 'The request target must be a path, such as /api/health.');
  });
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimits.perMinute,
    timeWindow: '1 minute',
    // The database is registered after this plugin; the store reads it when a request comes.
    ...(app.config.rateLimits.store === 'database' ? { store: tieredRateLimitStore(() => app.db) } : {}),
    allowList: (request) => !routedPath(request).startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config'] });
