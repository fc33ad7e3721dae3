import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { MEMBERSHIP_TYPES, USAGE_STATUS_ROUTE, UsageStatusSchema } from '@resumebeat/shared-contract';
import { authErrorResponses } from '../common-responses';
import { scanSubject } from './common';

const usageStatusRoute: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: USAGE_STATUS_ROUTE.method,
    url: USAGE_STATUS_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'Scans left and used in the current window; membership',
      description:
        'Token optional. Anonymous: scans used from this IP in total (ANONYMOUS_SCANS). Account: scans used in the current UTC day (or month, SCAN_WINDOW) of FREE_SCANS. ' +
        'Paid members: remainingScans -1 (unlimited). An invalid token is 401.',
      response: { 200: UsageStatusSchema, ...authErrorResponses },
    },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      const allowance = await app.scans.allowance(scanSubject(request));
      reply.header('cache-control', 'no-store');
      return {
        remainingScans: allowance.remaining,
        scanCount: allowance.used,
        hasActiveMembership: allowance.membership !== null,
        membershipType: allowance.membership?.planType ?? MEMBERSHIP_TYPES.FREE,
      };
    },
  });
};

export default usageStatusRoute;
