import { z } from 'zod';
import { PASSWORD_RULES } from '../static/page-rules';

/** The form labels the first field 'Email address' but either the username or the email works. */
export const LoginRequestSchema = z
  .object({
    usernameOrEmail: z.string().trim().min(1, { message: 'Username or email is required' }).max(254),
    password: z.string().min(1, { message: 'Password is required' }).max(PASSWORD_RULES.maxLength),
    remember: z.boolean().optional().meta({
      description:
        "'Remember me': the session lasts REMEMBER_ME_DAYS (30) on this device instead of the sliding 3 hours (decision 036).",
    }),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequestSchema>;
