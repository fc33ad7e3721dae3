// A @fastify/rate-limit store in two tiers (review L10).
//
// First tier, in this instance's memory: every limited request is counted here, and nothing else
// is needed for the global per-minute limit (which unknown /api paths, 404s, fall under too) or
// for routes marked `rateLimitInMemoryOnly` (health). A flood of any kind therefore costs no
// database work: past its limit a client is refused from memory.
//
// Second tier, in PostgreSQL, for the tight route limits only (sign-in, registration, support, AI
// routes): several api instances on one database share each client's budget, so a client that
// spreads requests over two instances meets the limit at the same count as on one. One row per
// (route, client, window) in the attempt_counters table the sign-in throttles already use; one
// upsert per request that memory still allows. Used when DATABASE_URL is set (or
// RATE_LIMIT_STORE=database); the embedded database serves one process, which memory serves alone.
//
// Both tiers count over a sliding window, estimated from two fixed ones (decision 016): the count
// is this window's requests plus the previous window's, weighted by how much of it still lies
// within the last `timeWindow`. A client can no longer spend a limit just before a window's end and
// again just after it (twice the limit in a second with fixed windows), and the count a caller sees
// does not depend on where the clock's window edges fall.
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

/**
 * The count over the last `timeWindow` ms, from this fixed window's count (this request included)
 * and the previous window's, which is assumed spread evenly: the part of it still inside the
 * sliding window is counted, rounded up. `ttl` is when the count is back to where it was at the
 * window's start, or, once past `max`, how long until a request would be allowed again.
 */
export function slidingCount(
  counts: { previous: number; current: number },
  windowStart: number,
  timeWindow: number,
  now: number,
  max?: number,
): { current: number; ttl: number } {
  const { previous, current } = counts;
  const windowEnd = windowStart + timeWindow;
  // In integers where it can be: (windowEnd - now) / timeWindow is the part still inside.
  const estimate = Math.ceil((previous * (windowEnd - now)) / timeWindow) + current;
  if (max === undefined || estimate <= max) return { current: estimate, ttl: windowEnd - now };
  // Refused. A next request is allowed once the previous window's weighted part has dropped to
  // the room this window leaves for it; if this window alone has reached the limit, once this
  // window's part has dropped far enough in the next one.
  const allowedAt =
    current + 1 <= max
      ? windowEnd - (timeWindow * (max - current - 1)) / previous
      : windowEnd + timeWindow - (timeWindow * Math.max(0, max - 1)) / current;
  return { current: estimate, ttl: Math.max(1, Math.ceil(allowedAt - now)) };
}

/** Sliding-window counts in memory, bounded to MEMORY_KEYS keys (oldest first out). */
export function memoryWindows(maxKeys = MEMORY_KEYS) {
  const counts = new Map<string, { windowStart: number; previous: number; current: number }>();
  return {
    hit(key: string, timeWindow: number, max?: number, now = Date.now()): { current: number; ttl: number } {
      const windowStart = Math.floor(now / timeWindow) * timeWindow;
      let entry = counts.get(key);
      if (!entry || entry.windowStart !== windowStart) {
        const previous = entry?.windowStart === windowStart - timeWindow ? entry.current : 0;
        counts.delete(key);
        entry = { windowStart, previous, current: 0 };
        if (counts.size >= maxKeys) counts.delete(counts.keys().next().value!);
        counts.set(key, entry);
      }
      entry.current += 1;
      return slidingCount(entry, windowStart, timeWindow, now, max);
    },
    get size() {
      return counts.size;
    },
  };
}

export function tieredRateLimitStore(getDb: () => Db, now: () => number = Date.now): FastifyRateLimitStoreCtor {
  let writes = 0;

  async function hitDatabase(key: string, timeWindow: number, max?: number): Promise<{ current: number; ttl: number }> {
    const at = now();
    const windowStart = Math.floor(at / timeWindow) * timeWindow;
    const db = getDb();
    // One statement: this window's count after the increment, and the previous window's.
    const result = await db.execute<{ attempts: number; previous: number | null }>(sql`
      WITH counted AS (
        INSERT INTO attempt_counters (key, window_start, attempts)
        VALUES (${key}, ${new Date(windowStart).toISOString()}::timestamptz, 1)
        ON CONFLICT (key, window_start) DO UPDATE SET attempts = attempt_counters.attempts + 1
        RETURNING attempts
      )
      SELECT counted.attempts,
        (SELECT attempts FROM attempt_counters
          WHERE key = ${key} AND window_start = ${new Date(windowStart - timeWindow).toISOString()}::timestamptz) AS previous
      FROM counted`);
    writes += 1;
    if (writes % PRUNE_EVERY === 0) {
      const before = new Date(at - KEEP_MS).toISOString();
      void db
        .execute(
          sql`DELETE FROM attempt_counters WHERE key LIKE ${`${KEY_PREFIX}%`} AND window_start < ${before}::timestamptz`,
        )
        .catch(() => {});
    }
    type Row = { attempts: number; previous: number | null };
    const rows = (result as unknown as { rows?: Row[] }).rows ?? (result as unknown as Row[]);
    const counts = { previous: Number(rows[0]?.previous ?? 0), current: Number(rows[0]?.attempts ?? 1) };
    return slidingCount(counts, windowStart, timeWindow, at, max);
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
      const local = this.#memory.hit(key, timeWindow, max, now());
      // Already past the limit in this instance alone, or not a shared limit: memory answers.
      if (!this.#shared || (typeof max === 'number' && local.current > max)) {
        callback(null, local);
        return;
      }
      hitDatabase(`${KEY_PREFIX}${this.#namespace}:${key}`.slice(0, 300), timeWindow, max).then(
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
