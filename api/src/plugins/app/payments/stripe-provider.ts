// The Stripe adapter: the real `stripe` SDK. Production talks to api.stripe.com; tests point the
// same SDK (host, port, protocol) at a server that speaks Stripe's protocol
// (test/support/stripe-protocol-server.ts). Only this file knows Stripe's object shapes.
import Stripe from 'stripe';
import type { StripeConfig } from '../../../config';
import {
  type CreateCheckoutSessionInput,
  type CreatePaymentIntentInput,
  type PaymentMetadata,
  type PaymentProvider,
  PaymentProviderError,
  type ProviderCheckoutSession,
  type ProviderEvent,
  type ProviderPaymentIntent,
  type ProviderSubscription,
  WebhookSignatureError,
} from './types';

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value ? (typeof value === 'string' ? value : value.id) : null;

function metadataOf(metadata: Stripe.Metadata | null | undefined): Partial<PaymentMetadata> {
  return { userId: metadata?.userId, planId: metadata?.planId };
}

export function toPaymentIntent(intent: Stripe.PaymentIntent): ProviderPaymentIntent {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: intent.status,
    amountCents: intent.amount,
    currency: intent.currency,
    metadata: metadataOf(intent.metadata),
    customerId: idOf(intent.customer),
    // latest_charge is expanded when the intent is read (retrievePaymentIntent).
    refunded:
      typeof intent.latest_charge === 'object' && intent.latest_charge !== null && intent.latest_charge.refunded,
    disputed:
      typeof intent.latest_charge === 'object' && intent.latest_charge !== null && intent.latest_charge.disputed,
  };
}

export function toCheckoutSession(session: Stripe.Checkout.Session): ProviderCheckoutSession {
  return {
    id: session.id,
    url: session.url,
    status: session.status,
    paymentStatus: session.payment_status,
    clientReferenceId: session.client_reference_id,
    metadata: metadataOf(session.metadata),
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
  };
}

export function toSubscription(subscription: Stripe.Subscription): ProviderSubscription {
  // Since API version 2025-03-31 the billing period lives on the subscription's items.
  const item = subscription.items.data[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    priceId: item?.price.id ?? null,
    metadata: metadataOf(subscription.metadata),
    startedAt: fromUnix(subscription.start_date) ?? new Date(),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    cancelAt: fromUnix(subscription.cancel_at),
    endedAt: fromUnix(subscription.ended_at),
  };
}

/** The events billing acts on; the rest are acknowledged and ignored. */
export function toProviderEvent(event: Stripe.Event): ProviderEvent {
  switch (event.type) {
    case 'checkout.session.completed':
      return { id: event.id, type: event.type, sessionId: event.data.object.id };
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return {
        id: event.id,
        type: event.type,
        subscriptionId: idOf(event.data.object.parent?.subscription_details?.subscription),
      };
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return { id: event.id, type: event.type, subscriptionId: event.data.object.id };
    case 'payment_intent.succeeded':
    case 'payment_intent.processing':
    case 'payment_intent.payment_failed':
      return { id: event.id, type: event.type, paymentIntentId: event.data.object.id };
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: idOf(charge.payment_intent),
        customerId: idOf(charge.customer),
        full: charge.refunded,
      };
    }
    case 'charge.dispute.created': {
      const dispute = event.data.object;
      return {
        id: event.id,
        type: event.type,
        paymentIntentId: idOf(dispute.payment_intent),
        customerId: null,
        full: true,
      };
    }
    default:
      return { id: event.id, type: 'ignored', eventType: event.type };
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError &&
    (error.statusCode === 404 || error.code === 'resource_missing')
  );
}

/** Stripe's own message stays in the log; callers get ours. */
function providerError(what: string, error: unknown): PaymentProviderError {
  const detail = error instanceof Error ? error.message : String(error);
  return new PaymentProviderError(`Stripe could not ${what}: ${detail}`, { cause: error });
}

