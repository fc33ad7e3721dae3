// Review M16 and L14: one purchase at a time per account. A second tab (or a reopened dialog) is
// answered the purchase already in progress, never a second charge; an open intent is reused;
// provider objects per account are bounded; bad input is refused and changes nothing.
import {
  CheckoutSessionResponseSchema,
  ErrorResponseSchema,
  PaymentIntentResponseSchema,
  PaymentProcessingResponseSchema,
  PurchaseResponseSchema,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { localCheckoutSessions, localPaymentIntents, paymentPurchases } from '../../src/db/schema';
import { PURCHASES_PER_HOUR } from '../../src/plugins/app/payments/billing-service';
import {
  chargeCard,
  membershipsOf,
  payHostedCheckout,
  PLAN_IDS,
  registerAccount,
  type TestAccount,
} from '../support/billing';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

describeDb('one purchase at a time', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const post = (url: string, account: TestAccount, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: account.headers, payload });
  const get = (url: string, account: TestAccount) => t.app.inject({ method: 'GET', url, headers: account.headers });
  const intentsOf = async (account: TestAccount) =>
    (await t.app.db.select().from(localPaymentIntents)).filter(
      (row) => (row.metadata as Record<string, string>).userId === account.id,
    );
  const startIntent = (account: TestAccount, planId: number = PLAN_IDS.premium) =>
    post('/api/payment/create-payment-intent', account, { planId });

  it('opening the dialog again answers the same open intent, and GET /api/payment/purchase shows it', async () => {
    const account = await registerAccount(t);
    const first = expectContract(PaymentIntentResponseSchema, await startIntent(account));
    const second = expectContract(PaymentIntentResponseSchema, await startIntent(account));
    expect(first.reused).toBe(false);
    expect(second).toEqual({ ...first, reused: true });
    expect(await intentsOf(account)).toHaveLength(1);
    const { purchase } = expectContract(PurchaseResponseSchema, await get('/api/payment/purchase', account));
    expect(purchase).toMatchObject({
      kind: 'card',
      planName: 'Premium',
      state: 'open',
      paymentIntentId: first.paymentIntentId,
      clientSecret: first.clientSecret,
    });
  });

  it('five tabs at once get one intent', async () => {
    const account = await registerAccount(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => startIntent(account)));
    const ids = new Set(
      answers.map((response) => expectContract(PaymentIntentResponseSchema, response).paymentIntentId),
    );
    expect(ids.size).toBe(1);
    // Any intent made in the race is cancelled: only one can be paid.
    expect((await intentsOf(account)).filter((row) => row.status !== 'canceled')).toHaveLength(1);
  });

  it('after one tab paid, the other is told so and cannot pay again', async () => {
    const account = await registerAccount(t);
    const intent = expectContract(PaymentIntentResponseSchema, await startIntent(account));
    expect((await chargeCard(t, intent)).status).toBe('succeeded');
    // The second tab, still on the card form, confirms with the same intent: nothing is charged again.
    expect((await chargeCard(t, intent)).status).toBe('succeeded');
    const reopened = await startIntent(account);
    expect(reopened.statusCode).toBe(409);
    expect(expectContract(ErrorResponseSchema, reopened).message).toBe('You already have the Premium plan.');
    expect(expectContract(PurchaseResponseSchema, await get('/api/payment/purchase', account)).purchase).toBeNull();
    expect(await membershipsOf(t, account.id)).toHaveLength(1);
    expect(await intentsOf(account)).toHaveLength(1);
  });

  it('choosing another plan cancels the open intent first', async () => {
    const account = await registerAccount(t);
    const premium = expectContract(PaymentIntentResponseSchema, await startIntent(account, PLAN_IDS.premium));
    const enterprise = expectContract(PaymentIntentResponseSchema, await startIntent(account, PLAN_IDS.enterprise));
    expect(enterprise.paymentIntentId).not.toBe(premium.paymentIntentId);
    const [old] = await t.app.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, premium.paymentIntentId));
    expect(old!.status).toBe('canceled');
    // A cancelled intent cannot be paid any more.
    expect((await chargeCard(t, premium)).status).toBe('canceled');
    // A hosted checkout started now closes the open card payment too.
    const checkout = expectContract(
      CheckoutSessionResponseSchema,
      await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic }),
    );
    const [cardIntent] = await t.app.db
      .select()
      .from(localPaymentIntents)
      .where(eq(localPaymentIntents.id, enterprise.paymentIntentId));
    expect(cardIntent!.status).toBe('canceled');
    const sameCheckout = expectContract(
      CheckoutSessionResponseSchema,
      await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic }),
    );
    expect(sameCheckout.url).toBe(checkout.url);
    expect(expectContract(PurchaseResponseSchema, await get('/api/payment/purchase', account)).purchase).toMatchObject({
      kind: 'checkout',
      state: 'open',
      checkoutUrl: checkout.url,
    });
  });

  it('a bounded number of provider objects per account and hour', async () => {
    const account = await registerAccount(t);
    for (let index = 0; index < PURCHASES_PER_HOUR; index += 1) {
      expect((await startIntent(account, index % 2 === 0 ? PLAN_IDS.premium : PLAN_IDS.enterprise)).statusCode).toBe(
        200,
      );
    }
    const refused = await startIntent(account, PLAN_IDS.premium);
    expect(refused.statusCode).toBe(429);
    expect(expectContract(ErrorResponseSchema, refused).message).toBe(
      'Too many payment attempts on this account. Please try again in an hour.',
    );
    expect(await intentsOf(account)).toHaveLength(PURCHASES_PER_HOUR);
    expect((await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic })).statusCode).toBe(429);
    expect(
      await t.app.db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.customerId, (await intentsOf(account))[0]!.customerId!)),
    ).toHaveLength(0);
  });

  it('a payment still processing answers 202, shows as processing, and blocks a second one', async () => {
    const account = await registerAccount(t);
    const intent = expectContract(PaymentIntentResponseSchema, await startIntent(account));
    await t.app.db
      .update(localPaymentIntents)
      .set({ status: 'processing' })
      .where(eq(localPaymentIntents.id, intent.paymentIntentId));
    const confirmed = await post('/api/payment/confirm-payment', account, {
      planId: PLAN_IDS.premium,
      paymentIntentId: intent.paymentIntentId,
    });
    expect(confirmed.statusCode).toBe(202);
    expect(expectContract(PaymentProcessingResponseSchema, confirmed)).toMatchObject({ state: 'processing' });
    expect(expectContract(PurchaseResponseSchema, await get('/api/payment/purchase', account)).purchase).toMatchObject({
      state: 'processing',
      clientSecret: null,
    });
    expect((await startIntent(account, PLAN_IDS.enterprise)).statusCode).toBe(409);
    // It clears: the reconciliation pass makes the membership by itself.
    await t.app.db
      .update(localPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(localPaymentIntents.id, intent.paymentIntentId));
    await t.app.billing.reconcile();
    expect(await membershipsOf(t, account.id)).toEqual([expect.objectContaining({ status: 'active', planType: 2 })]);
    const [row] = await t.app.db
      .select()
      .from(paymentPurchases)
      .where(eq(paymentPurchases.providerObjectId, intent.paymentIntentId));
    expect(row!.state).toBe('done');
  });

  describe('bad input gets a clear answer and changes nothing', () => {
    it('an unknown or disabled plan is a 404', async () => {
      const account = await registerAccount(t);
      for (const planId of [999, 'gold']) {
        const response = await startIntent(account, planId as number);
        expect(response.statusCode).toBe(404);
        expect(expectContract(ErrorResponseSchema, response).message).toBe('This plan does not exist.');
      }
      expect(await intentsOf(account)).toHaveLength(0);
    });

    it('a downgrade to Free through the payment routes is refused', async () => {
      const account = await registerAccount(t);
      for (const url of ['/api/payment/create-payment-intent', '/api/payment/checkout-session']) {
        const response = await post(url, account, { planId: PLAN_IDS.free });
        expect(response.statusCode).toBe(400);
        expect(expectContract(ErrorResponseSchema, response).message).toBe('The Free plan needs no payment.');
      }
      expect(await intentsOf(account)).toHaveLength(0);
      expect(
        await t.app.db.select().from(paymentPurchases).where(eq(paymentPurchases.userId, account.id)),
      ).toHaveLength(0);
    });

    it('a plan the member already has (or a lower one) is a 409', async () => {
      const account = await registerAccount(t);
      await t.app.membershipsRepository.create({ userId: account.id, planType: 2 });
      for (const planId of [PLAN_IDS.premium, PLAN_IDS.basic]) {
        const url = planId === PLAN_IDS.basic ? '/api/payment/checkout-session' : '/api/payment/create-payment-intent';
        const response = await post(url, account, { planId });
        expect(response.statusCode).toBe(409);
        expect(expectContract(ErrorResponseSchema, response).message).toBe('You already have the Premium plan.');
      }
      expect(await intentsOf(account)).toHaveLength(0);
    });

    it('another account’s payment intent is a 403 and grants nothing', async () => {
      const owner = await registerAccount(t);
      const thief = await registerAccount(t);
      const intent = expectContract(PaymentIntentResponseSchema, await startIntent(owner));
      const response = await post('/api/payment/confirm-payment', thief, {
        planId: PLAN_IDS.premium,
        paymentIntentId: intent.paymentIntentId,
      });
      expect(response.statusCode).toBe(403);
      expect(expectContract(ErrorResponseSchema, response).message).toBe('This payment belongs to another account.');
      expect(await membershipsOf(t, thief.id)).toEqual([]);
      expect(expectContract(PurchaseResponseSchema, await get('/api/payment/purchase', thief)).purchase).toBeNull();
    });
  });
});

describeDb('a higher plan replaces the lower subscription', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('Basic to Enterprise moves the one subscription, nothing renews twice', async () => {
    const account = await registerAccount(t);
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, headers: account.headers, payload });
    expect((await payHostedCheckout(t, account)).paid.statusCode).toBe(303);
    const [basic] = await membershipsOf(t, account.id);

    const upgraded = expectContract(
      CheckoutSessionResponseSchema,
      await post('/api/payment/checkout-session', { planId: PLAN_IDS.enterprise, returnPath: '/upload' }),
    );
    expect(upgraded.upgraded).toBe(true);
    expect(new URL(upgraded.url).pathname + new URL(upgraded.url).search).toBe(
      `/upload?payment=success&upgraded=${PLAN_IDS.enterprise}`,
    );
    const rows = await membershipsOf(t, account.id);
    expect(rows).toEqual([
      expect.objectContaining({ providerSubscriptionId: basic!.providerSubscriptionId, planType: 3, status: 'active' }),
    ]);
    expect(
      await t.app.db
        .select()
        .from(localCheckoutSessions)
        .where(eq(localCheckoutSessions.customerId, basic!.providerCustomerId!)),
    ).toHaveLength(1);
  });
});
