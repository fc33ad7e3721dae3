import { LOCAL_AUTHENTICATE_PAYMENT_ROUTE, LOCAL_CONFIRM_PAYMENT_ROUTE } from '@resumebeat/shared-contract/api-routes';
import type { MembershipPlan, Subscription, TestCard } from '@resumebeat/shared-contract';
// The package name, not a relative path: the stored user is the shared singleton's.
import { getAuthToken, setPremium } from '@resumebeat/shared-session';
import { API_BASE, request, responseSchema } from './client';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/payment');
/** The usage call's alone: /upload and /profile make it as they start (decision 046). */
const usageSchemas = () => import('./schemas/usage-status');

type PlanId = MembershipPlan['id'];

/**
 * Every answer that tells whether the account has a paid plan also refreshes the stored user's
 * isPremium, so the app bar's 'Premium' badge follows a payment, a cancellation that ended, or a
 * membership changed elsewhere, without another call.
 */
function remember<T>(
  promise: Promise<T>,
  membership: (value: T) => { active: boolean; type?: number | null } | null,
): Promise<T> {
  return promise.then((value) => {
    const seen = membership(value);
    if (seen !== null) setPremium(seen.active, seen.type);
    return value;
  });
}

/** What a subscription answer says of the account's membership (the app bar names its plan). */
const ofSubscription = (subscription: Subscription | null | undefined) =>
  subscription
    ? { active: subscription.isActive, type: subscription.isActive ? subscription.type : null }
    : { active: false };

/**
 * Payment calls (base `/api`, docs/product/api.md#payment). Plans, usage and the provider config work
 * without an account; the rest need one ('User not authenticated' before any request).
 */
export const paymentApi = {
  /** A non-array answer fails the schema: ApiError 'Invalid response from server' (docs/product/errors.md#plans-and-payment). */
  membershipPlans: () =>
    request('GET', `${API_BASE.payment}/payment/membership-plans`, {
      schema: responseSchema(schemas, 'MembershipPlansResponseSchema'),
    }),
  usageStatus: () => {
    const account = getAuthToken() !== null;
    return remember(
      request('GET', `${API_BASE.payment}/resume/usage-status`, {
        schema: responseSchema(usageSchemas, 'UsageStatusSchema'),
      }),
      (usage) =>
        account
          ? { active: usage.hasActiveMembership, type: usage.hasActiveMembership ? usage.membershipType : null }
          : null,
    );
  },
  createPaymentIntent: (planId: PlanId) =>
    request('POST', `${API_BASE.payment}/payment/create-payment-intent`, {
      auth: 'required',
      json: { planId },
      schema: responseSchema(schemas, 'PaymentIntentResponseSchema'),
    }),
  /**
   * After the card form: the server checks the payment with the provider and makes the membership;
   * or (202) the payment is still processing and the server makes it by itself when it clears.
   */
  confirmPayment: (planId: PlanId, paymentIntentId: string) =>
    remember(
      request('POST', `${API_BASE.payment}/payment/confirm-payment`, {
        auth: 'required',
        json: { planId, paymentIntentId },
        schema: responseSchema(schemas, 'ConfirmPaymentResultSchema'),
      }),
      (result) => (result.success ? ofSubscription(result.subscription) : null),
    ),
  /** Hosted checkout: answers the url to send the browser to; it comes back to `returnPath` (else /profile). */
  checkoutSession: (planId: PlanId, returnPath?: string) =>
    request('POST', `${API_BASE.payment}/payment/checkout-session`, {
      auth: 'required',
      json: returnPath ? { planId, returnPath } : { planId },
      schema: responseSchema(schemas, 'CheckoutSessionResponseSchema'),
    }),
  /** The active paid plan, or null on the free plan. */
  subscriptionStatus: () =>
    remember(
      request('GET', `${API_BASE.payment}/payment/subscription-status`, {
        auth: 'required',
        schema: responseSchema(schemas, 'SubscriptionStatusResponseSchema'),
      }),
      (subscription) => ofSubscription(subscription),
    ),
  /** The return from hosted checkout (`/profile?payment=success&session_id=...`). */
  verifyCheckout: (sessionId: string) =>
    remember(
      request('GET', `${API_BASE.payment}/payment/verify-checkout`, {
        auth: 'required',
        searchParams: { sessionId },
        schema: responseSchema(schemas, 'VerifyCheckoutResponseSchema'),
      }),
      (result) => ofSubscription(result.subscription),
    ),
  billingPortalSession: () =>
    request('POST', `${API_BASE.payment}/payment/billing-portal-session`, {
      auth: 'required',
      json: {},
      schema: responseSchema(schemas, 'CheckoutSessionResponseSchema'),
    }),
  /** Ends the subscription at the end of the paid period; access stays until then. */
  cancelSubscription: () =>
    remember(
      request('POST', `${API_BASE.payment}/payment/cancel-subscription`, {
        auth: 'required',
        json: {},
        schema: responseSchema(schemas, 'CancelSubscriptionResponseSchema'),
      }),
      (result) => ofSubscription(result.subscription),
    ),
  /** The account's purchase in progress (one at a time), or null: a second tab shows it instead of paying again. */
  purchase: () =>
    request('GET', `${API_BASE.payment}/payment/purchase`, {
      auth: 'required',
      schema: responseSchema(schemas, 'PurchaseResponseSchema'),
    }),
  /** Used when no publishable key is built in; also says which provider the card form talks to. */
  paymentConfig: () =>
    request('GET', `${API_BASE.payment}/payment/config`, {
      auth: 'none',
      schema: responseSchema(schemas, 'PaymentConfigResponseSchema'),
    }),

  /**
   * The built-in test provider's card calls (what Stripe.js does with Stripe): authorised by the
   * payment's client secret, no bearer token. Only when paymentConfig says `provider: 'local'`.
   */
  localProvider: {
    confirmCard: (paymentIntentId: string, clientSecret: string, card: TestCard) =>
      request('POST', LOCAL_CONFIRM_PAYMENT_ROUTE.path.replace(':id', encodeURIComponent(paymentIntentId)), {
        auth: 'none',
        json: { clientSecret, card },
        schema: responseSchema(schemas, 'LocalPaymentResultSchema'),
      }),
    authenticate: (paymentIntentId: string, clientSecret: string, outcome: 'complete' | 'fail') =>
      request('POST', LOCAL_AUTHENTICATE_PAYMENT_ROUTE.path.replace(':id', encodeURIComponent(paymentIntentId)), {
        auth: 'none',
        json: { clientSecret, outcome },
        schema: responseSchema(schemas, 'LocalPaymentResultSchema'),
      }),
  },
};
