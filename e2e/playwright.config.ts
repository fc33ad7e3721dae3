import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromiumLaunchOptions } from './support/chromium.mjs';
import {
  FAKE_STRIPE_ORIGIN,
  FAKE_STRIPE_PORT,
  STRIPE_API_PORT,
  STRIPE_BASE_URL,
  STRIPE_KEYS,
  STRIPE_PRICES,
} from './support/payments';

/** The built app served by the real api on its own port, with a throwaway embedded database. */
const PORT = Number(process.env.E2E_PORT ?? 8091);
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'resumebeat-e2e-'));
export const BASE_URL = `http://127.0.0.1:${PORT}`;
/** support/fake-providers.mjs: GitHub's OAuth and API, Google's JWKS and sign-in script. */
const PROVIDERS_PORT = Number(process.env.FAKE_PROVIDERS_PORT ?? 8096);
const PROVIDERS = `http://127.0.0.1:${PROVIDERS_PORT}`;
const GOOGLE_CLIENT_ID = 'e2e-google-client';
// Payments: this api uses the built-in test provider; a second one is in Stripe mode (support/payments.ts).
/** api/test/support/smtp-catcher-cli.ts: the mail the api sends (SMTP), read back over HTTP. */
export const SMTP_CATCHER_PORT = Number(process.env.SMTP_CATCHER_PORT ?? PORT + 1);
export const SMTP_CATCHER_HTTP = `http://127.0.0.1:${Number(process.env.SMTP_CATCHER_HTTP_PORT ?? PORT + 2)}`;
const STRIPE_DATA_DIR =
  process.env.E2E_STRIPE_DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'resumebeat-e2e-stripe-'));

export default defineConfig({
  testDir: './tests',
  outputDir: './.artifacts/test-results',
  // A bound against a hung test, not a speed check: a busy CI machine takes 2-4 s a page load, and
  // the longest journeys without test.slow() took 40-55 s in full runs on a loaded two-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { outputFolder: './.artifacts/report', open: 'never' }]],
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } } }],
  webServer: [
    {
      command: 'node --import tsx test/support/smtp-catcher-cli.ts',
      url: `${SMTP_CATCHER_HTTP}/health`,
      cwd: path.resolve(import.meta.dirname, '../api'),
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { SMTP_CATCHER_PORT: String(SMTP_CATCHER_PORT), SMTP_CATCHER_HTTP_PORT: new URL(SMTP_CATCHER_HTTP).port },
    },
    {
      command: 'node support/fake-providers.mjs',
      url: `${PROVIDERS}/health`,
      cwd: import.meta.dirname,
      reuseExistingServer: false,
      stdout: 'ignore',
      env: { FAKE_PROVIDERS_PORT: String(PROVIDERS_PORT), FAKE_GOOGLE_CLIENT_ID: GOOGLE_CLIENT_ID },
    },
    {
      // The QA accounts first (a free account and a Premium member, api/scripts/qa-accounts.ts),
      // in the same database, then the api.
      command: 'pnpm --filter @resumebeat/api qa:accounts && pnpm --filter @resumebeat/api start',
      url: `${BASE_URL}/api/health`,
      cwd: path.resolve(import.meta.dirname, '..'),
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATA_DIR,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        // Journeys sign in and register many times from one address.
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        // Each scanner journey is its own anonymous visitor: it sends X-Forwarded-For (support/client-ip.ts)
        // and the api trusts the loopback proxy, so the 3 free scans per IP do not leak between tests.
        TRUST_PROXY: '127.0.0.1',
        REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
        COVER_LETTER_RATE_LIMIT_PER_MINUTE: '1000',
        SUPPORT_RATE_LIMIT_PER_10_MINUTES: '1000',
        PUBLIC_ORIGIN: BASE_URL,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_CATCHER_PORT}`,
        SUPPORT_INBOX: 'team@support.test',
        GITHUB_CLIENT_ID: 'e2e-github-client',
        GITHUB_CLIENT_SECRET: 'e2e-github-secret',
        GITHUB_AUTHORIZE_URL: `${PROVIDERS}/login/oauth/authorize`,
        GITHUB_TOKEN_URL: `${PROVIDERS}/login/oauth/access_token`,
        GITHUB_API_URL: PROVIDERS,
        GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `${PROVIDERS}/google/certs`,
        GOOGLE_SCRIPT_URL: `${PROVIDERS}/gsi/client`,
      },
    },
    {
      command: 'node --import tsx test/support/stripe-protocol-server-cli.ts',
      url: `${FAKE_STRIPE_ORIGIN}/health`,
      cwd: path.resolve(import.meta.dirname, '../api'),
      reuseExistingServer: false,
      stdout: 'ignore',
      env: {
        FAKE_STRIPE_PORT: String(FAKE_STRIPE_PORT),
        FAKE_STRIPE_WEBHOOK_URL: `${STRIPE_BASE_URL}/api/payment/webhook`,
        STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
      },
    },
    {
      command: 'pnpm --filter @resumebeat/api start',
      url: `${STRIPE_BASE_URL}/api/health`,
      cwd: path.resolve(import.meta.dirname, '..'),
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(STRIPE_API_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: STRIPE_DATA_DIR,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
        REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
        TRUST_PROXY: '127.0.0.1',
        PUBLIC_ORIGIN: STRIPE_BASE_URL,
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE_KEYS.secret,
        STRIPE_PUBLISHABLE_KEY: STRIPE_KEYS.publishable,
        STRIPE_WEBHOOK_SECRET: STRIPE_KEYS.webhook,
        STRIPE_API_URL: FAKE_STRIPE_ORIGIN,
        STRIPE_PRICE_BASIC: STRIPE_PRICES.basic,
        STRIPE_PRICE_ENTERPRISE: STRIPE_PRICES.enterprise,
        // The Stripe.js double confirms cards at the test server, as Stripe.js does at api.stripe.com.
        CSP_EXTRA_ORIGINS: FAKE_STRIPE_ORIGIN,
      },
    },
  ],
});
