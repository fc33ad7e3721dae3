import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerAccount, signInQaMember, spendFreeScans } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { seedGuest, seedStoredUser } from '../support/session';

import { RESUME_PDF } from '../support/fixtures';

/** WCAG 2.1 A and AA rules, as axe-core checks them on what is on screen. */
async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)} ${n.failureSummary?.replace(/\n/g, ' ')}`)
        .slice(0, 4)
        .join(' | ')}`,
  );
}

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test.describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  const signedOut = [
    { path: '/', ready: (page: Page) => page.getByRole('button', { name: 'Get Started for Free' }).first() },
    { path: '/login', ready: (page: Page) => page.getByRole('form', { name: 'Login' }) },
    { path: '/register', ready: (page: Page) => page.getByRole('form', { name: 'Register' }) },
    {
      path: `/reset-password?token=${'a'.repeat(43)}`,
      ready: (page: Page) => page.getByRole('form', { name: 'Choose a new password' }),
    },
    { path: '/privacy', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
    { path: '/terms', ready: (page: Page) => page.getByRole('heading', { level: 1 }) },
    {
      path: '/upload',
      ready: (page: Page) =>
        page.getByRole('region', { name: 'Upload your resume' }).getByRole('button', { name: 'Analyze Resume' }),
    },
  ];
  for (const target of signedOut) {
    test(`${target.path} has no violations`, async ({ page }) => {
      await page.goto(target.path);
      await expect(target.ready(page)).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('at 360 px (a phone) the landing page and the upload page have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started for Free' }).first()).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.goto('/upload');
    await expect(
      page.getByRole('region', { name: 'Upload your resume' }).getByRole('button', { name: 'Analyze Resume' }),
    ).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a guest’s dashboard, job description page, analysis and optimized resume have no violations', async ({
    page,
  }) => {
    await seedGuest(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('button', { name: 'Upload New Resume' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/job-description');
    await expect(page.getByLabel('Job Title')).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.goto('/upload');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'View Optimized Resume' }).click();
    await expect(page).toHaveURL(/\/optimized-resume$/);
    await expect(page.getByRole('button', { name: 'Copy' })).toBeEnabled({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
  });

  test('an account’s profile (with its score history and a stored scan open) and the cover letter page have no violations', async ({
    page,
    request,
  }) => {
    // Five axe passes over long pages: a longer bound against hangs on a busy machine.
    test.slow();
    const account = await registerAccount(request, 'a11y');
    await spendFreeScans(request, account, 3);
    await seedStoredUser(page, account);
    await page.goto('/profile');
    await expect(page.getByRole('figure', { name: 'Score history' }).locator('.recharts-line-dots circle')).toHaveCount(
      3,
      { timeout: 20_000 },
    );
    // Analytics and contact support are rendered as they come near the screen (decision 046): scroll to them.
    await page.mouse.wheel(0, 5000);
    await expect(page.getByRole('form', { name: 'Contact support' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('form', { name: 'Edit personal information' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    await page
      .getByRole('button', { name: /^Open the scan of/ })
      .first()
      .click();
    await expect(page.getByRole('dialog').getByTestId('stored-feedback')).not.toBeEmpty();
    expect(await violations(page)).toEqual([]);

    await page.goto('/cover-letter');
    await expect(page.getByTestId('resume-source')).toBeVisible({ timeout: 20_000 });
    // A free account is told before the form that letters are Premium (decision 029).
    await expect(page.getByTestId('premium-warning')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeDisabled();
    expect(await violations(page)).toEqual([]);
  });

  test('a member’s cover letter, at 360 px too, has no violations', async ({ page, request }) => {
    test.slow();
    const member = await signInQaMember(request);
    await spendFreeScans(request, member, 1);
    await seedStoredUser(page, { ...member, isPremium: true });
    await page.goto('/cover-letter');
    await expect(page.getByTestId('resume-source')).toBeVisible({ timeout: 20_000 });
    await page.getByLabel(/Job Title/).fill('Java Developer');
    await page.getByLabel(/Company Name/).fill('Acme');
    await page.getByLabel(/Job Description/).fill('Java and Spring Boot for our payments team.');
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByTestId('cover-letter-text')).toContainText('Dear Hiring Manager', { timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await violations(page)).toEqual([]);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible({ timeout: 20_000 });
    expect(await violations(page)).toEqual([]);
  });
});
