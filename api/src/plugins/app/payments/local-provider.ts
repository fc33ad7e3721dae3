// The built-in test payment provider (PAYMENT_PROVIDER=local, the default without Stripe keys).
// It does what Stripe does for this product, inside the api and its database: payment intents
// confirmed by the product's own card form, a hosted checkout page that starts a monthly
// subscription, renewals, cancellation at period end and a billing portal. No money moves: cards
// are charged by Stripe's public test numbers (test-cards.ts); a real number is declined.
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import {
  type LocalCheckoutSessionRow,
  type LocalPaymentIntentRow,
  type LocalSubscriptionRow,
  localCheckoutSessions,
  localPaymentIntents,
  localPortalSessions,
  localSubscriptions,
} from '../../../db/schema';
import { AUTHENTICATION_FAILED, type CardError, type CardInput, chargeCard, last4 } from './test-cards';
import type {
  CreateCheckoutSessionInput,
  CreatePaymentIntentInput,
  PaymentMetadata,
  PaymentProvider,
  ProviderCheckoutSession,
  ProviderEvent,
  ProviderPaymentIntent,
  ProviderSubscription,
} from './types';
import { WebhookSignatureError } from './types';

/** Paths of the provider's pages and calls, under the api (reachable wherever the api is). */
export const LOCAL_PAGES = {
  checkout: (id: string) => `/api/payment/local/checkout/${id}`,
  portal: (id: string) => `/api/payment/local/portal/${id}`,
};

/** Its price ids: one per paid plan type. */
export const LOCAL_PRICE_IDS: Record<number, string> = {
  1: 'price_local_basic',
  2: 'price_local_premium',
  3: 'price_local_enterprise',
};

const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;
const PORTAL_LIFETIME_MS = 60 * 60 * 1000;

