import { z } from 'zod';
import { SubscriptionSchema } from '../payment/subscription';

export const BIO_MAX_LENGTH = 500;

/** SPEC.md section 3; username and email are read-only, subscription: the active paid plan, else the latest one as inactive (SPEC row 4.23), null when never paid. */
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
