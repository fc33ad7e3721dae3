// What billing needs from a payment provider, in the provider's own terms (Stripe's objects, cut
// down to the fields billing reads). Two implementations: Stripe (stripe-provider.ts, the real
// SDK) and the built-in test provider (local-provider.ts). docs/decisions/011-payment-providers.md.

/** Who and what a payment or subscription is for; written by us when creating it, read back on every check. */
export interface PaymentMetadata {
  userId: string;
  planId: string;
}

/** A provider's enum: the values billing knows, and any other it may add later. */
type Open<T extends string> = T | (string & NonNullable<unknown>);

export type PaymentIntentStatus = Open<
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'requires_capture'
  | 'canceled'
  | 'succeeded'
>;

export interface ProviderPaymentIntent {
  id: string;
  clientSecret: string | null;
  status: PaymentIntentStatus;
  amountCents: number;
  currency: string;
  /** Empty when the intent was not made by this product (then it belongs to nobody here). */
  metadata: Partial<PaymentMetadata>;
  customerId: string | null;
  /** Its charge was refunded in full: the money went back, so does the access. */
  refunded: boolean;
  /** A dispute (chargeback) was opened on its charge. */
  disputed: boolean;
}

export interface ProviderCheckoutSession {
  id: string;
  url: string | null;
  status: Open<'open' | 'complete' | 'expired'> | null;
  paymentStatus: Open<'paid' | 'unpaid' | 'no_payment_required'>;
  /** Our user id (client_reference_id). */
  clientReferenceId: string | null;
  metadata: Partial<PaymentMetadata>;
  customerId: string | null;
  subscriptionId: string | null;
}

export type SubscriptionStatus = Open<
  'active' | 'trialing' | 'past_due' | 'unpaid' | 'canceled' | 'incomplete' | 'incomplete_expired' | 'paused'
>;

export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: SubscriptionStatus;
  /** The price of its (single) item: which plan it is. */
  priceId: string | null;
  metadata: Partial<PaymentMetadata>;
  startedAt: Date;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /** When a cancellation takes effect (cancel_at), if one is scheduled. */
  cancelAt: Date | null;
  endedAt: Date | null;
}

/**
 * A provider event billing acts on, reduced to what it is about. Billing never trusts the event's
 * copy of an object: it asks the provider for the current state (events arrive late, twice, or
 * out of order).
 */
export type ProviderEvent =
  | { id: string; type: 'checkout.session.completed'; sessionId: string }
  | { id: string; type: 'invoice.paid' | 'invoice.payment_failed'; subscriptionId: string | null }
  | { id: string; type: 'customer.subscription.updated' | 'customer.subscription.deleted'; subscriptionId: string }
  | {
      id: string;
      type: 'payment_intent.succeeded' | 'payment_intent.processing' | 'payment_intent.payment_failed';
      paymentIntentId: string;
    }
  /** A full refund or an opened dispute: of a pass (its payment intent) or of a subscription's invoice (its customer). */
  | {
      id: string;
      type: 'charge.refunded' | 'charge.dispute.created';
      paymentIntentId: string | null;
      customerId: string | null;
      full: boolean;
    }
  | { id: string; type: 'ignored'; eventType: string };

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** A provider that could not be reached or answered an error: a 502 to the caller, with our own words. */
export class PaymentProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PaymentProviderError';
  }
}

export interface CreatePaymentIntentInput {
  amountCents: number;
  currency: string;
  customerId: string;
  description: string;
  metadata: PaymentMetadata;
  /** The same key answers the same intent (a retried call never makes a second one). */
  idempotencyKey: string;
}

export interface CreateCheckoutSessionInput {
  priceId: string;
  /** The plan's price: the provider's price must charge exactly this, monthly. */
  expectedAmountCents: number;
  currency: string;
  customerId: string;
  description: string;
  metadata: PaymentMetadata;
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: 'stripe' | 'local';
  /** No real money moves (the built-in provider, or Stripe test keys). */
  readonly testMode: boolean;
  readonly publishableKey: string | null;
  /** The price id of a paid plan sold through hosted checkout, or null (card form). */
  hostedPriceId(planType: number): string | null;
  /** The plan type a price id sells, for subscriptions changed at the provider. */
  planTypeOfPrice(priceId: string): number | null;
  createCustomer(input: { userId: string; email: string; name: string }): Promise<string>;
  createPaymentIntent(input: CreatePaymentIntentInput): Promise<ProviderPaymentIntent>;
  /** null when the provider does not know the id. */
  retrievePaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  /** Cancels an intent nobody paid (a purchase replaced by another); one already paid stays as it is. */
  cancelPaymentIntent(id: string): Promise<ProviderPaymentIntent | null>;
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<{ id: string; url: string }>;
  /** Closes an open checkout so it can no longer be paid. */
  expireCheckoutSession(id: string): Promise<void>;
  retrieveCheckoutSession(id: string): Promise<ProviderCheckoutSession | null>;
  retrieveSubscription(id: string): Promise<ProviderSubscription | null>;
  cancelSubscriptionAtPeriodEnd(id: string): Promise<ProviderSubscription>;
  /**
   * Moves a subscription to another price now, prorated (Stripe: the unused part of the current
   * price is credited and the rest of the period at the new price charged at once).
   */
  changeSubscriptionPrice(id: string, priceId: string, metadata: PaymentMetadata): Promise<ProviderSubscription>;
  /** Ends a subscription now (its money was refunded or disputed). */
  cancelSubscriptionNow(id: string): Promise<ProviderSubscription | null>;
  createPortalSession(customerId: string, returnUrl: string): Promise<{ url: string }>;
  /** Checks the signature over the raw body; throws WebhookSignatureError for a forged or stale one. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): ProviderEvent;
}
