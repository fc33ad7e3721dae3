import { z } from 'zod';
import { route } from '../common/route';
import { PlanIdRequestSchema } from './plan-id';
import { SubscriptionSchema } from './subscription';

/**
 * Bearer token required. After the card form confirmed the payment: the server asks the payment
 * provider for the payment's real state, checks it belongs to the caller and is for this plan and
 * its price, and makes the membership. Calling it again (or concurrently) changes nothing.
 * 202 PaymentProcessingResponse while the provider still processes it.
 * 402 'Payment was not successful' when the payment has not succeeded; 403 for another account's payment.
 */
export const CONFIRM_PAYMENT_ROUTE = route('POST', '/api/payment/confirm-payment');

export const ConfirmPaymentRequestSchema = PlanIdRequestSchema.extend({
  paymentIntentId: z.string().trim().min(1).max(255),
}).meta({ id: 'ConfirmPaymentRequest' });
export type ConfirmPaymentRequest = z.infer<typeof ConfirmPaymentRequestSchema>;

export const ConfirmPaymentResponseSchema = z
  .object({ success: z.literal(true), subscription: SubscriptionSchema })
  .meta({ id: 'ConfirmPaymentResponse' });

/**
 * 202: the provider has the payment but it is not final yet (status processing): the server makes
 * the membership by itself when it clears (payment_intent.succeeded or the reconciliation pass).
 * The dialog can close and show `message`; GET /api/payment/purchase shows it as 'processing'.
 */
export const PaymentProcessingResponseSchema = z
  .object({ success: z.literal(false), state: z.literal('processing'), message: z.string() })
  .meta({ id: 'PaymentProcessingResponse' });
export type PaymentProcessingResponse = z.infer<typeof PaymentProcessingResponseSchema>;
export type ConfirmPaymentResponse = z.infer<typeof ConfirmPaymentResponseSchema>;