const newId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`;

/** The same day next month, or the month's last day (Jan 31 -> Feb 28), as Stripe bills monthly. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export type LocalPaymentResult = {
  id: string;
  status: 'requires_payment_method' | 'requires_action' | 'succeeded' | 'canceled';
  error: CardError | null;
};

export type CheckoutPayResult =
  | { kind: 'paid'; redirect: string }
  | { kind: 'declined'; error: CardError }
  | { kind: 'needs-authentication' }
  | { kind: 'closed'; session: LocalCheckoutSessionRow | null };

export interface LocalCheckoutView {
  session: LocalCheckoutSessionRow;
}

export interface LocalPortalView {
  id: string;
  returnUrl: string;
  subscriptions: LocalSubscriptionRow[];
}

export type EventSink = (event: ProviderEvent) => Promise<void>;

const asIntent = (row: LocalPaymentIntentRow): ProviderPaymentIntent => ({
  id: row.id,
  clientSecret: row.clientSecret,
  status: row.status,
  amountCents: row.amountCents,
  currency: row.currency,
  metadata: row.metadata as Partial<PaymentMetadata>,
  customerId: row.customerId,
  refunded: row.refundedAt !== null,
  disputed: row.disputedAt !== null,
});

const asSession = (row: LocalCheckoutSessionRow, url: string | null): ProviderCheckoutSession => ({
  id: row.id,
  url,
  status: row.status,
  paymentStatus: row.paymentStatus,
  clientReferenceId: (row.metadata as Partial<PaymentMetadata>).userId ?? null,
  metadata: row.metadata as Partial<PaymentMetadata>,
  customerId: row.customerId,
  subscriptionId: row.subscriptionId,
});

const asSubscription = (row: LocalSubscriptionRow): ProviderSubscription => ({
  id: row.id,
  customerId: row.customerId,
  status: row.status,
  priceId: row.priceId,
  metadata: row.metadata as Partial<PaymentMetadata>,
  startedAt: row.createdAt,
  currentPeriodEnd: row.currentPeriodEnd,
  cancelAtPeriodEnd: row.cancelAtPeriodEnd,
  cancelAt: row.cancelAtPeriodEnd ? row.currentPeriodEnd : null,
  endedAt: row.endedAt,
});

export function createLocalProvider(deps: { db: Db; hostedPlanTypes: number[]; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  const hosted = new Set(deps.hostedPlanTypes);
  let sink: EventSink = async () => {};

  const emit = (event: ProviderEvent) => sink(event);
  /** As a webhook Stripe sends after the payment: its failure is billing's to retry (reconciliation), not the payer's. */
  const emitSafely = async (event: ProviderEvent) => {
    try {
      await sink(event);
    } catch {
      // The reconciliation pass finds the paid intent later.
    }
  };
  const eventId = () => newId('evt');

  async function findIntent(id: string, clientSecret: string): Promise<LocalPaymentIntentRow | null> {
    const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)).limit(1);
    return row && row.clientSecret === clientSecret ? row : null;
  }

  async function setIntent(
    id: string,
    from: string[],
    values: Partial<typeof localPaymentIntents.$inferInsert>,
  ): Promise<LocalPaymentIntentRow | null> {
    const [row] = await db
      .update(localPaymentIntents)
      .set({ ...values, updatedAt: now() })
      .where(and(eq(localPaymentIntents.id, id), inArray(localPaymentIntents.status, from)))
      .returning();
    return row ?? null;
  }

  const result = (row: LocalPaymentIntentRow, error: CardError | null = null): LocalPaymentResult => ({
    id: row.id,
    status: row.status as LocalPaymentResult['status'],
    error,
  });

  async function openSession(id: string): Promise<LocalCheckoutSessionRow | null> {
    const [row] = await db.select().from(localCheckoutSessions).where(eq(localCheckoutSessions.id, id)).limit(1);
    if (!row) return null;
    if (row.status === 'open' && row.expiresAt <= now()) {
      const [expired] = await db
        .update(localCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')))
        .returning();
      return expired ?? row;
    }
    return row;
  }

  /** Pays an open session: one subscription, then checkout.session.completed (applied before the buyer is sent back). */
  async function completeSession(session: LocalCheckoutSessionRow, cardLast4: string): Promise<CheckoutPayResult> {
    const subscriptionId = newId('sub');
    const started = now();
    const completed = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .update(localCheckoutSessions)
        .set({ status: 'complete', paymentStatus: 'paid', subscriptionId, pendingCardLast4: null })
        .where(and(eq(localCheckoutSessions.id, session.id), eq(localCheckoutSessions.status, 'open')))
        .returning();
      if (!claimed) return null;
      await tx.insert(localSubscriptions).values({
        id: subscriptionId,
        customerId: session.customerId,
        priceId: session.priceId,
        metadata: session.metadata,
        status: 'active',
        currentPeriodStart: started,
        currentPeriodEnd: addMonth(started),
        cardLast4,
        createdAt: started,
      });
      return claimed;
    });
    if (!completed) return { kind: 'closed', session: await openSession(session.id) };
    await emit({ id: eventId(), type: 'checkout.session.completed', sessionId: completed.id });
    return { kind: 'paid', redirect: completed.successUrl.replace('{CHECKOUT_SESSION_ID}', completed.id) };
  }

  async function portal(id: string): Promise<LocalPortalView | null> {
    const [session] = await db.select().from(localPortalSessions).where(eq(localPortalSessions.id, id)).limit(1);
    if (!session || session.expiresAt <= now()) return null;
    const subscriptions = await db
      .select()
      .from(localSubscriptions)
      .where(eq(localSubscriptions.customerId, session.customerId));
    return { id, returnUrl: session.returnUrl, subscriptions };
  }

  async function setSubscription(
    id: string,
    values: Partial<typeof localSubscriptions.$inferInsert>,
  ): Promise<LocalSubscriptionRow | null> {
    const [row] = await db
      .update(localSubscriptions)
      .set({ ...values, updatedAt: now() })
      .where(eq(localSubscriptions.id, id))
      .returning();
    return row ?? null;
  }

  const provider: PaymentProvider = {
    name: 'local',
    testMode: true,
    publishableKey: null,

    hostedPriceId: (planType) => (hosted.has(planType) ? (LOCAL_PRICE_IDS[planType] ?? null) : null),
    planTypeOfPrice: (priceId) => {
      const entry = Object.entries(LOCAL_PRICE_IDS).find(([, id]) => id === priceId);
      return entry ? Number(entry[0]) : null;
    },

    createCustomer: async () => newId('cus'),

    async createPaymentIntent(input: CreatePaymentIntentInput) {
      const id = newId('pi');
      const [row] = await db
        .insert(localPaymentIntents)
        .values({
          id,
          clientSecret: `${id}_secret_${randomBytes(16).toString('hex')}`,
          customerId: input.customerId,
          amountCents: input.amountCents,
          currency: input.currency,
          description: input.description,
          metadata: { ...input.metadata },
          status: 'requires_payment_method',
        })
        .returning();
      return asIntent(row!);
    },

    async retrievePaymentIntent(id) {
      const [row] = await db.select().from(localPaymentIntents).where(eq(localPaymentIntents.id, id)).limit(1);
      return row ? asIntent(row) : null;
    },

    async cancelPaymentIntent(id) {
      const row = await setIntent(id, ['requires_payment_method', 'requires_action', 'requires_confirmation'], {
        status: 'canceled',
      });
      if (row) return asIntent(row);
      return provider.retrievePaymentIntent(id);
    },

    async expireCheckoutSession(id) {
      await db
        .update(localCheckoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(localCheckoutSessions.id, id), eq(localCheckoutSessions.status, 'open')));
    },

    async changeSubscriptionPrice(id, priceId, metadata) {
      // The unused part of the old price is credited and the difference charged on its test card
      // (no money moves); the period stays, as Stripe's proration does.
      const row = await setSubscription(id, {
        priceId,
        metadata: { ...metadata },
        cancelAtPeriodEnd: false,
        canceledAt: null,
      });
      if (!row) throw new Error(`No subscription ${id}`);
      await emit({ id: eventId(), type: 'customer.subscription.updated', subscriptionId: id });
      return asSubscription(row);
    },

    async cancelSubscriptionNow(id) {
      const at = now();
      const [row] = await db
        .update(localSubscriptions)
        .set({ status: 'canceled', endedAt: at, cancelAtPeriodEnd: false, updatedAt: at })
        .where(and(eq(localSubscriptions.id, id), eq(localSubscriptions.status, 'active')))
        .returning();
      if (row) {
        await emit({ id: eventId(), type: 'customer.subscription.deleted', subscriptionId: id });
        return asSubscription(row);
      }
      return provider.retrieveSubscription(id);
    },

    async createCheckoutSession(input: CreateCheckoutSessionInput) {
      const id = newId('cs');
      await db.insert(localCheckoutSessions).values({
        id,
        customerId: input.customerId,
        priceId: input.priceId,
        amountCents: input.expectedAmountCents,
        currency: input.currency,
        description: input.description,
        metadata: { ...input.metadata },
        status: 'open',
        paymentStatus: 'unpaid',
        successUrl: input.successUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: new Date(now().getTime() + CHECKOUT_LIFETIME_MS),
      });
      return { id, url: new URL(LOCAL_PAGES.checkout(id), input.successUrl).href };
    },

    async retrieveCheckoutSession(id) {
      const row = await openSession(id);
      return row ? asSession(row, row.status === 'open' ? LOCAL_PAGES.checkout(id) : null) : null;
    },

    async retrieveSubscription(id) {
      const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id)).limit(1);
      return row ? asSubscription(row) : null;
    },

    async cancelSubscriptionAtPeriodEnd(id) {
      const row = await setSubscription(id, { cancelAtPeriodEnd: true, canceledAt: now() });
      if (!row) throw new Error(`No subscription ${id}`);
      return asSubscription(row);
    },

    async createPortalSession(customerId, returnUrl) {
      const id = newId('bps');
      await db
        .insert(localPortalSessions)
        .values({ id, customerId, returnUrl, expiresAt: new Date(now().getTime() + PORTAL_LIFETIME_MS) });
      return { url: new URL(LOCAL_PAGES.portal(id), returnUrl).href };
    },

    parseWebhook() {
      // Its events are applied in-process as they happen; nothing is sent to the webhook.
      throw new WebhookSignatureError(
        'Webhooks come from Stripe only: this server uses the built-in test payment provider',
      );
    },
  };

  return {
    ...provider,

    /** Billing applies the provider's events (checkout completed, renewals, endings) through this. */
    onEvent(next: EventSink) {
      sink = next;
    },

    /** What Stripe.js's confirmCardPayment does: charges the card for the intent its client secret names. */
    async confirmWithCard(id: string, clientSecret: string, card: CardInput): Promise<LocalPaymentResult | null> {
      const intent = await findIntent(id, clientSecret);
      if (!intent) return null;
      if (intent.status !== 'requires_payment_method') return result(intent);
      const outcome = chargeCard(card, now());
      if (outcome.kind === 'declined') {
        const row = await setIntent(id, ['requires_payment_method'], {
          lastError: outcome.error.message,
          cardLast4: last4(card.number),
        });
        return result(row ?? intent, outcome.error);
      }
      const row = await setIntent(id, ['requires_payment_method'], {
        status: outcome.kind === 'succeeds' ? 'succeeded' : 'requires_action',
        lastError: null,
        cardLast4: last4(card.number),
      });
      // payment_intent.succeeded: the membership is made even if the browser never comes back.
      if (row?.status === 'succeeded')
        await emitSafely({ id: eventId(), type: 'payment_intent.succeeded', paymentIntentId: id });
      // Another confirmation got there first: report where it left the payment.
      return result(row ?? (await findIntent(id, clientSecret)) ?? intent);
    },

    /** The buyer's answer to the test bank's authentication (cards that require it). */
    async authenticate(
      id: string,
      clientSecret: string,
      outcome: 'complete' | 'fail',
    ): Promise<LocalPaymentResult | null> {
      const intent = await findIntent(id, clientSecret);
      if (!intent) return null;
      if (intent.status !== 'requires_action') return result(intent);
      if (outcome === 'complete') {
        const row = await setIntent(id, ['requires_action'], { status: 'succeeded' });
        if (row) await emitSafely({ id: eventId(), type: 'payment_intent.succeeded', paymentIntentId: id });
        return result(row ?? intent);
      }
      const row = await setIntent(id, ['requires_action'], {
        status: 'requires_payment_method',
        lastError: AUTHENTICATION_FAILED.message,
      });
      return result(row ?? intent, AUTHENTICATION_FAILED);
    },

    checkoutSession: openSession,

    /** The checkout page's Pay: the card's test outcome decides. */
    async payCheckout(id: string, card: CardInput): Promise<CheckoutPayResult> {
      const session = await openSession(id);
      if (!session || session.status !== 'open') return { kind: 'closed', session };
      const outcome = chargeCard(card, now());
      if (outcome.kind === 'declined') return outcome;
      if (outcome.kind === 'needs-authentication') {
        await db
          .update(localCheckoutSessions)
          .set({ pendingCardLast4: last4(card.number) })
          .where(eq(localCheckoutSessions.id, id));
        return outcome;
      }
      return completeSession(session, last4(card.number));
    },

    async authenticateCheckout(id: string, outcome: 'complete' | 'fail'): Promise<CheckoutPayResult> {
      const session = await openSession(id);
      if (!session || session.status !== 'open' || !session.pendingCardLast4) return { kind: 'closed', session };
      if (outcome === 'fail') {
        await db.update(localCheckoutSessions).set({ pendingCardLast4: null }).where(eq(localCheckoutSessions.id, id));
        return { kind: 'declined', error: AUTHENTICATION_FAILED };
      }
      return completeSession(session, session.pendingCardLast4);
    },

    portal,

    /** A full refund of a card payment (what Stripe's dashboard does): charge.refunded. */
    async refundPayment(id: string): Promise<boolean> {
      const [row] = await db
        .update(localPaymentIntents)
        .set({ refundedAt: now(), updatedAt: now() })
        .where(and(eq(localPaymentIntents.id, id), eq(localPaymentIntents.status, 'succeeded')))
        .returning();
      if (!row) return false;
      await emit({
        id: eventId(),
        type: 'charge.refunded',
        paymentIntentId: id,
        customerId: row.customerId,
        full: true,
      });
      return true;
    },

    /** The card holder's bank opens a dispute (chargeback): charge.dispute.created. */
    async disputePayment(id: string): Promise<boolean> {
      const [row] = await db
        .update(localPaymentIntents)
        .set({ disputedAt: now(), updatedAt: now() })
        .where(and(eq(localPaymentIntents.id, id), eq(localPaymentIntents.status, 'succeeded')))
        .returning();
      if (!row) return false;
      await emit({
        id: eventId(),
        type: 'charge.dispute.created',
        paymentIntentId: id,
        customerId: row.customerId,
        full: true,
      });
      return true;
    },

    /** A full refund of a subscription's latest invoice: charge.refunded for its customer. */
    async refundSubscription(id: string): Promise<boolean> {
      const [row] = await db.select().from(localSubscriptions).where(eq(localSubscriptions.id, id)).limit(1);
      if (!row) return false;
      await emit({
        id: eventId(),
        type: 'charge.refunded',
        paymentIntentId: null,
        customerId: row.customerId,
        full: true,
      });
      return true;
    },

    /** The portal's cancel and renew-again buttons; the change reaches billing as customer.subscription.updated. */
    async setCancelAtPeriodEnd(portalId: string, subscriptionId: string, cancel: boolean): Promise<boolean> {
      const view = await portal(portalId);
      const subscription = view?.subscriptions.find((item) => item.id === subscriptionId && item.status === 'active');
      if (!subscription) return false;
      await setSubscription(subscription.id, { cancelAtPeriodEnd: cancel, canceledAt: cancel ? now() : null });
      await emit({ id: eventId(), type: 'customer.subscription.updated', subscriptionId: subscription.id });
      return true;
    },

    /**
     * Renewals and endings due by `at`: a subscription set to cancel ends at its period end
     * (customer.subscription.deleted); any other is charged again on its test card and moves one
     * month on (invoice.paid). Run hourly, and by tests with a clock of their own.
     */
    async processDueSubscriptions(at: Date = now()): Promise<number> {
      const due = await db
        .select()
        .from(localSubscriptions)
        .where(and(eq(localSubscriptions.status, 'active'), lte(localSubscriptions.currentPeriodEnd, at)));
      for (const subscription of due) {
        if (subscription.cancelAtPeriodEnd) {
          await setSubscription(subscription.id, { status: 'canceled', endedAt: subscription.currentPeriodEnd });
          await emit({ id: eventId(), type: 'customer.subscription.deleted', subscriptionId: subscription.id });
          continue;
        }
        let periodEnd = subscription.currentPeriodEnd;
        let periodStart = subscription.currentPeriodStart;
        while (periodEnd <= at) {
          periodStart = periodEnd;
          periodEnd = addMonth(periodEnd);
        }
        const [moved] = await db
          .update(localSubscriptions)
          .set({ currentPeriodStart: periodStart, currentPeriodEnd: periodEnd, updatedAt: now() })
          // Only if nobody moved it meanwhile (two sweeps at once).
          .where(
            and(
              eq(localSubscriptions.id, subscription.id),
              eq(localSubscriptions.currentPeriodEnd, subscription.currentPeriodEnd),
            ),
          )
          .returning({ id: localSubscriptions.id });
        if (moved) await emit({ id: eventId(), type: 'invoice.paid', subscriptionId: subscription.id });
      }
      return due.length;
    },
  };
}

export type LocalPaymentProvider = ReturnType<typeof createLocalProvider>;
