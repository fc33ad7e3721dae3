// The payment area (docs/product/api.md#payment): plans, card payments, hosted checkout, the subscription,
// Stripe's webhook, and the built-in test provider's card calls and pages.
import type { FastifyInstance } from 'fastify';
import cardPaymentRoutes from './card-payments';
import checkoutRoutes from './checkout';
import localProviderRoutes from './local-provider';
import planRoutes from './plans';
import subscriptionRoutes from './subscription';
import webhookRoute from './webhook';

export default async function paymentRoutes(app: FastifyInstance) {
  await app.register(planRoutes);
  await app.register(cardPaymentRoutes);
  await app.register(checkoutRoutes);
  await app.register(subscriptionRoutes);
  await app.register(webhookRoute);
  if (app.localPayments) await app.register(localProviderRoutes);
}
