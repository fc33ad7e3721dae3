// The built-in test payment provider's endpoints (registered only when PAYMENT_PROVIDER=local):
// the product's card form confirms and authenticates payments here, as Stripe.js does with Stripe,
// and its hosted checkout page and billing portal are served here (local-pages.ts).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ErrorResponseSchema,
  LOCAL_AUTHENTICATE_PAYMENT_ROUTE,
  LOCAL_CONFIRM_PAYMENT_ROUTE,
  LocalAuthenticatePaymentRequestSchema,
  LocalConfirmPaymentRequestSchema,
  LocalPaymentResultSchema,
} from '@resumebeat/shared-contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/http-errors';
import { LOCAL_PAGES, LOCAL_PRICE_IDS } from '../../plugins/app/payments/local-provider';
import type { CardInput } from '../../plugins/app/payments/test-cards';
import { errorResponses } from '../common-responses';
import {
  checkoutAuthenticationPage,
  checkoutClosedPage,
  checkoutPage,
  portalExpiredPage,
  portalPage,
} from './local-pages';

const IdParamsSchema = z.object({ id: z.string().min(1).max(64) });
const PLAN_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(LOCAL_PRICE_IDS).map(([type, id]) => [
    id,
    ['Free', 'Basic', 'Premium', 'Enterprise'][Number(type)] ?? id,
  ]),
);

/** "12 / 34", "12/34", "1234" or "12/2034": month and year, as a card form reads them. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } {
  const digits = value.replace(/\D/g, '');
  if (digits.length === 4) return { expMonth: Number(digits.slice(0, 2)), expYear: Number(digits.slice(2)) };
  if (digits.length === 6) return { expMonth: Number(digits.slice(0, 2)), expYear: Number(digits.slice(2)) };
  return { expMonth: 0, expYear: 0 };
}

function cardFromForm(form: Record<string, string>): CardInput {
  return {
    number: form.cardNumber ?? '',
    ...parseExpiry(form.expiry ?? ''),
    cvc: form.cvc ?? '',
    postalCode: form.postalCode ?? '',
  };
}

const html = (reply: FastifyReply, body: string, status = 200) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

const localProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const local = app.localPayments;
  if (!local) return;

  // The pages' forms post plain url-encoded fields (no script on the provider's pages).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
  const FormSchema = z.record(z.string(), z.string());

  app.route({
    method: LOCAL_CONFIRM_PAYMENT_ROUTE.method,
    url: LOCAL_CONFIRM_PAYMENT_ROUTE.path,
    schema: {
      tags: ['test payments'],
      summary: 'Built-in test provider: charge a test card for a payment (what Stripe.js confirmCardPayment does)',
      description:
        'Authorised by the payment’s client secret. Stripe’s test numbers decide: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 requires authentication.',
      params: IdParamsSchema,
      body: LocalConfirmPaymentRequestSchema,
      response: { 200: LocalPaymentResultSchema, 404: ErrorResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const result = await local.confirmWithCard(request.params.id, request.body.clientSecret, request.body.card);
      if (!result) throw notFound('No such payment: check the client secret.');
      return result;
    },
  });

  app.route({
    method: LOCAL_AUTHENTICATE_PAYMENT_ROUTE.method,
    url: LOCAL_AUTHENTICATE_PAYMENT_ROUTE.path,
    schema: {
      tags: ['test payments'],
      summary: 'Built-in test provider: the buyer completes or fails the test bank’s authentication',
      params: IdParamsSchema,
      body: LocalAuthenticatePaymentRequestSchema,
      response: { 200: LocalPaymentResultSchema, 404: ErrorResponseSchema, ...errorResponses },
    },
    handler: async (request) => {
      const result = await local.authenticate(request.params.id, request.body.clientSecret, request.body.outcome);
      if (!result) throw notFound('No such payment: check the client secret.');
      return result;
    },
  });

  const checkoutPath = LOCAL_PAGES.checkout(':id');

  app.get(checkoutPath, { schema: { hide: true, params: IdParamsSchema } }, async (request, reply) => {
    const session = await local.checkoutSession(request.params.id);
    if (!session || session.status !== 'open') return html(reply, checkoutClosedPage(session), session ? 200 : 404);
    return html(reply, session.pendingCardLast4 ? checkoutAuthenticationPage(session) : checkoutPage(session));
  });

  app.post(
    `${checkoutPath}/pay`,
    { schema: { hide: true, params: IdParamsSchema, body: FormSchema } },
    async (request, reply) => {
      const form = request.body;
      const result = await local.payCheckout(request.params.id, cardFromForm(form));
      if (result.kind === 'paid') return reply.redirect(result.redirect, 303);
      if (result.kind === 'closed') return html(reply, checkoutClosedPage(result.session), result.session ? 409 : 404);
      const session = (await local.checkoutSession(request.params.id))!;
      if (result.kind === 'needs-authentication') return html(reply, checkoutAuthenticationPage(session));
      return html(
        reply,
        checkoutPage(session, { error: result.error.message, expiry: form.expiry, postalCode: form.postalCode }),
        402,
      );
    },
  );

  app.post(
    `${checkoutPath}/authenticate`,
    { schema: { hide: true, params: IdParamsSchema, body: FormSchema } },
    async (request, reply) => {
      const outcome = request.body.outcome === 'complete' ? 'complete' : 'fail';
      const result = await local.authenticateCheckout(request.params.id, outcome);
      if (result.kind === 'paid') return reply.redirect(result.redirect, 303);
      if (result.kind === 'closed') return html(reply, checkoutClosedPage(result.session), result.session ? 409 : 404);
      const session = (await local.checkoutSession(request.params.id))!;
      return html(
        reply,
        checkoutPage(session, { error: result.kind === 'declined' ? result.error.message : undefined }),
        402,
      );
    },
  );

  const portalPath = LOCAL_PAGES.portal(':id');
  const planName = (priceId: string) => PLAN_NAMES[priceId] ?? priceId;

  app.get(portalPath, { schema: { hide: true, params: IdParamsSchema } }, async (request, reply) => {
    const view = await local.portal(request.params.id);
    if (!view) return html(reply, portalExpiredPage(), 404);
    return html(reply, portalPage(view.id, view.returnUrl, view.subscriptions, planName));
  });

  app.post(
    `${portalPath}/subscriptions/:subscriptionId`,
    {
      schema: {
        hide: true,
        params: IdParamsSchema.extend({ subscriptionId: z.string().min(1).max(64) }),
        body: FormSchema,
      },
    },
    async (request, reply) => {
      const changed = await local.setCancelAtPeriodEnd(
        request.params.id,
        request.params.subscriptionId,
        request.body.cancel === 'true',
      );
      if (!changed) return html(reply, portalExpiredPage(), 404);
      return reply.redirect(portalPath.replace(':id', encodeURIComponent(request.params.id)), 303);
    },
  );
};

export default localProviderRoutes;
