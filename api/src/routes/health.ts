import { HEALTH_ROUTE, HealthResponseSchema } from '@resumebeat/shared-contract';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { API_VERSION } from '../config';

const startedAt = Date.now();

const health: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: HEALTH_ROUTE.method,
    url: HEALTH_ROUTE.path,
    schema: {
      tags: ['system'],
      summary: 'Liveness: the server answers and its database is open',
      response: { 200: HealthResponseSchema },
    },
    config: { rateLimit: false },
    handler: async () => ({
      status: 'ok' as const,
      version: API_VERSION,
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      database: app.hasDecorator('database') ? app.database.kind : ('none' as const),
    }),
  });
};

export default health;
