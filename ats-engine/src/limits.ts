import { MAX_RESUME_TEXT_CHARS, RESUME_TEXT_TOO_LONG_MESSAGE } from '@resumebeat/shared-contract';
import { ResumeParseError } from './errors';

/**
 * The most text the engine reads: a ten-page resume holds about 40,000 characters, so this leaves
 * room for any real one while bounding the time and memory every later step can take.
 */
export const MAX_TEXT_CHARS = MAX_RESUME_TEXT_CHARS;

const MESSAGES = {
  file: 'This file holds more than 100,000 characters of text, far more than a resume. Upload your resume on its own.',
  text: RESUME_TEXT_TOO_LONG_MESSAGE,
} as const;

/** Throws TEXT_TOO_LONG for text past MAX_TEXT_CHARS: extracted from a file, or sent as text. */
export function assertReadableLength(text: string, source: keyof typeof MESSAGES): void {
  if (text.length > MAX_TEXT_CHARS) throw new ResumeParseError('TEXT_TOO_LONG', MESSAGES[source]);
}
