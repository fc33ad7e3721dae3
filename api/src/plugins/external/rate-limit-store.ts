// A @fastify/rate-limit store kept in PostgreSQL, so that several api instances on one database
// share each client's budget: a client that spreads requests over two instances meets the limit
// at the same count as on one. Fixed windows, one row per (route, client, window) in the
// attempt_counters table the sign-in throttles already use; one upsert per limited request.
// Used when DATABASE_URL is set; the embedded database serves one process, which the in-memory
// store serves faster.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Keys of this store start with this, apart from the sign-in throttles' keys in the same table. */
const KEY_PREFIX = 'rl:';
/** Windows older than this are deleted (the longest route window is 10 minutes). */
const KEEP_MS = 60 * 60 * 1000;
/** How often (in writes) old windows are deleted. */
const PRUNE_EVERY = 500;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What child() receives at run time: the route's limit with the route itself as routeInfo. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string };
}

export function postgresRateLimitStore(getDb: () => Db): FastifyRateLimitStoreCtor {
  let writes = 0;

  async function hit(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const now = Date.now();
    const windowStart = Math.floor(now / timeWindow) * timeWindow;
    const db = getDb();
    const result = await db.execute<{ attempts: number }>(sql`
      INSERT INTO attempt_counters (key, window_start, attempts)
      VALUES (${key}, ${new Date(windowStart).toISOString()}::timestamptz, 1)
      ON CONFLICT (key, window_start) DO UPDATE SET attempts = attempt_counters.attempts + 1
      RETURNING attempts`);
    writes += 1;
    if (writes % PRUNE_EVERY === 0) {
      const before = new Date(now - KEEP_MS).toISOString();
      void db
        .execute(sql`DELETE FROM attempt_counters WHERE key LIKE ${`${KEY_PREFIX}%`} AND window_start < ${before}::timestamptz`)
        .catch(() => {});
    }
    const rows = (result as unknown as { rows?: { attempts: number }[] }).rows ?? (result as unknown as { attempts: number }[]);
    return { current: Number(rows[0]?.attempts ?? 1), ttl: windowStart + timeWindow - now };
  }

  return class PostgresRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;

    constructor(_options?: unknown, namespace = 'all') {
      this.#namespace = namespace;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      hit(`${KEY_PREFIX}${this.#namespace}:${key}`.slice(0, 300), timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own limit counts apart from the global one. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as unknown as RouteParams).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new PostgresRateLimitStore(undefined, `${method} ${route.url ?? ''}`);
    }
  };
}
