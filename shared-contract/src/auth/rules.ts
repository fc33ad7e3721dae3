import { z } from 'zod';
import { NAME_RULES, PASSWORD_RULES } from '../static/page-rules';

/**
 * Account rules (docs/product/rules-and-limits.md#sign-in-and-registration; docs/decisions/004-tokens-and-sessions.md and the api
 * README explain them). The same schemas validate the register form in the browser and the
 * request on the server, so both give the same message.
 */
export const USERNAME_RULES = {
  minLength: 3,
  maxLength: 30,
  /** Letters, digits, dot, underscore, hyphen; starts with a letter or digit. */
  pattern: /^[A-Za-z0-9][A-Za-z0-9._-]*$/,
} as const;

export const EMAIL_RULES = { maxLength: 254 } as const;

/** The name typed at sign-up (optional; empty is none). */
export const NameSchema = z
  .string()
  .trim()
  .max(NAME_RULES.maxLength, { message: `Name must be at most ${NAME_RULES.maxLength} characters` });

/** Usernames keep their case for display but are unique case-insensitively. */
export const UsernameSchema = z
  .string()
  .trim()
  .min(USERNAME_RULES.minLength, { message: `Username must be at least ${USERNAME_RULES.minLength} characters` })
  .max(USERNAME_RULES.maxLength, { message: `Username must be at most ${USERNAME_RULES.maxLength} characters` })
  .regex(USERNAME_RULES.pattern, {
    message:
      'Username may contain only letters, digits, dots, underscores and hyphens, and must start with a letter or digit',
  })
  .refine((value) => !value.includes('@'), { message: 'Username must not contain @' });

/** E-mail addresses are trimmed and lower-cased before they are stored or compared. */
export const AccountEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_RULES.maxLength, { message: `Email must be at most ${EMAIL_RULES.maxLength} characters` })
  .pipe(z.email({ message: 'Email must be a valid email address' }));

/** Any characters (spaces and unicode included), never trimmed; at least one letter and one non-letter. */
export const PasswordSchema = z
  .string()
  .min(PASSWORD_RULES.minLength, { message: `Password must be at least ${PASSWORD_RULES.minLength} characters` })
  .max(PASSWORD_RULES.maxLength, { message: `Password must be at most ${PASSWORD_RULES.maxLength} characters` })
  .refine((value) => /\p{L}/u.test(value) && /[^\p{L}]/u.test(value), {
    message: 'Password must contain at least one letter and one digit or symbol',
  });
