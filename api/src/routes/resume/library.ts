import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ErrorResponseSchema,
  GET_RESUME_ROUTE,
  MY_RESUMES_ROUTE,
  ResumeDetailSchema,
  ResumeSummarySchema,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { notFound, unauthorized } from '../../lib/http-errors';
import { MAX_LISTED_RESUMES } from '../../plugins/app/resumes';
import { authErrorResponses, bearerAuth } from '../common-responses';

const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: MY_RESUMES_ROUTE.method,
    url: MY_RESUMES_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: `The signed-in user's scans, newest first (at most ${MAX_LISTED_RESUMES})`,
      security: bearerAuth,
      response: { 200: z.array(ResumeSummarySchema), ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return app.resumes.list(request.user.id);
    },
  });

  app.route({
    method: GET_RESUME_ROUTE.method,
    url: GET_RESUME_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: "One of the signed-in user's scans, with its text, feedback and score breakdown",
      description: "Another user's id, an unknown id and a malformed id are all 404.",
      security: bearerAuth,
      params: z.object({ id: z.string().max(100) }),
      response: { 200: ResumeDetailSchema, ...authErrorResponses, 404: ErrorResponseSchema },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      const resume = await app.resumes.find(request.user.id, request.params.id, request.ip);
      if (!resume) throw notFound('Resume not found');
      return resume;
    },
  });
};

export default libraryRoutes;
