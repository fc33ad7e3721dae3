// Review M15 and M16 with the Stripe adapter (the real SDK against the Stripe-protocol test server):
// refunds and disputes delivered by signed webhooks end access; payment_intent.succeeded makes the
// membership without the browser; a forged or replayed webhook changes nothing; a second tab gets
// the same intent and choosing another plan cancels the open one at Stripe.
import {
  CheckoutSessionResponseSchema,
  PaymentIntentResponseSchema,
  UsageStatusSchema,
  WebhookResponseSchema,
} from '@resumebeat/shared-contract';
import { card, CARDS, membershipsOf, PLAN_IDS, registerAccount, type TestAccount } from '../support/billing';
import { startStripeApp, type StripeApp } from '../support/stripe-app';
import type { StripeProtocolServer } from '../support/stripe-protocol-server';
import { describeDb, expectContract, type TestApp } from '../support/test-app';

const PRICES = [
  { id: 'price_basic_monthly', unitAmount: 999, plan: 'BASIC' as const },
  { id: 'price_enterprise_monthly', unitAmount: 4999, plan: 'ENTERPRISE' as const },
];

describeDb('with Stripe: access follows the money', () => {
  let stripe: StripeProtocolServer;
  let t: TestApp;
  let webhook: StripeApp['webhook'];
  let close: StripeApp['close'];

  beforeAll(async () => ({ t, stripe, webhook, close } = await startStripeApp({ prices: PRICES })));
  afterAll(() => close());

  const post = (url: string, account: TestAccount, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: account.headers, payload });
  const usage = async (account: TestAccount) =>
    expectContract(
      UsageStatusSchema,
      await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', headers: account.headers }),
    );

  /** Pays Premium by card at Stripe; the browser never calls confirm-payment, Stripe's webhook does the rest. */
  async function payByCardWithoutBrowser(account: TestAccount) {
    const intent = expectContract(
      PaymentIntentResponseSchema,
      await post('/api/payment/create-payment-intent', account, { planId: PLAN_IDS.premium }),
    );
    stripe.confirmPaymentIntent(intent.paymentIntentId, { ...card(CARDS.pays), number: CARDS.pays.replace(/ /g, '') });
    expect((await stripe.sendPaymentSucceeded(intent.paymentIntentId)).type).toBe('payment_intent.succeeded');
    return intent.paymentIntentId;
  }

  it('payment_intent.succeeded makes the membership without the browser', async () => {
    const account = await registerAccount(t);
    await payByCardWithoutBrowser(account);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: true, membershipType: 2 });
  });

  it('charge.refunded and charge.dispute.created end access at once', async () => {
    const refunded = await registerAccount(t);
    await stripe.refundPayment(await payByCardWithoutBrowser(refunded));
    expect(await usage(refunded)).toMatchObject({ hasActiveMembership: false });
    expect(await membershipsOf(t, refunded.id)).toEqual([
      expect.objectContaining({ status: 'canceled', providerStatus: 'refunded' }),
    ]);

    const disputed = await registerAccount(t);
    await stripe.disputePayment(await payByCardWithoutBrowser(disputed));
    expect(await usage(disputed)).toMatchObject({ hasActiveMembership: false });
  });

  it('a forged webhook is 400 and a replayed one a duplicate; neither changes anything', async () => {
    const account = await registerAccount(t);
    const intentId = await payByCardWithoutBrowser(account);
    const refund = await stripe.refundPayment(intentId);
    const record = stripe.events.find((item) => item.event.id === refund.id)!;
    // Replayed with its real signature: already applied.
    const replay = await webhook(record.payload, record.signature);
    expect(expectContract(WebhookResponseSchema, replay)).toMatchObject({ duplicate: true });
    // A forged refund for another member's payment: refused, their plan stays.
    const victim = await registerAccount(t);
    const victimIntent = await payByCardWithoutBrowser(victim);
    const forgedPayload = record.payload.replace(intentId, victimIntent).replace(refund.id, `${refund.id}x`);
    const forged = await webhook(forgedPayload, stripe.sign(forgedPayload, { secret: 'whsec_not_the_secret' }));
    expect(forged.statusCode).toBe(400);
    expect(await usage(victim)).toMatchObject({ hasActiveMembership: true });
  });

  it('a refunded subscription invoice ends the subscription at Stripe and here', async () => {
    const account = await registerAccount(t);
    const { url } = expectContract(
      CheckoutSessionResponseSchema,
      await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic }),
    );
    const sessionId = url.split('/').pop()!;
    await stripe.completeCheckout(sessionId);
    const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
    expect(await usage(account)).toMatchObject({ hasActiveMembership: true });
    const customer = stripe.subscriptions.get(subscriptionId)!.customer as string;
    await stripe.sendEvent('charge.refunded', {
      id: 'ch_invoice_refund',
      object: 'charge',
      amount: 999,
      amount_refunded: 999,
      refunded: true,
      disputed: false,
      currency: 'usd',
      customer,
      payment_intent: null,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
    });
    expect(stripe.subscriptions.get(subscriptionId)!.status).toBe('canceled');
    expect(await usage(account)).toMatchObject({ hasActiveMembership: false });
  });

  it('a second tab gets the same intent; another plan cancels the open one at Stripe', async () => {
    const account = await registerAccount(t);
    const first = expectContract(
      PaymentIntentResponseSchema,
      await post('/api/payment/create-payment-intent', account, { planId: PLAN_IDS.premium }),
    );
    const again = expectContract(
      PaymentIntentResponseSchema,
      await post('/api/payment/create-payment-intent', account, { planId: PLAN_IDS.premium }),
    );
    expect(again).toEqual({ ...first, reused: true });
    const checkout = await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.enterprise });
    expect(checkout.statusCode).toBe(200);
    expect(stripe.paymentIntents.get(first.paymentIntentId)!.status).toBe('canceled');
  });

  it('Basic to Enterprise updates the Stripe subscription’s price (prorated) instead of a second checkout', async () => {
    const account = await registerAccount(t);
    const { url } = expectContract(
      CheckoutSessionResponseSchema,
      await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic }),
    );
    const sessionId = url.split('/').pop()!;
    await stripe.completeCheckout(sessionId);
    const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
    const sessionsBefore = stripe.checkoutSessions.size;
    const upgraded = expectContract(
      CheckoutSessionResponseSchema,
      await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.enterprise }),
    );
    expect(upgraded.upgraded).toBe(true);
    expect(stripe.checkoutSessions.size).toBe(sessionsBefore);
    const update = stripe.requests
      .filter((request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`)
      .pop()!;
    expect(update.params).toMatchObject({
      proration_behavior: 'always_invoice',
      items: [expect.objectContaining({ price: 'price_enterprise_monthly' })],
    });
    expect(await usage(account)).toMatchObject({ hasActiveMembership: true, membershipType: 3 });
    expect(await membershipsOf(t, account.id)).toHaveLength(1);
  });
});
