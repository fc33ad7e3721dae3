import { z } from 'zod';
import { route } from '../common/route';

/** Billing calls of SPEC.md section 7; their routes arrive with the billing issue. */
export const CREATE_PAYMENT_INTENT_ROUTE = route('POST', '/api/payment/create-payment-intent');
export const CONFIRM_PAYMENT_ROUTE = route('POST', '/api/payment/confirm-payment');
export const CHECKOUT_SESSION_ROUTE = route('POST', '/api/payment/checkout-session');
export const SUBSCRIPTION_STATUS_ROUTE = route('GET', '/api/payment/subscription-status');
export const VERIFY_CHECKOUT_ROUTE = route('GET', '/api/payment/verify-checkout');
export const BILLING_PORTAL_SESSION_ROUTE = route('POST', '/api/payment/billing-portal-session');
export const CANCEL_SUBSCRIPTION_ROUTE = route('POST', '/api/payment/cancel-subscription');
export const PAYMENT_CONFIG_ROUTE = route('GET', '/api/payment/config');

export const PlanIdRequestSchema = z.object({ planId: z.union([z.number().int(), z.string()]) }).meta({ id: 'PlanIdRequest' });
export type PlanIdRequest = z.infer<typeof PlanIdRequestSchema>;

export const ConfirmPaymentRequestSchema = PlanIdRequestSchema.extend({ paymentIntentId: z.string().min(1) }).meta({ id: 'ConfirmPaymentRequest' });
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequestSchema>;

export const PaymentIntentResponseSchema = z.object({ clientSecret: z.string(), paymentIntentId: z.string() }).meta({ id: 'PaymentIntentResponse' });
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

export const CheckoutSessionResponseSchema = z.object({ url: z.string() }).meta({ id: 'CheckoutSessionResponse' });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;

export const PaymentConfigResponseSchema = z.object({ stripePublishableKey: z.string().nullable() }).meta({ id: 'PaymentConfigResponse' });
export type PaymentConfigResponse = z.infer<typeof PaymentConfigResponseSchema>;
