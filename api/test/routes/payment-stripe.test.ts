// Billing with the Stripe adapter: the real `stripe` SDK against a server that speaks Stripe's
// protocol (test/support/stripe-protocol-server.ts); webhooks signed with
// stripe.webhooks.generateTestHeaderString reach the api's real webhook route.
import {
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  ConfirmPaymentResponseSchema,
  ErrorResponseSchema,
  MembershipPlansResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  SubscriptionStatusResponseSchema,
  UsageStatusSchema,
  VerifyCheckoutResponseSchema,
  WebhookResponseSchema,
} from '@resumebeat/shared-contract';
import { closedPort } from '../support/fake-providers';
import {
  appliedEvents,
  card,
  CARDS,
  membershipsOf,
  PLAN_IDS,
  registerAccount,
  type TestAccount,
} from '../support/billing';
import { startStripeApp, type StripeApp } from '../support/stripe-app';
import type { StripeProtocolServer } from '../support/stripe-protocol-server';
import { createTestDatabase, describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

const PRICES = [
  { id: 'price_basic_monthly', unitAmount: 999, plan: 'BASIC' as const },
  { id: 'price_enterprise_monthly', unitAmount: 4999, plan: 'ENTERPRISE' as const },
  // A price that does not match its plan: checkout must refuse it.
  { id: 'price_premium_wrong', unitAmount: 500 },
];

describeDb('payments with the Stripe adapter', () => {
  let stripe: StripeProtocolServer;
  let t: TestApp;
  let webhook: StripeApp['webhook'];
  let close: StripeApp['close'];

  // Stripe's webhooks arrive at the api's real route, as HTTP would deliver them.
  beforeAll(async () => ({ t, stripe, webhook, close } = await startStripeApp({ prices: PRICES })));
  afterAll(() => close());

  const post = (url: string, account: TestAccount, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: account.headers, payload });
  const get = (url: string, account: TestAccount) => t.app.inject({ method: 'GET', url, headers: account.headers });

  async function startPayment(account: TestAccount) {
    return expectContract(
      PaymentIntentResponseSchema,
      await post('/api/payment/create-payment-intent', account, { planId: PLAN_IDS.premium }),
    );
  }

  async function subscribe(account: TestAccount, planId: number = PLAN_IDS.basic) {
    const { url } = expectContract(
      CheckoutSessionResponseSchema,
      await post('/api/payment/checkout-session', account, { planId }),
    );
    const sessionId = url.split('/').pop()!;
    const returnUrl = await stripe.completeCheckout(sessionId);
    const subscriptionId = stripe.checkoutSessions.get(sessionId)!.subscription as string;
    return { url, sessionId, returnUrl, subscriptionId };
  }

  it('lists the plans with the configured price ids, and the publishable key for Stripe.js', async () => {
    const plans = expectContract(
      MembershipPlansResponseSchema,
      await t.app.inject({ method: 'GET', url: '/api/payment/membership-plans' }),
    );
    expect(plans.map((plan) => plan.stripePriceId ?? null)).toEqual([
      null,
      'price_basic_monthly',
      null,
      'price_enterprise_monthly',
    ]);
    const config = expectContract(
      PaymentConfigResponseSchema,
      await t.app.inject({ method: 'GET', url: '/api/payment/config' }),
    );
    expect(config).toEqual({ provider: 'stripe', stripePublishableKey: stripe.keys.publishable, testMode: true });
  });

  describe('card payments (PaymentIntents confirmed by Stripe.js)', () => {
    it('creates the PaymentIntent for the plan’s price with the caller and plan in its metadata, under a Stripe customer', async () => {
      const account = await registerAccount(t);
      const intent = await startPayment(account);
      const created = stripe.requests.find(
        (request) =>
          request.method === 'POST' &&
          request.path === '/v1/payment_intents' &&
          (request.params.metadata as Record<string, string>)?.userId === account.id,
      );
      expect(created?.params).toMatchObject({
        amount: '1999',
        currency: 'usd',
        metadata: { userId: account.id, planId: '3' },
        allowed_payment_method_types: ['card'],
      });
      expect(created?.key).toBe('secret');
      expect(String(created?.params.customer)).toMatch(/^cus_/);
      expect(intent.clientSecret).toBe(stripe.paymentIntents.get(intent.paymentIntentId)?.client_secret);
    });

    it('a succeeded payment makes the membership; the SDK’s answer is checked, not the browser’s word', async () => {
      const account = await registerAccount(t);
      const intent = await startPayment(account);
      // Before the card is confirmed the payment has not succeeded.
      const early = await post('/api/payment/confirm-payment', account, {
        planId: PLAN_IDS.premium,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(early.statusCode).toBe(402);
      expect(expectContract(ErrorResponseSchema, early).message).toBe('Payment was not successful');

      stripe.confirmPaymentIntent(intent.paymentIntentId, card(CARDS.pays));
      const confirmed = await post('/api/payment/confirm-payment', account, {
        planId: PLAN_IDS.premium,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirmed.statusCode).toBe(200);
      expect(expectContract(ConfirmPaymentResponseSchema, confirmed).subscription).toMatchObject({
        planName: 'Premium',
        type: 2,
        isActive: true,
      });
      expect(expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account))).toMatchObject({
        remainingScans: -1,
        hasActiveMembership: true,
      });
    });

    it('a declined card leaves the account free', async () => {
      const account = await registerAccount(t);
      const intent = await startPayment(account);
      expect(() => stripe.confirmPaymentIntent(intent.paymentIntentId, card(CARDS.declined))).toThrow(
        'Your card was declined.',
      );
      expect(
        (
          await post('/api/payment/confirm-payment', account, {
            planId: PLAN_IDS.premium,
            paymentIntentId: intent.paymentIntentId,
          })
        ).statusCode,
      ).toBe(402);
      expect(await membershipsOf(t, account.id)).toEqual([]);
    });

    it('confirm with another user’s intent is refused (403) and changes nothing', async () => {
      const owner = await registerAccount(t);
      const thief = await registerAccount(t);
      const intent = await startPayment(owner);
      stripe.confirmPaymentIntent(intent.paymentIntentId, card(CARDS.pays));
      const response = await post('/api/payment/confirm-payment', thief, {
        planId: PLAN_IDS.premium,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(response.statusCode).toBe(403);
      expect(await membershipsOf(t, thief.id)).toEqual([]);
      expect(await membershipsOf(t, owner.id)).toEqual([]);
      // An id Stripe does not know is a 404, not a crash.
      expect(
        (await post('/api/payment/confirm-payment', owner, { planId: PLAN_IDS.premium, paymentIntentId: 'pi_unknown' }))
          .statusCode,
      ).toBe(404);
    });

    it('20 parallel confirm-payment calls for one intent create one membership', async () => {
      const account = await registerAccount(t);
      const intent = await startPayment(account);
      stripe.confirmPaymentIntent(intent.paymentIntentId, card(CARDS.pays));
      const responses = await Promise.all(
        Array.from({ length: 20 }, () =>
          post('/api/payment/confirm-payment', account, {
            planId: PLAN_IDS.premium,
            paymentIntentId: intent.paymentIntentId,
          }),
        ),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
      const rows = await membershipsOf(t, account.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ provider: 'stripe', providerPaymentId: intent.paymentIntentId });
    });
  });

  describe('hosted checkout and the webhook', () => {
    it('checkout-session answers Stripe’s url; the signed checkout.session.completed makes the membership; verify-checkout answers it', async () => {
      const account = await registerAccount(t);
      const { url, sessionId, returnUrl, subscriptionId } = await subscribe(account);
      expect(url).toBe(`${stripe.origin}/checkout/${sessionId}`);
      expect(returnUrl).toBe(`http://localhost:80/profile?payment=success&session_id=${sessionId}`);
      const created = stripe.requests.find(
        (request) => request.path === '/v1/checkout/sessions' && request.params.client_reference_id === account.id,
      );
      expect(created?.params).toMatchObject({
        mode: 'subscription',
        line_items: [{ price: 'price_basic_monthly', quantity: '1' }],
        metadata: { userId: account.id, planId: '2' },
      });
      // Delivered to the real route, with a signature the route verified.
      expect(stripe.events.filter((item) => item.event.type === 'checkout.session.completed').at(-1)?.delivered).toBe(
        200,
      );
      const rows = await membershipsOf(t, account.id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        planType: 1,
        status: 'active',
        provider: 'stripe',
        providerSubscriptionId: subscriptionId,
        endsAt: null,
      });

      const verified = await get(`/api/payment/verify-checkout?sessionId=${sessionId}`, account);
      expect(expectContract(VerifyCheckoutResponseSchema, verified).subscription).toMatchObject({
        planName: 'Basic',
        canCancel: true,
      });
      const other = await registerAccount(t);
      expect((await get(`/api/payment/verify-checkout?sessionId=${sessionId}`, other)).statusCode).toBe(403);
      expect((await get('/api/payment/verify-checkout?sessionId=cs_test_unknown', account)).statusCode).toBe(404);
    });

    it('a replayed webhook is applied once: the second delivery answers duplicate and changes nothing', async () => {
      const account = await registerAccount(t);
      const { subscriptionId } = await subscribe(account);
      const completed = stripe.events.filter((item) => item.event.type === 'checkout.session.completed').at(-1)!;
      const applied = (await appliedEvents(t)).length;
      // The subscription then ends; a replay of the old "completed" event must not bring it back.
      await stripe.endSubscription(subscriptionId);
      expect(
        expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account)).hasActiveMembership,
      ).toBe(false);

      const replay = await webhook(completed.payload, completed.signature);
      expect(replay.statusCode).toBe(200);
      expect(expectContract(WebhookResponseSchema, replay)).toEqual({ received: true, duplicate: true });
      expect((await appliedEvents(t)).length).toBe(applied + 1);
      expect(await membershipsOf(t, account.id)).toHaveLength(1);
      expect(
        expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account)).hasActiveMembership,
      ).toBe(false);
    });

    it('a forged, stale, tampered or missing signature is 400 and changes nothing', async () => {
      const account = await registerAccount(t);
      const { url } = expectContract(
        CheckoutSessionResponseSchema,
        await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic }),
      );
      const sessionId = url.split('/').pop()!;
      // A made-up "completed" event for a session nobody paid.
      const payload = JSON.stringify({
        id: 'evt_forged_1',
        object: 'event',
        type: 'checkout.session.completed',
        data: { object: { id: sessionId, object: 'checkout.session' } },
      });
      const applied = (await appliedEvents(t)).length;
      const attempts = [
        stripe.sign(payload, { secret: 'whsec_not_the_real_secret' }),
        stripe.sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 10 * 60 }),
        stripe.sign(payload.replace('evt_forged_1', 'evt_other')),
        undefined,
      ];
      for (const signature of attempts) {
        const response = await webhook(payload, signature);
        expect(response.statusCode).toBe(400);
        expect(expectContract(ErrorResponseSchema, response).message).toMatch(/signature/i);
      }
      expect((await appliedEvents(t)).length).toBe(applied);
      expect(await membershipsOf(t, account.id)).toEqual([]);
      // Signed correctly, the same event is accepted, and still grants nothing: the session is unpaid at Stripe.
      const genuine = await webhook(payload, stripe.sign(payload));
      expect(expectContract(WebhookResponseSchema, genuine)).toEqual({ received: true, duplicate: false });
      expect(await membershipsOf(t, account.id)).toEqual([]);
    });

    it('a failed renewal keeps access while Stripe retries; the subscription ending ends it', async () => {
      const account = await registerAccount(t);
      const { subscriptionId } = await subscribe(account, PLAN_IDS.enterprise);
      await stripe.failRenewal(subscriptionId);
      let [row] = await membershipsOf(t, account.id);
      expect(row).toMatchObject({ status: 'active', providerStatus: 'past_due', planType: 3 });
      expect(expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account)).remainingScans).toBe(-1);
      await stripe.renewSubscription(subscriptionId);
      [row] = await membershipsOf(t, account.id);
      expect(row).toMatchObject({ status: 'active', providerStatus: 'active' });
      await stripe.endSubscription(subscriptionId);
      [row] = await membershipsOf(t, account.id);
      expect(row).toMatchObject({ status: 'canceled', providerStatus: 'canceled' });
      expect(expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account))).toMatchObject({
        remainingScans: 3,
        hasActiveMembership: false,
      });
    });

    it('cancel-subscription sets cancel_at_period_end at Stripe and keeps access until the period end', async () => {
      const account = await registerAccount(t);
      const { subscriptionId } = await subscribe(account);
      const response = await post('/api/payment/cancel-subscription', account);
      expect(response.statusCode).toBe(200);
      const body = expectContract(CancelSubscriptionResponseSchema, response);
      const update = stripe.requests.find(
        (request) => request.method === 'POST' && request.path === `/v1/subscriptions/${subscriptionId}`,
      );
      expect(update?.params).toEqual({ cancel_at_period_end: 'true' });
      const periodEnd = stripe.subscriptions.get(subscriptionId)!.items.data[0]!.current_period_end * 1000;
      expect(new Date(body.subscription.endDate!).getTime()).toBe(periodEnd);
      const [row] = await membershipsOf(t, account.id);
      expect(row).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
      expect(row!.endsAt!.getTime()).toBe(periodEnd);
      expect(
        expectContract(SubscriptionStatusResponseSchema, await get('/api/payment/subscription-status', account)),
      ).toMatchObject({ isActive: true, canCancel: false });
    });

    it('billing-portal-session answers Stripe’s portal url for the customer', async () => {
      const account = await registerAccount(t);
      await subscribe(account);
      const portal = expectContract(
        CheckoutSessionResponseSchema,
        await post('/api/payment/billing-portal-session', account),
      );
      const request = stripe.requests.filter((item) => item.path === '/v1/billing_portal/sessions').at(-1);
      expect(portal.url).toBe(`${stripe.origin}/billing/${String(request?.params.customer)}`);
      expect(request?.params.return_url).toBe('http://localhost:80/profile');
    });
  });

  it('a price that does not charge the plan’s amount is refused before any checkout is made', async () => {
    const database = await createTestDatabase();
    const misconfigured = await startTestApp({
      database,
      env: { ...stripe.env, STRIPE_PRICE_PREMIUM: 'price_premium_wrong' },
    });
    try {
      const account = await registerAccount(misconfigured);
      const sessions = stripe.checkoutSessions.size;
      const response = await misconfigured.app.inject({
        method: 'POST',
        url: '/api/payment/checkout-session',
        headers: account.headers,
        payload: { planId: PLAN_IDS.premium },
      });
      expect(response.statusCode).toBe(502);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(
        'The payment provider could not be reached. Please try again.',
      );
      expect(stripe.checkoutSessions.size).toBe(sessions);
    } finally {
      await misconfigured.close();
      await database.dispose();
    }
  });

  it('Stripe unreachable: a quick 502 with a clear message, nothing stored', async () => {
    const database = await createTestDatabase();
    const offline = await startTestApp({
      database,
      env: { ...stripe.env, STRIPE_API_URL: `http://127.0.0.1:${await closedPort()}` },
    });
    try {
      const account = await registerAccount(offline);
      const started = Date.now();
      const response = await offline.app.inject({
        method: 'POST',
        url: '/api/payment/create-payment-intent',
        headers: account.headers,
        payload: { planId: PLAN_IDS.premium },
      });
      expect(response.statusCode).toBe(502);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(
        'The payment provider could not be reached. Please try again.',
      );
      // A bound against hanging, not a speed check.
      expect(Date.now() - started).toBeLessThan(15_000);
      expect(await membershipsOf(offline, account.id)).toEqual([]);
    } finally {
      await offline.close();
      await database.dispose();
    }
  });
});
