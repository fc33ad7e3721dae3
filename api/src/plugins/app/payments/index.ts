// Payments: the provider chosen by the config (Stripe, the built-in test provider, or none) and
// the billing service over it. The built-in provider's due renewals and endings run hourly.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type BillingService, createBillingService } from './billing-service';
import { createLocalProvider, type LocalPaymentProvider } from './local-provider';
import { createStripeProvider } from './stripe-provider';
import type { PaymentProvider } from './types';

const RENEWAL_SWEEP_MS = 60 * 60 * 1000;

declare module 'fastify' {
  interface FastifyInstance {
    billing: BillingService;
    /** null when payments are off (PAYMENT_PROVIDER=none). */
    paymentProvider: PaymentProvider | null;
    /** The built-in test provider, when it is the one in use (its pages and card calls need it). */
    localPayments: LocalPaymentProvider | null;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const { payments } = app.config;
    const local = payments.provider === 'local' ? createLocalProvider({ db: app.db, hostedPlanTypes: payments.localHostedPlanTypes }) : null;
    const provider: PaymentProvider | null = payments.provider === 'stripe' && payments.stripe ? createStripeProvider(payments.stripe) : local;
    const billing = createBillingService({ db: app.db, provider, memberships: app.membershipsRepository, scans: app.scans, log: app.log });
    app.decorate('paymentProvider', provider);
    app.decorate('localPayments', local);
    app.decorate('billing', billing);

    if (local) {
      // The built-in provider's events go straight to billing, as Stripe's arrive by webhook.
      local.onEvent(async (event) => {
        await billing.applyEvent(event);
      });
      const sweep = () =>
        local.processDueSubscriptions().catch((error: unknown) => app.log.error({ err: error }, 'test payment provider: renewals failed'));
      let timer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        void sweep();
        timer = setInterval(sweep, RENEWAL_SWEEP_MS);
        timer.unref();
      });
      app.addHook('onClose', async () => clearInterval(timer));
    }
  },
  { name: 'payments', dependencies: ['database', 'memberships-repository', 'scans'] },
);
