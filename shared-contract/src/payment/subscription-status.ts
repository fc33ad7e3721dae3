import { type z } from 'zod';
import { route } from '../common/route';
import { SubscriptionSchema } from './subscription';

/** Bearer token required. The caller's active paid plan, else the latest one with state 'inactive' (docs/product/plans-and-billing.md#subscription-card), or null when the account never had one. */
export const SUBSCRIPTION_STATUS_ROUTE = route('GET', '/api/payment/subscription-status');

export const SubscriptionStatusResponseSchema = SubscriptionSchema.nullable();
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;
