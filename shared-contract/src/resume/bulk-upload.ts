import { z } from 'zod';
import { route } from '../common/route';
import { INDUSTRY_VALUES } from './constants';
import { BULK_MAX_FILES, BULK_MESSAGES } from '../static/page-rules';

// Bulk resume upload (issue 32): a paying member whose plan has hasBulkUpload scans up to
// BULK_MAX_FILES resumes at once. The batch is created first (the files' names), then each file
// is sent on its own (the same 10 MB and type rules as one upload); the server scans every file
// it received in the background, so a batch keeps going when the page is left, and lists it on
// return (docs/decisions/039-bulk-resume-upload.md).

/** Token required. One batch with its rows. */
export const GET_BULK_BATCH_ROUTE = route('GET', '/api/resume/bulk/:batchId');
/** Token required. Multipart `file`: the file of one row; 202 the row, queued. */
export const UPLOAD_BULK_FILE_ROUTE = route('POST', '/api/resume/bulk/:batchId/items/:itemId');

export const BulkBatchRequestSchema = z
  .object({
    files: z
      .array(z.object({ fileName: z.string().trim().min(1).max(255) }))
      .min(1, BULK_MESSAGES.noFiles)
      .max(BULK_MAX_FILES, BULK_MESSAGES.tooManyFiles),
    industry: z.enum(INDUSTRY_VALUES).catch('General'),
    jobTitle: z.string().trim().max(200).optional(),
    companyName: z.string().trim().max(200).optional(),
    jobDescription: z.string().trim().max(50_000).optional(),
  })
  .meta({ id: 'BulkBatchRequest' });
export type BulkBatchRequest = z.input<typeof BulkBatchRequestSchema>;

/**
 * A row: 'waiting' (its file not received yet), 'queued', 'scanning', 'done' (score, resumeId,
 * findings) or 'failed' (error, the message for the person).
 */
export const BulkItemStatusSchema = z.enum(['waiting', 'queued', 'scanning', 'done', 'failed']);
export type BulkItemStatus = z.infer<typeof BulkItemStatusSchema>;

export const BulkItemSchema = z
  .object({
    id: z.string(),
    position: z.number().int(),
    fileName: z.string(),
    status: BulkItemStatusSchema,
    score: z.number().nullable(),
    resumeId: z.string().nullable().meta({ description: 'The stored scan (GET /api/resume/:id) once done.' }),
    findings: z
      .array(z.string())
      .meta({ description: 'The three most important missing keywords (targeted) or findings.' }),
    error: z.string().nullable(),
  })
  .meta({ id: 'BulkItem' });
export type BulkItem = z.infer<typeof BulkItemSchema>;

export const BulkBatchSchema = z
  .object({
    id: z.string(),
    createdAt: z.string(),
    industry: z.string(),
    jobTitle: z.string().nullable(),
    targeted: z.boolean().meta({ description: 'Scanned against a job description.' }),
    finished: z.boolean().meta({ description: 'Every row done or failed.' }),
    items: z.array(BulkItemSchema),
  })
  .meta({ id: 'BulkBatch' });
export type BulkBatch = z.infer<typeof BulkBatchSchema>;

export const BulkBatchListSchema = z
  .object({ allowed: z.boolean(), batches: z.array(BulkBatchSchema) })
  .meta({ id: 'BulkBatchList' });
export type BulkBatchList = z.infer<typeof BulkBatchListSchema>;

export const BulkBatchParamsSchema = z.object({ batchId: z.string().max(64) });
export const BulkItemParamsSchema = z.object({ batchId: z.string().max(64), itemId: z.string().max(64) });
