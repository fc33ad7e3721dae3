// Mail in the composed app (docs/decisions/032): the api sends through SMTP to a local catcher
// (api/test/support/smtp-catcher-cli.ts), and these journeys read what arrived.
import { expect, test } from '../support/test';
import { registerAccount, signInQaMember } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { seedStoredUser } from '../support/session';
import { SMTP_CATCHER_HTTP } from '../playwright.config';

interface CaughtMail {
  to: string[];
  subject: string;
  headers: Record<string, string>;
  text: string;
}

async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${SMTP_CATCHER_HTTP}/mails?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

async function waitForMail(address: string, match: (mail: CaughtMail) => boolean = () => true): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(async () => (found = (await mailsTo(address)).find(match)) !== undefined, { timeout: 15_000 })
    .toBe(true);
  return found!;
}

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test('forgot password: the link arrives by mail, sets a new password, and the new password signs in', async ({
  page,
  request,
}) => {
  const account = await registerAccount(request, 'reset');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  const ask = page.getByRole('form', { name: 'Reset your password' });
  await ask.getByLabel('Email address').fill(account.email);
  await ask.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('If an account exists for that email, we have sent a link')).toBeVisible();

  const mail = await waitForMail(account.email);
  expect(mail.subject).toBe('Reset your ResumeBeat password');
  const link = /(http:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('8 to 128 characters')).toBeVisible();
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-secret-7');
  await form.getByLabel('Confirm new password', { exact: true }).fill('a-brand-new-secret-7');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Please sign in with your new password.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);

  const login = page.getByRole('form', { name: 'Login' });
  await login.getByLabel('Email address').fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill('a-brand-new-secret-7');
  await Promise.all([page.waitForEvent('load'), login.getByRole('button', { name: 'Sign in' }).click()]);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('app-bar-user')).toHaveText(account.username);

  // The link was spent.
  await page.goto(link!);
  const again = page.getByRole('form', { name: 'Choose a new password' });
  await again.getByLabel('New password', { exact: true }).fill('another-secret-8');
  await again.getByLabel('Confirm new password', { exact: true }).fill('another-secret-8');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('This reset link is not valid or has expired');
});

test('a Premium member sends a priority message that reaches the support inbox', async ({ page, request }) => {
  const member = await signInQaMember(request);
  await seedStoredUser(page, member);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible({ timeout: 20_000 });
  // Analytics and contact support are rendered as they come near the screen (decision 046): scroll to them.
  await page.mouse.wheel(0, 5000);
  const support = page.getByRole('form', { name: 'Contact support' });
  await expect(support).toBeVisible({ timeout: 20_000 });
  const subject = `Export question ${Date.now().toString(36)}`;
  await support.getByLabel('Subject').fill(subject);
  await support.getByLabel('Message').fill('The DOCX export misses my last role.');
  await support.getByRole('button', { name: /Send Message/ }).click();
  await expect(page.getByText('Priority support: we will reply within one business day.')).toBeVisible();

  const mail = await waitForMail('team@support.test', (m) => m.subject.includes(subject));
  expect(mail.subject).toBe(`[PRIORITY] Support: ${subject}`);
  expect(mail.headers['x-priority']).toMatch(/^1/);
  expect(mail.headers.importance).toMatch(/^high$/i);
  expect(mail.headers['reply-to']).toContain(member.email);

  const history = page.getByRole('region', { name: 'Your recent messages' });
  await expect(history.getByText(subject)).toBeVisible();
  await expect(history.getByText('Priority').first()).toBeVisible();
});
