import { z } from 'zod';
import { ExportDocxRequestSchema } from './export-docx';

export const EXPORT_PDF_DEFAULT_FILE_NAME = 'optimized-resume.pdf';

export const ExportPdfRequestSchema = ExportDocxRequestSchema.extend({
  /** 'resume' (default): name, headings, roles and bullets laid out; 'letter': paragraphs. */
  kind: z.enum(['resume', 'letter']).optional(),
}).meta({ id: 'ExportPdfRequest' });
export type ExportPdfRequest = z.infer<typeof ExportPdfRequestSchema>;
