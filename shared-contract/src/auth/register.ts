import { z } from 'zod';
import { AccountEmailSchema, NameSchema, PasswordSchema, UsernameSchema } from './rules';

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
