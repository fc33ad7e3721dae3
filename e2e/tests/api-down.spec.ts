// The api unreachable while the pages themselves still arrive (a static host or a CDN in front,
// the api's instances down or restarting): every page renders and says what docs/product/errors.md says for its
// failed call, never a blank screen; once the api is back, Retry or the next try works.
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { seedGuest, seedStoredUser } from '../support/session';

type Outage = 'refused' | '502';

/** Every /api call fails as a browser sees it: the connection refused, or a proxy's 502 page. */
async function apiDown(page: Page, outage: Outage) {
  await page.route('**/api/**', (route) =>
    outage === 'refused'
      ? route.abort('connectionrefused')
      : route.fulfill({
          status: 502,
          contentType: 'text/html',
          body: '<html><body><h1>502 Bad Gateway</h1></body></html>',
        }),
  );
}

async function notBlank(page: Page) {
  await expect(page.getByRole('banner')).toBeVisible();
  await expect
    .poll(async () => ((await page.locator('main').first().innerText()) ?? '').trim().length, { timeout: 15_000 })
    .toBeGreaterThan(20);
}

const SIGNED_IN = { token: 'token-while-the-api-is-down', username: 'casey', email: 'casey@example.com' };

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

for (const outage of ['refused', '502'] as const) {
  test.describe(`the api down (${outage === 'refused' ? 'connection refused' : 'a proxy answers 502'})`, () => {
    test('the landing page and the legal pages render in full', async ({ page }) => {
      await apiDown(page, outage);
      await page.goto('/');
      await expect(
        page.getByRole('heading', { name: 'Resumes That Beat the Bots. Land the Interview.' }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get Started for Free' }).first()).toBeVisible();
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
      await notBlank(page);
    });

    test('signing in and registering show their documented alerts', async ({ page }) => {
      await apiDown(page, outage);
      await page.goto('/login');
      const login = page.getByRole('form', { name: 'Login' });
      await login.getByLabel('Email address').fill('casey');
      await login.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
      await login.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');

      await page.goto('/register');
      const register = page.getByRole('form', { name: 'Register' });
      await register.getByLabel('Name', { exact: true }).fill('Casey Example');
      await register.getByLabel('Username', { exact: true }).fill('casey');
      await register.getByLabel('Email', { exact: true }).fill('casey@example.com');
      await register.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
      await register.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('alert')).toHaveText(/^Registration failed: .+/);
      expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    });

    test('the dashboard renders in full for an account', async ({ page, request }) => {
      // An account made while the api was up (the test's own requests do not go through the page).
      const account = await registerAccount(request, 'down');
      await seedStoredUser(page, account);
      await apiDown(page, outage);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { name: `Welcome, ${account.username}!` })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('button', { name: 'Upload New Resume' })).toBeVisible();
      await notBlank(page);
    });

    test('the upload page says the usage could not load and an upload fails with a message and no score; once the api is back, Retry loads the usage', async ({
      page,
    }) => {
      await seedGuest(page);
      await apiDown(page, outage);
      await page.goto('/upload');
      await expect(page.getByText('Failed to load usage status')).toBeVisible({ timeout: 15_000 });
      await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
      await page
        .getByRole('region', { name: 'Upload your resume' })
        .getByRole('button', { name: 'Analyze Resume' })
        .click();
      const failure = page.getByRole('region', { name: 'Upload your resume' }).getByRole('alert');
      await expect(failure).toBeVisible({ timeout: 15_000 });
      expect(((await failure.innerText()) ?? '').trim().length).toBeGreaterThan(5);
      await expect(page.getByTestId('ats-score-value')).toHaveCount(0);

      await page.unroute('**/api/**');
      await page.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByText('Failed to load usage status')).toBeHidden({ timeout: 15_000 });
      await expect(page.getByText('Free Scans')).toBeVisible();
    });

    test('the profile shows its load-failure screen', async ({ page }) => {
      await seedStoredUser(page, SIGNED_IN);
      await apiDown(page, outage);
      await page.goto('/profile');
      await expect(page.getByText('Failed to load profile. Please try again.')).toBeVisible({ timeout: 15_000 });
      await notBlank(page);
    });

    test('the cover letter page renders its form and asks for a resume, as no stored scan can be read', async ({
      page,
    }) => {
      await seedStoredUser(page, { ...SIGNED_IN, isPremium: true });
      await apiDown(page, outage);
      await page.goto('/cover-letter');
      await expect(page.getByRole('heading', { name: 'Cover Letter Generator' })).toBeVisible({ timeout: 15_000 });
      await expect(
        page.getByText('We need your resume to write the letter. Scan it first, then come back here.'),
      ).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('link', { name: 'Scan your resume' })).toBeVisible();
      await expect(page.getByRole('form', { name: 'Cover letter details' })).toBeVisible();
    });
  });
}
