// Billing: plans, payments and subscriptions turned into memberships (SPEC.md sections 3, 6, 7).
// Provider-neutral: the provider (Stripe or the built-in test one) holds the money side; this
// service asks it for the real state of a payment, checkout or subscription every time, never
// trusting the browser or an event's copy, and writes the membership that scans, the profile and
// the app bar read. docs/decisions/010 (plans) and 011 (providers).
import { randomUUID } from 'node:crypto';
import { MEMBERSHIP_TYPES, type MembershipPlan, type Subscription } from '@resumebeat/shared-contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/client';
import { billingCustomers, type Membership, type MembershipPlanRow, membershipPlans, memberships, paymentEvents, type User, users } from '../../../db/schema';
import { HttpError, conflict, forbidden, notFound } from '../../../lib/http-errors';
import type { MembershipsRepository } from '../memberships-repository';
import type { ScanService } from '../scans';
import { addMonth } from './local-provider';
import { type PaymentProvider, PaymentProviderError, type ProviderEvent, type ProviderSubscription } from './types';

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
} as const;

/** Access while Stripe retries a failed renewal (past_due) is kept; these statuses end it. */
const ENDED_STATUSES = new Set(['canceled', 'unpaid', 'incomplete_expired', 'paused']);

const dateText = (date: Date) => date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

