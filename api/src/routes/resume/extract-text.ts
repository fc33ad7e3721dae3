import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ErrorResponseSchema, EXTRACT_TEXT_ROUTE, ExtractTextResponseSchema } from '@resumebeat/shared-contract';
import { HttpError } from '../../lib/http-errors';
import { readMultipart } from '../../lib/multipart';
import { engineContext } from '../../plugins/app/resumes';
import { authErrorResponses } from '../common-responses';
import { clientSignal } from './common';

const extractTextRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: EXTRACT_TEXT_ROUTE.method,
    url: EXTRACT_TEXT_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'The text of a job description file (PDF, DOCX or TXT, at most 10 MB); no scan',
      consumes: ['multipart/form-data'],
      response: {
        200: ExtractTextResponseSchema,
        ...authErrorResponses,
        413: ErrorResponseSchema,
        415: ErrorResponseSchema,
        422: ErrorResponseSchema,
        503: ErrorResponseSchema,
      },
    },
    config: { rateLimit: { max: app.config.rateLimits.resumeAiPerMinute, timeWindow: '1 minute' } },
    onRequest: [app.uploadGate.enter],
    handler: async (request, reply) => {
      const signal = clientSignal(reply);
      const { file } = await readMultipart(request, { tooLarge: 'File size must be less than 10MB.' });
      if (!file) throw new HttpError(400, 'Please upload a job description file.');
      return { text: await app.resumes.extractText(file, engineContext(request.ip, signal)) };
    },
  });
};

export default extractTextRoute;