export function createStripeProvider(config: StripeConfig): PaymentProvider {
  const api = new URL(config.apiUrl);
  const stripe = new Stripe(config.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'http:' ? 80 : 443),
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    // One retry of a dropped connection (the SDK adds idempotency keys to retried POSTs); a
    // Stripe that stays unreachable is a quick 502, not a hung request.
    maxNetworkRetries: 1,
    timeout: config.timeoutMs,
    telemetry: false,
    appInfo: { name: 'ResumeBeat' },
  });
  const planTypeByPrice = new Map(Object.entries(config.prices).map(([type, price]) => [price, Number(type)]));

  async function call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw providerError(what, error);
    }
  }

  async function retrieveOrNull<T>(what: string, work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      if (isMissing(error)) return null;
      throw providerError(what, error);
    }
  }

  return {
    name: 'stripe',
    testMode: config.secretKey.startsWith('sk_test_') || config.secretKey.startsWith('rk_test_'),
    publishableKey: config.publishableKey,

    hostedPriceId: (planType) => config.prices[planType as 1 | 2 | 3] ?? null,
    planTypeOfPrice: (priceId) => planTypeByPrice.get(priceId) ?? null,

    createCustomer: ({ userId, email, name }) =>
      call(
        'create the customer',
        async () =>
          (
            await stripe.customers.create(
              { email, name, metadata: { userId } },
              { idempotencyKey: `customer-${userId}` },
            )
          ).id,
      ),

    createPaymentIntent: (input: CreatePaymentIntentInput) =>
      call('start the payment', async () =>
        toPaymentIntent(
          await stripe.paymentIntents.create(
            {
              amount: input.amountCents,
              currency: input.currency,
              customer: input.customerId,
              description: input.description,
              metadata: { ...input.metadata },
              // The card form is Stripe Elements' card element (confirmCardPayment).
              allowed_payment_method_types: ['card'],
            },
            { idempotencyKey: input.idempotencyKey },
          ),
        ),
      ),

    retrievePaymentIntent: (id) =>
      retrieveOrNull('read the payment', async () =>
        toPaymentIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] })),
      ),

    cancelPaymentIntent: (id) =>
      retrieveOrNull('cancel the payment', async () => {
        const intent = await stripe.paymentIntents.retrieve(id);
        if (['succeeded', 'canceled', 'processing'].includes(intent.status)) return toPaymentIntent(intent);
        return toPaymentIntent(await stripe.paymentIntents.cancel(id));
      }),

    async expireCheckoutSession(id) {
      await retrieveOrNull('close the checkout', async () => {
        const session = await stripe.checkout.sessions.retrieve(id);
        if (session.status === 'open') await stripe.checkout.sessions.expire(id);
        return null;
      });
    },

    changeSubscriptionPrice: (id, priceId, metadata) =>
      call('change the subscription', async () => {
        const current = await stripe.subscriptions.retrieve(id);
        const item = current.items.data[0];
        if (!item) throw new PaymentProviderError(`Stripe subscription ${id} has no item`);
        return toSubscription(
          await stripe.subscriptions.update(
            id,
            {
              items: [{ id: item.id, price: priceId }],
              proration_behavior: 'always_invoice',
              cancel_at_period_end: false,
              metadata: { ...metadata },
            },
            { idempotencyKey: `upgrade-${id}-${priceId}` },
          ),
        );
      }),

    cancelSubscriptionNow: (id) =>
      retrieveOrNull('end the subscription', async () => toSubscription(await stripe.subscriptions.cancel(id))),

    async createCheckoutSession(input: CreateCheckoutSessionInput) {
      const price = await call('read the price', () => stripe.prices.retrieve(input.priceId));
      // Amounts come from the plan: a price id that charges anything else is a configuration error,
      // refused before anyone pays it.
      if (
        !price.active ||
        price.unit_amount !== input.expectedAmountCents ||
        price.currency !== input.currency ||
        price.recurring?.interval !== 'month' ||
        price.recurring.interval_count !== 1
      ) {
        throw new PaymentProviderError(
          `Stripe price ${input.priceId} does not match the plan (${input.expectedAmountCents} ${input.currency} a month, active): ` +
            `it is ${price.unit_amount} ${price.currency} every ${price.recurring?.interval_count ?? '-'} ${price.recurring?.interval ?? 'one-time'}${price.active ? '' : ', inactive'}`,
        );
      }
      const session = await call('start the checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: input.priceId, quantity: 1 }],
          customer: input.customerId,
          client_reference_id: input.metadata.userId,
          metadata: { ...input.metadata },
          subscription_data: { metadata: { ...input.metadata }, description: input.description },
          success_url: input.successUrl,
          cancel_url: input.cancelUrl,
        }),
      );
      if (!session.url) throw new PaymentProviderError(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },

    retrieveCheckoutSession: (id) =>
      retrieveOrNull('read the checkout', async () => toCheckoutSession(await stripe.checkout.sessions.retrieve(id))),

    retrieveSubscription: (id) =>
      retrieveOrNull('read the subscription', async () => toSubscription(await stripe.subscriptions.retrieve(id))),

    cancelSubscriptionAtPeriodEnd: (id) =>
      call('cancel the subscription', async () =>
        toSubscription(await stripe.subscriptions.update(id, { cancel_at_period_end: true })),
      ),

    createPortalSession: (customerId, returnUrl) =>
      call('open the billing portal', async () => ({
        url: (await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl })).url,
      })),

    parseWebhook(rawBody, signature) {
      if (!signature) throw new WebhookSignatureError('No Stripe-Signature header');
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          config.webhookSecret,
          config.webhookToleranceSeconds,
        );
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : 'Invalid signature');
      }
      return toProviderEvent(event);
    },
  };
}
