import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Payments in the browser journeys. The main api uses the built-in test provider (the default).
 * A second api, in Stripe mode, talks to a Stripe-protocol test server
 * (api/test/support/stripe-protocol-server.ts), whose hosted checkout sends it signed webhooks;
 * the browser gets a Stripe.js test double (support/stripe-js-double.js) through page.route.
 */
export const STRIPE_API_PORT = Number(process.env.E2E_STRIPE_PORT ?? 8097);
export const STRIPE_BASE_URL = `http://127.0.0.1:${STRIPE_API_PORT}`;
export const FAKE_STRIPE_PORT = Number(process.env.FAKE_STRIPE_PORT ?? 8098);
export const FAKE_STRIPE_ORIGIN = `http://127.0.0.1:${FAKE_STRIPE_PORT}`;
export const STRIPE_KEYS = {
  secret: 'sk_test_e2e_secret',
  publishable: 'pk_test_e2e_publishable',
  webhook: 'whsec_e2e_webhook',
};
export const STRIPE_PRICES = { basic: 'price_e2e_basic', enterprise: 'price_e2e_enterprise' };

const DOUBLE = readFileSync(path.join(import.meta.dirname, 'stripe-js-double.js'), 'utf8').replaceAll(
  '__STRIPE_API__',
  FAKE_STRIPE_ORIGIN,
);

/** Answers the Stripe.js script request (js.stripe.com, no DNS needed) with the test double. */
export async function serveStripeJsDouble(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: DOUBLE });
  });
  return requested;
}

/** Stripe.js cannot be reached (offline, or blocked by the network or an extension). */
export async function blockStripeJs(page: Page): Promise<void> {
  await page.route('https://js.stripe.com/**', (route) => route.abort('internetdisconnected'));
}
