import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  BILLING_PORTAL_SESSION_ROUTE,
  CANCEL_SUBSCRIPTION_ROUTE,
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  PROFILE_CANCEL_SUBSCRIPTION_ROUTE,
  SUBSCRIPTION_STATUS_ROUTE,
  SubscriptionStatusResponseSchema,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-errors';
import { bearerAuth } from '../common-responses';
import { browserOrigin, paymentErrorResponses } from './common';

/** SPEC.md sends an empty body; an empty JSON object or none at all is accepted. */
const EmptyBodySchema = z.object({}).nullish();

/** A member's subscription: read it, cancel it at period end, manage it in the provider's portal. */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: SUBSCRIPTION_STATUS_ROUTE.method,
    url: SUBSCRIPTION_STATUS_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'The caller’s active paid plan, or null on the free plan',
      security: bearerAuth,
      response: { 200: SubscriptionStatusResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      if (!request.user) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return app.billing.subscriptionOf(request.user.id);
    },
  });

  for (const cancelRoute of [CANCEL_SUBSCRIPTION_ROUTE, PROFILE_CANCEL_SUBSCRIPTION_ROUTE]) {
    app.route({
      method: cancelRoute.method,
      url: cancelRoute.path,
      schema: {
        tags: [cancelRoute === CANCEL_SUBSCRIPTION_ROUTE ? 'payment' : 'profile'],
        summary: 'Cancel the subscription at the end of the period already paid',
        description: 'Access stays until subscription.endDate, then the account is free again. 404 without a subscription; 409 for a month paid once or one already set to end.',
        security: bearerAuth,
        body: EmptyBodySchema,
        response: { 200: CancelSubscriptionResponseSchema, ...paymentErrorResponses },
      },
      onRequest: [app.authenticate],
      handler: async (request) => {
        if (!request.user) throw unauthorized();
        const result = await app.billing.cancelSubscription(request.user);
        request.log.info({ endDate: result.subscription.endDate }, 'subscription set to end');
        return { success: true as const, ...result };
      },
    });
  }

  app.route({
    method: BILLING_PORTAL_SESSION_ROUTE.method,
    url: BILLING_PORTAL_SESSION_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'Open the payment provider’s billing portal; answers its url',
      description: '404 when the account has never paid. The portal returns to /profile.',
      security: bearerAuth,
      body: EmptyBodySchema,
      response: { 200: CheckoutSessionResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return app.billing.billingPortal(request.user, browserOrigin(app, request));
    },
  });
};

export default subscriptionRoutes;
