// A local server that speaks the part of Stripe's HTTP API the adapter (src/plugins/app/payments/
// stripe-provider.ts) uses, so the real `stripe` SDK can be tested offline: form-encoded requests
// with bracket notation, bearer secret keys, Stripe's JSON objects and error bodies. Its answers
// are typed with the SDK's own types (Pick of the fields it sends), so a field the SDK renames or
// drops fails typecheck here. It also plays Stripe's other side: the hosted checkout page, what
// Stripe.js does to confirm a card payment (for the browser's Stripe.js test double), the billing
// portal, and webhooks signed with stripe.webhooks.generateTestHeaderString.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { AUTHENTICATION_FAILED, type CardInput, chargeCard } from '../../src/plugins/app/payments/test-cards';

type WireCharge = Pick<
  Stripe.Charge,
  | 'id'
  | 'object'
  | 'amount'
  | 'amount_refunded'
  | 'refunded'
  | 'disputed'
  | 'currency'
  | 'customer'
  | 'payment_intent'
  | 'created'
  | 'livemode'
>;
type WireDispute = Pick<
  Stripe.Dispute,
  'id' | 'object' | 'amount' | 'currency' | 'status' | 'reason' | 'created' | 'livemode'
> & { charge: string; payment_intent: string };
type WirePaymentIntent = Pick<
  Stripe.PaymentIntent,
  | 'id'
  | 'object'
  | 'amount'
  | 'currency'
  | 'status'
  | 'client_secret'
  | 'customer'
  | 'description'
  | 'metadata'
  | 'created'
  | 'livemode'
  | 'last_payment_error'
> & {
  /** Stripe sends the id unless expanded (`expand[]=latest_charge`, as the api asks): the object is sent then. */
  latest_charge?: WireCharge | string | null;
};
type WireCustomer = Pick<Stripe.Customer, 'id' | 'object' | 'email' | 'name' | 'metadata' | 'created' | 'livemode'>;
type WirePrice = Pick<
  Stripe.Price,
  'id' | 'object' | 'active' | 'currency' | 'unit_amount' | 'type' | 'livemode' | 'created'
> & {
  recurring: Pick<Stripe.Price.Recurring, 'interval' | 'interval_count'> | null;
};
type WireCheckoutSession = Pick<
  Stripe.Checkout.Session,
  | 'id'
  | 'object'
  | 'url'
  | 'status'
  | 'payment_status'
  | 'mode'
  | 'client_reference_id'
  | 'customer'
  | 'subscription'
  | 'metadata'
  | 'success_url'
  | 'cancel_url'
  | 'amount_total'
  | 'currency'
  | 'created'
  | 'livemode'
>;
type WireSubscriptionItem = Pick<
  Stripe.SubscriptionItem,
  'id' | 'object' | 'current_period_start' | 'current_period_end' | 'quantity'
> & { price: WirePrice };
type WireSubscription = Pick<
  Stripe.Subscription,
  | 'id'
  | 'object'
  | 'customer'
  | 'status'
  | 'metadata'
  | 'start_date'
  | 'cancel_at_period_end'
  | 'cancel_at'
  | 'canceled_at'
  | 'ended_at'
  | 'created'
  | 'livemode'
  | 'currency'
> & { items: { object: 'list'; data: WireSubscriptionItem[]; has_more: boolean; url: string } };
type WireInvoice = Pick<
  Stripe.Invoice,
  'id' | 'object' | 'customer' | 'status' | 'amount_due' | 'amount_paid' | 'currency' | 'created' | 'livemode'
> & {
  parent: {
    type: Stripe.Invoice.Parent.Type;
    quote_details: null;
    subscription_details: Pick<Stripe.Invoice.Parent.SubscriptionDetails, 'subscription' | 'metadata'>;
  };
};
type WirePortalSession = Pick<
  Stripe.BillingPortal.Session,
  'id' | 'object' | 'url' | 'customer' | 'return_url' | 'created' | 'livemode'
