// Billing: plans, payments and subscriptions turned into memberships (docs/product/plans-and-billing.md#plans, docs/product/rules-and-limits.md#tiers-and-roles and docs/product/api.md#payment).
// Provider-neutral: the provider (Stripe or the built-in test one) holds the money side; this
// service asks it for the real state of a payment, checkout or subscription every time, never
// trusting the browser or an event's copy, and writes the membership that scans, the profile and
// the app bar read. docs/decisions/010 (plans) and 011 (providers).
import { randomUUID } from 'node:crypto';
import {
  MEMBERSHIP_TYPES,
  UNLIMITED_SCANS,
  type MembershipPlan,
  type Purchase,
  type Subscription,
} from '@resumebeat/shared-contract';
import { paths } from '@resumebeat/shared-contract/app-map';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import {
  billingCustomers,
  billingLeases,
  type Membership,
  type MembershipPlanRow,
  membershipPlans,
  memberships,
  paymentEvents,
  paymentPurchases,
  type PaymentPurchaseRow,
  type User,
  users,
} from '../../../db/schema';
import { HttpError, conflict, forbidden, notFound } from '../../../lib/http-errors';
import { type MembershipsRepository, PERIOD_GRACE_MS } from '../memberships-repository';
import type { ScanService } from '../scans';
import { addMonth } from './local-provider';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderSubscription,
} from './types';

export const PAYMENT_MESSAGES = {
  notSuccessful: 'Payment was not successful',
  paymentsOff: 'Payments are turned off on this server.',
  providerDown: 'The payment provider could not be reached. Please try again.',
  unknownPlan: 'This plan does not exist.',
  freePlan: 'The Free plan needs no payment.',
  otherAccount: 'This payment belongs to another account.',
  otherAccountCheckout: 'This checkout belongs to another account.',
  paymentNotFound: 'Payment not found.',
  checkoutNotFound: 'Checkout not found.',
  otherPlan: 'This payment is for another plan.',
  wrongAmount: "This payment does not match the plan's price.",
  checkoutIncomplete: 'This checkout is not complete yet.',
  notHosted: 'This plan is paid with the card form, not hosted checkout.',
  noSubscription: 'You have no active subscription to cancel.',
  noBillingAccount: 'No billing account yet: subscribe to a plan first.',
  otherProvider: 'This membership is managed by another payment provider.',
  processing:
    'Your payment is being processed. Your plan becomes active as soon as it clears; you can close this window.',
  processingBusy: 'A payment of yours is still being processed: your plan becomes active as soon as it clears.',
  tooManyPurchases: 'Too many payment attempts on this account. Please try again in an hour.',
  openCard: 'You have a card payment in progress: it is continued here.',
  openCheckout: 'You have a checkout in progress: continue it on the checkout page.',
} as const;

/** Provider objects (intents, checkout sessions) one account may have made in an hour (review M16). */
export const PURCHASES_PER_HOUR = 10;
const LEASE_MS = 10 * 60 * 1000;

/** Access while Stripe retries a failed renewal (past_due) is kept; these statuses end it. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

const dateText = (date: Date) =>
  date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider | null;
  memberships: MembershipsRepository;
  scans: ScanService;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** The config's word on test mode (the provider's own guess otherwise). */
  testMode?: boolean;
}

