import { z } from 'zod';
import { route } from '../common/route';
import { ExportDocxRequestSchema } from './export-docx';

/**
 * docs/product/api.md#resume: the optimized resume, or a cover letter, as a PDF to send. JSON in, the PDF's
 * bytes out (`Content-Disposition: attachment; filename="optimized-resume.pdf"`). Token optional;
 * no scan. The same limits as the Word export (100,000 characters, 3,000 lines); built in an
 * engine worker (docs/decisions/037).
 */
export const EXPORT_PDF_ROUTE = route('POST', '/api/resume/export-pdf');

export const PDF_MIME_TYPE = 'application/pdf';
export const EXPORT_PDF_DEFAULT_FILE_NAME = 'optimized-resume.pdf';

export const ExportPdfRequestSchema = ExportDocxRequestSchema.extend({
  /** 'resume' (default): name, headings, roles and bullets laid out; 'letter': paragraphs. */
  kind: z.enum(['resume', 'letter']).optional(),
}).meta({ id: 'ExportPdfRequest' });
export type ExportPdfRequest = z.infer<typeof ExportPdfRequestSchema>;
