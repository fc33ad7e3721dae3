import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ErrorResponseSchema,
  EXPORT_PDF_DEFAULT_FILE_NAME,
  EXPORT_PDF_ROUTE,
  ExportPdfRequestSchema,
  PDF_MIME_TYPE,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { pdfFileName } from '../../lib/resume-docx';
import { engineContext } from '../../plugins/app/resumes';
import { authErrorResponses } from '../common-responses';
import { clientSignal } from './common';

/** The optimized resume or a cover letter as a PDF to send (docs/decisions/037). */
const exportPdfRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: EXPORT_PDF_ROUTE.method,
    url: EXPORT_PDF_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'The optimized resume, or a cover letter, as a .pdf download (no scan)',
      description: `Answers ${PDF_MIME_TYPE} with Content-Disposition attachment; filename="${EXPORT_PDF_DEFAULT_FILE_NAME}" (or the sanitised fileName). One column, Helvetica, text that can be selected.`,
      body: ExportPdfRequestSchema,
      produces: [PDF_MIME_TYPE],
      response: {
        200: z.string().meta({ description: 'The .pdf file (binary)' }),
        ...authErrorResponses,
        503: ErrorResponseSchema,
      },
    },
    config: { rateLimit: { max: app.config.rateLimits.resumeAiPerMinute, timeWindow: '1 minute' } },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      // Laid out in an engine worker, within the client's share and the text time budget, as the Word export.
      const bytes = Buffer.from(
        await app.engine.textPdf(
          request.body.content,
          request.body.kind ?? 'resume',
          engineContext(request.ip, clientSignal(reply)),
        ),
      );
      const fileName = pdfFileName(request.body.fileName, EXPORT_PDF_DEFAULT_FILE_NAME);
      return reply
        .header('content-type', PDF_MIME_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(bytes as unknown as string);
    },
  });
};

export default exportPdfRoute;