export function createBillingService(deps: BillingDeps) {
  const { db, log } = deps;
  const now = deps.now ?? (() => new Date());
  let plansCache: MembershipPlanRow[] | null = null;

  function provider(): PaymentProvider {
    if (!deps.provider) throw new HttpError(503, PAYMENT_MESSAGES.paymentsOff);
    return deps.provider;
  }

  /** Runs a provider call; an unreachable or failing provider is a 502 in our words (its own in the log). */
  async function ask<T>(work: (p: PaymentProvider) => Promise<T>): Promise<T> {
    const current = provider();
    try {
      return await work(current);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        log.error({ err: error }, 'payment provider call failed');
        throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
      }
      throw error;
    }
  }

  async function plans(): Promise<MembershipPlanRow[]> {
    // Plans change only by migration: read once.
    plansCache ??= await db.select().from(membershipPlans).orderBy(asc(membershipPlans.type));
    return plansCache;
  }

  async function planById(planId: number | string): Promise<MembershipPlanRow> {
    const id = typeof planId === 'number' ? planId : /^\d+$/.test(planId) ? Number(planId) : NaN;
    const plan = (await plans()).find((row) => row.id === id);
    if (!plan) throw notFound(PAYMENT_MESSAGES.unknownPlan);
    return plan;
  }

  async function planOf(membership: Pick<Membership, 'planId' | 'planType'>): Promise<MembershipPlanRow | null> {
    const all = await plans();
    return (
      all.find((row) => row.id === membership.planId) ?? all.find((row) => row.type === membership.planType) ?? null
    );
  }

  async function paidPlan(planId: number | string): Promise<MembershipPlanRow> {
    const plan = await planById(planId);
    if (plan.type === MEMBERSHIP_TYPES.FREE || plan.priceCents === 0)
      throw new HttpError(400, PAYMENT_MESSAGES.freePlan);
    if (!plan.isOffered) throw notFound(PAYMENT_MESSAGES.unknownPlan);
    return plan;
  }

  /** Paying for what one already has (or less) is refused, before any money moves. */
  async function ensureNotMember(userId: string, plan: MembershipPlanRow) {
    let active = await deps.memberships.activeMembership(userId, now());
    if (!active || active.planType < plan.type) {
      // A subscription whose renewal was not heard of yet may still be paid for: ask before selling another.
      await reconcileLapsed(userId);
      active = await deps.memberships.activeMembership(userId, now());
    }
    if (active && active.planType >= plan.type) {
      const current = await planOf(active);
      throw conflict(`You already have the ${current?.name ?? plan.name} plan.`);
    }
  }

  async function customerFor(user: User): Promise<string> {
    const p = provider();
    const find = async () =>
      (
        await db
          .select()
          .from(billingCustomers)
          .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, p.name)))
          .limit(1)
      )[0]?.customerId;
    const existing = await find();
    if (existing) return existing;
    const created = await ask((current) =>
      current.createCustomer({ userId: user.id, email: user.email, name: user.username }),
    );
    await db
      .insert(billingCustomers)
      .values({ userId: user.id, provider: p.name, customerId: created })
      .onConflictDoNothing();
    // Two first payments at once: both keep the customer that was stored first.
    return (await find()) ?? created;
  }

  async function toView(membership: Membership): Promise<Subscription> {
    const plan = await planOf(membership);
    const allowance = await deps.scans.allowance({ userId: membership.userId, ip: '' });
    const end = membership.endsAt ?? membership.currentPeriodEnd;
    const at = now();
    const isActive =
      membership.status === 'active' &&
      (membership.endsAt === null || membership.endsAt > at) &&
      (membership.currentPeriodEnd === null || membership.currentPeriodEnd.getTime() + PERIOD_GRACE_MS > at.getTime());
    return {
      planName: plan?.name ?? 'Unknown',
      price: (plan?.priceCents ?? 0) / 100,
      isActive,
      scansUsed: allowance.used,
      scanLimit: UNLIMITED_SCANS,
      scansRemaining: UNLIMITED_SCANS,
      type: membership.planType,
      startDate: membership.startedAt.toISOString(),
      endDate: end ? end.toISOString() : null,
      // Only a renewing subscription can be cancelled; a month paid once ends by itself.
      canCancel: isActive && membership.providerSubscriptionId !== null && !membership.cancelAtPeriodEnd,
      state: isActive ? 'active' : 'inactive',
      billing: membership.providerSubscriptionId !== null ? 'subscription' : 'pass',
      currentPeriodEnd: membership.currentPeriodEnd ? membership.currentPeriodEnd.toISOString() : null,
      cancelAtPeriodEnd: membership.cancelAtPeriodEnd,
      renews: isActive && membership.providerSubscriptionId !== null && !membership.cancelAtPeriodEnd,
      provider: membership.provider === 'stripe' || membership.provider === 'local' ? membership.provider : null,
      canManageBilling: deps.provider !== null && membership.provider === deps.provider.name,
    };
  }

  /**
   * Writes the membership a subscription grants, from the provider's current state. Applying the
   * same state twice, or states out of order, ends in the same row (keyed by the subscription).
   */
  async function syncSubscription(
    subscription: ProviderSubscription,
    hints: { userId?: string | null; planId?: string | null } = {},
  ): Promise<Membership | null> {
    const p = provider();
    const userId = subscription.metadata.userId ?? hints.userId ?? null;
    if (!userId) {
      log.warn({ subscription: subscription.id }, 'subscription without a user: not ours, ignored');
      return null;
    }
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!owner) {
      log.warn({ subscription: subscription.id }, 'subscription of an account that no longer exists, ignored');
      return null;
    }
    const all = await plans();
    const typeFromPrice = subscription.priceId ? p.planTypeOfPrice(subscription.priceId) : null;
    const planIdHint = subscription.metadata.planId ?? hints.planId;
    const plan =
      (typeFromPrice !== null ? all.find((row) => row.type === typeFromPrice) : undefined) ??
      all.find((row) => String(row.id) === planIdHint);
    if (!plan || plan.type === MEMBERSHIP_TYPES.FREE) {
      log.error(
        { subscription: subscription.id, price: subscription.priceId },
        'subscription for a price that is no plan: ignored',
      );
      return null;
    }
    if (subscription.status === 'incomplete') return null;
    const ended = ENDED_STATUSES.has(subscription.status);
    const status = ended ? 'canceled' : 'active';
    const endsAt = ended
      ? (subscription.endedAt ?? now())
      : subscription.cancelAtPeriodEnd
        ? (subscription.cancelAt ?? subscription.currentPeriodEnd)
        : null;
    const at = now();
    const [row] = await db
      .insert(memberships)
      .values({
        id: randomUUID(),
        userId,
        planType: plan.type,
        planId: plan.id,
        status,
        startedAt: subscription.startedAt > at ? at : subscription.startedAt,
        endsAt,
        provider: p.name,
        providerCustomerId: subscription.customerId,
        providerSubscriptionId: subscription.id,
        providerStatus: subscription.status,
        currentPeriodEnd: subscription.currentPeriodEnd,
        cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      })
      .onConflictDoUpdate({
        target: [memberships.provider, memberships.providerSubscriptionId],
        set: {
          planType: plan.type,
          planId: plan.id,
          status,
          endsAt,
          providerStatus: subscription.status,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          updatedAt: at,
        },
      })
      .returning();
    if (subscription.customerId) {
      await db
        .insert(billingCustomers)
        .values({ userId, provider: p.name, customerId: subscription.customerId })
        .onConflictDoNothing();
    }
    return row ?? null;
  }

  async function syncSubscriptionById(
    subscriptionId: string,
    hints?: { userId?: string | null; planId?: string | null },
  ) {
    const subscription = await ask((p) => p.retrieveSubscription(subscriptionId));
    return subscription ? syncSubscription(subscription, hints) : null;
  }

  async function applyCheckout(sessionId: string): Promise<{
    membership: Membership | null;
    owner: string | null;
    complete: boolean;
    session: ProviderCheckoutSession | null;
  }> {
    const session = await ask((p) => p.retrieveCheckoutSession(sessionId));
    if (!session) return { membership: null, owner: null, complete: false, session };
    const owner = session.clientReferenceId ?? session.metadata.userId ?? null;
    const complete =
      session.status === 'complete' &&
      (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required');
    if (!complete || !session.subscriptionId || !owner) return { membership: null, owner, complete, session };
    const membership = await syncSubscriptionById(session.subscriptionId, {
      userId: owner,
      planId: session.metadata.planId,
    });
    if (membership) await finishPurchase(session.id, 'done');
    return { membership, owner, complete, session };
  }

  /**
   * A card payment's membership (a one-month pass), from the provider's word on the intent: made
   * once when it succeeded, ended at once when it was refunded in full or disputed. Order and
   * repetition of events do not matter: the intent's current state decides.
   */
  async function syncPass(intent: ProviderPaymentIntent): Promise<Membership | null> {
    const p = provider();
    const userId = intent.metadata.userId;
    const plan = (await plans()).find((row) => String(row.id) === intent.metadata.planId);
    if (!userId || !plan || plan.type === MEMBERSHIP_TYPES.FREE) return null;
    const where = and(eq(memberships.provider, p.name), eq(memberships.providerPaymentId, intent.id));
    if (intent.refunded || intent.disputed) {
      const at = now();
      const [ended] = await db
        .update(memberships)
        .set({
          status: 'canceled',
          endsAt: at,
          providerStatus: intent.refunded ? 'refunded' : 'disputed',
          updatedAt: at,
        })
        .where(and(where, eq(memberships.status, 'active')))
        .returning();
      if (ended)
        log.warn(
          { paymentIntent: intent.id, refunded: intent.refunded, disputed: intent.disputed },
          'card payment refunded or disputed: access ended',
        );
      await finishPurchase(intent.id, 'canceled');
      return ended ?? null;
    }
    if (intent.status !== 'succeeded' || intent.amountCents !== plan.priceCents || intent.currency !== plan.currency)
      return null;
    const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    if (!owner) return null;
    const started = now();
    const ends = addMonth(started);
    await db
      .insert(memberships)
      .values({
        id: randomUUID(),
        userId,
        planType: plan.type,
        planId: plan.id,
        status: 'active',
        startedAt: started,
        endsAt: ends,
        provider: p.name,
        providerCustomerId: intent.customerId,
        providerPaymentId: intent.id,
        providerStatus: intent.status,
        currentPeriodEnd: ends,
      })
      .onConflictDoNothing({ target: [memberships.provider, memberships.providerPaymentId] });
    await finishPurchase(intent.id, 'done');
    const [membership] = await db.select().from(memberships).where(where).limit(1);
    return membership ?? null;
  }

  async function finishPurchase(providerObjectId: string, state: 'done' | 'canceled') {
    await db
      .update(paymentPurchases)
      .set({ state, updatedAt: now() })
      .where(
        and(
          eq(paymentPurchases.provider, provider().name),
          eq(paymentPurchases.providerObjectId, providerObjectId),
          inArray(paymentPurchases.state, ['open', 'processing']),
        ),
      );
  }

  /** The account's open or processing purchase, refreshed from the provider (finished ones are closed here). */
  async function currentPurchase(
    userId: string,
  ): Promise<{ row: PaymentPurchaseRow; intent: ProviderPaymentIntent | null } | null> {
    const p = provider();
    const [row] = await db
      .select()
      .from(paymentPurchases)
      .where(and(eq(paymentPurchases.userId, userId), inArray(paymentPurchases.state, ['open', 'processing'])))
      .limit(1);
    if (!row) return null;
    if (row.provider !== p.name) {
      await finishPurchase(row.providerObjectId, 'canceled');
      return null;
    }
    if (row.kind === 'card') {
      const intent = await ask((current) => current.retrievePaymentIntent(row.providerObjectId));
      if (!intent || intent.status === 'canceled') {
        await finishPurchase(row.providerObjectId, 'canceled');
        return null;
      }
      if (intent.status === 'succeeded') {
        await syncPass(intent);
        return null;
      }
      const state = intent.status === 'processing' ? 'processing' : 'open';
      if (state !== row.state)
        await db.update(paymentPurchases).set({ state, updatedAt: now() }).where(eq(paymentPurchases.id, row.id));
      return { row: { ...row, state }, intent };
    }
    const result = await applyCheckout(row.providerObjectId);
    const session = result.session;
    if (!session || session.status === 'expired' || result.complete) {
      await finishPurchase(row.providerObjectId, result.complete ? 'done' : 'canceled');
      return null;
    }
    return { row, intent: null };
  }

  async function purchaseView(current: {
    row: PaymentPurchaseRow;
    intent: ProviderPaymentIntent | null;
  }): Promise<Purchase> {
    const { row, intent } = current;
    const plan = await planById(row.planId);
    const state = row.state === 'processing' ? 'processing' : 'open';
    return {
      kind: row.kind,
      planId: plan.id,
      planName: plan.name,
      state,
      paymentIntentId: row.kind === 'card' ? row.providerObjectId : null,
      clientSecret: row.kind === 'card' && state === 'open' ? (intent?.clientSecret ?? null) : null,
      checkoutUrl: row.kind === 'checkout' && state === 'open' ? row.checkoutUrl : null,
      message:
        state === 'processing'
          ? PAYMENT_MESSAGES.processingBusy
          : row.kind === 'card'
            ? PAYMENT_MESSAGES.openCard
            : PAYMENT_MESSAGES.openCheckout,
      createdAt: row.createdAt.toISOString(),
    };
  }

  /** Closes the account's open purchase (to start another); a processing one is refused. */
  async function replacePurchase(current: { row: PaymentPurchaseRow }) {
    if (current.row.state === 'processing') throw conflict(PAYMENT_MESSAGES.processingBusy);
    if (current.row.kind === 'card') {
      const intent = await ask((p) => p.cancelPaymentIntent(current.row.providerObjectId));
      if (intent && intent.status === 'succeeded') {
        await syncPass(intent);
        throw conflict(`Your payment for ${(await planById(current.row.planId)).name} went through already.`);
      }
      if (intent?.status === 'processing') throw conflict(PAYMENT_MESSAGES.processingBusy);
    } else {
      await ask((p) => p.expireCheckoutSession(current.row.providerObjectId));
      const result = await applyCheckout(current.row.providerObjectId);
      if (result.complete)
        throw conflict(`Your checkout for ${(await planById(current.row.planId)).name} is complete already.`);
    }
    await finishPurchase(current.row.providerObjectId, 'canceled');
  }

  async function ensureUnderPurchaseLimit(userId: string) {
    const since = new Date(now().getTime() - 60 * 60 * 1000);
    const [counted] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(paymentPurchases)
      .where(and(eq(paymentPurchases.userId, userId), gte(paymentPurchases.createdAt, since)));
    if ((counted?.count ?? 0) >= PURCHASES_PER_HOUR) throw new HttpError(429, PAYMENT_MESSAGES.tooManyPurchases);
  }

  /** Records a new purchase; another tab's made at the same moment wins and this one's object is closed. */
  async function recordPurchase(values: {
    userId: string;
    kind: 'card' | 'checkout';
    planId: number;
    providerObjectId: string;
    checkoutUrl: string | null;
  }): Promise<boolean> {
    const at = now();
    const [row] = await db
      .insert(paymentPurchases)
      .values({ id: randomUUID(), provider: provider().name, state: 'open', createdAt: at, updatedAt: at, ...values })
      .onConflictDoNothing()
      .returning();
    if (row) return true;
    if (values.kind === 'card') await ask((p) => p.cancelPaymentIntent(values.providerObjectId));
    else await ask((p) => p.expireCheckoutSession(values.providerObjectId));
    return false;
  }

  /** Asks the provider for the truth of one membership and writes it (reconciliation). */
  async function reconcileMembership(membership: Membership) {
    if (!deps.provider || membership.provider !== deps.provider.name) return;
    if (membership.providerSubscriptionId) {
      const subscription = await ask((p) => p.retrieveSubscription(membership.providerSubscriptionId!));
      if (subscription) await syncSubscription(subscription, { userId: membership.userId });
      else await endMembership(membership, 'missing');
    } else if (membership.providerPaymentId) {
      const intent = await ask((p) => p.retrievePaymentIntent(membership.providerPaymentId!));
      if (intent) await syncPass(intent);
    }
  }

  async function endMembership(membership: Membership, reason: string) {
    const at = now();
    await db
      .update(memberships)
      .set({ status: 'canceled', endsAt: at, providerStatus: reason, updatedAt: at })
      .where(eq(memberships.id, membership.id));
  }

  /** A member whose paid period is over (no renewal recorded): the provider says whether it renewed. */
  async function reconcileLapsed(userId: string) {
    if (!deps.provider) return;
    const lapsed = await db
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.userId, userId),
          eq(memberships.status, 'active'),
          eq(memberships.provider, deps.provider.name),
          isNotNull(memberships.providerSubscriptionId),
          lt(memberships.currentPeriodEnd, now()),
        ),
      )
      .limit(5);
    for (const membership of lapsed) {
      try {
        await reconcileMembership(membership);
      } catch (error) {
        log.warn({ err: error, membership: membership.id }, 'reconciliation of a lapsed membership failed');
      }
    }
  }

  async function activeView(userId: string): Promise<Subscription | null> {
    let active = await deps.memberships.activeMembership(userId, now());
    if (!active) {
      await reconcileLapsed(userId);
      active = await deps.memberships.activeMembership(userId, now());
    }
    return active ? toView(active) : null;
  }

  /** The active membership, else the latest one (shown as inactive, docs/product/plans-and-billing.md#subscription-card), else null. */
  async function latestView(userId: string): Promise<Subscription | null> {
    const active = await activeView(userId);
    if (active) return active;
    const [latest] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.userId, userId))
      .orderBy(desc(memberships.startedAt))
      .limit(1);
    return latest && latest.planType > 0 ? toView(latest) : null;
  }

  /**
   * A full refund or an opened dispute ends the access it paid for at once: a pass by its payment
   * intent; a subscription's invoice (no pass of that intent) by ending the customer's subscriptions now.
   */
  async function applyChargeReversal(event: {
    type: string;
    paymentIntentId: string | null;
    customerId: string | null;
    full: boolean;
  }) {
    if (event.type === 'charge.refunded' && !event.full) return;
    const p = provider();
    if (event.paymentIntentId) {
      const intent = await ask((current) => current.retrievePaymentIntent(event.paymentIntentId!));
      const [pass] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.provider, p.name), eq(memberships.providerPaymentId, event.paymentIntentId)))
        .limit(1);
      if (pass || (intent && intent.metadata.userId && intent.metadata.planId)) {
        if (intent)
          await syncPass({
            ...intent,
            refunded: intent.refunded || event.type === 'charge.refunded',
            disputed: intent.disputed || event.type === 'charge.dispute.created',
          });
        return;
      }
      event = { ...event, customerId: event.customerId ?? intent?.customerId ?? null };
    }
    if (!event.customerId) return;
    const subscribed = await db
      .select()
      .from(memberships)
      .where(
        and(
          eq(memberships.provider, p.name),
          eq(memberships.providerCustomerId, event.customerId),
          eq(memberships.status, 'active'),
          isNotNull(memberships.providerSubscriptionId),
        ),
      );
    for (const membership of subscribed) {
      const ended = await ask((current) => current.cancelSubscriptionNow(membership.providerSubscriptionId!));
      if (ended) await syncSubscription(ended, { userId: membership.userId });
      else await endMembership(membership, 'refunded');
      log.warn(
        { membership: membership.id, event: event.type },
        'subscription payment refunded or disputed: access ended',
      );
    }
  }

  /** One instance at a time runs `name` (a row lease in the database, taken only once expired). */
  async function withLease(name: string, work: () => Promise<void>): Promise<boolean> {
    const holder = randomUUID();
    const at = now();
    await db
      .insert(billingLeases)
      .values({ name, holder: 'none', expiresAt: new Date(0) })
      .onConflictDoNothing();
    const [taken] = await db
      .update(billingLeases)
      .set({ holder, expiresAt: new Date(at.getTime() + LEASE_MS) })
      .where(and(eq(billingLeases.name, name), lt(billingLeases.expiresAt, at)))
      .returning();
    if (!taken) return false;
    try {
      await work();
    } finally {
      await db
        .update(billingLeases)
        .set({ expiresAt: new Date(0) })
        .where(and(eq(billingLeases.name, name), eq(billingLeases.holder, holder)));
    }
    return true;
  }

  return {
    /** The plans (docs/product/plans-and-billing.md#plans), in type order; stripePriceId only where the provider sells the plan by hosted checkout. */
    async listPlans(): Promise<MembershipPlan[]> {
      return (await plans())
        .filter((plan) => plan.isOffered)
        .map((plan) => {
          const priceId = plan.type > 0 ? (deps.provider?.hostedPriceId(plan.type) ?? null) : null;
          return {
            id: plan.id,
            name: plan.name,
            price: plan.priceCents / 100,
            type: plan.type,
            ...(priceId ? { stripePriceId: priceId } : {}),
            hasAdvancedAnalytics: plan.hasAdvancedAnalytics,
            hasPrioritySupport: plan.hasPrioritySupport,
            hasBulkUpload: plan.hasBulkUpload,
          };
        });
    },

    paymentConfig() {
      return {
        provider: deps.provider?.name ?? ('none' as const),
        stripePublishableKey: deps.provider?.publishableKey ?? null,
        testMode: deps.testMode ?? deps.provider?.testMode ?? true,
      };
    },

    /** A paid plan now; a member whose period ended is checked with the provider first (a lost renewal webhook). */
    async isPremium(userId: string): Promise<boolean> {
      if ((await deps.memberships.activeMembership(userId, now())) !== null) return true;
      await reconcileLapsed(userId);
      return (await deps.memberships.activeMembership(userId, now())) !== null;
    },

    /** The active membership, else the latest one as inactive (docs/product/plans-and-billing.md#subscription-card), else null (never paid). */
    subscriptionOf: latestView,

    /** The account's purchase in progress (a second tab shows it), or null. */
    async purchase(user: User): Promise<Purchase | null> {
      if (!deps.provider) return null;
      const current = await currentPurchase(user.id);
      return current ? purchaseView(current) : null;
    },

    /**
     * One month of a paid plan by card (a pass that does not renew): the amount is the plan's
     * price, nothing from the browser. One open intent per account: asked again (a second tab, a
     * reopened dialog) it is answered again; asked for another plan, the open one is cancelled first.
     */
    async createPaymentIntent(user: User, planId: number | string) {
      const plan = await paidPlan(planId);
      await ensureNotMember(user.id, plan);
      const current = await currentPurchase(user.id);
      if (current) {
        if (
          current.row.kind === 'card' &&
          current.row.planId === plan.id &&
          current.row.state === 'open' &&
          current.intent?.clientSecret
        ) {
          return { clientSecret: current.intent.clientSecret, paymentIntentId: current.intent.id, reused: true };
        }
        await replacePurchase(current);
        await ensureNotMember(user.id, plan);
      }
      await ensureUnderPurchaseLimit(user.id);
      const customerId = await customerFor(user);
      const intent = await ask((p) =>
        p.createPaymentIntent({
          amountCents: plan.priceCents,
          currency: plan.currency,
          customerId,
          description: `ResumeBeat ${plan.name}: one month`,
          metadata: { userId: user.id, planId: String(plan.id) },
          idempotencyKey: `intent-${user.id}-${plan.id}-${randomUUID()}`,
        }),
      );
      if (!intent.clientSecret) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
      if (
        !(await recordPurchase({
          userId: user.id,
          kind: 'card',
          planId: plan.id,
          providerObjectId: intent.id,
          checkoutUrl: null,
        }))
      ) {
        // Another tab started one at the same moment: answer that one.
        const other = await currentPurchase(user.id);
        if (other?.row.kind === 'card' && other.row.planId === plan.id && other.intent?.clientSecret) {
          return { clientSecret: other.intent.clientSecret, paymentIntentId: other.intent.id, reused: true };
        }
        throw conflict(PAYMENT_MESSAGES.processingBusy);
      }
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id, reused: false };
    },

    /**
     * After the card form: the provider's word on the payment, checked against the caller, the
     * plan and its price. One membership per payment however often (or concurrently) this runs.
     * A payment still processing answers 'processing': the server finishes it by itself.
     */
    async confirmPayment(
      user: User,
      planId: number | string,
      paymentIntentId: string,
    ): Promise<{ state: 'active'; subscription: Subscription } | { state: 'processing'; message: string }> {
      const intent = await ask((p) => p.retrievePaymentIntent(paymentIntentId));
      if (!intent) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      if (intent.metadata.userId !== user.id) throw forbidden(PAYMENT_MESSAGES.otherAccount);
      const plan = await planById(planId);
      if (intent.metadata.planId !== String(plan.id)) throw new HttpError(400, PAYMENT_MESSAGES.otherPlan);
      if (intent.amountCents !== plan.priceCents || intent.currency !== plan.currency) {
        log.error(
          { paymentIntent: intent.id, amount: intent.amountCents, plan: plan.id },
          'payment amount differs from the plan price',
        );
        throw new HttpError(400, PAYMENT_MESSAGES.wrongAmount);
      }
      if (intent.status === 'processing') {
        await db
          .update(paymentPurchases)
          .set({ state: 'processing', updatedAt: now() })
          .where(
            and(
              eq(paymentPurchases.provider, provider().name),
              eq(paymentPurchases.providerObjectId, intent.id),
              eq(paymentPurchases.state, 'open'),
            ),
          );
        return { state: 'processing', message: PAYMENT_MESSAGES.processing };
      }
      if (intent.status !== 'succeeded' || intent.refunded || intent.disputed) {
        throw new HttpError(402, PAYMENT_MESSAGES.notSuccessful, { status: intent.status });
      }
      const membership = await syncPass(intent);
      if (!membership) throw new HttpError(402, PAYMENT_MESSAGES.notSuccessful, { status: intent.status });
      return { state: 'active', subscription: await toView(membership) };
    },

    /** Asks the provider for the truth of every membership and purchase that may be stale, and repairs the database. */
    async reconcile(options: { all?: boolean } = {}): Promise<{ ran: boolean; checked: number }> {
      let checked = 0;
      if (!deps.provider) return { ran: false, checked };
      const name = deps.provider.name;
      const ran = await withLease('billing-reconciliation', async () => {
        const at = now();
        const stale = await db
          .select()
          .from(memberships)
          .where(
            and(
              eq(memberships.provider, name),
              eq(memberships.status, 'active'),
              options.all
                ? sql`true`
                : or(
                    lt(memberships.currentPeriodEnd, new Date(at.getTime() + 24 * 60 * 60 * 1000)),
                    sql`${memberships.currentPeriodEnd} IS NULL`,
                  ),
            ),
          )
          .limit(500);
        for (const membership of stale) {
          checked += 1;
          try {
            await reconcileMembership(membership);
          } catch (error) {
            log.warn({ err: error, membership: membership.id }, 'reconciliation: membership not checked');
          }
        }
        const open = await db
          .select()
          .from(paymentPurchases)
          .where(and(eq(paymentPurchases.provider, name), inArray(paymentPurchases.state, ['open', 'processing'])))
          .limit(500);
        for (const purchase of open) {
          checked += 1;
          try {
            await currentPurchase(purchase.userId);
          } catch (error) {
            log.warn({ err: error, purchase: purchase.id }, 'reconciliation: purchase not checked');
          }
        }
      });
      return { ran, checked };
    },

    async startCheckout(
      user: User,
      planId: number | string,
      origin: string,
      returnPath: string = paths.profile,
    ): Promise<{ url: string; upgraded?: boolean }> {
      const plan = await paidPlan(planId);
      const priceId = provider().hostedPriceId(plan.type);
      if (!priceId) throw new HttpError(400, PAYMENT_MESSAGES.notHosted);
      await ensureNotMember(user.id, plan);
      // A higher plan for a member with a renewing lower subscription: that subscription moves to
      // the new price (prorated, as Stripe does) instead of a second one renewing beside it (L14).
      const lower = await deps.memberships.activeMembership(user.id, now());
      if (lower?.providerSubscriptionId && lower.provider === provider().name && lower.status === 'active') {
        await ensureUnderPurchaseLimit(user.id);
        const changed = await ask((p) =>
          p.changeSubscriptionPrice(lower.providerSubscriptionId!, priceId, {
            userId: user.id,
            planId: String(plan.id),
          }),
        );
        await syncSubscription(changed, { userId: user.id, planId: String(plan.id) });
        log.info({ subscription: changed.id, plan: plan.id }, 'subscription moved to a higher plan');
        return { url: `${origin}${returnPath}?payment=success&upgraded=${plan.id}`, upgraded: true };
      }
      const current = await currentPurchase(user.id);
      if (current) {
        if (current.row.kind === 'checkout' && current.row.planId === plan.id && current.row.checkoutUrl)
          return { url: current.row.checkoutUrl };
        await replacePurchase(current);
        await ensureNotMember(user.id, plan);
      }
      await ensureUnderPurchaseLimit(user.id);
      const customerId = await customerFor(user);
      const session = await ask((p) =>
        p.createCheckoutSession({
          priceId,
          expectedAmountCents: plan.priceCents,
          currency: plan.currency,
          customerId,
          description: `ResumeBeat ${plan.name}, monthly`,
          metadata: { userId: user.id, planId: String(plan.id) },
          successUrl: `${origin}${returnPath}?payment=success&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}${returnPath}?payment=cancelled`,
        }),
      );
      if (
        !(await recordPurchase({
          userId: user.id,
          kind: 'checkout',
          planId: plan.id,
          providerObjectId: session.id,
          checkoutUrl: session.url,
        }))
      ) {
        const other = await currentPurchase(user.id);
        if (other?.row.kind === 'checkout' && other.row.planId === plan.id && other.row.checkoutUrl)
          return { url: other.row.checkoutUrl };
        throw conflict(PAYMENT_MESSAGES.processingBusy);
      }
      return { url: session.url };
    },

    /** The return from hosted checkout: the provider's word on the session, for its owner only. */
    async verifyCheckout(user: User, sessionId: string): Promise<Subscription> {
      const result = await applyCheckout(sessionId);
      if (result.owner === null && !result.complete) throw notFound(PAYMENT_MESSAGES.checkoutNotFound);
      if (result.owner !== user.id) throw forbidden(PAYMENT_MESSAGES.otherAccountCheckout);
      if (!result.complete || !result.membership) throw conflict(PAYMENT_MESSAGES.checkoutIncomplete);
      return toView(result.membership);
    },

    async cancelSubscription(user: User): Promise<{ message: string; endDate: string; subscription: Subscription }> {
      const active = await deps.memberships.activeMembership(user.id, now());
      if (!active) throw notFound(PAYMENT_MESSAGES.noSubscription);
      const plan = await planOf(active);
      const end = active.currentPeriodEnd ?? active.endsAt;
      if (!active.providerSubscriptionId) {
        const ends = end ? `: it ends on ${dateText(end)}` : '';
        throw conflict(`Your ${plan?.name ?? 'plan'} month was paid once and does not renew${ends}.`);
      }
      if (active.cancelAtPeriodEnd)
        throw conflict(`Your subscription is already set to end on ${end ? dateText(end) : 'the end of its period'}.`);
      if (active.provider !== provider().name) throw conflict(PAYMENT_MESSAGES.otherProvider);
      const subscription = await ask((p) => p.cancelSubscriptionAtPeriodEnd(active.providerSubscriptionId!));
      const membership = (await syncSubscription(subscription, { userId: user.id })) ?? active;
      const view = await toView(membership);
      const endDate = view.currentPeriodEnd ?? view.endDate ?? now().toISOString();
      return {
        message: `Your subscription will not renew. You keep ${view.planName} until ${dateText(new Date(endDate))}.`,
        endDate,
        subscription: view,
      };
    },

    /** The active provider's billing portal (the built-in one included), back to `returnPath`. */
    async billingPortal(user: User, origin: string, returnPath: string = paths.profile): Promise<{ url: string }> {
      const [customer] = await db
        .select()
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider().name)))
        .limit(1);
      if (!customer) throw notFound(PAYMENT_MESSAGES.noBillingAccount);
      return ask((p) => p.createPortalSession(customer.customerId, `${origin}${returnPath}`));
    },

    /**
     * A provider event, applied once: its id is recorded first, so a redelivery or a replay
     * changes nothing; if applying fails the record is removed, so the provider's retry applies it.
     */
    async applyEvent(event: ProviderEvent): Promise<{ duplicate: boolean }> {
      const p = provider();
      const type = event.type === 'ignored' ? event.eventType : event.type;
      const [recorded] = await db
        .insert(paymentEvents)
        .values({ provider: p.name, eventId: event.id, type })
        .onConflictDoNothing()
        .returning();
      if (!recorded) return { duplicate: true };
      try {
        switch (event.type) {
          case 'checkout.session.completed':
            await applyCheckout(event.sessionId);
            break;
          case 'invoice.paid':
          case 'invoice.payment_failed':
            if (event.subscriptionId) await syncSubscriptionById(event.subscriptionId);
            break;
          case 'customer.subscription.updated':
          case 'customer.subscription.deleted':
            await syncSubscriptionById(event.subscriptionId);
            break;
          case 'payment_intent.succeeded':
          case 'payment_intent.processing':
          case 'payment_intent.payment_failed': {
            const intent = await ask((current) => current.retrievePaymentIntent(event.paymentIntentId));
            if (intent) {
              await syncPass(intent);
              if (intent.metadata.userId) await currentPurchase(intent.metadata.userId);
            }
            break;
          }
          case 'charge.refunded':
          case 'charge.dispute.created':
            await applyChargeReversal(event);
            break;
          default:
            break;
        }
      } catch (error) {
        await db
          .delete(paymentEvents)
          .where(and(eq(paymentEvents.provider, p.name), eq(paymentEvents.eventId, event.id)));
        throw error;
      }
      return { duplicate: false };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