export interface BillingDeps {
  db: Db;
  provider: PaymentProvider | null;
  memberships: MembershipsRepository;
  scans: ScanService;
  log: FastifyBaseLogger;
  now?: () => Date;
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
    return all.find((row) => row.id === membership.planId) ?? all.find((row) => row.type === membership.planType) ?? null;
  }

  async function paidPlan(planId: number | string): Promise<MembershipPlanRow> {
    const plan = await planById(planId);
    if (plan.type === MEMBERSHIP_TYPES.FREE || plan.priceCents === 0) throw new HttpError(400, PAYMENT_MESSAGES.freePlan);
    if (!plan.isOffered) throw notFound(PAYMENT_MESSAGES.unknownPlan);
    return plan;
  }

  /** Paying for what one already has (or less) is refused, before any money moves. */
  async function ensureNotMember(userId: string, plan: MembershipPlanRow) {
    const active = await deps.memberships.activeMembership(userId, now());
    if (active && active.planType >= plan.type) {
      const current = await planOf(active);
      throw conflict(`You already have the ${current?.name ?? plan.name} plan.`);
    }
  }

  async function customerFor(user: User): Promise<string> {
    const p = provider();
    const find = async () =>
      (await db.select().from(billingCustomers).where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, p.name))).limit(1))[0]?.customerId;
    const existing = await find();
    if (existing) return existing;
    const created = await ask((current) => current.createCustomer({ userId: user.id, email: user.email, name: user.username }));
    await db.insert(billingCustomers).values({ userId: user.id, provider: p.name, customerId: created }).onConflictDoNothing();
    // Two first payments at once: both keep the customer that was stored first.
    return (await find()) ?? created;
  }

  async function toView(membership: Membership): Promise<Subscription> {
    const plan = await planOf(membership);
    const allowance = await deps.scans.allowance({ userId: membership.userId, ip: '' });
    const end = membership.currentPeriodEnd ?? membership.endsAt;
    return {
      planName: plan?.name ?? 'Unknown',
      price: (plan?.priceCents ?? 0) / 100,
      isActive: membership.status === 'active' && (membership.endsAt === null || membership.endsAt > now()),
      scansUsed: allowance.used,
      scanLimit: -1,
      scansRemaining: -1,
      type: membership.planType,
      startDate: membership.startedAt.toISOString(),
      endDate: end ? end.toISOString() : null,
      // Only a renewing subscription can be cancelled; a month paid once ends by itself.
      canCancel: membership.providerSubscriptionId !== null && !membership.cancelAtPeriodEnd && membership.status === 'active',
    };
  }

  /**
   * Writes the membership a subscription grants, from the provider's current state. Applying the
   * same state twice, or states out of order, ends in the same row (keyed by the subscription).
   */
  async function syncSubscription(subscription: ProviderSubscription, hints: { userId?: string | null; planId?: string | null } = {}): Promise<Membership | null> {
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
    const plan = (typeFromPrice !== null ? all.find((row) => row.type === typeFromPrice) : undefined) ?? all.find((row) => String(row.id) === planIdHint);
    if (!plan || plan.type === MEMBERSHIP_TYPES.FREE) {
      log.error({ subscription: subscription.id, price: subscription.priceId }, 'subscription for a price that is no plan: ignored');
      return null;
    }
    if (subscription.status === 'incomplete') return null;
    const ended = ENDED_STATUSES.has(subscription.status);
    const status = ended ? 'canceled' : 'active';
    const endsAt = ended ? (subscription.endedAt ?? now()) : subscription.cancelAtPeriodEnd ? (subscription.cancelAt ?? subscription.currentPeriodEnd) : null;
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
      await db.insert(billingCustomers).values({ userId, provider: p.name, customerId: subscription.customerId }).onConflictDoNothing();
    }
    return row ?? null;
  }

  async function syncSubscriptionById(subscriptionId: string, hints?: { userId?: string | null; planId?: string | null }) {
    const subscription = await ask((p) => p.retrieveSubscription(subscriptionId));
    return subscription ? syncSubscription(subscription, hints) : null;
  }

  async function applyCheckout(sessionId: string): Promise<{ membership: Membership | null; owner: string | null; complete: boolean }> {
    const session = await ask((p) => p.retrieveCheckoutSession(sessionId));
    if (!session) return { membership: null, owner: null, complete: false };
    const owner = session.clientReferenceId ?? session.metadata.userId ?? null;
    const complete = session.status === 'complete' && (session.paymentStatus === 'paid' || session.paymentStatus === 'no_payment_required');
    if (!complete || !session.subscriptionId || !owner) return { membership: null, owner, complete };
    const membership = await syncSubscriptionById(session.subscriptionId, { userId: owner, planId: session.metadata.planId });
    return { membership, owner, complete };
  }

  async function activeView(userId: string): Promise<Subscription | null> {
    const active = await deps.memberships.activeMembership(userId, now());
    return active ? toView(active) : null;
  }

  return {
    /** SPEC.md's plans, in type order; stripePriceId only where the provider sells the plan by hosted checkout. */
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
        testMode: deps.provider?.testMode ?? true,
      };
    },

    async isPremium(userId: string): Promise<boolean> {
      return (await deps.memberships.activeMembership(userId, now())) !== null;
    },

    subscriptionOf: activeView,

    /** One month of a paid plan by card: the amount is the plan's price, nothing from the browser. */
    async createPaymentIntent(user: User, planId: number | string) {
      const plan = await paidPlan(planId);
      await ensureNotMember(user.id, plan);
      const customerId = await customerFor(user);
      const intent = await ask((p) =>
        p.createPaymentIntent({
          amountCents: plan.priceCents,
          currency: plan.currency,
          customerId,
          description: `ResumeBeat ${plan.name}: one month`,
          metadata: { userId: user.id, planId: String(plan.id) },
        }),
      );
      if (!intent.clientSecret) throw new HttpError(502, PAYMENT_MESSAGES.providerDown);
      return { clientSecret: intent.clientSecret, paymentIntentId: intent.id };
    },

    /**
     * After the card form: the provider's word on the payment, checked against the caller, the
     * plan and its price. One membership per payment however often (or concurrently) this runs.
     */
    async confirmPayment(user: User, planId: number | string, paymentIntentId: string): Promise<Subscription> {
      const intent = await ask((p) => p.retrievePaymentIntent(paymentIntentId));
      if (!intent) throw notFound(PAYMENT_MESSAGES.paymentNotFound);
      if (intent.metadata.userId !== user.id) throw forbidden(PAYMENT_MESSAGES.otherAccount);
      const plan = await planById(planId);
      if (intent.metadata.planId !== String(plan.id)) throw new HttpError(400, PAYMENT_MESSAGES.otherPlan);
      if (intent.amountCents !== plan.priceCents || intent.currency !== plan.currency) {
        log.error({ paymentIntent: intent.id, amount: intent.amountCents, plan: plan.id }, 'payment amount differs from the plan price');
        throw new HttpError(400, PAYMENT_MESSAGES.wrongAmount);
      }
      if (intent.status !== 'succeeded') throw new HttpError(402, PAYMENT_MESSAGES.notSuccessful, { status: intent.status });
      const started = now();
      const ends = addMonth(started);
      await db
        .insert(memberships)
        .values({
          id: randomUUID(),
          userId: user.id,
          planType: plan.type,
          planId: plan.id,
          status: 'active',
          startedAt: started,
          endsAt: ends,
          provider: provider().name,
          providerPaymentId: intent.id,
          providerStatus: intent.status,
          currentPeriodEnd: ends,
        })
        .onConflictDoNothing({ target: [memberships.provider, memberships.providerPaymentId] });
      const [membership] = await db
        .select()
        .from(memberships)
        .where(and(eq(memberships.provider, provider().name), eq(memberships.providerPaymentId, intent.id)))
        .limit(1);
      return toView(membership!);
    },

    async startCheckout(user: User, planId: number | string, origin: string): Promise<{ url: string }> {
      const plan = await paidPlan(planId);
      const priceId = provider().hostedPriceId(plan.type);
      if (!priceId) throw new HttpError(400, PAYMENT_MESSAGES.notHosted);
      await ensureNotMember(user.id, plan);
      const customerId = await customerFor(user);
      const session = await ask((p) =>
        p.createCheckoutSession({
          priceId,
          expectedAmountCents: plan.priceCents,
          currency: plan.currency,
          customerId,
          description: `ResumeBeat ${plan.name}, monthly`,
          metadata: { userId: user.id, planId: String(plan.id) },
          successUrl: `${origin}/profile?payment=success&session_id={CHECKOUT_SESSION_ID}`,
          cancelUrl: `${origin}/profile?payment=cancelled`,
        }),
      );
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

    async cancelSubscription(user: User): Promise<{ message: string; subscription: Subscription }> {
      const active = await deps.memberships.activeMembership(user.id, now());
      if (!active) throw notFound(PAYMENT_MESSAGES.noSubscription);
      const plan = await planOf(active);
      const end = active.currentPeriodEnd ?? active.endsAt;
      if (!active.providerSubscriptionId) {
        const ends = end ? `: it ends on ${dateText(end)}` : '';
        throw conflict(`Your ${plan?.name ?? 'plan'} month was paid once and does not renew${ends}.`);
      }
      if (active.cancelAtPeriodEnd) throw conflict(`Your subscription is already set to end on ${end ? dateText(end) : 'the end of its period'}.`);
      if (active.provider !== provider().name) throw conflict(PAYMENT_MESSAGES.otherProvider);
      const subscription = await ask((p) => p.cancelSubscriptionAtPeriodEnd(active.providerSubscriptionId!));
      const membership = (await syncSubscription(subscription, { userId: user.id })) ?? active;
      const view = await toView(membership);
      const until = view.endDate ? dateText(new Date(view.endDate)) : 'the end of the period';
      return { message: `Your subscription will end on ${until}. You keep ${view.planName} until then.`, subscription: view };
    },

    async billingPortal(user: User, origin: string): Promise<{ url: string }> {
      const [customer] = await db
        .select()
        .from(billingCustomers)
        .where(and(eq(billingCustomers.userId, user.id), eq(billingCustomers.provider, provider().name)))
        .limit(1);
      if (!customer) throw notFound(PAYMENT_MESSAGES.noBillingAccount);
      return ask((p) => p.createPortalSession(customer.customerId, `${origin}/profile`));
    },

    /**
     * A provider event, applied once: its id is recorded first, so a redelivery or a replay
     * changes nothing; if applying fails the record is removed, so the provider's retry applies it.
     */
    async applyEvent(event: ProviderEvent): Promise<{ duplicate: boolean }> {
      const p = provider();
      const type = event.type === 'ignored' ? event.eventType : event.type;
      const [recorded] = await db.insert(paymentEvents).values({ provider: p.name, eventId: event.id, type }).onConflictDoNothing().returning();
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
          default:
            break;
        }
      } catch (error) {
        await db.delete(paymentEvents).where(and(eq(paymentEvents.provider, p.name), eq(paymentEvents.eventId, event.id)));
        throw error;
      }
      return { duplicate: false };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
