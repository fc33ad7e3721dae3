export type ResumeErrorCode =
  | 'EMPTY_FILE'
  | 'FILE_TOO_LARGE'
  | 'UNSUPPORTED_TYPE'
  | 'TYPE_MISMATCH'
  | 'CORRUPT_FILE'
  | 'ENCRYPTED_PDF'
  | 'SCANNED_PDF'
  | 'NO_TEXT'
  | 'NOT_A_DOCUMENT'
  | 'ARCHIVE_BOMB'
  | 'PDF_TIMEOUT'
  | 'PDF_TOO_COMPLEX'
  | 'TEXT_TOO_LONG'
  | 'READ_TIMEOUT'
  | 'ENGINE_BUSY'
  | 'TOO_MANY_AT_ONCE'
  | 'INVALID_ARGUMENT';

const HTTP_STATUS: Record<ResumeErrorCode, number> = {
  EMPTY_FILE: 400,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_TYPE: 415,
  TYPE_MISMATCH: 415,
  CORRUPT_FILE: 422,
  ENCRYPTED_PDF: 422,
  SCANNED_PDF: 422,
  NO_TEXT: 422,
  NOT_A_DOCUMENT: 415,
  ARCHIVE_BOMB: 413,
  PDF_TIMEOUT: 422,
  PDF_TOO_COMPLEX: 422,
  TEXT_TOO_LONG: 422,
  READ_TIMEOUT: 422,
  ENGINE_BUSY: 503,
  TOO_MANY_AT_ONCE: 429,
  INVALID_ARGUMENT: 400,
};

/**
 * The one error type the engine throws for bad input. `message` is written for the end user and
 * may be shown as is; `code` and `httpStatus` let the api map it without matching on text.
 */
export class ResumeParseError extends Error {
  readonly code: ResumeErrorCode;
  readonly httpStatus: number;

  constructor(code: ResumeErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ResumeParseError';
    this.code = code;
    this.httpStatus = HTTP_STATUS[code];
  }

  toJSON(): { code: ResumeErrorCode; message: string } {
    return { code: this.code, message: this.message };
  }
}

export function isResumeParseError(value: unknown): value is ResumeParseError {
  return value instanceof ResumeParseError;
}
