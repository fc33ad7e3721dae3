import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  CHECKOUT_SESSION_ROUTE,
  CheckoutSessionResponseSchema,
  CheckoutSessionRequestSchema,
  VERIFY_CHECKOUT_ROUTE,
  VerifyCheckoutQuerySchema,
  VerifyCheckoutResponseSchema,
} from '@resumebeat/shared-contract';
import { unauthorized } from '../../lib/http-errors';
import { bearerAuth } from '../common-responses';
import { browserOrigin, paymentErrorResponses } from './common';

/** Hosted checkout: start it, and verify the return (docs/product/plans-and-billing.md#checkout-return). */
const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: CHECKOUT_SESSION_ROUTE.method,
    url: CHECKOUT_SESSION_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'Start hosted checkout of a monthly subscription; answers the checkout page url',
      description:
        'Only for plans with a stripePriceId (400 otherwise). The buyer returns to {returnPath or /profile}?payment=success&session_id=... (or ?payment=cancelled). ' +
        'The account’s open checkout for the plan is answered again; one for another plan is closed first.',
      security: bearerAuth,
      body: CheckoutSessionRequestSchema,
      response: { 200: CheckoutSessionResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return app.billing.startCheckout(
        request.user,
        request.body.planId,
        browserOrigin(app, request),
        request.body.returnPath,
      );
    },
  });

  app.route({
    method: VERIFY_CHECKOUT_ROUTE.method,
    url: VERIFY_CHECKOUT_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'Verify a completed hosted checkout and answer the membership it made',
      description:
        'Asks the provider for the session; 403 when it is another account’s, 409 while it is not complete. Idempotent.',
      security: bearerAuth,
      querystring: VerifyCheckoutQuerySchema,
      response: { 200: VerifyCheckoutResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      if (!request.user) throw unauthorized();
      reply.header('cache-control', 'no-store');
      const subscription = await app.billing.verifyCheckout(request.user, request.query.sessionId);
      return { success: true as const, subscription };
    },
  });
};

export default checkoutRoutes;
