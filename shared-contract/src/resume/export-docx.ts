import { z } from 'zod';
import { route } from '../common/route';

/**
 * Beyond SPEC.md: the optimized resume as a Word document. JSON in, the .docx bytes out
 * (`Content-Disposition: attachment; filename="optimized-resume.docx"`). Token optional; no scan.
 */
export const EXPORT_DOCX_ROUTE = route('POST', '/api/resume/export-docx');

export const DOCX_MIME_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const EXPORT_DOCX_DEFAULT_FILE_NAME = 'optimized-resume.docx';

export const ExportDocxRequestSchema = z
  .object({
    content: z.string().trim().min(1, { message: 'There is no resume text to export.' }).max(200_000),
    /** Download name without a path; `.docx` is added when missing. Default optimized-resume.docx. */
    fileName: z.string().trim().max(120).optional(),
  })
  .meta({ id: 'ExportDocxRequest' });
export type ExportDocxRequest = z.infer<typeof ExportDocxRequestSchema>;
