// A @fastify/rate-limit store in two tiers (review L10).
//
// First tier, in this instance's memory: every limited request is counted here, and nothing else
// is needed for the global per-minute limit (which unknown /api paths, 404s, fall under too) or
// for routes marked `rateLimitInMemoryOnly` (health). A flood of any kind therefore costs no
// database work: past its limit a client is refused from memory.
//
// Second tier, in PostgreSQL, for the tight route limits only (sign-in, registration, support, AI
// routes): several api instances on one database share each client's budget, so a client that
// spreads requests over two instances meets the limit at the same count as on one. Fixed windows,
// one row per (route, client, window) in the attempt_counters table the sign-in throttles already
// use; one upsert per request that memory still allows. Used when DATABASE_URL is set (or
// RATE_LIMIT_STORE=database); the embedded database serves one process, which memory serves alone.
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Count this route's limit in each instance's memory only, never in the database. */
    rateLimitInMemoryOnly?: boolean;
  }
}

/** Keys of this store start with this, apart from the sign-in throttles' keys in the same table. */
const KEY_PREFIX = 'rl:';
/** Windows older than this are deleted (the longest route window is 10 minutes). */
const KEEP_MS = 60 * 60 * 1000;
/** How often (in writes) old windows are deleted. */
const PRUNE_EVERY = 500;
/** Clients remembered per limit in memory; past it the oldest are forgotten (a bound, not a budget). */
const MEMORY_KEYS = 20_000;

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** What child() receives at run time: the route's limit with the route itself as routeInfo. */
interface RouteParams {
  routeInfo?: { method?: string | string[]; url?: string; config?: { rateLimitInMemoryOnly?: boolean } };
}

/** Fixed-window counts in memory, bounded to MEMORY_KEYS keys (oldest first out). */
export function memoryWindows(maxKeys = MEMORY_KEYS) {
  const counts = new Map<string, { windowStart: number; current: number }>();
  return {
    hit(key: string, timeWindow: number, now = Date.now()): { current: number; ttl: number } {
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      let entry = counts.get(key);
      if (!entry || entry.windowStart !== windowStart) {
        counts.delete(key);
        entry = { windowStart, current: 0 };
        if (counts.size >= maxKeys) counts.delete(counts.keys().next().value!);
        counts.set(key, entry);
      }
      entry.current += 1;
      return { current: entry.current, ttl: windowStart + timeWindow - now };
    },
    get size() {
      return counts.size;
    },
  };
}

export function tieredRateLimitStore(getDb: () => Db): FastifyRateLimitStoreCtor {
  let writes = 0;

  async function hitDatabase(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
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
        .execute(
          sql`DELETE FROM attempt_counters WHERE key LIKE ${`${KEY_PREFIX}%`} AND window_start < ${before}::timestamptz`,
        )
        .catch(() => {});
    }
    const rows =
      (result as unknown as { rows?: { attempts: number }[] }).rows ?? (result as unknown as { attempts: number }[]);
    return { current: Number(rows[0]?.attempts ?? 1), ttl: windowStart + timeWindow - now };
  }

  return class TieredRateLimitStore implements FastifyRateLimitStore {
    readonly #namespace: string;
    /** false: the global limit and memory-only routes; true: a tight route limit, shared in the database. */
    readonly #shared: boolean;
    readonly #memory = memoryWindows();

    constructor(_options?: unknown, namespace = 'all', shared = false) {
      this.#namespace = namespace;
      this.#shared = shared;
    }

    incr(key: string, callback: Callback, timeWindow: number, max?: number): void {
      const local = this.#memory.hit(key, timeWindow);
      // Already past the limit in this instance alone, or not a shared limit: memory answers.
      if (!this.#shared || (typeof max === 'number' && local.current > max)) {
        callback(null, local);
        return;
      }
      hitDatabase(`${KEY_PREFIX}${this.#namespace}:${key}`.slice(0, 300), timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** A route with its own limit counts apart from the global one, in the database unless marked memory-only. */
    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const route = (routeOptions as unknown as RouteParams).routeInfo ?? {};
      const method = [route.method ?? ''].flat().join(',');
      return new TieredRateLimitStore(
        undefined,
        `${method} ${route.url ?? ''}`,
        route.config?.rateLimitInMemoryOnly !== true,
      );
    }
  };
}
