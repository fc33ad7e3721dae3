import { expect, test, type Page } from '@playwright/test';
import { seedGuest } from '../support/session';

// The landing page is prerendered at build time and runs its own small script, not the app; every
// other page announces all its scripts in the HTML (docs/decisions/023-fast-first-visit.md).

/** Problems the page reports: console errors and warnings, uncaught exceptions. */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

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

  for (const cta of ['Get Started for Free', 'Start Free Analysis']) {
    test(`'${cta}' on the landing page starts a guest session without the app having run, and the dashboard opens`, async ({ page }) => {
      const problems = collectProblems(page);
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await page.waitForLoadState('load');
      // Only the page's own script ran: the app's chunk loader (its global) does not exist.
      expect(scripts.filter((file) => !/^\/landing\.[0-9a-f]+\.js$/.test(file))).toEqual([]);
      expect(await page.evaluate(() => 'rspackChunkshell' in window)).toBe(false);
      await page.getByRole('button', { name: cta }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('app-bar-user')).toHaveText('Guest');
      const stored = await page.evaluate(() => JSON.parse(window.localStorage.getItem('user') ?? 'null'));
      expect(stored).toMatchObject({ username: 'Guest User', email: 'guest@resumebeat.local', isGuest: true, isPremium: false });
      expect(stored.token).toMatch(/^guest-token-\d+$/);
      expect(stored.expiresAt - stored.lastActivity).toBe(3 * 60 * 60 * 1000);
      expect(problems).toEqual([]);
    });
  }

  test("once idle, the landing page fetches the app's start-up files into the cache; 'Sign in' then opens the sign-in page from it", async ({ page }) => {
    await page.goto('/');
    await expect
      .poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name))), { timeout: 15_000 })
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    // The shell's entry came from the cache: nothing went over the wire for it.
    const entry = await page.evaluate(() => {
      const found = performance.getEntriesByType('resource').find((item) => /\/main\.[0-9a-f]+\.js$/.test(item.name)) as PerformanceResourceTiming | undefined;
      return found ? { transferSize: found.transferSize, decodedBodySize: found.decodedBodySize } : null;
    });
    expect(entry?.decodedBodySize).toBeGreaterThan(0);
    expect(entry?.transferSize).toBe(0);
  });

  test('a visitor with a session who opens / is not shown the landing page: the dashboard', async ({ page }) => {
    await seedGuest(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-remote-page="mf_scanner/DashboardPage"]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: /Resumes That Beat the Bots/ })).toHaveCount(0);
  });

  test('a remote page requests every script it needs with the HTML: each one is preloaded there or is the shell entry', async ({ page, request }) => {
    const html = await (await request.get('/upload', { headers: { accept: 'text/html' } })).text();
    const announced = new Set([...html.matchAll(/<(?:script[^>]* src|link rel="preload" as="script"[^>]* href)="([^"]+)"/g)].map((match) => match[1]!));
    expect([...announced].some((href) => href.startsWith('/remotes/mf-scanner/'))).toBe(true);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/upload');
    await expect(page.locator('[data-remote-page="mf_scanner/UploadPage"]')).toBeAttached();
    await expect(page.getByRole('region', { name: 'Upload your resume' }).getByRole('button', { name: 'Analyze Resume' })).toBeVisible();
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((file) => !announced.has(file))).toEqual([]);
  });
});