>;
type WireEvent = Pick<Stripe.Event, 'id' | 'object' | 'api_version' | 'created' | 'livemode' | 'pending_webhooks'> & {
  type: Stripe.Event.Type;
  data: { object: WireCheckoutSession | WireInvoice | WireSubscription | WirePaymentIntent | WireCharge | WireDispute };
  request: { id: string | null; idempotency_key: string | null };
};

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, unknown>;
  /** Which key authorised it: the secret key (server) or the publishable key (browser). */
  key: 'secret' | 'publishable' | 'none';
}

export interface StripeProtocolServerOptions {
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** Where events are POSTed (the api's /api/payment/webhook); none: events are only recorded. */
  webhookUrl?: string | null;
  /** Delivers an event instead of a POST to webhookUrl (API tests: app.inject); answers the HTTP status. */
  deliver?: (payload: string, signature: string) => Promise<number>;
  /** Prices the account has; `plan` puts the price id in the api's env (STRIPE_PRICE_<plan>). */
  prices?: Array<{
    id: string;
    unitAmount: number;
    currency?: string;
    interval?: 'month' | 'year' | null;
    active?: boolean;
    plan?: 'BASIC' | 'PREMIUM' | 'ENTERPRISE';
  }>;
  port?: number;
  now?: () => Date;
}

export interface StripeProtocolServer {
  origin: string;
  /** Env for the api: Stripe configured and pointed at this server. */
  env: Record<string, string>;
  keys: { secret: string; publishable: string; webhook: string };
  requests: RecordedStripeRequest[];
  /** Every event made, in order, with the body and signature that were (or would be) sent. */
  events: Array<{ event: WireEvent; payload: string; signature: string; delivered: number | null }>;
  paymentIntents: Map<string, WirePaymentIntent>;
  checkoutSessions: Map<string, WireCheckoutSession>;
  subscriptions: Map<string, WireSubscription>;
  /** What Stripe.js does with a card: confirms the intent (the browser double calls it over HTTP). */
  confirmPaymentIntent(id: string, card: CardInput): WirePaymentIntent;
  /** The buyer pays on the hosted checkout page; sends checkout.session.completed. Returns where the browser goes. */
  completeCheckout(sessionId: string, card?: CardInput): Promise<string>;
  /** The next month is charged: the period moves on, invoice.paid is sent. */
  renewSubscription(id: string): Promise<WireEvent>;
  /** The renewal charge failed: past_due, invoice.payment_failed is sent. */
  failRenewal(id: string): Promise<WireEvent>;
  /** The subscription ends now (retries exhausted, or cancelled in the dashboard): customer.subscription.deleted. */
  endSubscription(id: string): Promise<WireEvent>;
  /** The dashboard's full refund of a paid intent's charge: charge.refunded. */
  refundPayment(paymentIntentId: string): Promise<WireEvent>;
  /** The card holder's bank opens a dispute on a paid intent's charge: charge.dispute.created. */
  disputePayment(paymentIntentId: string): Promise<WireEvent>;
  /** payment_intent.succeeded for a paid intent (Stripe sends it after confirmCardPayment). */
  sendPaymentSucceeded(paymentIntentId: string): Promise<WireEvent>;
  /** Makes (and sends, if a webhook url is set) an event about an object. */
  sendEvent(type: Stripe.Event.Type, object: WireEvent['data']['object']): Promise<WireEvent>;
  /** Signs a body as Stripe would, optionally with another secret or an old timestamp. */
  sign(payload: string, options?: { secret?: string; timestamp?: number }): string;
  setWebhookUrl(url: string | null): void;
  setDeliver(deliver: ((payload: string, signature: string) => Promise<number>) | null): void;
  close(): Promise<void>;
}

/** Stripe's form encoding: `a[b]=1&a[c][0]=x` -> { a: { b: '1', c: ['x'] } }. */
export function parseStripeForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[index + 1]!);
      const slot = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

function addMonth(seconds: number): number {
  const date = new Date(seconds * 1000);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return Math.floor(date.getTime() / 1000);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

class StripeHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string; decline_code?: string },
  ) {
    super(body.message);
  }
}

