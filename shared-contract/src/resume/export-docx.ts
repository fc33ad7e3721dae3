import { z } from 'zod';
import { MAX_RESUME_TEXT_CHARS, RESUME_TEXT_TOO_LONG_MESSAGE } from './constants';

export const EXPORT_DOCX_DEFAULT_FILE_NAME = 'optimized-resume.docx';

/** Lines a Word export may hold: a long resume has a few hundred; each becomes a paragraph to build. */
export const MAX_EXPORT_DOCX_LINES = 3_000;
export const EXPORT_DOCX_TOO_MANY_LINES_MESSAGE = `The resume has more than ${MAX_EXPORT_DOCX_LINES.toLocaleString('en-US')} lines, far more than a resume holds. Shorten it and try again.`;

export const ExportDocxRequestSchema = z
  .object({
    content: z
      .string()
      .trim()
      .min(1, { message: 'There is no resume text to export.' })
      .max(MAX_RESUME_TEXT_CHARS, { message: RESUME_TEXT_TOO_LONG_MESSAGE })
      .refine((text) => countLines(text) <= MAX_EXPORT_DOCX_LINES, { message: EXPORT_DOCX_TOO_MANY_LINES_MESSAGE }),
    /** Download name without a path; `.docx` is added when missing. Default optimized-resume.docx. */
    fileName: z.string().trim().max(120).optional(),
  })
  .meta({ id: 'ExportDocxRequest' });
/** Line breaks plus one; stops counting past the cap (the text is at most MAX_RESUME_TEXT_CHARS). */
function countLines(text: string): number {
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1 && lines <= MAX_EXPORT_DOCX_LINES; at = text.indexOf('\n', at + 1))
    lines++;
  return lines;
}
export type ExportDocxRequest = z.infer<typeof ExportDocxRequestSchema>;
