import { z } from 'zod';
import { route } from '../common/route';
import { MembershipTypeSchema } from '../payment/subscription';

/** Token optional (anonymous visitors are counted by IP). */
export const USAGE_STATUS_ROUTE = route('GET', '/api/resume/usage-status');

export const UsageStatusSchema = z
  .object({
    remainingScans: z.number().int().meta({ description: '-1 = unlimited' }),
    scanCount: z.number().int(),
    hasActiveMembership: z.boolean(),
    membershipType: MembershipTypeSchema,
  })
  .meta({ id: 'UsageStatus' });
export type UsageStatus = z.infer<typeof UsageStatusSchema>;
