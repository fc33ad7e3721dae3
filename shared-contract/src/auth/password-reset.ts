import { z } from 'zod';
import { AccountEmailSchema, PasswordSchema } from './rules';

export const ForgotPasswordRequestSchema = z
  .object({ email: AccountEmailSchema })
  .meta({ id: 'ForgotPasswordRequest' });
export type ForgotPasswordRequest = z.input<typeof ForgotPasswordRequestSchema>;
export const ForgotPasswordResponseSchema = z
  .object({ message: z.string(), mailEnabled: z.boolean() })
  .meta({ id: 'ForgotPasswordResponse' });
export type ForgotPasswordResponse = z.infer<typeof ForgotPasswordResponseSchema>;

export const FORGOT_PASSWORD_MESSAGE =
  'If an account exists for that email, we have sent a link to reset its password. The link works once, for one hour.';
export const FORGOT_PASSWORD_NO_MAIL_MESSAGE =
  'Email is not available on this server. Please contact support to reset your password.';

/** Reset links: a 43-character base64url token, single use, one hour. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const ResetPasswordRequestSchema = z
  .object({
    token: z
      .string()
      .regex(RESET_TOKEN_PATTERN, { message: 'This reset link is not valid. Please ask for a new one.' }),
    password: PasswordSchema,
  })
  .meta({ id: 'ResetPasswordRequest' });
export type ResetPasswordRequest = z.input<typeof ResetPasswordRequestSchema>;
export const RESET_LINK_INVALID_MESSAGE = 'This reset link is not valid or has expired. Please ask for a new one.';
export const RESET_PASSWORD_DONE_MESSAGE = 'Your password has been changed. Please sign in with your new password.';
export const ResetPasswordResponseSchema = z.object({ message: z.string() }).meta({ id: 'ResetPasswordResponse' });
export type ResetPasswordResponse = z.infer<typeof ResetPasswordResponseSchema>;
