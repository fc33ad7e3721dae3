import { HEALTH_ROUTE, HealthResponseSchema, LIVENESS_ROUTE, READINESS_ROUTE } from '@resumebeat/shared-contract';
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { pendingMigrations } from '../db/migrate';

const DATABASE_PING_TIMEOUT_MS = 2_000;
/**
 * How long one database check answers for (review L15): however many probes arrive, the database
 * sees at most one health query per instance per second, and callers that overlap share it.
 */
export const HEALTH_CHECK_CACHE_MS = 1_000;

const health: FastifyPluginAsyncZod = async (app) => {
  // No version and no uptime (review L5): the answer says only what a load balancer acts on.
  const describe = () => ({ database: app.hasDecorator('database') ? app.database.kind : ('none' as const) });
  // Generous for probes, counted in this instance's memory only: never a database write.
  const rateLimit = { max: app.config.rateLimits.healthPerMinute, timeWindow: '1 minute' };
  const config = { rateLimit, rateLimitInMemoryOnly: true };
  // Once none is pending none will be for this build; until then it is read on every check.
  let migrationsApplied = false;

  // The last database check (a promise, so concurrent callers wait on the same query) and when it began.
  let check: { at: number; answer: Promise<string | null> } | null = null;
  const databaseProblem = (): Promise<string | null> => {
    const now = Date.now();
    if (check && now - check.at < HEALTH_CHECK_CACHE_MS) return check.answer;
    const answer = (async () => {
      try {
        // A query, not a flag: an open handle says nothing about a thread that died (review H6).
        await app.database.ping(DATABASE_PING_TIMEOUT_MS);
      } catch {
        return 'The database is not answering.';
      }
      if (!migrationsApplied) {
        const pending = await pendingMigrations(app.database).catch(() => null);
        if (pending === null) return 'The database is not answering.';
        if (pending.length > 0) return `Migrations are pending (${pending.join(', ')}): run npm run db:migrate.`;
        migrationsApplied = true;
      }
      return null;
    })();
    check = { at: now, answer };
    return answer;
  };

  app.route({
    method: LIVENESS_ROUTE.method,
    url: LIVENESS_ROUTE.path,
    schema: {
      tags: ['system'],
      summary: 'Liveness: the process answers (the database is not asked; restart on failure)',
      response: { 200: HealthResponseSchema },
    },
    config,
    handler: async () => ({ status: 'ok' as const, ...describe() }),
  });

  app.route({
    method: READINESS_ROUTE.method,
    url: READINESS_ROUTE.path,
    schema: {
      tags: ['system'],
      summary:
        'Readiness: 503 while the database does not answer, migrations are pending or the instance is shutting down',
      response: { 200: HealthResponseSchema, 503: HealthResponseSchema },
    },
    config,
    handler: async (_request, reply) => {
      const unavailable = (message: string) =>
        reply.code(503).send({ status: 'unavailable' as const, ...describe(), message });
      if (app.lifecycle.draining) return unavailable('This instance is shutting down.');
      if (!app.hasDecorator('database')) return { status: 'ok' as const, ...describe() };
      const problem = await databaseProblem();
      return problem ? unavailable(problem) : { status: 'ok' as const, ...describe() };
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
    config,
    handler: async (_request, reply) => {
      if (!app.hasDecorator('database')) return { status: 'ok' as const, ...describe() };
      const problem = await databaseProblem();
      // Health speaks of the database only; pending migrations are readiness's business.
      if (problem === 'The database is not answering.')
        return reply.code(503).send({ status: 'unavailable' as const, ...describe(), message: problem });
      return { status: 'ok' as const, ...describe() };
    },
  });
};

export default health;
