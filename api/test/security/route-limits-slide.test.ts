// The per-IP route limits (sign-in, registration, support, AI routes, the global limit) count over
// a sliding window, in memory and in the database alike. With windows aligned to the clock a client
// could spend a route's whole per-minute limit a second before a minute's end and again a second
// after it, and whether a burst was refused depended on the time of day it ran at. These tests drive
// the store with a set clock; the database tier runs against the real database.
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { tieredRateLimitStore } from '../../src/plugins/external/rate-limit-store';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60 * 1000;
/** A minute's boundary: 2026-11-27 10:15:00 UTC. */
const BOUNDARY = Date.UTC(2026, 10, 27, 10, 15);

describeDb('route limits slide with time instead of resetting on the clock', () => {
  let t: TestApp;
  let clock = BOUNDARY;
  let keys = 0;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  /** A route's store: `shared` counts in the database (the tight limits), otherwise in memory only. */
  /** A route's store as the plugin makes it: counted in the database unless the route is memory-only. */
  const routeStore = (shared: boolean, url = `/api/test-route-${(keys += 1)}`): FastifyRateLimitStore => {
    // A new store class is a new instance's memory: what it counts in memory no other sees.
    const Store = tieredRateLimitStore(
      () => t.app.db,
      () => clock,
    );
    const routeInfo = { method: 'POST', url, config: { rateLimitInMemoryOnly: !shared } };
    return new Store(undefined as never).child({ routeInfo } as never);
  };
  const hit = (store: FastifyRateLimitStore, max: number, at: number) => {
    clock = at;
    return new Promise<{ current: number; ttl: number }>((resolve, reject) =>
      store.incr('203.0.113.9', (error, result) => (error ? reject(error) : resolve(result!)), MINUTE, max),
    );
  };
  const allowed = (result: { current: number }, max: number) => result.current <= max;

  it('two instances on one database: a limit spent on one before a minute ends is spent on the other after it', async () => {
    const first = routeStore(true, '/api/test-route-two-instances');
    const second = routeStore(true, '/api/test-route-two-instances');
    for (let i = 0; i < 3; i += 1) expect(allowed(await hit(first, 3, BOUNDARY - 1000), 3)).toBe(true);
    // The second instance's memory has counted nothing: only the database knows the three.
    const after = await hit(second, 3, BOUNDARY + 1000);
    expect(allowed(after, 3)).toBe(false);
    expect(after.ttl).toBe(39_000);
  });

  describe.each([
    ['in memory', false],
    ['in the database', true],
  ])('%s', (_tier, shared) => {
    it('a limit spent just before a minute ends is still spent just after it', async () => {
      const store = routeStore(shared);
      for (let i = 0; i < 3; i += 1) expect(allowed(await hit(store, 3, BOUNDARY - 1000), 3)).toBe(true);
      const after = await hit(store, 3, BOUNDARY + 1000);
      expect(allowed(after, 3)).toBe(false);
      // The three are spread over the minute before, so two thirds of a minute after it the
      // weighted share of them leaves room for one more.
      expect(after.ttl).toBe(39_000);
    });

    it('the wait it gives is enough: allowed when it ends, refused a second before', async () => {
      const early = routeStore(shared);
      const onTime = routeStore(shared);
      for (const store of [early, onTime]) {
        for (let i = 0; i < 3; i += 1) await hit(store, 3, BOUNDARY - 1000);
      }
      const { ttl } = await hit(onTime, 3, BOUNDARY + 1000);
      await hit(early, 3, BOUNDARY + 1000);
      expect(allowed(await hit(early, 3, BOUNDARY + 1000 + ttl - 1000), 3)).toBe(false);
      expect(allowed(await hit(onTime, 3, BOUNDARY + 1000 + ttl), 3)).toBe(true);
    });

    it('a burst across a minute boundary is counted as one burst', async () => {
      const store = routeStore(shared);
      const statuses: boolean[] = [];
      for (const at of [BOUNDARY - 300, BOUNDARY - 200, BOUNDARY + 100, BOUNDARY + 200, BOUNDARY + 300]) {
        statuses.push(allowed(await hit(store, 3, at), 3));
      }
      expect(statuses).toEqual([true, true, true, false, false]);
    });

    it('a client at half the limit, across many minutes, is never refused', async () => {
      const store = routeStore(shared);
      for (let at = BOUNDARY - 5 * MINUTE + 7000; at < BOUNDARY + 5 * MINUTE; at += 30_000) {
        expect(allowed(await hit(store, 4, at), 4)).toBe(true);
      }
    });

    it('a whole quiet window later the previous count no longer weighs', async () => {
      const store = routeStore(shared);
      for (let i = 0; i < 5; i += 1) await hit(store, 3, BOUNDARY - 1000);
      const later = await hit(store, 3, BOUNDARY + MINUTE + 1000);
      expect(later.current).toBe(1);
    });
  });
});
