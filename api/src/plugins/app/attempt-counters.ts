// Attempt counters for sign-in failures and registrations: per key and fixed window, kept in the
// database so every instance on one PostgreSQL shares one count, and bounded (rows of past
// windows are deleted as new ones are written). Used on top of the per-IP route limits.
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attemptCounters } from '../../db/schema';

export interface AttemptRule {
  key: string;
  /** Attempts allowed in one window; the next is refused until the window ends. */
  max: number;
}

/** How often (in writes) rows of past windows are cleared. */
const PRUNE_EVERY = 100;

export function createAttemptCounters(deps: { db: Db; windowMs: number; now?: () => number }) {
  const { db, windowMs } = deps;
  const now = deps.now ?? Date.now;
  const windowStart = (at: number) => new Date(Math.floor(at / windowMs) * windowMs);
  let writes = 0;

  return {
    /** Milliseconds until every rule allows another attempt; 0 when none is exhausted. */
    async retryAfterMs(rules: AttemptRule[]): Promise<number> {
      const at = now();
      const start = windowStart(at);
      const rows = await db
        .select({ key: attemptCounters.key, attempts: attemptCounters.attempts })
        .from(attemptCounters)
        .where(
          and(
            eq(attemptCounters.windowStart, start),
            inArray(
              attemptCounters.key,
              rules.map((rule) => rule.key),
            ),
          ),
        );
      const blocked = rules.some((rule) => (rows.find((row) => row.key === rule.key)?.attempts ?? 0) >= rule.max);
      return blocked ? start.getTime() + windowMs - at : 0;
    },

    async hit(keys: string[]): Promise<void> {
      const start = windowStart(now());
      await db
        .insert(attemptCounters)
        .values(keys.map((key) => ({ key, windowStart: start, attempts: 1 })))
        .onConflictDoUpdate({
          target: [attemptCounters.key, attemptCounters.windowStart],
          set: { attempts: sql`${attemptCounters.attempts} + 1` },
        });
      writes += 1;
      if (writes % PRUNE_EVERY === 0) await db.delete(attemptCounters).where(lt(attemptCounters.windowStart, start));
    },

    async clear(key: string): Promise<void> {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },
  };
}

export type AttemptCounters = ReturnType<typeof createAttemptCounters>;
