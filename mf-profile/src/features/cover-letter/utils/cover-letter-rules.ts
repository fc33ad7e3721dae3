import { COVER_LETTER_FOCUSES, COVER_LETTER_TONES } from '@resumebeat/shared-session/api';
import { isApiError } from '@resumebeat/shared-session/api';

export type Tone = (typeof COVER_LETTER_TONES)[number];
export type Focus = (typeof COVER_LETTER_FOCUSES)[number];

/** docs/product/rules-and-limits.md#cover-letter and docs/product/errors.md#cover-letter: the cover letter's texts, word for word. */
export const COVER_LETTER_MESSAGES = {
  required: 'Please fill in all required fields',
  premium: 'Cover letter generation is a Premium feature. Upgrade your membership to unlock AI-powered cover letters!',
  failed: 'Failed to generate cover letter',
  error: 'An error occurred',
  copied: 'Cover letter copied to clipboard!',
  noResume: 'We need your resume to write the letter. Scan it first, then come back here.',
  pdfFailed: 'Could not create the PDF. Please try again.',
} as const;

/** docs/product/rules-and-limits.md#cover-letter: the options, defaults first. */
export const TONE_OPTIONS: ReadonlyArray<{ value: Tone; label: string }> = [
  { value: 'professional', label: 'Professional' },
  { value: 'enthusiastic', label: 'Enthusiastic' },
  { value: 'confident', label: 'Confident' },
  { value: 'friendly', label: 'Friendly' },
];
export const FOCUS_OPTIONS: ReadonlyArray<{ value: Focus; label: string }> = [
  { value: 'skills', label: 'Skills' },
  { value: 'achievements', label: 'Achievements' },
  { value: 'culture', label: 'Culture fit' },
  { value: 'growth', label: 'Growth' },
];

export const isTone = (value: string): value is Tone => (COVER_LETTER_TONES as readonly string[]).includes(value);
export const isFocus = (value: string): value is Focus => (COVER_LETTER_FOCUSES as readonly string[]).includes(value);

export interface CoverLetterForm {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  tone: Tone;
  focus: Focus;
}

/** Job Title, Company Name and Job Description are required (after trimming). */
export function missingRequired(form: CoverLetterForm): boolean {
  return !form.jobTitle.trim() || !form.companyName.trim() || !form.jobDescription.trim();
}

export type GenerateFailure = { kind: 'premium' } | { kind: 'message'; message: string };

/**
 * docs/product/errors.md#cover-letter: 403 is the Premium warning; an answer from the server is its message (a
 * 5xx is 'Failed to generate cover letter'); anything else (no answer at all) 'An error occurred'.
 */
export function describeGenerateFailure(error: unknown): GenerateFailure {
  if (isApiError(error)) {
    if (error.status === 403) return { kind: 'premium' };
    if (error.status >= 500 || !error.serverMessage) return { kind: 'message', message: COVER_LETTER_MESSAGES.failed };
    return { kind: 'message', message: error.serverMessage };
  }
  return { kind: 'message', message: COVER_LETTER_MESSAGES.error };
}
