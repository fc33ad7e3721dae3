// Bulk resume upload (issue 32; docs/decisions/039-bulk-resume-upload.md): create a batch, send
// each of its files, read the batches back. Every call needs an account; creating a batch and
// sending a file need a plan with hasBulkUpload (403 otherwise), read from the plan on the server.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  BULK_MESSAGES,
  BulkBatchListSchema,
  BulkBatchParamsSchema,
  BulkBatchRequestSchema,
  BulkBatchSchema,
  BulkItemParamsSchema,
  BulkItemSchema,
  CREATE_BULK_BATCH_ROUTE,
  ErrorResponseSchema,
  GET_BULK_BATCH_ROUTE,
  LIST_BULK_BATCHES_ROUTE,
  UPLOAD_BULK_FILE_ROUTE,
} from '@resumebeat/shared-contract';
import { HttpError, unauthorized } from '../../../lib/http-errors';
import { readMultipart } from '../../../lib/multipart';
import { authErrorResponses, bearerAuth } from '../../common-responses';

const TOO_LARGE = 'File size must be less than 10MB';

const bulkRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: CREATE_BULK_BATCH_ROUTE.method,
    url: CREATE_BULK_BATCH_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'Start a bulk upload: up to 20 files, one industry and job description for all',
      description:
        'Needs a plan with hasBulkUpload (403 otherwise). One unfinished batch per account (429). Send each file next, to its row.',
      security: bearerAuth,
      body: BulkBatchRequestSchema,
      response: { 201: BulkBatchSchema, ...authErrorResponses, 403: ErrorResponseSchema },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      if (!request.user) throw unauthorized();
      const batch = await app.bulkUploads.create(request.user.id, request.body);
      return reply.code(201).send(batch);
    },
  });

  app.route({
    method: UPLOAD_BULK_FILE_ROUTE.method,
    url: UPLOAD_BULK_FILE_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'The file of one row of a bulk upload (PDF, DOCX or TXT, at most 10 MB); scanned in the background',
      description:
        "multipart/form-data `file`. 202 with the row, queued; its scan counts as one of the account's scans when it is read.",
      security: bearerAuth,
      consumes: ['multipart/form-data'],
      params: BulkItemParamsSchema,
      response: {
        202: BulkItemSchema,
        ...authErrorResponses,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        409: ErrorResponseSchema,
        413: ErrorResponseSchema,
        415: ErrorResponseSchema,
        503: ErrorResponseSchema,
      },
    },
    config: { rateLimit: { max: app.config.rateLimits.resumeAiPerMinute, timeWindow: '1 minute' } },
    onRequest: [app.authenticate, app.uploadGate.enter],
    handler: async (request, reply) => {
      if (!request.user) throw unauthorized();
      const userId = request.user.id;
      const { batchId, itemId } = request.params;
      // The plan and the batch are checked before the body is read.
      if (!(await app.bulkUploads.hasBulkUpload(userId)))
        throw new HttpError(403, BULK_MESSAGES.notOnPlan, { code: 'BULK_UPLOAD_NOT_ON_PLAN' });
      await app.bulkUploads.get(userId, batchId);
      let file;
      try {
        ({ file } = await readMultipart(request, { tooLarge: TOO_LARGE }));
      } catch (error) {
        // A file refused as it arrived: its row says why, as the page did.
        if (error instanceof HttpError && error.statusCode === 413)
          await app.bulkUploads.refuse(userId, batchId, itemId, error.message);
        throw error;
      }
      if (!file) throw new HttpError(400, 'Please select a resume file first.');
      const item = await app.bulkUploads.receive(userId, request.ip, batchId, itemId, file);
      return reply.code(202).send(item);
    },
  });

  app.route({
    method: LIST_BULK_BATCHES_ROUTE.method,
    url: LIST_BULK_BATCHES_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: "Whether the plan has bulk upload, and the account's recent batches with their rows, newest first",
      security: bearerAuth,
      response: { 200: BulkBatchListSchema, ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return app.bulkUploads.list(request.user.id);
    },
  });

  app.route({
    method: GET_BULK_BATCH_ROUTE.method,
    url: GET_BULK_BATCH_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: "One batch of the account with its rows (another account's is 404)",
      security: bearerAuth,
      params: BulkBatchParamsSchema,
      response: { 200: BulkBatchSchema, ...authErrorResponses, 404: ErrorResponseSchema },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return app.bulkUploads.get(request.user.id, request.params.batchId);
    },
  });
};

export default bulkRoutes;
