// Scan limits (SPEC.md sections 1 and 9; docs/decisions/006-scan-limits-and-ai-layer.md).
// - Anonymous visitors: ANONYMOUS_SCANS (3) in total per client IP (request.ip, TRUST_PROXY).
// - Free accounts: FREE_SCANS (3) per UTC day, or per UTC month with SCAN_WINDOW=month.
// - Paid members (an active membership): unlimited; their scans are still counted.
// A scan is consumed by one conditional upsert on scan_quotas, inside the transaction that also
// stores the resume, the scan event and the account's counters: concurrent uploads of one subject
// queue on that row, and the one that finds the budget spent gets no row back, so nothing of its
// scan is stored and it answers 429.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { type Membership, resumes, scanEvents, scanQuotas, users } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import type { MembershipsRepository } from './memberships-repository';

/** Who is scanning: an account, or an anonymous visitor known by IP only. */
export type ScanSubject = { userId: string; ip: string } | { userId: null; ip: string };

export interface ScanAllowance {
  membership: Membership | null;
  /** Scans allowed in the window; null = unlimited (a paid member). */
  limit: number | null;
  /** Scans used in the window (for anonymous visitors: ever, from this IP). */
  used: number;
  /** SPEC.md: -1 = unlimited. */
  remaining: number;
}

export type NewResume = Omit<typeof resumes.$inferInsert, 'id' | 'userId' | 'createdAt'>;

/** Anonymous visitors' scans never reset: their window is the epoch. */
export const ANONYMOUS_WINDOW_START = new Date(0);

/** The start of the window that `now` is in: the UTC day or the UTC month. */
export function windowStart(window: 'day' | 'month', now: Date): Date {
  return window === 'day'
    ? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
    : new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/** `::ffff:203.0.113.9` and `203.0.113.9` are one visitor. */
export function normalizeIp(ip: string): string {
  return ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
}

export function quotaKey(subject: ScanSubject): string {
  return subject.userId ? `user:${subject.userId}` : `ip:${normalizeIp(subject.ip)}`.slice(0, 100);
}

/** The 429 of SPEC.md section 3: `{ message, needsPayment }`. */
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
  return new HttpError(429, `You've used your ${config.free} free scans for ${period}. Upgrade to a paid plan for unlimited scans.`, {
    needsPayment: true,
  });
}

export function createScanService(deps: { db: Db; config: AppConfig['scans']; memberships: MembershipsRepository; now?: () => Date }) {
  const { db, config, memberships } = deps;
  const now = deps.now ?? (() => new Date());

  const windowOf = (subject: ScanSubject, at: Date) => (subject.userId ? windowStart(config.window, at) : ANONYMOUS_WINDOW_START);
  const limitOf = (subject: ScanSubject, membership: Membership | null) => (membership ? null : subject.userId ? config.free : config.anonymous);

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

    /** What the subject may still do now (usage-status, and the upload's early check). */
    async allowance(subject: ScanSubject): Promise<ScanAllowance> {
      const at = now();
      const [membership, count] = await Promise.all([subject.userId ? memberships.activeMembership(subject.userId, at) : null, used(subject, at)]);
      const limit = limitOf(subject, membership);
      return { membership, limit, used: count, remaining: limit === null ? -1 : Math.max(0, limit - count) };
    },

    /**
     * Consumes one scan and stores what goes with it, all or nothing. `resume` is stored for an
     * account (anonymous scans store no resume). Throws the 429 when the budget is spent.
     */
    async record(subject: ScanSubject, membership: Membership | null, resume: NewResume | null): Promise<{ resumeId: string | null; remaining: number }> {
      const limit = limitOf(subject, membership);
      if (limit !== null && limit <= 0) throw scanLimitError(subject, config);
      const at = now();
      const consumed = await db.transaction(async (tx) => {
        // The atomic part: insert the window's row, or add one to it while it is under the limit.
        const rows = await tx
          .insert(scanQuotas)
          .values({ subject: quotaKey(subject), windowStart: windowOf(subject, at), used: 1, updatedAt: at })
          .onConflictDoUpdate({
            target: [scanQuotas.subject, scanQuotas.windowStart],
            set: { used: sql`${scanQuotas.used} + 1`, updatedAt: at },
            ...(limit === null ? {} : { setWhere: sql`${scanQuotas.used} < ${limit}` }),
          })
          .returning({ used: scanQuotas.used });
        const row = rows[0];
        if (!row) return null;

        let resumeId: string | null = null;
        if (subject.userId && resume) {
          resumeId = randomUUID();
          await tx.insert(resumes).values({ ...resume, id: resumeId, userId: subject.userId, createdAt: at });
        }
        await tx.insert(scanEvents).values({ id: randomUUID(), userId: subject.userId, clientIp: normalizeIp(subject.ip).slice(0, 64), resumeId, createdAt: at });
        if (subject.userId) {
          await tx
            .update(users)
            .set({ scanCount: sql`${users.scanCount} + 1`, lastScanAt: at })
            .where(eq(users.id, subject.userId));
        }
        return { used: row.used, resumeId };
      });
      if (!consumed) throw scanLimitError(subject, config);
      return { resumeId: consumed.resumeId, remaining: limit === null ? -1 : Math.max(0, limit - consumed.used) };
    },
  };
}

export type ScanService = ReturnType<typeof createScanService>;

declare module 'fastify' {
  interface FastifyInstance {
    scans: ScanService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('scans', createScanService({ db: app.db, config: app.config.scans, memberships: app.membershipsRepository }));
  },
  { name: 'scans', dependencies: ['database', 'memberships-repository'] },
);
