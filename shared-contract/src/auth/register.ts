import { z } from 'zod';
import { route } from '../common/route';
import { AccountEmailSchema, PasswordSchema, UsernameSchema } from './rules';

export const REGISTER_ROUTE = route('POST', '/api/auth/register');

/** The register form sends username, email, password (the name field is not sent). */
export const RegisterRequestSchema = z
  .object({ username: UsernameSchema, email: AccountEmailSchema, password: PasswordSchema })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
