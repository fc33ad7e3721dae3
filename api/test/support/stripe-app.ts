// The api on the Stripe adapter, as the payment tests start it: the real `stripe` SDK against a
// server that speaks Stripe's protocol (stripe-protocol-server.ts), with Stripe's signed webhooks
// delivered to the api's real webhook route as HTTP would deliver them.
import type { LightMyRequestResponse } from 'fastify';
import {
  startStripeProtocolServer,
  type StripeProtocolServer,
  type StripeProtocolServerOptions,
} from './stripe-protocol-server';
import { startTestApp, type TestApp } from './test-app';

export interface StripeApp {
  t: TestApp;
  stripe: StripeProtocolServer;
  /** Posts a webhook body to the api, signed when `signature` is given. */
  webhook(payload: string, signature?: string): Promise<LightMyRequestResponse>;
  /** Stops the api, its database and the Stripe server. */
  close(): Promise<void>;
}

export async function startStripeApp(options: Pick<StripeProtocolServerOptions, 'prices'>): Promise<StripeApp> {
  const stripe = await startStripeProtocolServer({ prices: options.prices });
  const t = await startTestApp({ env: stripe.env });
  const webhook = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/payment/webhook',
      headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
      payload,
    });
  stripe.setDeliver(async (payload, signature) => (await webhook(payload, signature)).statusCode);
  return {
    t,
    stripe,
    webhook,
    close: async () => {
      await t.close();
      await t.database.dispose();
      await stripe.close();
    },
  };
}
