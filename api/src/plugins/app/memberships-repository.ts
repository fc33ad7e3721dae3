// Paid memberships: billing (plugins/app/payments) writes them from payments and subscriptions;
// scans, the profile, the auth responses and /api/auth/me read them. A membership counts while
// its status is 'active', it has started, and it has no end or ends in the future; plan type 0
// (Free) is not paid. A membership with a paid period (current_period_end) counts only until that
// period ends (plus PERIOD_GRACE_MS): a renewal recorded by billing moves it on, so a lost webhook
// costs at most the rest of one period (docs/decisions/028).
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type Membership, membershipPlans, memberships } from '../../db/schema';

export const ACTIVE_MEMBERSHIP_STATUS = 'active';

/** Time after a period's end while the provider's renewal (charged at the end) is reported. */
export const PERIOD_GRACE_MS = 60 * 60 * 1000;

/** What scans need to know of a membership. */
export type ActiveMembership = Pick<Membership, 'id' | 'planType'>;

/** A membership of the user that counts now (the conditions above), for queries that join it. */
export const activeCondition = (userId: string, now: Date): SQL =>
  and(
    eq(memberships.userId, userId),
    eq(memberships.status, ACTIVE_MEMBERSHIP_STATUS),
    gt(memberships.planType, 0),
    lte(memberships.startedAt, now),
    or(isNull(memberships.endsAt), gt(memberships.endsAt, now)),
    or(
      isNull(memberships.currentPeriodEnd),
      gt(memberships.currentPeriodEnd, new Date(now.getTime() - PERIOD_GRACE_MS)),
    ),
  )!;

/** The user's best active paid membership as a subquery (id, plan_type), for one-round-trip reads. */
export function activeMembershipQuery(userId: string, now: Date): SQL {
  return sql`SELECT ${memberships.id} AS id, ${memberships.planType} AS plan_type FROM ${memberships} WHERE ${activeCondition(userId, now)}
    ORDER BY ${memberships.planType} DESC, ${memberships.startedAt} DESC LIMIT 1`;
}

/** The plan flags a membership's plan grants: bulk upload, priority support, advanced analytics. */
export type PlanFlag = 'hasBulkUpload' | 'hasPrioritySupport' | 'hasAdvancedAnalytics';

/**
 * Whether a membership of the user that counts now (activeCondition: active, started, not ended,
 * its paid period not over) is on a plan with the flag. The plan is the membership's own plan row,
 * or, for memberships written before plans had ids, the plan of its type.
 */
export async function planHasFlag(db: Db, userId: string, flag: PlanFlag, now: Date = new Date()): Promise<boolean> {
  const rows = await db
    .select({ flag: membershipPlans[flag] })
    .from(memberships)
    .innerJoin(
      membershipPlans,
      or(
        eq(memberships.planId, membershipPlans.id),
        and(isNull(memberships.planId), eq(memberships.planType, membershipPlans.type)),
      ),
    )
    .where(activeCondition(userId, now));
  return rows.some((row) => row.flag);
}

export function createMembershipsRepository(db: Db) {
  return {
    /** The user's best active paid membership (highest plan type, then the newest), or null. */
    async activeMembership(userId: string, now: Date = new Date()): Promise<Membership | null> {
      const [row] = await db
        .select()
        .from(memberships)
        .where(activeCondition(userId, now))
        .orderBy(desc(memberships.planType), desc(memberships.startedAt))
        .limit(1);
      return row ?? null;
    },

    /** A membership made directly (tests; billing writes its own with the payment that made it). */
    async create(input: {
      userId: string;
      planType: number;
      status?: string;
      startedAt?: Date;
      endsAt?: Date | null;
    }): Promise<Membership> {
      const [row] = await db
        .insert(memberships)
        .values({
          id: randomUUID(),
          userId: input.userId,
          planType: input.planType,
          status: input.status ?? ACTIVE_MEMBERSHIP_STATUS,
          startedAt: input.startedAt ?? new Date(),
          endsAt: input.endsAt ?? null,
        })
        .returning();
      if (!row) throw new Error('insert returned no row');
      return row;
    },
  };
}

export type MembershipsRepository = ReturnType<typeof createMembershipsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    membershipsRepository: MembershipsRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('membershipsRepository', createMembershipsRepository(app.db));
  },
  { name: 'memberships-repository', dependencies: ['database'] },
);
