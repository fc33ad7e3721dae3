import { HEALTH_ROUTE, HealthResponseSchema } from '@resumebeat/shared-contract';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { API_VERSION } from '../config';

const startedAt = Date.now();
const DATABASE_PING_TIMEOUT_MS = 2_000;

const health: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: HEALTH_ROUTE.method,
    url: HEALTH_ROUTE.path,
    schema: {
      tags: ['system'],
      summary: 'Health: the server answers and its database answers a query (503 otherwise)',
      response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const base = {
        version: API_VERSION,
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: app.hasDecorator('database') ? app.database.kind : ('none' as const),
      };
      if (!app.hasDecorator('database')) return { status: 'ok' as const, ...base };
      try {
        // A query, not a flag: an open handle says nothing about a thread that died (review H6).
        await app.database.ping(DATABASE_PING_TIMEOUT_MS);
        return { status: 'ok' as const, ...base };
      } catch {
        return reply.code(503).send({ status: 'unavailable' as const, ...base, message: 'The database is not answering.' });
      }
    },
  });
};

export default health;
