import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  DOCX_MIME_TYPE,
  ErrorResponseSchema,
  EXPORT_DOCX_DEFAULT_FILE_NAME,
  EXPORT_DOCX_ROUTE,
  ExportDocxRequestSchema,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { docxFileName } from '../../lib/resume-docx';
import { engineContext } from '../../plugins/app/resumes';
import { authErrorResponses } from '../common-responses';
import { clientSignal } from './common';

const exportDocxRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: EXPORT_DOCX_ROUTE.method,
    url: EXPORT_DOCX_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'The optimized resume as a .docx download (no scan)',
      description: `Answers ${DOCX_MIME_TYPE} with Content-Disposition attachment; filename="${EXPORT_DOCX_DEFAULT_FILE_NAME}" (or the sanitised fileName).`,
      body: ExportDocxRequestSchema,
      produces: [DOCX_MIME_TYPE],
      response: {
        200: z.string().meta({ description: 'The .docx file (binary)' }),
        ...authErrorResponses,
        503: ErrorResponseSchema,
      },
    },
    config: { rateLimit: { max: app.config.rateLimits.resumeAiPerMinute, timeWindow: '1 minute' } },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      // Built in an engine worker, within the client's share and the text time budget (review C2).
      const bytes = Buffer.from(
        await app.engine.resumeDocx(request.body.content, engineContext(request.ip, clientSignal(reply))),
      );
      const fileName = docxFileName(request.body.fileName, EXPORT_DOCX_DEFAULT_FILE_NAME);
      // The bytes are sent as they are (fastify serialises objects only); the schema documents them.
      return reply
        .header('content-type', DOCX_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(bytes as unknown as string);
    },
  });
};

export default exportDocxRoute;
