import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { isResumeParseError } from '@resumebeat/ats-engine';
import {
  CoverLetterRequestSchema,
  CoverLetterResponseSchema,
  ErrorResponseSchema,
  GENERATE_COVER_LETTER_ROUTE,
  MEMBERSHIP_TYPES,
} from '@resumebeat/shared-contract';
import { HttpError, badRequest, forbidden, unauthorized } from '../../lib/http-errors';
import { authErrorResponses, bearerAuth } from '../common-responses';
import { clientAddressKey } from '../../lib/client-address';
import { clientSignal, scanSubject } from '../resume/common';

/** docs/product/errors.md#cover-letter: what the page shows on 403, so the api says it in the same words. */
export const COVER_LETTER_PREMIUM_MESSAGE =
  'Cover letter generation is a Premium feature. Upgrade your membership to unlock AI-powered cover letters!';

const coverLetterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: GENERATE_COVER_LETTER_ROUTE.method,
    url: GENERATE_COVER_LETTER_ROUTE.path,
    schema: {
      tags: ['cover-letter'],
      summary: 'A cover letter from the resume text and the job description (Premium and Enterprise members)',
      description:
        "Written by the ats-engine, or by the OpenAI-compatible provider when AI_PROVIDER=openai (the engine's letter when the provider fails or states a fact the resume and job description do not). " +
        `Uses only facts found in the resume and the job description. 403 below plan type ${MEMBERSHIP_TYPES.PREMIUM}. Limited to COVER_LETTER_RATE_LIMIT_PER_MINUTE per IP, ` +
        "and with a provider to the account's AI calls per day (AI_CALLS_PER_DAY_PAID): 429 past them.",
      security: bearerAuth,
      body: CoverLetterRequestSchema,
      response: { 200: CoverLetterResponseSchema, ...authErrorResponses, 403: ErrorResponseSchema },
    },
    config: { rateLimit: { max: app.config.rateLimits.coverLetterPerMinute, timeWindow: '1 minute' } },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      if (!request.user) throw unauthorized();
      const membership = await app.membershipsRepository.activeMembership(request.user.id);
      if (!membership || membership.planType < MEMBERSHIP_TYPES.PREMIUM) throw forbidden(COVER_LETTER_PREMIUM_MESSAGE);
      const { resumeContent, jobTitle, companyName, jobDescription, tone, focus } = request.body;
      if (!resumeContent.trim()) throw badRequest('The resume text is empty. Upload your resume first.');
      // One provider call against the account's day (docs/decisions/025).
      await app.aiBudget.charge(scanSubject(request));
      try {
        const input = { resumeText: resumeContent, jobTitle, companyName, jobDescription, tone, focus };
        return await app.ai.coverLetter(input, clientSignal(reply), { client: clientAddressKey(request.ip) });
      } catch (error) {
        if (isResumeParseError(error)) throw new HttpError(error.httpStatus, error.message);
        throw error;
      }
    },
  });
};

export default coverLetterRoutes;
