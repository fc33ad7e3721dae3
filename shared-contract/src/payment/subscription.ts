import { z } from 'zod';

export { MEMBERSHIP_TYPES } from './membership-types';
export const MembershipTypeSchema = z.number().int().meta({ description: '0 Free, 1 Basic, 2 Premium, 3 Enterprise; anything else is Unknown.' });

/** A member's subscription as the profile and the billing pages read it (SPEC.md section 3). */
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
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;
