import { z } from 'zod';
import { route } from '../common/route';
import { SubscriptionSchema } from './subscription';

/**
 * Bearer token required; empty body. Cancels the renewing subscription at the end of the period
 * already paid: access stays until then (`subscription.endDate`), then the account is free again.
 * 404 without a subscription; 409 for a month paid once (it does not renew) or one already set to end.
 * The profile page calls the same at `/api/profile/cancel-subscription`.
 */
export const CANCEL_SUBSCRIPTION_ROUTE = route('POST', '/api/payment/cancel-subscription');

export const CancelSubscriptionResponseSchema = z
  .object({
    success: z.literal(true),
    message: z
      .string()
      .meta({ description: "'Your subscription will not renew. You keep {plan} until {date}.': show it as is." }),
    endDate: z.string().meta({ description: 'ISO time the plan ends (the end of the period already paid).' }),
    subscription: SubscriptionSchema,
  })
  .meta({ id: 'CancelSubscriptionResponse' });
export type CancelSubscriptionResponse = z.infer<typeof CancelSubscriptionResponseSchema>;
