import { z } from 'zod';
import { route } from '../common/route';
import { SubscriptionSchema } from './subscription';

/**
 * Bearer token required; `?sessionId=`. On the return from hosted checkout: the server asks the
 * provider for the session, checks it is the caller's and paid, and makes (or finds) the
 * membership. Idempotent; 409 while the checkout is not complete, 403 for another account's session.
 */
export const VERIFY_CHECKOUT_ROUTE = route('GET', '/api/payment/verify-checkout');

export const VerifyCheckoutQuerySchema = z.object({ sessionId: z.string().trim().min(1).max(255) });
// No `.meta({ id })`: a query string schema stays inline in the OpenAPI document.

export const VerifyCheckoutResponseSchema = z
  .object({ success: z.literal(true), subscription: SubscriptionSchema })
  .meta({ id: 'VerifyCheckoutResponse' });
export type VerifyCheckoutResponse = z.infer<typeof VerifyCheckoutResponseSchema>;
