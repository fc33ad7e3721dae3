import { z } from 'zod';
import { route } from '../common/route';
import { PlanIdRequestSchema } from './plan-id';
import { SubscriptionSchema } from './subscription';

/**
 * Bearer token required. After the card form confirmed the payment: the server asks the payment
 * provider for the payment's real state, checks it belongs to the caller and is for this plan and
 * its price, and makes the membership. Calling it again (or concurrently) changes nothing.
 * 402 'Payment was not successful' when the payment has not succeeded; 403 for another account's payment.
 */
export const CONFIRM_PAYMENT_ROUTE = route('POST', '/api/payment/confirm-payment');

export const ConfirmPaymentRequestSchema = PlanIdRequestSchema.extend({ paymentIntentId: z.string().trim().min(1).max(255) }).meta({ id: 'ConfirmPaymentRequest' });
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequestSchema>;

export const ConfirmPaymentResponseSchema = z.object({ success: z.literal(true), subscription: SubscriptionSchema }).meta({ id: 'ConfirmPaymentResponse' });
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponseSchema>;
