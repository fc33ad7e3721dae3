import { z } from 'zod';
import { route } from '../common/route';

/**
 * Stripe's webhook: the raw body signed in `Stripe-Signature`. A forged or stale signature is 400
 * and changes nothing; an event id already applied answers `duplicate: true` and changes nothing.
 */
export const PAYMENT_WEBHOOK_ROUTE = route('POST', '/api/payment/webhook');

export const WebhookResponseSchema = z
  .object({ received: z.literal(true), duplicate: z.boolean() })
  .meta({ id: 'WebhookResponse' });
export type WebhookResponse = z.infer<typeof WebhookResponseSchema>;
