import {
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  ConfirmPaymentResponseSchema,
  LOCAL_AUTHENTICATE_PAYMENT_ROUTE,
  LOCAL_CONFIRM_PAYMENT_ROUTE,
  LocalPaymentResultSchema,
  MembershipPlansResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  SubscriptionStatusResponseSchema,
  UsageStatusSchema,
  VerifyCheckoutResponseSchema,
  type MembershipPlan,
  type TestCard,
} from '@resumebeat/shared-contract';
// The package name, not a relative path: the stored user is the shared singleton's.
import { getAuthToken, setPremium } from '@resumebeat/shared-session';
import { API_BASE, request } from './client';

type PlanId = MembershipPlan['id'];

/**
 * Every answer that tells whether the account has a paid plan also refreshes the stored user's
 * isPremium, so the app bar's 'Premium' badge follows a payment, a cancellation that ended, or a
 * membership changed elsewhere, without another call.
 */
function remember<T>(promise: Promise<T>, isPremium: (value: T) => boolean | null): Promise<T> {
  return promise.then((value) => {
    const premium = isPremium(value);
    if (premium !== null) setPremium(premium);
    return value;
  });
}

/**
 * Payment calls (base `/api`, SPEC.md section 7). Plans, usage and the provider config work
 * without an account; the rest need one ('User not authenticated' before any request).
 */
export const paymentApi = {
  /** A non-array answer fails the schema: ApiError 'Invalid response from server' (SPEC.md section 8). */
  membershipPlans: () => request('GET', `${API_BASE.payment}/payment/membership-plans`, { schema: MembershipPlansResponseSchema }),
  usageStatus: () => {
    const account = getAuthToken() !== null;
    return remember(request('GET', `${API_BASE.payment}/resume/usage-status`, { schema: UsageStatusSchema }), (usage) => (account ? usage.hasActiveMembership : null));
  },
  createPaymentIntent: (planId: PlanId) =>
    request('POST', `${API_BASE.payment}/payment/create-payment-intent`, { auth: 'required', json: { planId }, schema: PaymentIntentResponseSchema }),
  /** After the card form: the server checks the payment with the provider and makes the membership. */
  confirmPayment: (planId: PlanId, paymentIntentId: string) =>
    remember(
      request('POST', `${API_BASE.payment}/payment/confirm-payment`, { auth: 'required', json: { planId, paymentIntentId }, schema: ConfirmPaymentResponseSchema }),
      (result) => result.subscription.isActive,
    ),
  /** Hosted checkout: answers the url to send the browser to. */
  checkoutSession: (planId: PlanId) =>
    request('POST', `${API_BASE.payment}/payment/checkout-session`, { auth: 'required', json: { planId }, schema: CheckoutSessionResponseSchema }),
  /** The active paid plan, or null on the free plan. */
  subscriptionStatus: () =>
    remember(request('GET', `${API_BASE.payment}/payment/subscription-status`, { auth: 'required', schema: SubscriptionStatusResponseSchema }), (subscription) => subscription?.isActive === true),
  /** The return from hosted checkout (`/profile?payment=success&session_id=...`). */
  verifyCheckout: (sessionId: string) =>
    remember(
      request('GET', `${API_BASE.payment}/payment/verify-checkout`, { auth: 'required', searchParams: { sessionId }, schema: VerifyCheckoutResponseSchema }),
      (result) => result.subscription.isActive,
    ),
  billingPortalSession: () =>
    request('POST', `${API_BASE.payment}/payment/billing-portal-session`, { auth: 'required', json: {}, schema: CheckoutSessionResponseSchema }),
  /** Ends the subscription at the end of the paid period; access stays until then. */
  cancelSubscription: () =>
    remember(
      request('POST', `${API_BASE.payment}/payment/cancel-subscription`, { auth: 'required', json: {}, schema: CancelSubscriptionResponseSchema }),
      (result) => result.subscription.isActive,
    ),
  /** Used when no publishable key is built in; also says which provider the card form talks to. */
  paymentConfig: () => request('GET', `${API_BASE.payment}/payment/config`, { auth: 'none', schema: PaymentConfigResponseSchema }),

  /**
   * The built-in test provider's card calls (what Stripe.js does with Stripe): authorised by the
   * payment's client secret, no bearer token. Only when paymentConfig says `provider: 'local'`.
   */
  localProvider: {
    confirmCard: (paymentIntentId: string, clientSecret: string, card: TestCard) =>
      request('POST', LOCAL_CONFIRM_PAYMENT_ROUTE.path.replace(':id', encodeURIComponent(paymentIntentId)), {
        auth: 'none',
        json: { clientSecret, card },
        schema: LocalPaymentResultSchema,
      }),
    authenticate: (paymentIntentId: string, clientSecret: string, outcome: 'complete' | 'fail') =>
      request('POST', LOCAL_AUTHENTICATE_PAYMENT_ROUTE.path.replace(':id', encodeURIComponent(paymentIntentId)), {
        auth: 'none',
        json: { clientSecret, outcome },
        schema: LocalPaymentResultSchema,
      }),
  },
};
