import { expect, test, type Page } from '@playwright/test';
import { seedGuest, seedStoredUser } from '../support/session';

const ACCOUNT = { token: 'header.payload.signature', username: 'casey', email: 'casey@example.com' };

/** Every remote route of SPEC.md section 2 and the page it must show. */
const ROUTES: Array<{ path: string; id: string; session: 'none' | 'guest' | 'account' }> = [
  { path: '/login', id: 'mf_auth/AuthPage', session: 'none' },
  { path: '/register', id: 'mf_auth/AuthPage', session: 'none' },
  { path: '/github-callback', id: 'mf_auth/GithubCallbackPage', session: 'none' },
  { path: '/linkedin-callback', id: 'mf_auth/LinkedinCallbackPage', session: 'none' },
  { path: '/dashboard', id: 'mf_scanner/DashboardPage', session: 'guest' },
  { path: '/upload', id: 'mf_scanner/UploadPage', session: 'none' },
  { path: '/upload-resume', id: 'mf_scanner/UploadPage', session: 'none' },
  { path: '/job-description', id: 'mf_scanner/JobDescriptionPage', session: 'none' },
  { path: '/optimized-resume', id: 'mf_scanner/OptimizedResumePage', session: 'guest' },
  { path: '/profile', id: 'mf_profile/ProfilePage', session: 'account' },
  { path: '/cover-letter', id: 'mf_profile/CoverLetterPage', session: 'account' },
];

async function expectRemotePage(page: Page, id: string) {
  await expect(page.locator(`[data-remote-page="${id}"]`)).toBeAttached();
  await expect(page.getByText(/We couldn't load/)).toHaveCount(0);
}

test.describe('remote pages', () => {
  for (const route of ROUTES) {
    test(`${route.path} shows ${route.id}`, async ({ page }) => {
      if (route.session === 'guest') await seedGuest(page);
      if (route.session === 'account') await seedStoredUser(page, ACCOUNT);
      await page.goto(route.path);
      await expectRemotePage(page, route.id);
    });
  }

  test('exactly one copy of each shared singleton is loaded, all from the shell', async ({ page }) => {
    const remoteScripts: string[] = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/remotes/') && url.pathname.endsWith('.js')) {
        remoteScripts.push(await response.text());
      }
    });
    await seedGuest(page);
    await page.goto('/dashboard');
    await expectRemotePage(page, 'mf_scanner/DashboardPage');
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.goto('/upload');
    await expectRemotePage(page, 'mf_scanner/UploadPage');

    const share = await page.evaluate(() => {
      type Entry = { from: string; loaded?: boolean; lib?: unknown; version: string };
      const scopes = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> } }).__FEDERATION__.__SHARE__;
      const result: Record<string, Array<{ version: string; from: string; loaded: boolean }>> = {};
      for (const scope of Object.values(scopes)) {
        for (const [pkg, versions] of Object.entries(scope.default ?? {})) {
          for (const [version, entry] of Object.entries(versions)) {
            const list = (result[pkg] ??= []);
            if (!list.some((item) => item.version === version && item.from === entry.from)) {
              list.push({ version, from: entry.from, loaded: Boolean(entry.loaded || entry.lib) });
            }
          }
        }
      }
      return result;
    });
    for (const pkg of ['react', 'react-dom', 'react-router-dom', '@emotion/react', 'zustand', '@resumebeat/shared-ui', '@resumebeat/shared-session']) {
      const loaded = (share[pkg] ?? []).filter((entry) => entry.loaded);
      expect(loaded, `${pkg} loaded copies`).toHaveLength(1);
      expect(loaded[0]?.from, `${pkg} provider`).toBe('shell');
    }
    // No script from a remote's folder carries React or Chakra themselves.
    expect(remoteScripts.length).toBeGreaterThan(0);
    for (const body of remoteScripts) {
      expect(body).not.toContain('react.dev/errors');
      expect(body).not.toContain('--chakra-');
    }
  });

  test('a remote whose manifest is unreachable shows a fallback while the rest of the app works', async ({ page }) => {
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const map = (await response.json()) as Record<string, string>;
      // Port 9 (discard) on loopback: nothing listens, the manifest fetch fails fast.
      await route.fulfill({ json: { ...map, mf_scanner: 'http://127.0.0.1:9/mf-manifest.json' } });
    });
    await page.goto('/upload');
    const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load the resume scanner." });
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // Other remotes and shell pages still work.
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expectRemotePage(page, 'mf_auth/AuthPage');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
  });

  test('Retry loads the remote once it is reachable again', async ({ page }) => {
    let broken = true;
    await page.route('**/remotes/mf-scanner/mf-manifest.json', async (route) => {
      if (broken) await route.abort('connectionrefused');
      else await route.continue();
    });
    await page.goto('/upload');
    const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load the resume scanner." });
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    broken = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expectRemotePage(page, 'mf_scanner/UploadPage');
  });
});
