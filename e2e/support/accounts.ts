import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';

import { RESUME_PDF } from './fixtures';

export { RESUME_PDF };

export interface Account {
  token: string;
  username: string;
  email: string;
}

/** Registers a fresh account through the api (no clicking through the form). */
export async function registerAccount(request: APIRequestContext, prefix = 'e2e'): Promise<Account> {
  const id = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await request.post('/api/auth/register', {
    data: { username: id, email: `${id}@example.com`, password: 'correct-horse-battery' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, username, email } = (await response.json()) as Account;
  return { token, username, email };
}

/** Spends the account's free scans of today through the api, so the next scan meets the limit. */
export async function spendFreeScans(request: APIRequestContext, account: Account, scans = 3): Promise<void> {
  const buffer = readFileSync(RESUME_PDF);
  for (let scan = 0; scan < scans; scan += 1) {
    const response = await request.post('/api/resume/upload?skipAi=true', {
      headers: { Authorization: `Bearer ${account.token}` },
      multipart: { file: { name: 'john_doe.pdf', mimeType: 'application/pdf', buffer }, industry: 'General' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

/** The Premium member api/scripts/qa-accounts.ts creates before the api starts (the browser tests run it). */
export const QA_MEMBER = { username: 'qa_member', password: 'qa-password-123' } as const;

export async function signInQaMember(request: APIRequestContext): Promise<Account> {
  const response = await request.post('/api/auth/login', {
    data: { usernameOrEmail: QA_MEMBER.username, password: QA_MEMBER.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { token, username, email } = (await response.json()) as Account;
  return { token, username, email };
}
