// The advanced analytics dashboard (docs/decisions/040): plans with hasAdvancedAnalytics only.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { ANALYTICS_MESSAGES, ANALYTICS_ROUTE, AnalyticsSchema, ErrorResponseSchema } from '@resumebeat/shared-contract';
import { forbidden, unauthorized } from '../../lib/http-errors';
import { ANALYTICS_MAX_SCANS, analyticsOf, hasAdvancedAnalytics } from '../../plugins/app/analytics';
import { authErrorResponses, bearerAuth } from '../common-responses';

const analyticsRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: ANALYTICS_ROUTE.method,
    url: ANALYTICS_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: `The advanced analytics dashboard: figures from the signed-in member's newest ${ANALYTICS_MAX_SCANS} scans`,
      description:
        'Each score component over time, keyword coverage per job description, the keywords most often missing, optimized resumes before and after, ' +
        "the newest scan against its industry's profile. 403 unless an active membership's plan has hasAdvancedAnalytics.",
      security: bearerAuth,
      response: { 200: AnalyticsSchema, ...authErrorResponses, 403: ErrorResponseSchema },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      if (!(await hasAdvancedAnalytics(app.db, request.user.id))) throw forbidden(ANALYTICS_MESSAGES.planRequired);
      return analyticsOf(app.db, request.user.id);
    },
  });
};

export default analyticsRoute;
