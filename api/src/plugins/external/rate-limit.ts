// Rate limits per client IP (behind a proxy, set TRUST_PROXY so the IP is the client's). Every
// /api route gets RATE_LIMIT_PER_MINUTE; auth and support routes declare tighter limits in their
// route config. Static files are not limited. The store is in memory: one instance, one budget.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-errors';

async function rateLimitPlugin(app: FastifyInstance) {
  await app.register(rateLimit, {
    global: true,
    max: app.config.rateLimits.perMinute,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, `Too many requests. Please try again in ${context.after}.`),
  });
}

export default fp(rateLimitPlugin, { name: 'rate-limit', dependencies: ['config'] });
