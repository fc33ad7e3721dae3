// Helpers for the billing tests: accounts, and the database rows a user can notice the effect of.
import { AuthResponseSchema } from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { memberships, paymentEvents } from '../../src/db/schema';
import { bearer, expectContract, newAccount, type TestApp } from './test-app';

export interface TestAccount {
  id: string;
  token: string;
  username: string;
  headers: Record<string, string>;
}

/** Registers a fresh account through the api. */
export async function registerAccount(t: TestApp): Promise<TestAccount> {
  const account = newAccount();
  const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
  const { token, username } = expectContract(AuthResponseSchema, response);
  const claims = await t.app.tokens.verify(token);
  return { id: claims.userId, token, username, headers: bearer(token) };
}

export const membershipsOf = (t: TestApp, userId: string) => t.app.db.select().from(memberships).where(eq(memberships.userId, userId));

export const appliedEvents = (t: TestApp) => t.app.db.select().from(paymentEvents);

/** Stripe's test cards, as a card form sends them. */
export const CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  authenticates: '4000 0025 0000 3155',
} as const;

export const card = (number: string) => ({ number, expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123', postalCode: '10001' });

/** Plan ids of migration 0005. */
export const PLAN_IDS = { free: 1, basic: 2, premium: 3, enterprise: 4 } as const;
