import { z } from 'zod';
import { route } from '../common/route';
import { MembershipTypeSchema } from './subscription';

export const MEMBERSHIP_PLANS_ROUTE = route('GET', '/api/payment/membership-plans');

/** docs/product/plans-and-billing.md#plans: a plan with a stripePriceId uses hosted checkout, otherwise the card form. */
export const MembershipPlanSchema = z
  .object({
    id: z.union([z.number().int(), z.string()]),
    name: z.string(),
    price: z.number().meta({ description: 'Monthly price in dollars.' }),
    type: MembershipTypeSchema,
    stripePriceId: z.string().nullish(),
    hasAdvancedAnalytics: z.boolean().optional(),
    hasPrioritySupport: z.boolean().optional(),
    hasBulkUpload: z.boolean().optional(),
  })
  .meta({ id: 'MembershipPlan' });
export type MembershipPlan = z.infer<typeof MembershipPlanSchema>;

export const MembershipPlansResponseSchema = z.array(MembershipPlanSchema);
export type MembershipPlansResponse = z.infer<typeof MembershipPlansResponseSchema>;
