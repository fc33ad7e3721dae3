// Scan limits (docs/product/rules-and-limits.md#tiers-and-roles and docs/product/rules-and-limits.md#scan-limits; docs/decisions/006-scan-limits-and-ai-layer.md).
// - Anonymous visitors: ANONYMOUS_SCANS (3) in total per client IP (request.ip, TRUST_PROXY); an
//   IPv6 visitor is its /64, since any one holder can pick among its 2^64 addresses.
// - Free accounts: FREE_SCANS (3) per UTC day, or per UTC month with SCAN_WINDOW=month.
// - Paid members (an active membership): unlimited; their scans are still counted.
// A scan is consumed by one conditional upsert on scan_quotas, inside the transaction that also
// stores the resume, the scan event and the account's counters: concurrent uploads of one subject
// queue on that row, and the one that finds the budget spent gets no row back, so nothing of its
// scan is stored and it answers 429.
import { UNLIMITED_SCANS } from '@resumebeat/shared-contract';
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Database, Db } from '../../db/client';
import { resumes, scanEvents, scanQuotas, users } from '../../db/schema';
import { clientAddressKey, normalizeIp } from '../../lib/client-address';
import { HttpError } from '../../lib/http-errors';
import { LruCache } from '../../lib/lru-cache';
import { type ActiveMembership, activeMembershipQuery } from './memberships-repository';

/** Who is scanning: an account, or an anonymous visitor known by IP only. */
export type ScanSubject = { userId: string; ip: string } | { userId: null; ip: string };

export interface ScanAllowance {
  membership: ActiveMembership | null;
  /** Scans allowed in the window; null = unlimited (a paid member). */
  limit: number | null;
  /** Scans used in the window (for anonymous visitors: ever, from this IP). */
  used: number;
  /** -1 = unlimited (docs/product/api.md#resume). */
  remaining: number;
}

export type NewResume = Omit<typeof resumes.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** node-postgres and PGlite answer `{ rows }` to a raw statement. */
const rowsOf = <Row>(result: unknown): Row[] =>
  (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];

/** Anonymous visitors' scans never reset: their window is the epoch. */
export const ANONYMOUS_WINDOW_START = new Date(0);

