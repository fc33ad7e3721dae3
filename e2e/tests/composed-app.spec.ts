import { expect, test } from '../support/test';

test.describe('the composed app', () => {
  test('the landing page renders its headline, calls to action and landmarks', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Resumes That Beat the Bots. Land the Interview.' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Get Started for Free' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Free Analysis' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  test("'Get Started for Free' starts a guest session and lands on the dashboard", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started for Free' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Guest', { exact: true })).toBeVisible();
    await expect(banner.getByText('(Guest Mode)')).toBeVisible();
    await expect(banner.getByRole('button', { name: 'Exit Guest Mode' })).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username: 'Guest User', isGuest: true });
    expect(stored.token).toMatch(/^guest-token-\d+$/);
    // Exit Guest Mode logs out and goes to /login.
    await banner.getByRole('button', { name: 'Exit Guest Mode' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  });

  test('signed-out visitors are sent away from signed-in-only routes', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/cover-letter');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/optimized-resume');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('legal pages state what the product description requires', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(page.getByText(/up to 2 years/)).toBeVisible();
    await expect(page.getByText(/typically kept for 7 years/)).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByText(/18 years of age or older/)).toBeVisible();
    await expect(page.getByText(/Province of Manitoba/)).toBeVisible();
  });
});
