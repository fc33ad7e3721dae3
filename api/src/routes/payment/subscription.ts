import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  BILLING_PORTAL_SESSION_ROUTE,
  CANCEL_SUBSCRIPTION_ROUTE,
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  PROFILE_CANCEL_SUBSCRIPTION_ROUTE,
  PURCHASE_ROUTE,
  PurchaseResponseSchema,
  ReturnPathSchema,
  SUBSCRIPTION_STATUS_ROUTE,
  SubscriptionStatusResponseSchema,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-errors';
import { bearerAuth } from '../common-responses';
import { browserOrigin, paymentErrorResponses } from './common';

/** The client sends an empty body (docs/product/api.md#payment); an empty JSON object or none at all is accepted. */
const EmptyBodySchema = z.object({}).nullish();
/** The portal's way back: a path of this site (default /profile). */
const PortalBodySchema = z.object({ returnPath: ReturnPathSchema.optional() }).nullish();

/** A member's subscription: read it, cancel it at period end, manage it in the provider's portal. */
const subscriptionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: SUBSCRIPTION_STATUS_ROUTE.method,
    url: SUBSCRIPTION_STATUS_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary:
        'The caller’s active paid plan, else the latest one as inactive (docs/product/plans-and-billing.md#subscription-card), or null when never paid',
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
        description:
          'Access stays until subscription.endDate, then the account is free again. 404 without a subscription; 409 for a month paid once or one already set to end.',
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
    method: PURCHASE_ROUTE.method,
    url: PURCHASE_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'The caller’s purchase in progress (one at a time per account), or null',
      description:
        'A second tab continues it instead of starting another; state processing means the server finishes it by itself.',
      security: bearerAuth,
      response: { 200: PurchaseResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      if (!request.user) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { purchase: await app.billing.purchase(request.user) };
    },
  });

  app.route({
    method: BILLING_PORTAL_SESSION_ROUTE.method,
    url: BILLING_PORTAL_SESSION_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'Open the payment provider’s billing portal; answers its url',
      description:
        'The active provider’s portal, the built-in one included. 404 when the account has never paid. The portal returns to returnPath (default /profile).',
      security: bearerAuth,
      body: PortalBodySchema,
      response: { 200: CheckoutSessionResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return app.billing.billingPortal(request.user, browserOrigin(app, request), request.body?.returnPath);
    },
  });
};

export default subscriptionRoutes;
