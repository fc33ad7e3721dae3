import { z } from 'zod';
import { route } from '../common/route';

/**
 * Bearer token required; body `PlanIdRequest`. Hosted checkout for a plan with a `stripePriceId`:
 * answers the checkout page's url; the browser goes there and comes back to
 * `{returnPath or /profile}?payment=success&session_id=...` (then verify-checkout), or
 * `{returnPath}?payment=cancelled`. Body `CheckoutSessionRequest` (planId, optional returnPath).
 */
export const CHECKOUT_SESSION_ROUTE = route('POST', '/api/payment/checkout-session');

export const CheckoutSessionResponseSchema = z
  .object({
    url: z.string(),
    upgraded: z
      .boolean()
      .optional()
      .meta({
        description:
          "true: the member's renewing lower subscription was moved to this plan at once (prorated), no checkout page: " +
          'url is `{returnPath}?payment=success&upgraded={planId}`; refresh the subscription and usage.',
      }),
  })
  .meta({ id: 'CheckoutSessionResponse' });
export type CheckoutSessionResponse = z.infer<typeof CheckoutSessionResponseSchema>;
