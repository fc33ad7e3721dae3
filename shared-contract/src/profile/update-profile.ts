import { z } from 'zod';
import { IsoDateSchema, optionalText } from '../common/fields';
import { route } from '../common/route';
import { BIO_MAX_LENGTH } from '../static/page-rules';

/** Bearer token required; answers the updated Profile. */
export const UPDATE_PROFILE_ROUTE = route('PUT', '/api/profile');

const PHONE_PATTERN = /^[+()0-9 .\-/]{3,32}$/;

/**
 * Every field optional and nullable: blank strings clear a field. dateOfBirth takes a date or a
 * timestamp and keeps the date part (the date input cuts it, docs/product/rules-and-limits.md#profile).
 */
export const ProfileUpdateSchema = z
  .object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    phoneNumber: optionalText(32).refine((value) => value === null || PHONE_PATTERN.test(value), {
      message: 'Phone number may contain only digits, spaces and + ( ) - . /',
    }),
    bio: optionalText(BIO_MAX_LENGTH).refine((value) => value === null || value.length <= BIO_MAX_LENGTH, {
      message: `Bio must be at most ${BIO_MAX_LENGTH} characters`,
    }),
    dateOfBirth: z
      .string()
      .trim()
      .nullish()
      .transform((value) => (value ? value.slice(0, 10) : null))
      .pipe(IsoDateSchema.nullable()),
  })
  .meta({ id: 'ProfileUpdate' });
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;
