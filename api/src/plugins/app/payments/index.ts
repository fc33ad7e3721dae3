// Payments: the provider chosen by the config (Stripe, the built-in test provider, or none) and
// the billing service over it. The built-in provider's due renewals and endings run hourly; the
// reconciliation pass (the provider's truth written over the database, one instance at a time)
// runs every BILLING_RECONCILE_MINUTES (docs/decisions/028).
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
    const local =
      payments.provider === 'local'
        ? createLocalProvider({ db: app.db, hostedPlanTypes: payments.localHostedPlanTypes })
        : null;
    const provider: PaymentProvider | null =
      payments.provider === 'stripe' && payments.stripe ? createStripeProvider(payments.stripe) : local;
    const billing = createBillingService({
      db: app.db,
      provider,
      memberships: app.membershipsRepository,
      scans: app.scans,
      log: app.log,
      testMode: payments.testMode,
    });
    app.decorate('paymentProvider', provider);
    app.decorate('localPayments', local);
    app.decorate('billing', billing);

    if (provider && payments.testMode && app.config.env === 'production') {
      // Allowed only by ALLOW_TEST_PAYMENTS=true (config.ts, review H7): say so where operators look.
      app.log.error(
        { provider: provider.name },
        '*** TEST PAYMENTS IN PRODUCTION (ALLOW_TEST_PAYMENTS=true): no real money moves, test cards buy paid plans for nothing ***',
      );
    }

    if (provider) {
      const reconcile = () =>
        billing
          .reconcile()
          .then((result) => {
            if (result.ran) app.log.info({ checked: result.checked }, 'billing reconciliation pass');
          })
          .catch((error: unknown) => app.log.error({ err: error }, 'billing reconciliation failed'));
      let reconcileTimer: NodeJS.Timeout | undefined;
      app.addHook('onReady', async () => {
        reconcileTimer = setInterval(reconcile, payments.reconcileMinutes * 60 * 1000);
        reconcileTimer.unref();
      });
      app.addHook('onClose', async () => clearInterval(reconcileTimer));
    }

    if (local) {
      // The built-in provider's events go straight to billing, as Stripe's arrive by webhook.
      local.onEvent(async (event) => {
        await billing.applyEvent(event);
      });
      const sweep = () =>
        local
          .processDueSubscriptions()
          .catch((error: unknown) => app.log.error({ err: error }, 'test payment provider: renewals failed'));
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
