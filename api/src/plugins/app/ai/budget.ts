// What costs money is metered per person (docs/decisions/025-ai-metered-per-person.md): every call
// to a paid AI provider (AI_PROVIDER=openai) is counted per subject (an account, or an anonymous
// visitor's address key, as for scans) and UTC day in the database, so every instance shares one
// count. Free accounts and anonymous visitors get AI_CALLS_PER_DAY, paid members
// AI_CALLS_PER_DAY_PAID; past it the route answers 429 before any provider is called. With the
// engine as the provider (AI_PROVIDER=local) nothing is paid for and nothing is counted: the per-IP
// rate limits, the scan allowance and the engine queue's per-client share bound that work.
import { lt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { aiCallQuotas } from '../../../db/schema';
import { HttpError } from '../../../lib/http-errors';
import { activeMembershipQuery } from '../memberships-repository';
import { quotaKey, type ScanSubject, windowStart } from '../scans';

/** How often (in writes) rows of past days are cleared. */
const PRUNE_EVERY = 200;

export function aiLimitMessage(paid: boolean, limits: AppConfig['ai']['callsPerDay']): string {
  return paid
    ? `You've reached today's limit of ${limits.paid} AI-written answers. More are available from 00:00 UTC.`
    : `You've reached today's limit of ${limits.free} AI-written answers. More are available from 00:00 UTC, or upgrade to a paid plan for ${limits.paid} a day.`;
}

/** node-postgres and PGlite answer `{ rows }` to a raw statement. */
const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

export function createAiBudget(deps: { db: Db; config: AppConfig['ai']; now?: () => Date }) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const limits = config.callsPerDay;
  let writes = 0;

  /**
   * Takes `calls` of the subject's calls for today, all or none, in one statement (the active
   * membership decides the limit): true when taken, else whether the subject is a paid member.
   */
  async function take(subject: ScanSubject, calls: number): Promise<{ taken: true } | { taken: false; paid: boolean }> {
    const at = now();
    const day = windowStart('day', at).toISOString();
    const member = subject.userId ? sql`member AS (${activeMembershipQuery(subject.userId, at)}), ` : sql``;
    const isMember = subject.userId ? sql`EXISTS (SELECT 1 FROM member)` : sql`false`;
    const limit = sql`(CASE WHEN ${isMember} THEN ${limits.paid}::int ELSE ${limits.free}::int END)`;
    const used = sql`${aiCallQuotas}.${sql.identifier('used')}`;
    const rows = rowsOf<{ used: number | null; paid: boolean }>(
      await db.execute(sql`
        WITH ${member}quota AS (
          INSERT INTO ${aiCallQuotas} (subject, window_start, used, updated_at)
          SELECT ${quotaKey(subject)}, ${day}::timestamptz, ${calls}::int, ${at.toISOString()}::timestamptz
          WHERE ${calls}::int <= ${limit}
          ON CONFLICT (subject, window_start) DO UPDATE SET used = ${used} + EXCLUDED.used, updated_at = EXCLUDED.updated_at
          WHERE ${used} + EXCLUDED.used <= ${limit}
          RETURNING used
        )
        SELECT (SELECT used FROM quota) AS used, ${isMember} AS paid`),
    );
    writes += 1;
    if (writes % PRUNE_EVERY === 0) await db.delete(aiCallQuotas).where(lt(aiCallQuotas.windowStart, new Date(day)));
    const row = rows[0];
    return row?.used !== null && row?.used !== undefined ? { taken: true } : { taken: false, paid: Boolean(row?.paid) };
  }

  return {
    /**
     * Counts `calls` provider calls for the subject today, or throws the 429 when that would pass
     * the day's limit (nothing is counted then). Does nothing when nothing is metered.
     */
    async charge(subject: ScanSubject, calls = 1): Promise<void> {
      if (config.provider === 'local') return;
      const result = await take(subject, calls);
      if (!result.taken) throw new HttpError(429, aiLimitMessage(result.paid, limits), { code: 'AI_DAILY_LIMIT' });
    },

    /** Like charge, but answers false instead of throwing when the day's limit is reached. */
    async tryCharge(subject: ScanSubject, calls = 1): Promise<boolean> {
      if (config.provider === 'local') return true;
      return (await take(subject, calls)).taken;
    },

    /** Calls counted for the subject today (tests and diagnostics). */
    async usedToday(subject: ScanSubject): Promise<number> {
      const rows = rowsOf<{ used: number }>(
        await db.execute(
          sql`SELECT used FROM ${aiCallQuotas} WHERE subject = ${quotaKey(subject)} AND window_start = ${windowStart('day', now()).toISOString()}::timestamptz`,
        ),
      );
      return Number(rows[0]?.used ?? 0);
    },
  };
}

export type AiBudget = ReturnType<typeof createAiBudget>;
