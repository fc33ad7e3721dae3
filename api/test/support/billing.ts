// Helpers for the billing tests: accounts, the payment flows of the built-in test provider (a card
// payment, a hosted checkout), and the database rows a user can notice the effect of.
import {
  AuthResponseSchema,
  CheckoutSessionResponseSchema,
  LocalPaymentResultSchema,
  PaymentIntentResponseSchema,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { memberships, paymentEvents } from '../../src/db/schema';
import { bearer, expectContract, newAccount, type TestApp } from './test-app';

export interface TestAccount {
  id: string;
  token: string;
  username: string;
  headers: Record<string, string>;
}

type MembershipRow = Parameters<TestApp['app']['membershipsRepository']['create']>[0];

/**
 * Registers a fresh account through the api: from `remoteAddress` when given (registration is
 * limited per address), with a membership of `planType` (and `status`) when given.
 */
export async function registerAccount(
  t: TestApp,
  options: { planType?: number; status?: MembershipRow['status']; remoteAddress?: string } = {},
): Promise<TestAccount> {
  const account = newAccount();
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: account,
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  const { token, username } = expectContract(AuthResponseSchema, response);
  const { userId } = await t.app.tokens.verify(token);
  if (options.planType !== undefined)
    await t.app.membershipsRepository.create({ userId, planType: options.planType, status: options.status });
  return { id: userId, token, username, headers: bearer(token) };
}

export const membershipsOf = (t: TestApp, userId: string) =>
  t.app.db.select().from(memberships).where(eq(memberships.userId, userId));

export const appliedEvents = (t: TestApp) => t.app.db.select().from(paymentEvents);

/** Stripe's test cards, as a card form sends them. */
export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0025 0000 3155',
} as const;

export const card = (number: string) => ({
  number,
  expMonth: 12,
  expYear: new Date().getUTCFullYear() + 3,
  cvc: '123',
  postalCode: '10001',
});

/** Plan ids of migration 0005. */
export const PLAN_IDS = { free: 1, basic: 2, premium: 3, enterprise: 4 } as const;

/** POST with the account's token (none for null). */
export const postAs = (t: TestApp, url: string, account: TestAccount | null, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: account?.headers ?? {}, payload });

/** GET with the account's token (none for null). */
export const getAs = (t: TestApp, url: string, account: TestAccount | null) =>
  t.app.inject({ method: 'GET', url, headers: account?.headers ?? {} });

/** Opens a card payment of the plan (create-payment-intent); the answer must be 200. */
export async function startCardPayment(t: TestApp, account: TestAccount, planId: number = PLAN_IDS.premium) {
  const response = await postAs(t, '/api/payment/create-payment-intent', account, { planId });
  expect(response.statusCode).toBe(200);
  return expectContract(PaymentIntentResponseSchema, response);
}

/** The card form confirming the intent with the built-in provider; answers the provider's result. */
export async function chargeCard(
  t: TestApp,
  intent: { paymentIntentId: string; clientSecret: string },
  number: string = CARDS.pays,
) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/payment/local/payment-intents/${intent.paymentIntentId}/confirm`,
    payload: { clientSecret: intent.clientSecret, card: card(number) },
  });
  expect(response.statusCode).toBe(200);
  return expectContract(LocalPaymentResultSchema, response);
}

/**
 * A card payment of the plan paid with the test card that pays; with `confirm` (the default) the
 * browser then reports it (confirm-payment, 200). Answers the intent and confirm-payment's response.
 */
export async function payByCard(
  t: TestApp,
  account: TestAccount,
  { planId = PLAN_IDS.premium, confirm = true }: { planId?: number; confirm?: boolean } = {},
) {
  const intent = await startCardPayment(t, account, planId);
  expect((await chargeCard(t, intent, CARDS.pays)).status).toBe('succeeded');
  if (!confirm) return { intent, confirmed: null };
  const confirmed = await postAs(t, '/api/payment/confirm-payment', account, {
    planId,
    paymentIntentId: intent.paymentIntentId,
  });
  expect(confirmed.statusCode).toBe(200);
  return { intent, confirmed };
}

/**
 * A hosted checkout of the plan (Basic by default), paid with the card on the provider's page.
 * Answers the page's path, the session id and the page's answer to the payment (303 when paid).
 */
export async function payHostedCheckout(
  t: TestApp,
  account: TestAccount,
  { planId = PLAN_IDS.basic, number = CARDS.pays }: { planId?: number; number?: string } = {},
) {
  const started = await postAs(t, '/api/payment/checkout-session', account, { planId });
  expect(started.statusCode).toBe(200);
  const path = new URL(expectContract(CheckoutSessionResponseSchema, started).url).pathname;
  const paid = await t.app.inject({
    method: 'POST',
    url: `${path}/pay`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ cardNumber: number, expiry: '12 / 34', cvc: '123', postalCode: '10001' }).toString(),
  });
  return { path, sessionId: path.split('/').pop()!, paid };
}
