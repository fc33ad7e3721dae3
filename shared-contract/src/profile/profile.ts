import { z } from 'zod';
import { SubscriptionSchema } from '../payment/subscription';

/** docs/product/api.md#profile-cover-letter-support; username and email are read-only, subscription: the active paid plan, else the latest one as inactive (docs/product/plans-and-billing.md#subscription-card), null when never paid. */
export const ProfileSchema = z
  .object({
    username: z.string(),
    email: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    bio: z.string().nullable(),
    dateOfBirth: z.string().nullable().meta({ description: 'YYYY-MM-DD' }),
    lastUpdated: z.string().nullable().meta({ description: 'ISO 8601 timestamp of the last profile change.' }),
    scanCount: z.number().int(),
    lastScanDate: z.string().nullable(),
    subscription: SubscriptionSchema.nullable(),
  })
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof ProfileSchema>;
