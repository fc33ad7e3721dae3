import { ErrorResponseSchema, PAYMENT_WEBHOOK_ROUTE, WebhookResponseSchema } from '@resumebeat/shared-contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../lib/http-errors';
import { WebhookSignatureError } from '../../plugins/app/payments/types';

/**
 * The largest webhook body accepted. Stripe's events for the types applied here (checkout sessions,
 * invoices with their first page of lines, subscriptions) are a few KB, about 20 KB at the very
 * most; 64 KB leaves room for that and still refuses a 1 MB body before it is read (review H8). A
 * refused event shows as failed in Stripe's dashboard, which retries it for three days.
 */
export const WEBHOOK_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Stripe's webhook. Its signature covers the exact bytes sent, so this route (and only this one:
 * the parser is scoped to this plugin) keeps the JSON body raw. Each event is applied once.
 */
export default async function webhookRoute(app: FastifyInstance) {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.route({
    method: PAYMENT_WEBHOOK_ROUTE.method,
    url: PAYMENT_WEBHOOK_ROUTE.path,
    bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
    schema: {
      tags: ['payment'],
      summary:
        'Stripe webhook (signed raw body): checkout completed, invoices paid or failed, subscriptions updated or deleted',
      description:
        'A forged or stale Stripe-Signature is 400 and changes nothing; an event already applied answers duplicate: true.',
      response: {
        200: WebhookResponseSchema,
        400: ErrorResponseSchema,
        413: ErrorResponseSchema,
        503: ErrorResponseSchema,
      },
    },
    handler: async (request) => {
      if (!app.paymentProvider) throw new HttpError(503, 'Payments are turned off on this server.');
      const body = request.body;
      if (!Buffer.isBuffer(body)) throw new HttpError(400, 'The webhook body must be JSON');
      const header = request.headers['stripe-signature'];
      let event;
      try {
        event = app.paymentProvider.parseWebhook(body, Array.isArray(header) ? header[0] : header);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          request.log.warn({ reason: error.message }, 'webhook refused: bad signature');
          throw new HttpError(400, `Webhook signature verification failed: ${error.message}`);
        }
        throw error;
      }
      const { duplicate } = await app.billing.applyEvent(event);
      request.log.info({ event: event.id, type: event.type, duplicate }, 'webhook event');
      return { received: true as const, duplicate };
    },
  });
}
