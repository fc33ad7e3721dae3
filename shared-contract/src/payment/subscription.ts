import { z } from 'zod';

export { MEMBERSHIP_TYPES } from './membership-types';
export const MembershipTypeSchema = z
  .number()
  .int()
  .meta({ description: '0 Free, 1 Basic, 2 Premium, 3 Enterprise; anything else is Unknown.' });

/** A member's subscription as the profile and the billing pages read it (docs/product/plans-and-billing.md#subscription-card). */
export const SubscriptionSchema = z
  .object({
    planName: z.string(),
    price: z.number(),
    isActive: z.boolean(),
    scansUsed: z.number().int(),
    scanLimit: z.number().int().meta({ description: '-1 = unlimited' }),
    scansRemaining: z.number().int().meta({ description: '-1 = unlimited' }),
    type: MembershipTypeSchema,
    startDate: z.string().nullable(),
    endDate: z.string().nullable(),
    canCancel: z.boolean(),
    // Billing terms (docs/decisions/028): what was bought, until when, and what happens then.
    state: z.enum(['active', 'inactive']).meta({
      description:
        "'inactive' for a plan that has lapsed or was ended (docs/product/plans-and-billing.md#subscription-card); same as isActive.",
    }),
    billing: z.enum(['subscription', 'pass']).meta({
      description:
        "'subscription': hosted checkout, renews monthly until cancelled; 'pass': one month paid by card, does not renew.",
    }),
    currentPeriodEnd: z.string().nullable().meta({
      description: 'ISO time the paid period ends (from the provider). Access ends then unless a renewal is recorded.',
    }),
    cancelAtPeriodEnd: z
      .boolean()
      .meta({ description: 'A subscription set to end at currentPeriodEnd (cancelled, not yet ended).' }),
    renews: z.boolean().meta({
      description:
        'true while the plan will be charged again at currentPeriodEnd (an active subscription not set to end).',
    }),
    provider: z
      .enum(['stripe', 'local'])
      .nullable()
      .meta({ description: 'Which payment provider holds it; null for a membership made by hand.' }),
    canManageBilling: z.boolean().meta({
      description:
        'POST /api/payment/billing-portal-session will answer a portal url for this account (same provider as the server uses).',
    }),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;
