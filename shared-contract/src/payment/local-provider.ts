import { z } from 'zod';

export const TestCardSchema = z
  .object({
    number: z.string().trim().min(1, { message: 'Your card number is incomplete.' }).max(30),
    expMonth: z.number().int(),
    expYear: z.number().int().meta({ description: 'Four digits (2031) or two (31).' }),
    cvc: z.string().trim().max(8),
    postalCode: z.string().trim().max(16),
  })
  .meta({ id: 'TestCard' });
export type TestCard = z.infer<typeof TestCardSchema>;

export const LocalConfirmPaymentRequestSchema = z
  .object({ clientSecret: z.string().min(1).max(200), card: TestCardSchema })
  .meta({ id: 'LocalConfirmPaymentRequest' });
export type LocalConfirmPaymentRequest = z.infer<typeof LocalConfirmPaymentRequestSchema>;

export const LocalAuthenticatePaymentRequestSchema = z
  .object({ clientSecret: z.string().min(1).max(200), outcome: z.enum(['complete', 'fail']) })
  .meta({ id: 'LocalAuthenticatePaymentRequest' });
export type LocalAuthenticatePaymentRequest = z.infer<typeof LocalAuthenticatePaymentRequestSchema>;

/** As Stripe.js reports a confirmation: the payment's status, and the card's error when it failed. */
export const LocalPaymentResultSchema = z
  .object({
    id: z.string(),
    status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'canceled']),
    error: z.object({ code: z.string(), message: z.string() }).nullable(),
  })
  .meta({ id: 'LocalPaymentResult' });
export type LocalPaymentResult = z.infer<typeof LocalPaymentResultSchema>;
