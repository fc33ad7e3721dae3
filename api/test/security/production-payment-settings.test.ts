// Review H7 and L6 (payments): production never sells for free by accident. It names its payment
// provider; the built-in test provider and Stripe test keys need ALLOW_TEST_PAYMENTS=true (then the
// public config says test mode, for the TEST MODE banner); payment return addresses come from
// PUBLIC_ORIGIN, never from the Host header.
import { CheckoutSessionResponseSchema, PaymentConfigResponseSchema } from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { localCheckoutSessions } from '../../src/db/schema';
import { PLAN_IDS, registerAccount } from '../support/billing';
import { describeDb, expectContract, startTestApp } from '../support/test-app';

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://resumebeat.example.com' };
const STRIPE_LIVE = {
  STRIPE_SECRET_KEY: 'sk_live_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};
const STRIPE_TEST = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('production payment settings', () => {
  it('production refuses to start unless PAYMENT_PROVIDER is set, saying what to set', () => {
    expect(() => loadConfig(PRODUCTION)).toThrow(
      /^Invalid configuration: PAYMENT_PROVIDER is required when NODE_ENV=production/,
    );
    // Stripe keys alone no longer pick the provider in production.
    expect(() => loadConfig({ ...PRODUCTION, ...STRIPE_LIVE })).toThrow(/PAYMENT_PROVIDER is required/);
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'none' }).payments.provider).toBe('none');
    expect(loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'stripe', ...STRIPE_LIVE }).payments).toMatchObject({
      provider: 'stripe',
      testMode: false,
    });
  });

  it('the built-in provider and Stripe test keys are refused in production without ALLOW_TEST_PAYMENTS=true', () => {
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'local' })).toThrow(
      /PAYMENT_PROVIDER=local is the built-in test provider .*ALLOW_TEST_PAYMENTS=true/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST })).toThrow(
      /Stripe test key \(sk_test_\/rk_test_\)/,
    );
    expect(() =>
      loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST, STRIPE_SECRET_KEY: 'rk_test_1' }),
    ).toThrow(/Stripe test key/);
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: 'false' })).toThrow(
      /ALLOW_TEST_PAYMENTS/,
    );
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: 'yes' })).toThrow(
      /ALLOW_TEST_PAYMENTS/,
    );
  });

  it('with ALLOW_TEST_PAYMENTS=true they start, in test mode', () => {
    expect(
      loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: 'true' }).payments,
    ).toMatchObject({ provider: 'local', testMode: true });
    expect(
      loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'stripe', ...STRIPE_TEST, ALLOW_TEST_PAYMENTS: 'true' }).payments,
    ).toMatchObject({ provider: 'stripe', testMode: true });
  });

  it('outside production the built-in provider stays the default', () => {
    expect(loadConfig({}).payments).toMatchObject({ provider: 'local', testMode: true });
    expect(loadConfig({ ...STRIPE_TEST }).payments).toMatchObject({ provider: 'stripe', testMode: true });
  });
});

describeDb('a production server with test payments allowed', () => {
  it('logs it loudly at start and the public config says test mode', async () => {
    const t = await startTestApp({
      env: { ...PRODUCTION, PAYMENT_PROVIDER: 'local', ALLOW_TEST_PAYMENTS: 'true' },
      captureLogs: true,
    });
    const lines = t.logs;
    try {
      expect(lines.some((line) => line.includes('TEST PAYMENTS IN PRODUCTION'))).toBe(true);
      const config = expectContract(
        PaymentConfigResponseSchema,
        await t.app.inject({ method: 'GET', url: '/api/payment/config' }),
      );
      expect(config).toMatchObject({ provider: 'local', testMode: true });
    } finally {
      await t.close();
      await t.database.dispose();
    }
  });
});

describeDb('payment return addresses', () => {
  it('checkout success and cancel URLs use PUBLIC_ORIGIN whatever the Host header says', async () => {
    const t = await startTestApp({ env: { PUBLIC_ORIGIN: 'https://resumebeat.example.com' } });
    try {
      const account = await registerAccount(t);
      const started = await t.app.inject({
        method: 'POST',
        url: '/api/payment/checkout-session',
        headers: { ...account.headers, host: 'evil.example' },
        payload: { planId: PLAN_IDS.basic, returnPath: '/upload' },
      });
      const { url } = expectContract(CheckoutSessionResponseSchema, started);
      expect(new URL(url).origin).toBe('https://resumebeat.example.com');
      const [session] = await t.app.db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.id, new URL(url).pathname.split('/').pop()!));
      expect(session!.successUrl).toBe(
        'https://resumebeat.example.com/upload?payment=success&session_id={CHECKOUT_SESSION_ID}',
      );
      expect(session!.cancelUrl).toBe('https://resumebeat.example.com/upload?payment=cancelled');
      // A return path to another site is refused, and nothing is started.
      const offsite = await t.app.inject({
        method: 'POST',
        url: '/api/payment/checkout-session',
        headers: account.headers,
        payload: { planId: PLAN_IDS.basic, returnPath: '//evil.example/x' },
      });
      expect(offsite.statusCode).toBe(400);
      expect(await t.app.db.select().from(localCheckoutSessions)).toHaveLength(1);
    } finally {
      await t.close();
      await t.database.dispose();
    }
  });
});
