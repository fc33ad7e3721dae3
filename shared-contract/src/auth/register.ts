import { z } from 'zod';
import { route } from '../common/route';
import { AccountEmailSchema, NameSchema, PasswordSchema, UsernameSchema } from './rules';

export const REGISTER_ROUTE = route('POST', '/api/auth/register');

/**
 * The register form sends username, email, password and, when typed, the name: it becomes the
 * profile's first name (first word) and last name (the rest) (decision 036).
 */
export const RegisterRequestSchema = z
  .object({
    name: NameSchema.optional(),
    username: UsernameSchema,
    email: AccountEmailSchema,
    password: PasswordSchema,
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
