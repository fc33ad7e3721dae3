import { CREATE_BULK_BATCH_ROUTE, LIST_BULK_BATCHES_ROUTE } from '@resumebeat/shared-contract/api-routes';
import type { BulkBatchRequest } from '@resumebeat/shared-contract';
import { request, responseSchema } from './client';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/bulk-upload');

/** Bulk resume upload (docs/decisions/039): token required; a plan without hasBulkUpload gets 403. */
export const bulkUploadApi = {
  /** Whether the plan has bulk upload, and the recent batches. */
  list: (signal?: AbortSignal) =>
    request(LIST_BULK_BATCHES_ROUTE.method, LIST_BULK_BATCHES_ROUTE.path, {
      auth: 'required',
      signal,
      schema: responseSchema(schemas, 'BulkBatchListSchema'),
    }),
  get: (batchId: string, signal?: AbortSignal) =>
    request('GET', `${LIST_BULK_BATCHES_ROUTE.path}/${encodeURIComponent(batchId)}`, {
      auth: 'required',
      signal,
      schema: responseSchema(schemas, 'BulkBatchSchema'),
    }),
  create: (payload: BulkBatchRequest, signal?: AbortSignal) =>
    request(CREATE_BULK_BATCH_ROUTE.method, CREATE_BULK_BATCH_ROUTE.path, {
      auth: 'required',
      json: payload,
      signal,
      schema: responseSchema(schemas, 'BulkBatchSchema'),
    }),
  /** The file of one row; answers the row, queued. */
  sendFile(batchId: string, itemId: string, file: Blob, fileName: string, signal?: AbortSignal) {
    const form = new FormData();
    form.append('file', file, fileName);
    return request(
      'POST',
      `${LIST_BULK_BATCHES_ROUTE.path}/${encodeURIComponent(batchId)}/items/${encodeURIComponent(itemId)}`,
      { auth: 'required', body: form, signal, schema: responseSchema(schemas, 'BulkItemSchema') },
    );
  },
};
