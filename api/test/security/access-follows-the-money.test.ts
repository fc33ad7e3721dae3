// Review M15: access follows the money. Every membership has its paid period; access ends at its
// end unless a renewal was recorded; full refunds, disputes and deleted subscriptions end it at
// once; a paid intent becomes a membership without the browser; the reconciliation pass (one
// instance at a time, and at sign-in after a period) repairs what lost webhooks left. Events are
// applied once, in any order. Built-in provider, on PGlite and PostgreSQL.
import { MeResponseSchema, SubscriptionStatusResponseSchema, UsageStatusSchema } from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { localPaymentIntents, localSubscriptions, memberships } from '../../src/db/schema';
import { PERIOD_GRACE_MS } from '../../src/plugins/app/memberships-repository';
import type { ProviderEvent } from '../../src/plugins/app/payments/types';
import {
  appliedEvents,
  membershipsOf,
  payByCard,
  payHostedCheckout,
  PLAN_IDS,
  registerAccount,
  type TestAccount,
} from '../support/billing';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

describeDb('access follows the money', () => {
  let t: TestApp;
  /** Events the provider sent while the "webhook" was down (not applied). */
  let lost: ProviderEvent[] = [];

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });
  afterEach(() => restoreWebhook());

  const post = (url: string, account: TestAccount, payload: object = {}) =>
    t.app.inject({ method: 'POST', url, headers: account.headers, payload });
  const get = (url: string, account: TestAccount) => t.app.inject({ method: 'GET', url, headers: account.headers });
  const usage = async (account: TestAccount) =>
    expectContract(UsageStatusSchema, await get('/api/resume/usage-status', account));
  const local = () => t.app.localPayments!;

  function loseWebhooks() {
    lost = [];
    local().onEvent(async (event) => {
      lost.push(event);
    });
  }
  function restoreWebhook() {
    local().onEvent(async (event) => {
      await t.app.billing.applyEvent(event);
    });
  }

  const payPremiumByCard = async (account: TestAccount, confirm = true) =>
    (await payByCard(t, account, { confirm })).intent.paymentIntentId;

  async function subscribeBasic(account: TestAccount): Promise<string> {
    expect((await payHostedCheckout(t, account)).paid.statusCode).toBe(303);
    const [row] = await membershipsOf(t, account.id);
    return row!.providerSubscriptionId!;
  }

  /** Time passes: the paid period (provider's and ours) ended `ago` ms ago. */
  async function periodEndedAgo(account: TestAccount, subscriptionId: string | null, ago: number) {
    const end = new Date(Date.now() - ago);
    await t.app.db.update(memberships).set({ currentPeriodEnd: end }).where(eq(memberships.userId, account.id));
    if (subscriptionId)
      await t.app.db
        .update(localSubscriptions)
        .set({ currentPeriodEnd: end })
        .where(eq(localSubscriptions.id, subscriptionId));
    return end;
  }

  it('a card pass and a subscription both answer currentPeriodEnd a month on', async () => {
    const passHolder = await registerAccount(t);
    await payPremiumByCard(passHolder);
    const pass = expectContract(
      SubscriptionStatusResponseSchema,
      await get('/api/payment/subscription-status', passHolder),
    )!;
    expect(pass).toMatchObject({ billing: 'pass', renews: false, state: 'active' });
    expect(new Date(pass.currentPeriodEnd!).getTime()).toBeGreaterThan(Date.now() + 27 * 24 * 3600 * 1000);

    const subscriber = await registerAccount(t);
    await subscribeBasic(subscriber);
    const subscription = expectContract(
      SubscriptionStatusResponseSchema,
      await get('/api/payment/subscription-status', subscriber),
    )!;
    expect(subscription).toMatchObject({
      billing: 'subscription',
      renews: true,
      state: 'active',
      canManageBilling: true,
    });
    expect(subscription.endDate).toBe(subscription.currentPeriodEnd);
  });

  it('a card payment whose tab closed after paying is a membership (payment_intent.succeeded)', async () => {
    const account = await registerAccount(t);
    const intentId = await payPremiumByCard(account, false);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: true, membershipType: 2 });
    expect((await appliedEvents(t)).some((event) => event.type === 'payment_intent.succeeded')).toBe(true);
    // The browser coming back later changes nothing: still one membership.
    expect(
      (await post('/api/payment/confirm-payment', account, { planId: PLAN_IDS.premium, paymentIntentId: intentId }))
        .statusCode,
    ).toBe(200);
    expect(await membershipsOf(t, account.id)).toHaveLength(1);
  });

  it('a refunded card payment ends the plan at once', async () => {
    const account = await registerAccount(t);
    const intentId = await payPremiumByCard(account);
    expect(await local().refundPayment(intentId)).toBe(true);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: false, membershipType: 0 });
    expect(await membershipsOf(t, account.id)).toEqual([
      expect.objectContaining({ status: 'canceled', providerStatus: 'refunded' }),
    ]);
    expect(
      expectContract(SubscriptionStatusResponseSchema, await get('/api/payment/subscription-status', account)),
    ).toMatchObject({ state: 'inactive', isActive: false });
  });

  it('a dispute opened on a card payment ends the plan at once', async () => {
    const account = await registerAccount(t);
    const intentId = await payPremiumByCard(account);
    expect(await local().disputePayment(intentId)).toBe(true);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: false });
    expect(await membershipsOf(t, account.id)).toEqual([
      expect.objectContaining({ status: 'canceled', providerStatus: 'disputed' }),
    ]);
  });

  it('a refunded subscription is ended at the provider and here; a deleted one ends at once', async () => {
    const refunded = await registerAccount(t);
    const refundedSub = await subscribeBasic(refunded);
    expect(await local().refundSubscription(refundedSub)).toBe(true);
    expect(await usage(refunded)).toMatchObject({ hasActiveMembership: false });
    const [provider] = await t.app.db.select().from(localSubscriptions).where(eq(localSubscriptions.id, refundedSub));
    expect(provider!.status).toBe('canceled');

    const deleted = await registerAccount(t);
    const deletedSub = await subscribeBasic(deleted);
    await local().cancelSubscriptionNow(deletedSub);
    expect(await usage(deleted)).toMatchObject({ hasActiveMembership: false });
    expect(await membershipsOf(t, deleted.id)).toEqual([expect.objectContaining({ status: 'canceled' })]);
  });

  it('a cancellation whose webhooks were all lost still ends access at the period end', async () => {
    const account = await registerAccount(t);
    const subscriptionId = await subscribeBasic(account);
    loseWebhooks();
    // Cancelled at the provider (its portal) and ended there at the period end: both events lost.
    await t.app.db
      .update(localSubscriptions)
      .set({ cancelAtPeriodEnd: true })
      .where(eq(localSubscriptions.id, subscriptionId));
    await periodEndedAgo(account, subscriptionId, PERIOD_GRACE_MS + 60_000);
    await local().processDueSubscriptions();
    expect(lost.map((event) => event.type)).toEqual(['customer.subscription.deleted']);
    // Without any event: the paid period is over, so is the access.
    expect(await usage(account)).toMatchObject({ hasActiveMembership: false, membershipType: 0 });
  });

  it('a renewal whose webhook was lost is found when the member comes back', async () => {
    const account = await registerAccount(t);
    const subscriptionId = await subscribeBasic(account);
    loseWebhooks();
    await periodEndedAgo(account, subscriptionId, PERIOD_GRACE_MS + 60_000);
    await local().processDueSubscriptions(); // renewed at the provider; invoice.paid lost
    expect(lost.map((event) => event.type)).toEqual(['invoice.paid']);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: false });
    // Selling the plan again asks the provider first: it is still paid for, so no second subscription.
    const again = await post('/api/payment/checkout-session', account, { planId: PLAN_IDS.basic });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'You already have the Basic plan.' });
    await t.app.db
      .update(memberships)
      .set({ currentPeriodEnd: new Date(Date.now() - PERIOD_GRACE_MS - 60_000) })
      .where(eq(memberships.userId, account.id));
    // Signing in (here: /api/auth/me, as the app does on load) asks the provider and repairs it.
    expect(expectContract(MeResponseSchema, await get('/api/auth/me', account)).isPremium).toBe(true);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: true, membershipType: 1 });
    const [row] = await membershipsOf(t, account.id);
    expect(row!.currentPeriodEnd!.getTime()).toBeGreaterThan(Date.now());
  });

  it('repairs a refund whose webhook was lost, one instance at a time', async () => {
    const account = await registerAccount(t);
    const intentId = await payPremiumByCard(account);
    loseWebhooks();
    await local().refundPayment(intentId);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: true });
    restoreWebhook();
    // Two instances' timers at once: one pass runs, the other sees the lease taken.
    const [first, second] = await Promise.all([
      t.app.billing.reconcile({ all: true }),
      t.app.billing.reconcile({ all: true }),
    ]);
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: false });
    // The lease is given back: the next pass runs.
    expect((await t.app.billing.reconcile()).ran).toBe(true);
  });

  it('an event applied twice changes nothing the second time', async () => {
    const account = await registerAccount(t);
    const intentId = await payPremiumByCard(account);
    const event: ProviderEvent = {
      id: `evt_replay_${intentId}`,
      type: 'charge.refunded',
      paymentIntentId: intentId,
      customerId: null,
      full: true,
    };
    // The refund happened at the provider; its event arrives twice.
    await t.app.db
      .update(localPaymentIntents)
      .set({ refundedAt: new Date() })
      .where(eq(localPaymentIntents.id, intentId));
    expect(await t.app.billing.applyEvent(event)).toEqual({ duplicate: false });
    expect(await t.app.billing.applyEvent(event)).toEqual({ duplicate: true });
    expect(await membershipsOf(t, account.id)).toEqual([expect.objectContaining({ status: 'canceled' })]);
  });

  it('a refund heard before the payment never grants the plan', async () => {
    const account = await registerAccount(t);
    loseWebhooks();
    const intentId = await payPremiumByCard(account, false);
    await local().refundPayment(intentId);
    restoreWebhook();
    expect(lost.map((event) => event.type)).toEqual(['payment_intent.succeeded', 'charge.refunded']);
    // Delivered in reverse order.
    for (const event of [...lost].reverse()) await t.app.billing.applyEvent(event);
    expect(await usage(account)).toMatchObject({ hasActiveMembership: false });
    expect((await membershipsOf(t, account.id)).filter((row) => row.status === 'active')).toEqual([]);
    // Nor does the browser claiming it afterwards.
    expect(
      (await post('/api/payment/confirm-payment', account, { planId: PLAN_IDS.premium, paymentIntentId: intentId }))
        .statusCode,
    ).toBe(402);
  });
});
