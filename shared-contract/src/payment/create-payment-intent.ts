import { z } from 'zod';
import { route } from '../common/route';

/**
 * Bearer token required; body `PlanIdRequest`. Starts a card payment of one month of the plan,
 * for the plan's price (never an amount from the browser). 409 when the account already has this
 * plan or a higher one. One open intent per account: asking again answers the same one
 * (`reused: true`); asking for another plan cancels the open one first. 409 while a payment is processing.
 */
export const CREATE_PAYMENT_INTENT_ROUTE = route('POST', '/api/payment/create-payment-intent');

export const PaymentIntentResponseSchema = z
  .object({
    clientSecret: z.string().meta({
      description: 'Given to the card form (Stripe.js or the built-in test provider) to confirm the payment.',
    }),
    paymentIntentId: z.string(),
    reused: z.boolean().meta({
      description:
        'true when this is the account’s open payment for the plan, answered again (a second tab, a reopened dialog).',
    }),
  })
  .meta({ id: 'PaymentIntentResponse' });
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;
