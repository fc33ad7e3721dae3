import {
  CheckoutSessionResponseSchema,
  MembershipPlansResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  UsageStatusSchema,
  type MembershipPlan,
  type Subscription,
} from '@resumebeat/shared-contract';
import { API_BASE, request } from './client';

type PlanId = MembershipPlan['id'];

/**
 * Payment calls (base `/api`). Plans, usage and the publishable key work without an account;
 * the rest need one (SPEC.md section 6). Responses SPEC.md does not show stay `unknown`.
 */
export const paymentApi = {
  /** A non-array answer fails the schema: ApiError 'Invalid response from server' (SPEC.md section 8). */
  membershipPlans: () => request('GET', `${API_BASE.payment}/payment/membership-plans`, { schema: MembershipPlansResponseSchema }),
  usageStatus: () => request('GET', `${API_BASE.payment}/resume/usage-status`, { schema: UsageStatusSchema }),
  createPaymentIntent: (planId: PlanId) =>
    request('POST', `${API_BASE.payment}/payment/create-payment-intent`, { auth: 'required', json: { planId }, schema: PaymentIntentResponseSchema }),
  confirmPayment: (planId: PlanId, paymentIntentId: string) =>
    request<unknown>('POST', `${API_BASE.payment}/payment/confirm-payment`, { auth: 'required', json: { planId, paymentIntentId } }),
  checkoutSession: (planId: PlanId) =>
    request('POST', `${API_BASE.payment}/payment/checkout-session`, { auth: 'required', json: { planId }, schema: CheckoutSessionResponseSchema }),
  subscriptionStatus: () => request<Subscription | null>('GET', `${API_BASE.payment}/payment/subscription-status`, { auth: 'required' }),
  verifyCheckout: (sessionId: string) => request<unknown>('GET', `${API_BASE.payment}/payment/verify-checkout`, { auth: 'required', searchParams: { sessionId } }),
  billingPortalSession: () =>
    request('POST', `${API_BASE.payment}/payment/billing-portal-session`, { auth: 'required', json: {}, schema: CheckoutSessionResponseSchema }),
  cancelSubscription: () => request<unknown>('POST', `${API_BASE.payment}/payment/cancel-subscription`, { auth: 'required', json: {} }),
  /** Used when no publishable key is built in. */
  paymentConfig: () => request('GET', `${API_BASE.payment}/payment/config`, { auth: 'none', schema: PaymentConfigResponseSchema }),
};
