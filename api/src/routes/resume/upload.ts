import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ErrorResponseSchema,
  ResumeUploadResultSchema,
  ScanLimitErrorSchema,
  UPLOAD_RESUME_ROUTE,
  UploadResumeFieldsSchema,
  UploadResumeQuerySchema,
} from '@resumebeat/shared-contract';
import { compiledSerializerCompiler } from '../../lib/compiled-serializer';
import { HttpError } from '../../lib/http-errors';
import { readMultipart } from '../../lib/multipart';
import { clientAddressKey } from '../../lib/client-address';
import { authErrorResponses } from '../common-responses';
import { clientSignal, scanSubject } from './common';

const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: UPLOAD_RESUME_ROUTE.method,
    url: UPLOAD_RESUME_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'Scan a resume: parse, score, feedback; consumes one scan',
      description:
        'multipart/form-data: `file` (PDF, DOCX or TXT, at most 10 MB), `industry`, and optionally `jobTitle`, `companyName`, `jobDescription`. ' +
        'Token optional: without one the visitor is anonymous (counted by IP); an invalid or expired token is 401. ' +
        'A file that cannot be read costs no scan. 429 `{ message, needsPayment }` when the scan limit is reached.',
      consumes: ['multipart/form-data'],
      querystring: UploadResumeQuerySchema,
      response: {
        200: ResumeUploadResultSchema,
        ...authErrorResponses,
        413: ErrorResponseSchema,
        415: ErrorResponseSchema,
        422: ErrorResponseSchema,
        429: ScanLimitErrorSchema,
        503: ErrorResponseSchema,
      },
    },
    // The answer (the resume's text twice, the feedback, the score) written by a compiled function.
    serializerCompiler: compiledSerializerCompiler,
    // The AI and text routes' per-IP limit applies here too: an upload is the most expensive call.
    config: { rateLimit: { max: app.config.rateLimits.resumeAiPerMinute, timeWindow: '1 minute' } },
    // The upload gate before the body is read: a refused upload costs no buffering (review M8).
    onRequest: [app.authenticateOptional, app.uploadGate.enter],
    handler: async (request, reply) => {
      const signal = clientSignal(reply);
      const { file, fields } = await readMultipart(request, { tooLarge: 'File size must be less than 10MB' });
      if (!file) throw new HttpError(400, 'Please select a resume file first.');
      // Browsers send form fields with CRLF line breaks.
      const normalized = Object.fromEntries(
        Object.entries(fields).map(([key, value]) => [key, value.replace(/\r\n?/g, '\n')]),
      );
      const parsedFields = UploadResumeFieldsSchema.safeParse(normalized);
      if (!parsedFields.success) {
        const issue = parsedFields.error.issues[0];
        throw new HttpError(400, `${issue?.path.join('.') ?? 'field'}: ${issue?.message ?? 'is invalid'}`);
      }
      return app.resumes.upload({
        file,
        fields: parsedFields.data,
        subject: scanSubject(request),
        skipAi: request.query.skipAi,
        signal,
        client: clientAddressKey(request.ip),
      });
    },
  });
};

export default uploadRoute;
