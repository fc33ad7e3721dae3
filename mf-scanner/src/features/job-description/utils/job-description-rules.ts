/** docs/product/rules-and-limits.md#job-description: job description files and the save form. */
export const MAX_FILE_BYTES = 10_485_760;
export const MESSAGES = {
  wrongType: 'Please upload a PDF, DOCX, or TXT file only.',
  tooLarge: 'File size must be less than 10MB.',
  readFailed: 'Failed to read file content. Please try again or use manual text input.',
  noDescription: 'Please enter a job description or upload a file.',
  noTitle: 'Please enter a job title.',
  saveFailed: 'Failed to save job description. Please try again.',
  saved: 'Job description saved successfully!',
} as const;

export type FileKind = 'pdf' | 'docx' | 'txt';

/** The kind of an accepted file, by extension or MIME type; null when not accepted. */
export function fileKind(file: { name: string; type: string }): FileKind | null {
  const name = file.name.toLowerCase();
  if (name.endsWith('.pdf') || file.type === 'application/pdf') return 'pdf';
  if (name.endsWith('.docx') || file.type === 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')
    return 'docx';
  if (name.endsWith('.txt') || file.type === 'text/plain') return 'txt';
  return null;
}

export function validateFile(file: { name: string; type: string; size: number }): string | null {
  if (!fileKind(file)) return MESSAGES.wrongType;
  if (file.size > MAX_FILE_BYTES) return MESSAGES.tooLarge;
  return null;
}

/** "Senior Engineer.pdf" -> "Senior Engineer": an empty title is filled from the file name. */
export function titleFromFileName(name: string): string {
  return name.replace(/\.[^.]+$/, '').trim();
}
