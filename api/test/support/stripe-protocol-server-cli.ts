// Runs the Stripe-protocol test server as a process, for the browser journeys (e2e/): the api
// started in Stripe mode talks to it, the browser's Stripe.js test double confirms cards on it,
// and its hosted checkout page sends signed webhooks to the api.
//   FAKE_STRIPE_PORT, FAKE_STRIPE_WEBHOOK_URL, STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET
import { startStripeProtocolServer } from './stripe-protocol-server';

const server = await startStripeProtocolServer({
  port: Number(process.env.FAKE_STRIPE_PORT ?? 8098),
  secretKey: process.env.STRIPE_SECRET_KEY,
  publishableKey: process.env.STRIPE_PUBLISHABLE_KEY,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
  webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL ?? null,
  prices: [
    { id: 'price_e2e_basic', unitAmount: 999, plan: 'BASIC' },
    { id: 'price_e2e_enterprise', unitAmount: 4999, plan: 'ENTERPRISE' },
  ],
});
console.log(`Stripe-protocol test server on ${server.origin}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