const missing = (kind: string, id: string, param = 'id') =>
  new StripeHttpError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

const escapeHtml = (value: string) =>
  value.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

export async function startStripeProtocolServer(
  options: StripeProtocolServerOptions = {},
): Promise<StripeProtocolServer> {
  const keys = {
    secret: options.secretKey ?? `sk_test_${randomBytes(12).toString('hex')}`,
    publishable: options.publishableKey ?? `pk_test_${randomBytes(12).toString('hex')}`,
    webhook: options.webhookSecret ?? `whsec_${randomBytes(16).toString('hex')}`,
  };
  const clock = options.now ?? (() => new Date());
  const nowSeconds = () => Math.floor(clock().getTime() / 1000);
  // Only for generateTestHeaderString: this instance never makes a request.
  const signer = new Stripe(keys.secret);
  let webhookUrl = options.webhookUrl ?? null;
  let deliver = options.deliver ?? null;
  let origin = '';

  const requests: RecordedStripeRequest[] = [];
  const events: StripeProtocolServer['events'] = [];
  const customers = new Map<string, WireCustomer>();
  const prices = new Map<string, WirePrice>();
  const paymentIntents = new Map<string, WirePaymentIntent>();
  const checkoutSessions = new Map<string, WireCheckoutSession>();
  const subscriptions = new Map<string, WireSubscription>();
  const portalSessions = new Map<string, WirePortalSession>();
  const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

  for (const price of options.prices ?? []) {
    prices.set(price.id, {
      id: price.id,
      object: 'price',
      active: price.active ?? true,
      currency: price.currency ?? 'usd',
      unit_amount: price.unitAmount,
      type: price.interval === null ? 'one_time' : 'recurring',
      recurring: price.interval === null ? null : { interval: price.interval ?? 'month', interval_count: 1 },
      livemode: false,
      created: nowSeconds(),
    });
  }

  function sign(payload: string, signOptions: { secret?: string; timestamp?: number } = {}) {
    return signer.webhooks.generateTestHeaderString({
      payload,
      secret: signOptions.secret ?? keys.webhook,
      timestamp: signOptions.timestamp,
    });
  }

  async function sendEvent(type: Stripe.Event.Type, object: WireEvent['data']['object']): Promise<WireEvent> {
    const event: WireEvent = {
      id: id('evt'),
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: nowSeconds(),
      livemode: false,
      pending_webhooks: webhookUrl || deliver ? 1 : 0,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    };
    const payload = JSON.stringify(event, null, 2);
    const signature = sign(payload);
    const record = { event, payload, signature, delivered: null as number | null };
    events.push(record);
    if (deliver) record.delivered = await deliver(payload, signature);
    else if (webhookUrl) {
      const response = await fetch(webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      record.delivered = response.status;
    }
    return event;
  }

  function invoiceFor(subscription: WireSubscription, status: 'paid' | 'open'): WireInvoice {
    const amount = subscription.items.data[0]?.price.unit_amount ?? 0;
    return {
      id: id('in'),
      object: 'invoice',
      customer: subscription.customer,
      status,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      currency: subscription.currency,
      created: nowSeconds(),
      livemode: false,
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
      },
    };
  }

  function confirmPaymentIntent(intentId: string, card: CardInput): WirePaymentIntent {
    const intent = paymentIntents.get(intentId);
    if (!intent) throw missing('payment_intent', intentId);
    if (intent.status !== 'requires_payment_method' && intent.status !== 'requires_confirmation') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `This PaymentIntent's status is ${intent.status}, so it cannot be confirmed.`,
      });
    }
    const outcome = chargeCard(card, clock());
    if (outcome.kind === 'declined') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: outcome.error.code,
        message: outcome.error.message,
      } as Stripe.PaymentIntent.LastPaymentError;
      throw new StripeHttpError(402, {
        type: 'card_error',
        code: outcome.error.code,
        message: outcome.error.message,
        decline_code: outcome.error.code,
      });
    }
    intent.last_payment_error = null;
    intent.status = outcome.kind === 'succeeds' ? 'succeeded' : 'requires_action';
    if (intent.status === 'succeeded') chargeOf(intent);
    return intent;
  }

  /** The charge of a paid intent (made when it succeeds). */
  function chargeOf(intent: WirePaymentIntent): WireCharge {
    if (intent.latest_charge && typeof intent.latest_charge === 'object') return intent.latest_charge;
    const charge: WireCharge = {
      id: id('ch'),
      object: 'charge',
      amount: intent.amount,
      amount_refunded: 0,
      refunded: false,
      disputed: false,
      currency: intent.currency,
      customer: intent.customer,
      payment_intent: intent.id,
      created: nowSeconds(),
      livemode: false,
    };
    intent.latest_charge = charge;
    return charge;
  }

  function paidIntent(paymentIntentId: string): WirePaymentIntent {
    const intent = paymentIntents.get(paymentIntentId);
    if (!intent) throw missing('payment_intent', paymentIntentId);
    if (intent.status !== 'succeeded')
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: `PaymentIntent ${paymentIntentId} has no successful charge.`,
      });
    return intent;
  }

  async function refundPayment(paymentIntentId: string) {
    const charge = chargeOf(paidIntent(paymentIntentId));
    charge.refunded = true;
    charge.amount_refunded = charge.amount;
    return sendEvent('charge.refunded', charge);
  }

  async function disputePayment(paymentIntentId: string) {
    const intent = paidIntent(paymentIntentId);
    const charge = chargeOf(intent);
    charge.disputed = true;
    const dispute: WireDispute = {
      id: id('dp'),
      object: 'dispute',
      amount: charge.amount,
      currency: charge.currency,
      status: 'needs_response',
      reason: 'fraudulent',
      charge: charge.id,
      payment_intent: intent.id,
      created: nowSeconds(),
      livemode: false,
    };
    return sendEvent('charge.dispute.created', dispute);
  }

  async function sendPaymentSucceeded(paymentIntentId: string) {
    return sendEvent('payment_intent.succeeded', paidIntent(paymentIntentId));
  }

  function startSubscription(session: WireCheckoutSession): WireSubscription {
    const priceId = (session.metadata?.__price as string | undefined) ?? '';
    const price = prices.get(priceId)!;
    const start = nowSeconds();
    const subscription: WireSubscription = {
      id: id('sub'),
      object: 'subscription',
      customer: session.customer as string,
      status: 'active',
      metadata: { ...(session.metadata ?? {}) },
      start_date: start,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      livemode: false,
      currency: price.currency,
      items: {
        object: 'list',
        has_more: false,
        url: '/v1/subscription_items',
        data: [
          {
            id: id('si'),
            object: 'subscription_item',
            current_period_start: start,
            current_period_end: addMonth(start),
            quantity: 1,
            price,
          },
        ],
      },
    };
    delete subscription.metadata.__price;
    subscriptions.set(subscription.id, subscription);
    return subscription;
  }

  async function completeCheckout(
    sessionId: string,
    card: CardInput = { number: '4242424242424242', expMonth: 12, expYear: 2099, cvc: '123', postalCode: '10001' },
  ) {
    const session = checkoutSessions.get(sessionId);
    if (!session) throw missing('checkout.session', sessionId);
    if (session.status !== 'open')
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'This Checkout Session is no longer open.',
      });
    const outcome = chargeCard(card, clock());
    if (outcome.kind === 'declined')
      throw new StripeHttpError(402, { type: 'card_error', code: outcome.error.code, message: outcome.error.message });
    const subscription = startSubscription(session);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.subscription = subscription.id;
    session.url = null;
    await sendEvent('checkout.session.completed', withoutInternal(session));
    await sendEvent('invoice.paid', invoiceFor(subscription, 'paid'));
    return session.success_url!.replace('{CHECKOUT_SESSION_ID}', session.id);
  }

  function withoutInternal(session: WireCheckoutSession): WireCheckoutSession {
    const metadata = { ...(session.metadata ?? {}) };
    delete metadata.__price;
    return { ...session, metadata };
  }

  function subscriptionOrThrow(subscriptionId: string) {
    const subscription = subscriptions.get(subscriptionId);
    if (!subscription) throw missing('subscription', subscriptionId);
    return subscription;
  }

  async function renewSubscription(subscriptionId: string) {
    const subscription = subscriptionOrThrow(subscriptionId);
    const item = subscription.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = addMonth(item.current_period_end);
    subscription.status = 'active';
    return sendEvent('invoice.paid', invoiceFor(subscription, 'paid'));
  }

  async function failRenewal(subscriptionId: string) {
    const subscription = subscriptionOrThrow(subscriptionId);
    const item = subscription.items.data[0]!;
    item.current_period_start = item.current_period_end;
    item.current_period_end = addMonth(item.current_period_end);
    subscription.status = 'past_due';
    return sendEvent('invoice.payment_failed', invoiceFor(subscription, 'open'));
  }

  async function endSubscription(subscriptionId: string) {
    const subscription = subscriptionOrThrow(subscriptionId);
    subscription.status = 'canceled';
    subscription.ended_at = nowSeconds();
    subscription.canceled_at ??= nowSeconds();
    return sendEvent('customer.subscription.deleted', subscription);
  }

  // --- Stripe's API -----------------------------------------------------------------------------

  type Handler = (
    params: Record<string, unknown>,
    match: RegExpMatchArray,
    key: RecordedStripeRequest['key'],
  ) => Promise<unknown> | unknown;
  const routes: Array<{ method: string; pattern: RegExp; key: 'secret' | 'any'; handler: Handler }> = [];
  const on = (method: string, pattern: RegExp, handler: Handler, key: 'secret' | 'any' = 'secret') =>
    routes.push({ method, pattern, key, handler });
  const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const metadataOf = (value: unknown) =>
    value && typeof value === 'object' ? { ...(value as Record<string, string>) } : {};

  on('POST', /^\/v1\/customers$/, (params): WireCustomer => {
    const customer: WireCustomer = {
      id: id('cus'),
      object: 'customer',
      email: str(params.email) ?? null,
      name: str(params.name) ?? null,
      metadata: metadataOf(params.metadata),
      created: nowSeconds(),
      livemode: false,
    };
    customers.set(customer.id, customer);
    return customer;
  });

  on('GET', /^\/v1\/prices\/([^/]+)$/, (_params, match): WirePrice => {
    const price = prices.get(match[1]!);
    if (!price) throw missing('price', match[1]!);
    return price;
  });

  on('POST', /^\/v1\/payment_intents$/, (params): WirePaymentIntent => {
    const amount = Number(params.amount);
    if (!Number.isInteger(amount) || amount < 50) {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'amount_too_small',
        message: 'Amount must be at least $0.50 usd',
        param: 'amount',
      });
    }
    const customer = str(params.customer) ?? null;
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    const intentId = id('pi');
    const intent: WirePaymentIntent = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency: str(params.currency) ?? 'usd',
      status: 'requires_payment_method',
      client_secret: `${intentId}_secret_${randomBytes(12).toString('hex')}`,
      customer,
      description: str(params.description) ?? null,
      metadata: metadataOf(params.metadata),
      created: nowSeconds(),
      livemode: false,
      last_payment_error: null,
    };
    paymentIntents.set(intent.id, intent);
    return intent;
  });

  on(
    'GET',
    /^\/v1\/payment_intents\/([^/]+)$/,
    (params, match, key): WirePaymentIntent => {
      const intent = paymentIntents.get(match[1]!);
      if (!intent) throw missing('payment_intent', match[1]!);
      // Stripe.js reads an intent with the publishable key and its client secret.
      if (key === 'publishable' && params.client_secret !== intent.client_secret)
        throw missing('payment_intent', match[1]!);
      return intent;
    },
    'any',
  );

  // What Stripe.js does in confirmCardPayment: the publishable key, the client secret and the card.
  on(
    'POST',
    /^\/v1\/payment_intents\/([^/]+)\/confirm$/,
    (params, match, key): WirePaymentIntent => {
      const intent = paymentIntents.get(match[1]!);
      if (!intent || (key === 'publishable' && params.client_secret !== intent.client_secret))
        throw missing('payment_intent', match[1]!);
      const card = ((params.payment_method_data as Record<string, unknown> | undefined)?.card ?? {}) as Record<
        string,
        string
      >;
      return confirmPaymentIntent(intent.id, {
        number: card.number ?? '',
        expMonth: Number(card.exp_month),
        expYear: Number(card.exp_year),
        cvc: card.cvc ?? '',
        postalCode:
          (params.payment_method_data as Record<string, Record<string, Record<string, string>>> | undefined)
            ?.billing_details?.address?.postal_code ?? '',
      });
    },
    'any',
  );

  // The test bank's authentication (3-D Secure), as Stripe.js's modal completes or fails it.
  on(
    'POST',
    /^\/v1\/payment_intents\/([^/]+)\/test_authentication$/,
    (params, match, key): WirePaymentIntent => {
      const intent = paymentIntents.get(match[1]!);
      if (!intent || (key === 'publishable' && params.client_secret !== intent.client_secret))
        throw missing('payment_intent', match[1]!);
      if (intent.status !== 'requires_action') return intent;
      if (params.outcome === 'complete') intent.status = 'succeeded';
      else {
        intent.status = 'requires_payment_method';
        intent.last_payment_error = {
          type: 'card_error',
          code: AUTHENTICATION_FAILED.code,
          message: AUTHENTICATION_FAILED.message,
        } as Stripe.PaymentIntent.LastPaymentError;
      }
      return intent;
    },
    'any',
  );

  on('POST', /^\/v1\/payment_intents\/([^/]+)\/cancel$/, (_params, match): WirePaymentIntent => {
    const intent = paymentIntents.get(match[1]!);
    if (!intent) throw missing('payment_intent', match[1]!);
    if (intent.status === 'succeeded' || intent.status === 'canceled' || intent.status === 'processing') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`,
      });
    }
    intent.status = 'canceled';
    return intent;
  });

  on('POST', /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/, (_params, match): WireCheckoutSession => {
    const session = checkoutSessions.get(match[1]!);
    if (!session) throw missing('checkout.session', match[1]!);
    if (session.status !== 'open')
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
      });
    session.status = 'expired';
    session.url = null;
    return withoutInternal(session);
  });

  on('DELETE', /^\/v1\/subscriptions\/([^/]+)$/, async (_params, match): Promise<WireSubscription> => {
    const subscription = subscriptionOrThrow(match[1]!);
    if (subscription.status !== 'canceled') await endSubscription(subscription.id);
    return subscription;
  });

  on('POST', /^\/v1\/checkout\/sessions$/, (params): WireCheckoutSession => {
    const items = (params.line_items as Array<Record<string, string>> | undefined) ?? [];
    const priceId = items[0]?.price;
    const price = priceId ? prices.get(priceId) : undefined;
    if (!price) throw missing('price', priceId ?? '', 'line_items[0][price]');
    if (params.mode !== 'subscription' || price.type !== 'recurring') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'You must provide a recurring price in subscription mode.',
        param: 'mode',
      });
    }
    const customer = str(params.customer) ?? null;
    if (customer && !customers.has(customer)) throw missing('customer', customer, 'customer');
    const sessionId = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: WireCheckoutSession = {
      id: sessionId,
      object: 'checkout.session',
      url: `${origin}/checkout/${sessionId}`,
      status: 'open',
      payment_status: 'unpaid',
      mode: 'subscription',
      client_reference_id: str(params.client_reference_id) ?? null,
      customer,
      subscription: null,
      // The price rides along internally (Stripe keeps line items apart); never sent out.
      metadata: {
        ...metadataOf(params.metadata),
        ...metadataOf((params.subscription_data as Record<string, unknown> | undefined)?.metadata),
        __price: price.id,
      },
      success_url: str(params.success_url) ?? null,
      cancel_url: str(params.cancel_url) ?? null,
      amount_total: price.unit_amount,
      currency: price.currency,
      created: nowSeconds(),
      livemode: false,
    };
    checkoutSessions.set(session.id, session);
    return withoutInternal(session);
  });

  on('GET', /^\/v1\/checkout\/sessions\/([^/]+)$/, (_params, match): WireCheckoutSession => {
    const session = checkoutSessions.get(match[1]!);
    if (!session) throw missing('checkout.session', match[1]!);
    return withoutInternal(session);
  });

  on('GET', /^\/v1\/subscriptions\/([^/]+)$/, (_params, match): WireSubscription => subscriptionOrThrow(match[1]!));

  on('POST', /^\/v1\/subscriptions\/([^/]+)$/, async (params, match): Promise<WireSubscription> => {
    const subscription = subscriptionOrThrow(match[1]!);
    if (subscription.status === 'canceled') {
      throw new StripeHttpError(400, {
        type: 'invalid_request_error',
        message: 'A canceled subscription can only update its cancellation_details and metadata.',
      });
    }
    const items = params.items as Array<Record<string, string>> | undefined;
    if (items?.[0]?.price) {
      // A price change, prorated: the period stays; the item's price is the new one.
      const price = prices.get(items[0].price);
      if (!price) throw missing('price', items[0].price, 'items[0][price]');
      const item = subscription.items.data.find((entry) => entry.id === items[0]!.id) ?? subscription.items.data[0]!;
      item.price = price;
      subscription.metadata = { ...subscription.metadata, ...metadataOf(params.metadata) };
      subscription.cancel_at_period_end = false;
      subscription.cancel_at = null;
      await sendEvent('customer.subscription.updated', subscription);
      if (params.cancel_at_period_end !== undefined && params.cancel_at_period_end !== 'true') return subscription;
    }
    if (params.cancel_at_period_end !== undefined) {
      const cancel = params.cancel_at_period_end === 'true';
      subscription.cancel_at_period_end = cancel;
      subscription.cancel_at = cancel ? subscription.items.data[0]!.current_period_end : null;
      subscription.canceled_at = cancel ? nowSeconds() : null;
      await sendEvent('customer.subscription.updated', subscription);
    }
    return subscription;
  });

  on('POST', /^\/v1\/billing_portal\/sessions$/, (params): WirePortalSession => {
    const customer = str(params.customer) ?? '';
    if (!customers.has(customer)) throw missing('customer', customer, 'customer');
    const session: WirePortalSession = {
      id: id('bps'),
      object: 'billing_portal.session',
      url: `${origin}/billing/${customer}`,
      customer,
      return_url: str(params.return_url) ?? null,
      created: nowSeconds(),
      livemode: false,
    };
    portalSessions.set(session.id, session);
    return session;
  });

  // --- Stripe's hosted pages (what a browser sees on checkout.stripe.com) ------------------------

  function checkoutPage(session: WireCheckoutSession, error?: string) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test checkout</title></head><body>
      <p role="note">Stripe test mode (a local stand-in for checkout.stripe.com)</p>
      <h1>Subscribe</h1><p>$${((session.amount_total ?? 0) / 100).toFixed(2)} per month</p>
      <form method="post" action="/checkout/${session.id}/pay">
      <label for="n">Card number</label><input id="n" name="number">
      <label for="e">Expiration date</label><input id="e" name="expiry" placeholder="MM / YY">
      <label for="c">CVC</label><input id="c" name="cvc">
      <label for="z">ZIP</label><input id="z" name="zip">
      ${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
      <button type="submit">Subscribe</button></form></body></html>`;
  }

  async function page(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const view = /^\/checkout\/([^/]+)$/.exec(path);
    const pay = /^\/checkout\/([^/]+)\/pay$/.exec(path);
    const html = (status: number, body: string) => {
      response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
      response.end(body);
    };
    if (view && request.method === 'GET') {
      const session = checkoutSessions.get(view[1]!);
      if (!session || session.status !== 'open') html(404, '<h1>This checkout is no longer available</h1>');
      else html(200, checkoutPage(session));
      return true;
    }
    if (pay && request.method === 'POST') {
      const form = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const session = checkoutSessions.get(pay[1]!);
      if (!session || session.status !== 'open') {
        html(404, '<h1>This checkout is no longer available</h1>');
        return true;
      }
      const digits = (form.expiry ?? '').replace(/\D/g, '');
      try {
        const next = await completeCheckout(session.id, {
          number: form.number ?? '',
          expMonth: Number(digits.slice(0, 2)),
          expYear: Number(digits.slice(2)),
          cvc: form.cvc ?? '',
          postalCode: form.zip ?? '',
        });
        response.writeHead(303, { location: next });
        response.end();
      } catch (error) {
        html(402, checkoutPage(session, error instanceof Error ? error.message : 'Payment failed'));
      }
      return true;
    }
    const portal = /^\/billing\/([^/]+)$/.exec(path);
    if (portal && request.method === 'GET') {
      html(200, `<h1>Stripe test billing portal</h1><p>Customer ${escapeHtml(portal[1]!)}</p>`);
      return true;
    }
    return false;
  }

  function keyOf(request: IncomingMessage): RecordedStripeRequest['key'] {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (match?.[1] === keys.secret) return 'secret';
    if (match?.[1] === keys.publishable) return 'publishable';
    return 'none';
  }

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The browser's Stripe.js double calls from the app's origin.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    if (request.method === 'OPTIONS') {
      response.writeHead(204);
      response.end();
      return;
    }
    try {
      if (url.pathname === '/health') {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end('{"status":"ok"}');
        return;
      }
      if (await page(request, response, url.pathname)) return;
      const body = request.method === 'GET' ? url.searchParams.toString() : await readBody(request);
      const params = parseStripeForm(body);
      const key = keyOf(request);
      requests.push({ method: request.method ?? 'GET', path: url.pathname, params, key });
      const route = routes.find((item) => item.method === request.method && item.pattern.test(url.pathname));
      if (!route)
        throw new StripeHttpError(404, {
          type: 'invalid_request_error',
          message: `Unrecognized request URL (${request.method}: ${url.pathname}).`,
        });
      if (key === 'none' || (route.key === 'secret' && key !== 'secret')) {
        throw new StripeHttpError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      }
      const result = await route.handler(params, url.pathname.match(route.pattern)!, key);
      response.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify(result));
    } catch (error) {
      const failure =
        error instanceof StripeHttpError
          ? error
          : new StripeHttpError(500, {
              type: 'api_error',
              message: error instanceof Error ? error.message : 'Internal error',
            });
      response.writeHead(failure.status, { 'content-type': 'application/json', 'request-id': id('req') });
      response.end(JSON.stringify({ error: failure.body }));
    }
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const priceEnv = Object.fromEntries(
    (options.prices ?? []).filter((price) => price.plan).map((price) => [`STRIPE_PRICE_${price.plan}`, price.id]),
  );

  return {
    origin,
    keys,
    env: {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: keys.secret,
      STRIPE_PUBLISHABLE_KEY: keys.publishable,
      STRIPE_WEBHOOK_SECRET: keys.webhook,
      STRIPE_API_URL: origin,
      ...priceEnv,
    },
    requests,
    events,
    paymentIntents,
    checkoutSessions,
    subscriptions,
    confirmPaymentIntent,
    completeCheckout,
    renewSubscription,
    failRenewal,
    endSubscription,
    refundPayment,
    disputePayment,
    sendPaymentSucceeded,
    sendEvent,
    sign,
    setWebhookUrl: (url) => {
      webhookUrl = url;
    },
    setDeliver: (next) => {
      deliver = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
