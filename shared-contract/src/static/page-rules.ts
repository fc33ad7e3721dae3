// The contract's rules and messages that pages use as they render (limits, option lists, texts),
// with no zod schema beside them: importing them does not build the schemas
// (docs/decisions/046-doing-less-at-start.md). The schemas that enforce them import them from here.

// auth
export const NAME_RULES = { maxLength: 100 } as const;

export const PASSWORD_RULES = {
  minLength: 8,
  /** Bounded so hashing stays cheap and cannot be used to burn CPU. */
  maxLength: 128,
} as const;

/**
 * The password rules as the register form lists them under the field, ticked as the password
 * meets each (decision 036); auth/rules.ts's PasswordSchema enforces the same ones on the server.
 */
export const PASSWORD_CHECKS: ReadonlyArray<{ id: string; label: string; met: (password: string) => boolean }> = [
  {
    id: 'length',
    label: `At least ${PASSWORD_RULES.minLength} characters`,
    met: (password) => password.length >= PASSWORD_RULES.minLength,
  },
  { id: 'letter', label: 'One letter', met: (password) => /\p{L}/u.test(password) },
  { id: 'digit-or-symbol', label: 'One digit or symbol', met: (password) => /[^\p{L}]/u.test(password) },
];

/**
 * What is wrong with a new password, in PasswordSchema's words (the first rule it breaks), or null:
 * for a form that checks the password before it is sent, without building the schema.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_RULES.minLength)
    return `Password must be at least ${PASSWORD_RULES.minLength} characters`;
  if (password.length > PASSWORD_RULES.maxLength)
    return `Password must be at most ${PASSWORD_RULES.maxLength} characters`;
  if (!PASSWORD_CHECKS.every((check) => check.met(password)))
    return 'Password must contain at least one letter and one digit or symbol';
  return null;
}

// profile
export const BIO_MAX_LENGTH = 500;

// support
export const SUPPORT_MESSAGE_RULES = { minLength: 10, maxLength: 8000, defaultSubject: 'Support Request' } as const;

// resume
export const ANALYTICS_MESSAGES = {
  planRequired:
    'The advanced analytics dashboard is part of the Premium and Enterprise plans. Upgrade your membership to unlock it.',
} as const;

export const BULK_MAX_FILES = 20;

export const BULK_MESSAGES = {
  notOnPlan:
    'Bulk resume upload is not included in your plan. Upgrade to a plan with bulk resume upload to scan up to 20 resumes at once.',
  tooManyFiles: `Choose at most ${BULK_MAX_FILES} files at once.`,
  noFiles: 'Choose at least one resume file.',
  batchInProgress: 'Your previous batch is still being scanned. Wait for it to finish, then start the next one.',
  notFound: 'That batch was not found in your account.',
  itemNotFound: 'That file is not part of this batch.',
  alreadyReceived: 'This file was already received.',
  notReceived: 'This file never arrived: the page was closed before it was sent. Upload it again.',
  interrupted: 'The scan of this file was interrupted. Upload it again.',
} as const;

export const MAX_READING_CORRECTION_CHARS = 2000;

export const READING_FEEDBACK_MESSAGES = {
  consent: 'Tick the box to let us store how your resume was read and your correction. Nothing is stored without it.',
  problem: 'Choose what is wrong.',
  correction: `Keep the correction to ${MAX_READING_CORRECTION_CHARS} characters.`,
  scanRequired: 'Upload your resume to report a wrong reading: a report is about a scan you made.',
  stored: 'Thank you. Your correction was stored, and the team will use it to improve how resumes are read.',
} as const;

export const READING_PROBLEMS = ['contact', 'roles', 'education', 'skills', 'other'] as const;

export const READING_PROBLEM_LABELS: Record<ReadingProblem, string> = {
  contact: 'Contact details',
  roles: 'A role or its dates',
  education: 'A school or degree',
  skills: 'Skills',
  other: 'Something else',
};

export type ReadingProblem = (typeof READING_PROBLEMS)[number];

// cover-letter
export const COVER_LETTER_FOCUSES = ['skills', 'achievements', 'culture', 'growth'] as const;

export const COVER_LETTER_TONES = ['professional', 'enthusiastic', 'confident', 'friendly'] as const;

// common
/**
 * A loose e-mail check, as the product's forms use it (docs/product/rules-and-limits.md#support-message: text, @, text, dot,
 * text). Accounts use the stricter `AccountEmailSchema` in auth/rules.ts.
 */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The contract's other plain constants pages use, from their own zod-free modules.
export {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  FREE_SCANS,
  INDUSTRIES,
  MAX_UPLOAD_BYTES,
  UNLIMITED_SCANS,
} from '../resume/constants';
export { atsFeedbackSentence, countOf, missingRequiredCount } from '../resume/ats-feedback';
export { MEMBERSHIP_TYPES } from '../payment/membership-types';
