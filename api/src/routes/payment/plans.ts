import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  MEMBERSHIP_PLANS_ROUTE,
  MembershipPlansResponseSchema,
  PAYMENT_CONFIG_ROUTE,
  PaymentConfigResponseSchema,
} from '@resumebeat/shared-contract';
import { errorResponses } from '../common-responses';

/** What anyone may read before paying: the plans and which payment provider the card form uses. */
const planRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: MEMBERSHIP_PLANS_ROUTE.method,
    url: MEMBERSHIP_PLANS_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'The membership plans (an array), cheapest first',
      description:
        'Prices in dollars a month. stripePriceId is present only on plans sold through hosted checkout; the others use the card form.',
      response: { 200: MembershipPlansResponseSchema, ...errorResponses },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.billing.listPlans();
    },
  });

  app.route({
    method: PAYMENT_CONFIG_ROUTE.method,
    url: PAYMENT_CONFIG_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'The payment provider and Stripe publishable key the card form uses',
      response: { 200: PaymentConfigResponseSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.billing.paymentConfig();
    },
  });
};

export default planRoutes;
