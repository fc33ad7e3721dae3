import {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  MAX_UPLOAD_BYTES,
  atsFeedbackSentence,
  isApiError,
  type ScanLimitError,
} from '@resumebeat/shared-session/api';

/** docs/product/screens.md#routes-and-guards, docs/product/rules-and-limits.md#validation and docs/product/errors.md: the texts of the upload page, word for word. */
export const UPLOAD_MESSAGES = {
  wrongType: 'Only PDF, DOCX, and TXT files are supported',
  tooLarge: 'File size must be less than 10MB',
  noFile: 'Please select a resume file first.',
  sessionExpired: 'Your session has expired. Please log in again.',
  uploadFailed: 'Failed to upload resume. Please try again.',
  supportedFormats: 'Supported formats: PDF, DOCX, TXT (Max size: 10MB)',
  introSignedIn: 'Upload your resume to get AI-powered analysis and optimization suggestions.',
  introAnonymous: 'Get 3 free resume scans! No account required to start.',
  moreScans: 'Want more? An account scans 3 resumes every day; upgrading makes it unlimited.',
  success: 'Resume analyzed successfully!',
} as const;

/** The file chooser's `accept`. */
export const RESUME_ACCEPT = ACCEPTED_EXTENSIONS.join(',');

/** After a 401 the message is read, then the page goes to /login (docs/product/rules-and-limits.md#time-and-progress). */
export const SESSION_EXPIRED_REDIRECT_MS = 2000;

/** Characters of the saved job description shown on the page (docs/product/rules-and-limits.md#time-and-progress). */
export const JD_PREVIEW_CHARS = 200;

/** A resume the server accepts: PDF, DOCX or TXT by extension or type, at most 10 MB. */
export function validateResumeFile(file: { name: string; type: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  const accepted =
    ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension)) ||
    (ACCEPTED_MIME_TYPES as readonly string[]).includes(file.type);
  if (!accepted) return UPLOAD_MESSAGES.wrongType;
  if (file.size > MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/**
 * docs/product/rules-and-limits.md#score-bands: the ATS feedback sentence of a score band (80 and 60); never 'Excellent!'
 * while the job's required keywords are missing (decision 036).
 */
export function atsFeedback(score: number, missingRequired = 0): string {
  return atsFeedbackSentence(score, missingRequired);
}

export type UploadFailure =
  | { kind: 'scan-limit'; scanLimit: ScanLimitError }
  | { kind: 'session-expired'; message: string }
  | { kind: 'message'; message: string };

/** docs/product/errors.md: 429 opens the scan-limit dialog, 401 sends to /login, the rest is a message. */
export function describeUploadFailure(error: unknown): UploadFailure {
  if (isApiError(error) && error.status === 429) {
    const body = (error.body && typeof error.body === 'object' ? error.body : {}) as Record<string, unknown>;
    return {
      kind: 'scan-limit',
      scanLimit: {
        message: typeof body.message === 'string' ? body.message : '',
        needsPayment: body.needsPayment === true,
      },
    };
  }
  if (isApiError(error) && error.status === 401)
    return { kind: 'session-expired', message: UPLOAD_MESSAGES.sessionExpired };
  if (isApiError(error) && error.serverMessage) return { kind: 'message', message: error.serverMessage };
  if (error instanceof Error && error.message) return { kind: 'message', message: error.message };
  return { kind: 'message', message: UPLOAD_MESSAGES.uploadFailed };
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
