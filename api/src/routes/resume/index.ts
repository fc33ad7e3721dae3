// The resume area (docs/product/api.md#resume, issue 5). Static paths (usage-status, my-resumes, ...) win
// over GET /api/resume/:id in the router.
import type { FastifyInstance } from 'fastify';
import analyticsRoute from './analytics';
import bulkRoutes from './bulk';
import exportDocxRoute from './export-docx';
import exportPdfRoute from './export-pdf';
import extractTextRoute from './extract-text';
import libraryRoutes from './library';
import readingFeedbackRoute from './reading-feedback';
import textRoutes from './text';
import uploadRoute from './upload';
import usageStatusRoute from './usage-status';

export default async function resumeRoutes(app: FastifyInstance) {
  await app.register(uploadRoute);
  await app.register(usageStatusRoute);
  await app.register(textRoutes);
  await app.register(extractTextRoute);
  await app.register(exportDocxRoute);
  await app.register(exportPdfRoute);
  await app.register(readingFeedbackRoute);
  await app.register(analyticsRoute);
  await app.register(bulkRoutes);
  await app.register(libraryRoutes);
}
