// Attempt counters for sign-in failures, registrations and password-reset requests: per key, over
// a sliding window (the last `windowMs` before now, whenever now is), kept in the database so every
// instance on one PostgreSQL shares one count. Used on top of the per-IP route limits.
//
// Each attempt is a row stamped with its time (attempts at the same millisecond share a row), so
// a count is exact. Fixed windows aligned to the clock would let a guesser spend the limit just
// before a quarter-hour and again just after it: twice the limit in a few seconds. Rows stay
// bounded: attempts past a limit are refused before they are counted, and rows older than the
// longest window in use are deleted as new ones are written.
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attemptCounters } from '../../db/schema';

export interface AttemptRule {
  key: string;
  /** Attempts allowed within any window; the next is refused until the oldest leaves the window. */
  max: number;
}

/** How often (in writes) rows no window needs are deleted. */
const PRUNE_EVERY = 100;
/**
 * The longest window any counter on this table uses (password-reset requests: one hour). Pruning
 * deletes only what is older, so one counter's pruning never removes rows another still counts.
 */
export const LONGEST_WINDOW_MS = 60 * 60 * 1000;

export function createAttemptCounters(deps: { db: Db; windowMs: number; now?: () => number }) {
  const { db, windowMs } = deps;
  if (windowMs > LONGEST_WINDOW_MS)
    throw new Error(
      `attempt counters keep rows for ${LONGEST_WINDOW_MS} ms; a ${windowMs} ms window would lose counts`,
    );
  const now = deps.now ?? Date.now;
  let writes = 0;

  return {
    /** Milliseconds until every rule allows another attempt; 0 when none is exhausted. */
    async retryAfterMs(rules: AttemptRule[]): Promise<number> {
      const at = now();
      const rows = await db
        .select({ key: attemptCounters.key, at: attemptCounters.windowStart, attempts: attemptCounters.attempts })
        .from(attemptCounters)
        .where(
          and(
            gt(attemptCounters.windowStart, new Date(at - windowMs)),
            inArray(
              attemptCounters.key,
              rules.map((rule) => rule.key),
            ),
          ),
        )
        .orderBy(asc(attemptCounters.windowStart));
      let wait = 0;
      for (const rule of rules) {
        const mine = rows.filter((row) => row.key === rule.key);
        let counted = mine.reduce((sum, row) => sum + row.attempts, 0);
        // Oldest first: the rule allows an attempt again once enough of them have left the window.
        for (const row of mine) {
          if (counted < rule.max) break;
          counted -= row.attempts;
          wait = Math.max(wait, row.at.getTime() + windowMs - at);
        }
      }
      return wait;
    },

    async hit(keys: string[]): Promise<void> {
      const at = now();
      await db
        .insert(attemptCounters)
        .values(keys.map((key) => ({ key, windowStart: new Date(at), attempts: 1 })))
        .onConflictDoUpdate({
          target: [attemptCounters.key, attemptCounters.windowStart],
          set: { attempts: sql`${attemptCounters.attempts} + 1` },
        });
      writes += 1;
      if (writes % PRUNE_EVERY === 0)
        await db.delete(attemptCounters).where(lt(attemptCounters.windowStart, new Date(at - LONGEST_WINDOW_MS)));
    },

    async clear(key: string): Promise<void> {
      await db.delete(attemptCounters).where(eq(attemptCounters.key, key));
    },
  };
}

export type AttemptCounters = ReturnType<typeof createAttemptCounters>;
