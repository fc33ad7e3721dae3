import { expect, test } from '@playwright/test';
import { seedGuest } from '../support/session';

// The landing page is prerendered at build time and hydrated (docs/decisions/023-fast-first-visit.md).
test.describe('the first visit', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the landing page is already there: headline, calls to action, footer', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1, name: /Resumes That Beat the Bots/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Get Started for Free' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeAttached();
    });
  });

  test('the prerendered landing page is hydrated in place (same elements), without errors, and works', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    // Marks the server's headline before any script runs: a page rendered anew would lose the mark.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('h1')?.setAttribute('data-from-server', '');
      });
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const headline = page.getByRole('heading', { level: 1, name: /Resumes That Beat the Bots/ });
    await expect(headline).toHaveAttribute('data-from-server', '');
    await page.getByRole('button', { name: 'Get Started for Free' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(problems).toEqual([]);
  });

  test('a visitor with a session who opens / is not shown the prerendered landing page: the dashboard', async ({ page }) => {
    await seedGuest(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-remote-page="mf_scanner/DashboardPage"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: /Resumes That Beat the Bots/ })).toHaveCount(0);
  });
});
