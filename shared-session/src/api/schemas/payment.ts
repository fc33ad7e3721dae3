// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';
import {
  ConfirmPaymentResponseSchema,
  PaymentProcessingResponseSchema,
  type ConfirmPaymentResponse,
  type PaymentProcessingResponse,
} from '@resumebeat/shared-contract';
import type { ResponseSchema } from '../client';

/**
 * The schemas of the payment calls' answers, built when the first of them is made (./client.ts); the
 * usage call's has a module of its own (./usage-status.ts).
 */
export {
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  LocalPaymentResultSchema,
  MembershipPlansResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  PurchaseResponseSchema,
  SubscriptionStatusResponseSchema,
  VerifyCheckoutResponseSchema,
} from '@resumebeat/shared-contract';

/** confirm-payment's 200 (the membership) or 202 (still processing; the server finishes it). */
export const ConfirmPaymentResultSchema: ResponseSchema<ConfirmPaymentResponse | PaymentProcessingResponse> = {
  safeParse: (data) => {
    const paid = ConfirmPaymentResponseSchema.safeParse(data);
    return paid.success ? paid : PaymentProcessingResponseSchema.safeParse(data);
  },
};
