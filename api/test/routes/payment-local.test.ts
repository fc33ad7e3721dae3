// Billing with the built-in test payment provider (the default: no Stripe keys, no network).
import {
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  ConfirmPaymentResponseSchema,
  ErrorResponseSchema,
  LocalPaymentResultSchema,
  MeResponseSchema,
  MembershipPlansResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  ProfileSchema,
  SubscriptionStatusResponseSchema,
  UsageStatusSchema,
  VerifyCheckoutResponseSchema,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { localPaymentIntents } from '../../src/db/schema';
import {
  appliedEvents,
  card,
  CARDS,
  chargeCard,
  getAs,
  membershipsOf,
  payByCard,
  payHostedCheckout,
  PLAN_IDS,
  postAs,
  registerAccount,
  startCardPayment,
  type TestAccount,
} from '../support/billing';
import { createTestDatabase, describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

describeDb('payments with the built-in test provider', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const post = (url: string, account: TestAccount | null, payload: object = {}) => postAs(t, url, account, payload);
  const get = (url: string, account: TestAccount | null) => getAs(t, url, account);

  describe('GET /api/payment/membership-plans and /api/payment/config', () => {
    it('answers the four plans of decision 010 as an array; hosted checkout (stripePriceId) only for Basic and Enterprise', async () => {
      const response = await get('/api/payment/membership-plans', null);
      expect(response.statusCode).toBe(200);
      const plans = expectContract(MembershipPlansResponseSchema, response);
      expect(plans.map(({ id, name, price, type }) => ({ id, name, price, type }))).toEqual([
        { id: 1, name: 'Free', price: 0, type: 0 },
        { id: 2, name: 'Basic', price: 9.99, type: 1 },
        { id: 3, name: 'Premium', price: 19.99, type: 2 },
        { id: 4, name: 'Enterprise', price: 49.99, type: 3 },
      ]);
      expect(plans.map((plan) => plan.stripePriceId ?? null)).toEqual([
        null,
        'price_local_basic',
        null,
        'price_local_enterprise',
      ]);
      expect(plans.find((plan) => plan.type === 2)).toMatchObject({
        hasAdvancedAnalytics: true,
        hasPrioritySupport: true,
        hasBulkUpload: true,
      });
      expect(plans.find((plan) => plan.type === 1)).toMatchObject({
        hasAdvancedAnalytics: false,
        hasPrioritySupport: false,
        hasBulkUpload: false,
      });
      expect(Object.keys(JSON.parse(response.body)[0])).not.toContain('stripePriceId');
    });

    it('says the card form talks to the built-in test provider, in test mode, without a publishable key', async () => {
      const config = expectContract(PaymentConfigResponseSchema, await get('/api/payment/config', null));
      expect(config).toEqual({ provider: 'local', stripePublishableKey: null, testMode: true });
    });
  });

  describe('card payments (create-payment-intent, the card, confirm-payment)', () => {
    it('needs an account', async () => {
      for (const url of [
        '/api/payment/create-payment-intent',
        '/api/payment/confirm-payment',
        '/api/payment/checkout-session',
        '/api/payment/cancel-subscription',
      ]) {
        const response = await post(url, null, { planId: PLAN_IDS.premium, paymentIntentId: 'pi_x' });
        expect(response.statusCode).toBe(401);
      }
      expect((await get('/api/payment/subscription-status', null)).statusCode).toBe(401);
    });

    it('charges the plan’s price, whatever the browser sends, and refuses the Free plan and unknown plans', async () => {
      const account = await registerAccount(t);
      const response = await post('/api/payment/create-payment-intent', account, {
        planId: PLAN_IDS.premium,
        amount: 1,
        price: 0.01,
      });
      const intent = expectContract(PaymentIntentResponseSchema, response);
      const [row] = await t.app.db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, intent.paymentIntentId));
      expect(row).toMatchObject({ amountCents: 1999, currency: 'usd', status: 'requires_payment_method' });
      expect(row!.metadata).toEqual({ userId: account.id, planId: String(PLAN_IDS.premium) });

      const free = await post('/api/payment/create-payment-intent', account, { planId: PLAN_IDS.free });
      expect(free.statusCode).toBe(400);
      expect(expectContract(ErrorResponseSchema, free).message).toBe('The Free plan needs no payment.');
      const unknown = await post('/api/payment/create-payment-intent', account, { planId: 99 });
      expect(unknown.statusCode).toBe(404);
      const invalid = await post('/api/payment/create-payment-intent', account, {});
      expect(invalid.statusCode).toBe(400);
    });

    it('4242 4242 4242 4242 pays: the membership unlocks unlimited scans, isPremium and the profile’s subscription at once', async () => {
      const account = await registerAccount(t);
      const before = expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account));
      expect(before).toMatchObject({ remainingScans: 3, hasActiveMembership: false, membershipType: 0 });

      const confirmed = expectContract(ConfirmPaymentResponseSchema, (await payByCard(t, account)).confirmed!);
      expect(confirmed.subscription).toMatchObject({
        planName: 'Premium',
        price: 19.99,
        isActive: true,
        type: 2,
        scanLimit: -1,
        scansRemaining: -1,
        canCancel: false,
      });
      const end = new Date(confirmed.subscription.endDate!);
      expect(end.getTime() - Date.now()).toBeGreaterThan(27 * 24 * 3600 * 1000);

      expect(expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account))).toMatchObject({
        remainingScans: -1,
        hasActiveMembership: true,
        membershipType: 2,
      });
      expect(expectContract(MeResponseSchema, await get('/api/auth/me', account)).isPremium).toBe(true);
      expect(expectContract(ProfileSchema, await get('/api/profile', account)).subscription).toMatchObject({
        planName: 'Premium',
        isActive: true,
      });
      expect(
        expectContract(SubscriptionStatusResponseSchema, await get('/api/payment/subscription-status', account)),
      ).toMatchObject({ planName: 'Premium' });
      // Paying again for what one has is refused before any money moves.
      const again = await post('/api/payment/create-payment-intent', account, { planId: PLAN_IDS.premium });
      expect(again.statusCode).toBe(409);
      expect(expectContract(ErrorResponseSchema, again).message).toBe('You already have the Premium plan.');
    });

    it('4000 0000 0000 0002 is declined: confirm-payment answers "Payment was not successful" and nothing changes', async () => {
      const account = await registerAccount(t);
      const intent = await startCardPayment(t, account);
      const charged = await chargeCard(t, intent, CARDS.declined);
      expect(charged).toMatchObject({
        status: 'requires_payment_method',
        error: { code: 'card_declined', message: 'Your card was declined.' },
      });
      const confirmed = await post('/api/payment/confirm-payment', account, {
        planId: PLAN_IDS.premium,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(confirmed.statusCode).toBe(402);
      expect(expectContract(ErrorResponseSchema, confirmed).message).toBe('Payment was not successful');
      expect(await membershipsOf(t, account.id)).toEqual([]);
      // The same payment can be retried with a good card, as with Stripe.
      expect((await chargeCard(t, intent, CARDS.pays)).status).toBe('succeeded');
    });

    it('4000 0025 0000 3155 asks for authentication: completed it pays, failed it is declined', async () => {
      const account = await registerAccount(t);
      const intent = await startCardPayment(t, account);
      expect(await chargeCard(t, intent, CARDS.authenticates)).toMatchObject({
        status: 'requires_action',
        error: null,
      });
      const early = await post('/api/payment/confirm-payment', account, {
        planId: PLAN_IDS.premium,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(early.statusCode).toBe(402);

      const failed = await t.app.inject({
        method: 'POST',
        url: `/api/payment/local/payment-intents/${intent.paymentIntentId}/authenticate`,
        payload: { clientSecret: intent.clientSecret, outcome: 'fail' },
      });
      expect(expectContract(LocalPaymentResultSchema, failed)).toMatchObject({
        status: 'requires_payment_method',
        error: { code: 'payment_intent_authentication_failure' },
      });

      expect((await chargeCard(t, intent, CARDS.authenticates)).status).toBe('requires_action');
      const completed = await t.app.inject({
        method: 'POST',
        url: `/api/payment/local/payment-intents/${intent.paymentIntentId}/authenticate`,
        payload: { clientSecret: intent.clientSecret, outcome: 'complete' },
      });
      expect(expectContract(LocalPaymentResultSchema, completed).status).toBe('succeeded');
      expect(
        (
          await post('/api/payment/confirm-payment', account, {
            planId: PLAN_IDS.premium,
            paymentIntentId: intent.paymentIntentId,
          })
        ).statusCode,
      ).toBe(200);
    });

    it('checks the card as Stripe does, and the client secret authorises the charge', async () => {
      const account = await registerAccount(t);
      const intent = await startCardPayment(t, account);
      const cases: Array<[object, string]> = [
        [{ ...card('4242 4242 4242'), number: '4242 4242 4242' }, 'Your card number is incomplete.'],
        [card('4242 4242 4242 4241'), 'Your card number is invalid.'],
        [{ ...card(CARDS.pays), expYear: 2001 }, "Your card's expiration year is in the past."],
        [{ ...card(CARDS.pays), expMonth: 13 }, "Your card's expiration month is invalid."],
        [{ ...card(CARDS.pays), cvc: '1' }, "Your card's security code is incomplete."],
        [{ ...card(CARDS.pays), postalCode: '' }, 'Your postal code is incomplete.'],
        [
          card('4111 1111 1111 1111'),
          "Your card was declined. This is a test payment: use one of Stripe's test card numbers, such as 4242 4242 4242 4242.",
        ],
      ];
      for (const [attempt, message] of cases) {
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/payment/local/payment-intents/${intent.paymentIntentId}/confirm`,
          payload: { clientSecret: intent.clientSecret, card: attempt },
        });
        expect(expectContract(LocalPaymentResultSchema, response).error?.message).toBe(message);
      }
      const forged = await t.app.inject({
        method: 'POST',
        url: `/api/payment/local/payment-intents/${intent.paymentIntentId}/confirm`,
        payload: { clientSecret: 'pi_x_secret_guess', card: card(CARDS.pays) },
      });
      expect(forged.statusCode).toBe(404);
      const [row] = await t.app.db
        .select()
        .from(localPaymentIntents)
        .where(eq(localPaymentIntents.id, intent.paymentIntentId));
      expect(row?.status).toBe('requires_payment_method');
    });

    it('refuses another user’s payment: 403, and only its owner gets the membership', async () => {
      const owner = await registerAccount(t);
      const other = await registerAccount(t);
      const intent = await startCardPayment(t, owner);
      await chargeCard(t, intent, CARDS.pays);
      const stolen = await post('/api/payment/confirm-payment', other, {
        planId: PLAN_IDS.premium,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(stolen.statusCode).toBe(403);
      expect(expectContract(ErrorResponseSchema, stolen).message).toBe('This payment belongs to another account.');
      expect(await membershipsOf(t, other.id)).toEqual([]);
      // The paid intent is the owner's membership already (payment_intent.succeeded), whatever the other did.
      expect(await membershipsOf(t, owner.id)).toEqual([
        expect.objectContaining({ planType: 2, providerPaymentId: intent.paymentIntentId }),
      ]);
      // Nor can the owner claim a dearer plan with it, or an unknown payment.
      expect(
        (
          await post('/api/payment/confirm-payment', owner, {
            planId: PLAN_IDS.enterprise,
            paymentIntentId: intent.paymentIntentId,
          })
        ).statusCode,
      ).toBe(400);
      expect(
        (
          await post('/api/payment/confirm-payment', owner, {
            planId: PLAN_IDS.premium,
            paymentIntentId: 'pi_local_unknown',
          })
        ).statusCode,
      ).toBe(404);
    });

    it('20 parallel confirm-payment calls for one payment make one membership', async () => {
      const account = await registerAccount(t);
      const intent = await startCardPayment(t, account);
      await chargeCard(t, intent, CARDS.pays);
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
      expect(rows[0]).toMatchObject({
        planType: 2,
        provider: 'local',
        providerPaymentId: intent.paymentIntentId,
        status: 'active',
      });
      const ends = new Set(
        responses.map((response) => expectContract(ConfirmPaymentResponseSchema, response).subscription.endDate),
      );
      expect(ends.size).toBe(1);
    });
  });

  describe('hosted checkout on the provider’s own page', () => {
    it('a plan without stripePriceId is not sold through checkout', async () => {
      const account = await registerAccount(t);
      const response = await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.premium });
      expect(response.statusCode).toBe(400);
      expect(expectContract(ErrorResponseSchema, response).message).toBe(
        'This plan is paid with the card form, not hosted checkout.',
      );
    });

    it('shows a test checkout page with a labelled card form and "Pay $9.99"; a declined card stays on it', async () => {
      const account = await registerAccount(t);
      const started = expectContract(
        CheckoutSessionResponseSchema,
        await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic }),
      );
      const path = new URL(started.url).pathname;
      expect(path).toMatch(/^\/api\/payment\/local\/checkout\/cs_local_[0-9a-f]+$/);
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      for (const text of [
        'TEST MODE: this is a test payment',
        'ResumeBeat Basic, monthly',
        '$9.99',
        'Card number',
        'Expiration date',
        'MM / YY',
        'CVC',
        'ZIP',
        'Pay $9.99',
      ]) {
        expect(page.body).toContain(text);
      }
      const declined = await t.app.inject({
        method: 'POST',
        url: `${path}/pay`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({
          cardNumber: CARDS.declined,
          expiry: '12 / 34',
          cvc: '123',
          postalCode: '10001',
        }).toString(),
      });
      expect(declined.statusCode).toBe(402);
      expect(declined.body).toContain('role="alert">Your card was declined.');
      expect(await membershipsOf(t, account.id)).toEqual([]);
    });

    it('4242 pays: back to /profile?payment=success&session_id=..., the membership is already there, and verify-checkout answers it', async () => {
      const account = await registerAccount(t);
      const { sessionId, paid } = await payHostedCheckout(t, account);
      expect(paid.statusCode).toBe(303);
      expect(paid.headers.location).toBe(`http://localhost:80/profile?payment=success&session_id=${sessionId}`);
      expect(expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account))).toMatchObject({
        remainingScans: -1,
        membershipType: 1,
      });

      for (let attempt = 0; attempt < 2; attempt += 1) {
        const verified = await get(`/api/payment/verify-checkout?sessionId=${sessionId}`, account);
        expect(verified.statusCode).toBe(200);
        expect(expectContract(VerifyCheckoutResponseSchema, verified).subscription).toMatchObject({
          planName: 'Basic',
          price: 9.99,
          type: 1,
          isActive: true,
          canCancel: true,
        });
      }
      expect(await membershipsOf(t, account.id)).toHaveLength(1);

      const other = await registerAccount(t);
      expect((await get(`/api/payment/verify-checkout?sessionId=${sessionId}`, other)).statusCode).toBe(403);
      expect(await membershipsOf(t, other.id)).toEqual([]);
      expect((await get('/api/payment/verify-checkout?sessionId=cs_local_nope', account)).statusCode).toBe(404);
      expect((await get('/api/payment/verify-checkout', account)).statusCode).toBe(400);
      // The page of a paid session says so instead of taking a second payment.
      const closed = await t.app.inject({ method: 'GET', url: `/api/payment/local/checkout/${sessionId}` });
      expect(closed.body).toContain('This checkout is already paid');
    });

    it('verify-checkout of a session not yet paid is 409 and makes nothing', async () => {
      const account = await registerAccount(t);
      const started = expectContract(
        CheckoutSessionResponseSchema,
        await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.enterprise }),
      );
      const sessionId = new URL(started.url).pathname.split('/').pop();
      const response = await get(`/api/payment/verify-checkout?sessionId=${sessionId}`, account);
      expect(response.statusCode).toBe(409);
      expect(expectContract(ErrorResponseSchema, response).message).toBe('This checkout is not complete yet.');
      expect(await membershipsOf(t, account.id)).toEqual([]);
    });

    it('4000 0025 0000 3155 on the checkout page goes through the test bank’s authentication', async () => {
      const account = await registerAccount(t);
      const { path, paid } = await payHostedCheckout(t, account, { number: CARDS.authenticates });
      expect(paid.statusCode).toBe(200);
      expect(paid.body).toContain('Test authentication');
      expect(paid.body).toContain('ending in 3155');
      const done = await t.app.inject({
        method: 'POST',
        url: `${path}/authenticate`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'outcome=complete',
      });
      expect(done.statusCode).toBe(303);
      expect(
        expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account)).hasActiveMembership,
      ).toBe(true);
    });
  });

  describe('the subscription: cancel at period end, renewals, the portal', () => {
    it('cancel keeps access until the period ends, then the account is free again', async () => {
      const account = await registerAccount(t);
      await payHostedCheckout(t, account);
      const cancelled = await post('/api/payment/cancel-subscription', account);
      expect(cancelled.statusCode).toBe(200);
      const body = expectContract(CancelSubscriptionResponseSchema, cancelled);
      expect(body.message).toMatch(/^Your subscription will not renew\. You keep Basic until \w+ \d{1,2}, \d{4}\.$/);
      expect(body.endDate).toBe(body.subscription.currentPeriodEnd);
      expect(body.subscription).toMatchObject({
        isActive: true,
        state: 'active',
        canCancel: false,
        renews: false,
        cancelAtPeriodEnd: true,
        billing: 'subscription',
      });
      expect(expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account)).remainingScans).toBe(-1);

      const again = await post('/api/profile/cancel-subscription', account);
      expect(again.statusCode).toBe(409);
      expect(expectContract(ErrorResponseSchema, again).message).toMatch(/already set to end on/);

      // The period ends: the provider's sweep ends the subscription and billing hears of it.
      await t.app.localPayments!.processDueSubscriptions(
        new Date(new Date(body.subscription.endDate!).getTime() + 1000),
      );
      const [row] = await membershipsOf(t, account.id);
      expect(row).toMatchObject({ status: 'canceled', providerStatus: 'canceled' });
      expect(expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account))).toMatchObject({
        remainingScans: 3,
        hasActiveMembership: false,
        membershipType: 0,
      });
      expect(expectContract(MeResponseSchema, await get('/api/auth/me', account)).isPremium).toBe(false);
      // docs/product/plans-and-billing.md#subscription-card: the lapsed plan is answered as inactive, not as nothing.
      expect(
        expectContract(SubscriptionStatusResponseSchema, await get('/api/payment/subscription-status', account)),
      ).toMatchObject({
        planName: 'Basic',
        isActive: false,
        state: 'inactive',
        renews: false,
      });
    });

    it('a subscription not cancelled renews: the period moves a month on and access stays', async () => {
      const account = await registerAccount(t);
      await payHostedCheckout(t, account);
      const before = expectContract(
        SubscriptionStatusResponseSchema,
        await get('/api/payment/subscription-status', account),
      )!;
      const eventsBefore = (await appliedEvents(t)).length;
      await t.app.localPayments!.processDueSubscriptions(new Date(new Date(before.endDate!).getTime() + 1000));
      const after = expectContract(
        SubscriptionStatusResponseSchema,
        await get('/api/payment/subscription-status', account),
      )!;
      expect(new Date(after.endDate!).getTime()).toBeGreaterThan(
        new Date(before.endDate!).getTime() + 27 * 24 * 3600 * 1000,
      );
      expect(after).toMatchObject({ isActive: true, canCancel: true });
      expect((await appliedEvents(t)).length).toBeGreaterThan(eventsBefore);
    });

    it('a month paid by card does not renew, so there is nothing to cancel; no membership is a 404', async () => {
      const paid = await registerAccount(t);
      await payByCard(t, paid);
      const response = await post('/api/payment/cancel-subscription', paid);
      expect(response.statusCode).toBe(409);
      expect(expectContract(ErrorResponseSchema, response).message).toMatch(
        /^Your Premium month was paid once and does not renew: it ends on /,
      );
      const free = await registerAccount(t);
      const none = await post('/api/payment/cancel-subscription', free);
      expect(none.statusCode).toBe(404);
      expect(expectContract(ErrorResponseSchema, none).message).toBe('You have no active subscription to cancel.');
    });

    it('the billing portal: 404 before any payment; afterwards the provider’s page, where cancelling reaches the membership', async () => {
      const account = await registerAccount(t);
      const before = await post('/api/payment/billing-portal-session', account);
      expect(before.statusCode).toBe(404);
      expect(expectContract(ErrorResponseSchema, before).message).toBe(
        'No billing account yet: subscribe to a plan first.',
      );

      await payHostedCheckout(t, account);
      const portal = expectContract(
        CheckoutSessionResponseSchema,
        await post('/api/payment/billing-portal-session', account),
      );
      const path = new URL(portal.url).pathname;
      const page = await t.app.inject({ method: 'GET', url: path });
      expect(page.body).toContain('ResumeBeat Basic');
      expect(page.body).toMatch(/Renews on/);
      const subscriptionId = /subscriptions\/(sub_local_[0-9a-f]+)/.exec(page.body)![1];
      const cancel = await t.app.inject({
        method: 'POST',
        url: `${path}/subscriptions/${subscriptionId}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cancel=true',
      });
      expect(cancel.statusCode).toBe(303);
      expect((await t.app.inject({ method: 'GET', url: path })).body).toMatch(/Ends on/);
      const status = expectContract(
        SubscriptionStatusResponseSchema,
        await get('/api/payment/subscription-status', account),
      );
      expect(status).toMatchObject({ isActive: true, canCancel: false });
    });

    it('a billing portal reaches only its own account’s subscriptions: another subscription id through it is a 404 and changes nothing', async () => {
      const [mine, theirs] = [await registerAccount(t), await registerAccount(t)];
      await payHostedCheckout(t, mine);
      await payHostedCheckout(t, theirs);
      const portalOf = async (account: TestAccount) =>
        new URL(
          expectContract(CheckoutSessionResponseSchema, await post('/api/payment/billing-portal-session', account)).url,
        ).pathname;
      const [myPortal, theirPortal] = [await portalOf(mine), await portalOf(theirs)];
      const theirSubscription = /subscriptions\/(sub_local_[0-9a-f]+)/.exec(
        (await t.app.inject({ method: 'GET', url: theirPortal })).body,
      )![1];
      const attempt = await t.app.inject({
        method: 'POST',
        url: `${myPortal}/subscriptions/${theirSubscription}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'cancel=true',
      });
      expect(attempt.statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: theirPortal })).body).toMatch(/Renews on/);
      expect(
        expectContract(SubscriptionStatusResponseSchema, await get('/api/payment/subscription-status', theirs)),
      ).toMatchObject({ isActive: true, canCancel: true });
    });
  });

  describe('POST /api/payment/webhook', () => {
    it('is refused: the built-in provider sends no webhooks', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/payment/webhook',
        headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
        payload: '{}',
      });
      expect(response.statusCode).toBe(400);
      expect(expectContract(ErrorResponseSchema, response).message).toMatch(/Stripe only/);
    });
  });

  it('PAYMENT_PROVIDER=none: plans are listed, every payment is a 503 in plain words', async () => {
    const database = await createTestDatabase();
    const off = await startTestApp({ database, env: { PAYMENT_PROVIDER: 'none' } });
    try {
      const plans = expectContract(
        MembershipPlansResponseSchema,
        await off.app.inject({ method: 'GET', url: '/api/payment/membership-plans' }),
      );
      expect(plans.some((plan) => plan.stripePriceId)).toBe(false);
      expect(
        expectContract(PaymentConfigResponseSchema, await off.app.inject({ method: 'GET', url: '/api/payment/config' }))
          .provider,
      ).toBe('none');
      const account = await registerAccount(off);
      const response = await off.app.inject({
        method: 'POST',
        url: '/api/payment/create-payment-intent',
        headers: account.headers,
        payload: { planId: PLAN_IDS.premium },
      });
      expect(response.statusCode).toBe(503);
      expect(expectContract(ErrorResponseSchema, response).message).toBe('Payments are turned off on this server.');
    } finally {
      await off.close();
      await database.dispose();
    }
  });
});
