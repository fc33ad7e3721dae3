import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  READING_FEEDBACK_BODY_LIMIT,
  READING_FEEDBACK_MESSAGES,
  READING_FEEDBACK_ROUTE,
  ReadingFeedbackRequestSchema,
  ReadingFeedbackResponseSchema,
} from '@resumebeat/shared-contract';
import { ErrorResponseSchema } from '@resumebeat/shared-contract';
import { authErrorResponses } from '../common-responses';
import { scanSubject } from './common';

/**
 * docs/product/api.md#resume: 'This is wrong' under 'How an ATS reads your resume' (docs/decisions/031). Stores
 * the reading, the scan's text and the correction when the person consented, for a scan they made.
 */
const readingFeedbackRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: READING_FEEDBACK_ROUTE.method,
    url: READING_FEEDBACK_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary:
        "Report a wrong reading of a resume ('This is wrong'); stored only with consent, for a scan the sender made",
      description:
        'JSON: the reading shown, `problem`, optional `correction`, `consent: true`, and either `scanTicket` with `content` (the text the scan read) ' +
        'or, signed in, `resumeId` of a stored scan. 400 without consent or with bad input; 403 without a scan of the sender; nothing is stored then.',
      body: ReadingFeedbackRequestSchema,
      response: {
        201: ReadingFeedbackResponseSchema,
        ...authErrorResponses,
        403: ErrorResponseSchema,
        404: ErrorResponseSchema,
        413: ErrorResponseSchema,
      },
    },
    // The resume's text and its reading, at most: far below the api's general body limit.
    bodyLimit: READING_FEEDBACK_BODY_LIMIT,
    // A person writing to the team, as support messages are: a few a quarter hour per address.
    config: { rateLimit: { max: app.config.rateLimits.supportPer10Minutes, timeWindow: '10 minutes' } },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      const { id } = await app.resumes.reportReading(request.body, scanSubject(request));
      request.log.info({ readingFeedbackId: id }, 'reading feedback stored');
      return reply.code(201).send({ id, message: READING_FEEDBACK_MESSAGES.stored });
    },
  });
};

export default readingFeedbackRoute;
