import { HEALTH_ROUTE, HealthResponseSchema, LIVENESS_ROUTE, READINESS_ROUTE } from '@resumebeat/shared-contract';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { pendingMigrations } from '../db/migrate';
import { API_VERSION } from '../config';

const startedAt = Date.now();
const DATABASE_PING_TIMEOUT_MS = 2_000;

const health: FastifyPluginAsyncZod = async (app) => {
  const describe = () => ({
    version: API_VERSION,
    uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    database: app.hasDecorator('database') ? app.database.kind : ('none' as const),
  });
  // Once none is pending none will be for this build; until then it is read on every check.
  let migrationsApplied = false;

  app.route({
    method: LIVENESS_ROUTE.method,
    url: LIVENESS_ROUTE.path,
    schema: {
      tags: ['system'],
      summary: 'Liveness: the process answers (the database is not asked; restart on failure)',
      response: { 200: HealthResponseSchema },
    },
    config: { rateLimit: false },
    handler: async () => ({ status: 'ok' as const, ...describe() }),
  });

  app.route({
    method: READINESS_ROUTE.method,
    url: READINESS_ROUTE.path,
    schema: {
      tags: ['system'],
      summary: 'Readiness: 503 while the database does not answer, migrations are pending or the instance is shutting down',
      response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    },
    config: { rateLimit: false },
    handler: async (_request, reply) => {
      const unavailable = (message: string) => reply.code(503).send({ status: 'unavailable' as const, ...describe(), message });
      if (app.lifecycle.draining) return unavailable('This instance is shutting down.');
      if (!app.hasDecorator('database')) return { status: 'ok' as const, ...describe() };
      try {
        await app.database.ping(DATABASE_PING_TIMEOUT_MS);
      } catch {
        return unavailable('The database is not answering.');
      }
      if (!migrationsApplied) {
        const pending = await pendingMigrations(app.database).catch(() => null);
        if (pending === null) return unavailable('The database is not answering.');
        if (pending.length > 0) return unavailable(`Migrations are pending (${pending.join(', ')}): run npm run db:migrate.`);
        migrationsApplied = true;
      }
      return { status: 'ok' as const, ...describe() };
    },
  });

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
