import { type z } from 'zod';
import { route } from '../common/route';
import { SubscriptionSchema } from './subscription';

/** Bearer token required. The caller's active paid plan, or null on the free plan. */
export const SUBSCRIPTION_STATUS_ROUTE = route('GET', '/api/payment/subscription-status');

export const SubscriptionStatusResponseSchema = SubscriptionSchema.nullable();
export type SubscriptionStatusResponse = z.infer<typeof SubscriptionStatusResponseSchema>;
