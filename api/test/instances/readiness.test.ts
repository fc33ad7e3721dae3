// Liveness and readiness for several instances behind a load balancer: an instance started with
// MIGRATE_ON_START=false takes no traffic until `db:migrate` has run, and one that drains
// (SIGTERM) says so before it stops.
import { HealthResponseSchema } from '@resumebeat/shared-contract';
import { setTimeout as sleep } from 'node:timers/promises';
import { migrate } from '../../src/db/migrate';
import { HEALTH_CHECK_CACHE_MS } from '../../src/routes/health';
import { describeDb, expectContract, startTestApp } from '../support/test-app';

describeDb('liveness and readiness', () => {
  it('MIGRATE_ON_START=false on a new database: alive, not ready (migrations pending) until they are applied', async () => {
    const t = await startTestApp({ env: { MIGRATE_ON_START: 'false' } });
    try {
      const live = await t.app.inject({ method: 'GET', url: '/api/health/live' });
      expect(live.statusCode).toBe(200);
      expect(expectContract(HealthResponseSchema, live).status).toBe('ok');

      const notReady = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(notReady.statusCode).toBe(503);
      expect(expectContract(HealthResponseSchema, notReady).message).toMatch(
        /^Migrations are pending \(0001_initial, .*\): run npm run db:migrate\.$/,
      );

      expect(await migrate(t.app.database)).toContain('0001_initial');
      // The database check is cached for a moment (review L15): ready once that has passed.
      await sleep(HEALTH_CHECK_CACHE_MS + 100);
      const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(expectContract(HealthResponseSchema, ready)).toMatchObject({ status: 'ok', database: t.database.kind });
    } finally {
      await t.close();
      await t.database.dispose();
    }
  });

  it('ready by default (migrations applied at start); not ready once it drains, while requests in flight still end', async () => {
    const t = await startTestApp();
    try {
      expect((await t.app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
      const drained = await t.app.lifecycle.drain(1_000);
      expect(drained).toEqual({ finished: true, leftInFlight: 0 });
      const draining = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(expectContract(HealthResponseSchema, draining).message).toBe('This instance is shutting down.');
      expect(draining.headers.connection).toBe('close');
      // Liveness stays green: the process is fine, only leaving.
      expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await t.database.dispose();
    }
  });
});
