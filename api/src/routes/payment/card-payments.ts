import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  CONFIRM_PAYMENT_ROUTE,
  ConfirmPaymentRequestSchema,
  ConfirmPaymentResponseSchema,
  CREATE_PAYMENT_INTENT_ROUTE,
  PaymentIntentResponseSchema,
  PaymentProcessingResponseSchema,
  PlanIdRequestSchema,
} from '@resumebeat/shared-contract';
import { unauthorized } from '../../lib/http-errors';
import { bearerAuth } from '../common-responses';
import { paymentErrorResponses } from './common';

/** The card form's two calls around the provider's confirmation (docs/product/api.md#payment). */
const cardPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: CREATE_PAYMENT_INTENT_ROUTE.method,
    url: CREATE_PAYMENT_INTENT_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'Start a card payment of one month of a plan',
      description:
        'The amount is the plan’s price on the server. 409 when the account already has this plan or a higher one, or a payment is processing; 404 for an unknown plan; ' +
        '429 after too many payment attempts in an hour. The account’s open intent for the plan is answered again (reused: true).',
      security: bearerAuth,
      body: PlanIdRequestSchema,
      response: { 200: PaymentIntentResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request) => {
      if (!request.user) throw unauthorized();
      return app.billing.createPaymentIntent(request.user, request.body.planId);
    },
  });

  app.route({
    method: CONFIRM_PAYMENT_ROUTE.method,
    url: CONFIRM_PAYMENT_ROUTE.path,
    schema: {
      tags: ['payment'],
      summary: 'Make the membership of a card payment the provider reports as succeeded',
      description:
        'Asks the provider for the payment; 202 while it is still processing (the server finishes it by itself); 403 when it is another account’s, 400 when it is for another plan or amount, 402 "Payment was not successful" unless it succeeded. ' +
        'Idempotent: one membership per payment, however often it is called.',
      security: bearerAuth,
      body: ConfirmPaymentRequestSchema,
      response: { 200: ConfirmPaymentResponseSchema, 202: PaymentProcessingResponseSchema, ...paymentErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      if (!request.user) throw unauthorized();
      const result = await app.billing.confirmPayment(request.user, request.body.planId, request.body.paymentIntentId);
      if (result.state === 'processing') {
        request.log.info({ paymentIntent: request.body.paymentIntentId }, 'card payment still processing');
        return reply.code(202).send({ success: false as const, state: 'processing' as const, message: result.message });
      }
      request.log.info(
        { paymentIntent: request.body.paymentIntentId, plan: result.subscription.planName },
        'card payment confirmed',
      );
      return { success: true as const, subscription: result.subscription };
    },
  });
};

export default cardPaymentRoutes;