/** The start of the window that `now` is in: the UTC day or the UTC month. */
export function windowStart(window: 'day' | 'month', now: Date): Date {
  return window === 'day'
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** An account by id; an anonymous visitor by IPv4 address or IPv6 /64 (lib/client-address.ts). */
export function quotaKey(subject: ScanSubject): string {
  return subject.userId ? `user:${subject.userId}` : `ip:${clientAddressKey(subject.ip)}`.slice(0, 100);
}

/** The 429 of docs/product/rules-and-limits.md#scan-limits: `{ message, needsPayment }`. */
export function scanLimitError(subject: ScanSubject, config: AppConfig['scans']): HttpError {
  if (!subject.userId) {
    return new HttpError(
      429,
      `You've used your ${config.anonymous} free scans. Create a free account for ${config.free} scans a ${config.window}, or upgrade for unlimited scans.`,
      // An anonymous visitor's next step is an account (free scans), not a payment.
      { needsPayment: false },
    );
  }
  const period = config.window === 'day' ? 'today' : 'this month';
  return new HttpError(
    429,
    `You've used your ${config.free} free scans for ${period}. Upgrade to a paid plan for unlimited scans.`,
    {
      needsPayment: true,
    },
  );
}

/** How many subjects the embedded database's process remembers the scans left of. */
const KNOWN_SUBJECTS = 10_000;

/**
 * Scans left, by quota key, as the last consume for the subject answered them (members and
 * subjects with none left are not kept). Only a consume lowers that: a new window, a scan given
 * back or a membership give more, so it is a lower bound of what the subject has now, as long as
 * every consume goes through it. That holds for the embedded database, which one process owns
 * (every app in the process on it shares the one cache); with PostgreSQL other instances consume
 * too, and there is none (null).
 */
export type ScansLeft = LruCache<string, number>;
const scansLeftByDatabase = new WeakMap<object, ScansLeft>();
export function scansLeftOf(database: Pick<Database, 'kind'>): ScansLeft | null {
  if (database.kind !== 'pglite') return null;
  let cache = scansLeftByDatabase.get(database);
  if (!cache) scansLeftByDatabase.set(database, (cache = new LruCache<string, number>(KNOWN_SUBJECTS)));
  return cache;
}

export function createScanService(deps: {
  db: Db;
  config: AppConfig['scans'];
  now?: () => Date;
  /** Scans left by subject, shared by everything that consumes scans in the database (scansLeftOf). */
  scansLeft?: ScansLeft | null;
}) {
  const { db, config } = deps;
  const now = deps.now ?? (() => new Date());
  const scansLeft = deps.scansLeft ?? null;

  const windowOf = (subject: ScanSubject, at: Date) =>
    subject.userId ? windowStart(config.window, at) : ANONYMOUS_WINDOW_START;
  const limitOf = (subject: ScanSubject, membership: ActiveMembership | null) =>
    membership ? null : subject.userId ? config.free : config.anonymous;

  async function used(subject: ScanSubject, at: Date): Promise<number> {
    const [row] = await db
      .select({ used: scanQuotas.used })
      .from(scanQuotas)
      .where(and(eq(scanQuotas.subject, quotaKey(subject)), eq(scanQuotas.windowStart, windowOf(subject, at))))
      .limit(1);
    return row?.used ?? 0;
  }

  return {
    windowOf,

    /**
     * True when the subject certainly has a scan left: this process is the only consumer and its
     * last consume for the subject left some. The upload then skips its early check (a query);
     * the consume itself still decides.
     */
    hasScansLeft(subject: ScanSubject): boolean {
      return (scansLeft?.get(quotaKey(subject)) ?? 0) > 0;
    },

    /** What the subject may still do now (usage-status, and the upload's early check): one query. */
    async allowance(subject: ScanSubject): Promise<ScanAllowance> {
      const at = now();
      const key = quotaKey(subject);
      const window = windowOf(subject, at);
      let count: number;
      let membership: ActiveMembership | null = null;
      if (subject.userId) {
        const rows = rowsOf<{ used: number | null; membership_id: string | null; plan_type: number | null }>(
          await db.execute(sql`
            SELECT (SELECT used FROM ${scanQuotas} WHERE subject = ${key} AND window_start = ${window.toISOString()}::timestamptz) AS used,
                   m.id AS membership_id, m.plan_type
            FROM (SELECT 1) AS one
            LEFT JOIN (${activeMembershipQuery(subject.userId, at)}) AS m ON true`),
        );
        const row = rows[0];
        count = Number(row?.used ?? 0);
        membership = row?.membership_id ? { id: row.membership_id, planType: Number(row.plan_type) } : null;
      } else {
        count = await used(subject, at);
      }
      const limit = limitOf(subject, membership);
      return {
        membership,
        limit,
        used: count,
        remaining: limit === null ? UNLIMITED_SCANS : Math.max(0, limit - count),
      };
    },

    /**
     * Consumes one scan and stores what goes with it, all or nothing, in one statement: the
     * account's active membership is looked up, the quota row is inserted or incremented while
     * under the limit (members have none), and only when that returned a row are the resume, the
     * scan event and the account's counters written. `resume` is stored for accounts only.
     * Throws the 429 when the budget is spent.
     */
    async record(subject: ScanSubject, resume: NewResume | null): Promise<RecordedScan> {
      const at = now();
      const scanEventId = randomUUID();
      const stamp = at.toISOString();
      const limit = subject.userId ? config.free : config.anonymous;
      const resumeId = subject.userId && resume ? randomUUID() : null;
      const member = subject.userId ? sql`member AS (${activeMembershipQuery(subject.userId, at)}), ` : sql``;
      const isMember = subject.userId ? sql`EXISTS (SELECT 1 FROM member)` : sql`false`;
      const storeResume =
        resumeId && resume
          ? sql`, resume AS (
              INSERT INTO ${resumes} (id, user_id, file_name, file_kind, industry, job_title, company_name, job_description, content, score, scoring_version, analysis, score_components, keywords, optimized_resume, created_at)
              SELECT ${resumeId}::uuid, ${subject.userId}::uuid, ${resume.fileName}, ${resume.fileKind}, ${resume.industry}, ${resume.jobTitle ?? null}, ${resume.companyName ?? null},
                ${resume.jobDescription ?? null}, ${resume.content}, ${resume.score}, ${resume.scoringVersion}, ${resume.analysis}, ${JSON.stringify(resume.scoreComponents)}::jsonb,
                ${resume.keywords === null || resume.keywords === undefined ? null : JSON.stringify(resume.keywords)}::jsonb, ${resume.optimizedResume ?? null}, ${stamp}::timestamptz
              FROM quota
              RETURNING id)`
          : sql``;
      const countForAccount = subject.userId
        ? sql`, account AS (
            UPDATE ${users} SET scan_count = scan_count + 1, last_scan_at = ${stamp}::timestamptz
            WHERE id = ${subject.userId}::uuid AND EXISTS (SELECT 1 FROM quota))`
        : sql``;
      const statement = db.execute(sql`
        WITH ${member}quota AS (
          INSERT INTO ${scanQuotas} (subject, window_start, used, updated_at)
          SELECT ${quotaKey(subject)}, ${windowOf(subject, at).toISOString()}::timestamptz, 1, ${stamp}::timestamptz
          WHERE ${isMember} OR ${limit}::int > 0
          ON CONFLICT (subject, window_start) DO UPDATE SET used = ${scanQuotas}.${sql.identifier('used')} + 1, updated_at = EXCLUDED.updated_at
          WHERE ${isMember} OR ${scanQuotas}.${sql.identifier('used')} < ${limit}::int
          RETURNING used
        )${storeResume}${countForAccount}, event AS (
          INSERT INTO ${scanEvents} (id, user_id, client_ip, resume_id, created_at)
          SELECT ${scanEventId}::uuid, ${subject.userId}::uuid, ${normalizeIp(subject.ip).slice(0, 64)}, ${resumeId ? sql`(SELECT id FROM resume)` : sql`NULL::uuid`}, ${stamp}::timestamptz
          FROM quota
        )
        SELECT used, ${subject.userId ? sql`(SELECT id FROM member)` : sql`NULL::uuid`} AS membership_id, ${subject.userId ? sql`(SELECT plan_type FROM member)` : sql`NULL::smallint`} AS plan_type
        FROM quota`);
      let result: Awaited<typeof statement>;
      try {
        result = await statement;
      } catch (error) {
        // The consume may have been committed without its answer arriving: what was known is forgotten.
        scansLeft?.delete(quotaKey(subject));
        throw error;
      }
      const row = rowsOf<{ used: number; membership_id: string | null; plan_type: number | null }>(result)[0];
      if (!row) throw scanLimitError(subject, config);
      const membership = row.membership_id ? { id: row.membership_id, planType: Number(row.plan_type) } : null;
      const remaining = membership ? UNLIMITED_SCANS : Math.max(0, limit - Number(row.used));
      if (scansLeft) {
        if (remaining > 0) scansLeft.set(quotaKey(subject), remaining);
        else scansLeft.delete(quotaKey(subject));
      }
      return { resumeId, scanEventId, recordedAt: at, membership, remaining };
    },

    /**
     * Undoes a recorded scan whose request then failed before any paid AI provider was asked (the
     * client gone, the database): the scan event, its stored resume and the account's counters go,
     * and the quota gets its scan back.
     */
    async giveBack(
      subject: ScanSubject,
      scan: Pick<RecordedScan, 'scanEventId' | 'recordedAt' | 'resumeId'>,
    ): Promise<void> {
      const window = windowOf(subject, scan.recordedAt).toISOString();
      await db.execute(sql`
        WITH event AS (
          DELETE FROM ${scanEvents} WHERE id = ${scan.scanEventId}::uuid RETURNING id
        ), resume AS (
          DELETE FROM ${resumes} WHERE id = ${scan.resumeId}::uuid AND EXISTS (SELECT 1 FROM event)
        ), quota AS (
          UPDATE ${scanQuotas} SET used = GREATEST(${scanQuotas}.${sql.identifier('used')} - 1, 0)
          WHERE subject = ${quotaKey(subject)} AND window_start = ${window}::timestamptz AND EXISTS (SELECT 1 FROM event)
        )${
          subject.userId
            ? sql`, account AS (
                UPDATE ${users} SET scan_count = GREATEST(scan_count - 1, 0)
                WHERE id = ${subject.userId}::uuid AND EXISTS (SELECT 1 FROM event))`
            : sql``
        }
        SELECT count(*) FROM event`);
    },

    /**
     * Counts one call made on a counted scan (stream-analysis, stream-optimize, optimize, rescore)
     * if the scan still has some of its allowance: false when it is used up or the scan is gone.
     */
    async useFollowUp(scanEventId: string, allowance: number): Promise<boolean> {
      const rows = rowsOf<{ follow_up_calls: number }>(
        await db.execute(sql`
          UPDATE ${scanEvents} SET follow_up_calls = follow_up_calls + 1
          WHERE id = ${scanEventId}::uuid AND follow_up_calls < ${allowance}::int
          RETURNING follow_up_calls`),
      );
      return rows.length === 1;
    },

    /**
     * Records the digest of an optimized text answered for a scan, so rescore accepts it with the
     * scan's ticket (at most a scan's allowance of them are kept).
     */
    async addDerivedText(scanEventId: string, digest: string, allowance: number): Promise<void> {
      await db.execute(sql`
        UPDATE ${scanEvents} SET derived_text_digests = array_append(derived_text_digests, ${digest}::text)
        WHERE id = ${scanEventId}::uuid AND NOT (${digest}::text = ANY(derived_text_digests)) AND cardinality(derived_text_digests) < ${allowance}::int`);
    },

    /** True when an optimized text of this digest was answered for the scan. */
    async hasDerivedText(scanEventId: string, digest: string): Promise<boolean> {
      const rows = rowsOf<{ found: number }>(
        await db.execute(
          sql`SELECT 1 AS found FROM ${scanEvents} WHERE id = ${scanEventId}::uuid AND ${digest}::text = ANY(derived_text_digests)`,
        ),
      );
      return rows.length > 0;
    },

    /** The scan event that stored an account's resume (a stored scan opened again). */
    async scanEventOfResume(userId: string, resumeId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: scanEvents.id })
        .from(scanEvents)
        .where(and(eq(scanEvents.resumeId, resumeId), eq(scanEvents.userId, userId)))
        .limit(1);
      return row?.id ?? null;
    },
  };
}

export interface RecordedScan {
  resumeId: string | null;
  scanEventId: string;
  recordedAt: Date;
  remaining: number;
  membership: ActiveMembership | null;
}

export type ScanService = ReturnType<typeof createScanService>;

declare module 'fastify' {
  interface FastifyInstance {
    scans: ScanService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'scans',
      createScanService({ db: app.db, config: app.config.scans, scansLeft: scansLeftOf(app.database) }),
    );
  },
  { name: 'scans', dependencies: ['database', 'memberships-repository'] },
);
