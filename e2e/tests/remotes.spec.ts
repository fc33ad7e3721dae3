import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount, spendFreeScans } from '../support/accounts';
import { seedGuest, seedStoredUser } from '../support/session';

const ACCOUNT = { token: 'header.payload.signature', username: 'casey', email: 'casey@example.com' };

/**
 * Every remote route of docs/product/screens.md#routes-and-guards and the page it must show. `landsOn`: where a direct
 * visit ends. /optimized-resume opened without a scan result sends the visitor to upload one
 * (docs/decisions/002); the page itself is shown with a result in scanner.spec.ts.
 */
const ROUTES: Array<{ path: string; id: string; session: 'none' | 'guest' | 'account'; landsOn?: string }> = [
  { path: '/login', id: 'mf_auth/AuthPage', session: 'none' },
  { path: '/register', id: 'mf_auth/AuthPage', session: 'none' },
  { path: '/dashboard', id: 'mf_scanner/DashboardPage', session: 'guest' },
  { path: '/upload', id: 'mf_scanner/UploadPage', session: 'none' },
  { path: '/upload-resume', id: 'mf_scanner/UploadPage', session: 'none' },
  { path: '/job-description', id: 'mf_scanner/JobDescriptionPage', session: 'none' },
  { path: '/optimized-resume', id: 'mf_scanner/UploadPage', session: 'guest', landsOn: '/upload-resume' },
  { path: '/profile', id: 'mf_profile/ProfilePage', session: 'account' },
  { path: '/cover-letter', id: 'mf_profile/CoverLetterPage', session: 'account' },
];

type PageRemotes = { map: Record<string, string>; manifests: Record<string, unknown> };
const PAGE_REMOTES = /(<script type="application\/json" id="rb-remotes">)(.*?)(<\/script>)/s;

/**
 * Changes the remotes the api puts into each page it sends (the map and the route's manifest),
 * as if the page had been sent before a deploy; `null` sends pages without them (a static host).
 */
async function rewritePageRemotes(page: Page, rewrite: ((remotes: PageRemotes) => PageRemotes) | null) {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !url.pathname.includes('.'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const html = await response.text();
      // The prerendered landing page runs no app, so it carries no map: sent as it is.
      const landing = html.includes('id="rb-app"');
      if (!landing) expect(html).toMatch(PAGE_REMOTES);
      const body = html.replace(PAGE_REMOTES, (_all, open: string, json: string, close: string) =>
        rewrite
          ? `${open}${JSON.stringify(rewrite(JSON.parse(json) as PageRemotes)).replace(/</g, '\\u003c')}${close}`
          : '',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

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
      await expect(page).toHaveURL(new RegExp(`${route.landsOn ?? route.path}$`));
    });
  }

  test('the identity-provider callbacks load and send a visit without a code back to /login with a reason', async ({
    page,
  }) => {
    await page.goto('/github-callback');
    await expect(page).toHaveURL(/\/login\?error=github_no_code$/);
    await expectRemotePage(page, 'mf_auth/AuthPage');
    await expect(page.getByRole('alert')).toContainText('GitHub did not send back a sign-in code');
    await page.goto('/linkedin-callback?code=abc&state=forged');
    await expect(page).toHaveURL(/\/login\?error=invalid_state$/);
    await expect(page.getByRole('alert')).toContainText('LinkedIn sign-in could not be verified');
  });

  test('exactly one copy of each shared singleton is loaded, and none comes from a remote', async ({ page }) => {
    const remoteScripts: Array<{ url: string; body: string }> = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.pathname.startsWith('/remotes/') && url.pathname.endsWith('.js') && response.status() === 200) {
        remoteScripts.push({ url: url.pathname, body: await response.text() });
      }
    });
    await seedGuest(page);
    // The dashboard (mf_scanner, uses the widgets entry), then sign-in (mf_auth, uses forms).
    await page.goto('/dashboard');
    await expectRemotePage(page, 'mf_scanner/DashboardPage');
    // Client-side: a guest following Profile is sent to sign-in (profile needs an account).
    await page.getByRole('banner').getByRole('link', { name: 'Profile' }).click();
    await expectRemotePage(page, 'mf_auth/AuthPage');

    const versions = await page.evaluate(() => {
      type Entry = { loaded?: boolean; lib?: unknown };
      const scopes = (
        window as unknown as {
          __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
        }
      ).__FEDERATION__.__SHARE__;
      const loaded: Record<string, string[]> = {};
      for (const scope of Object.values(scopes)) {
        for (const [pkg, byVersion] of Object.entries(scope.default ?? {})) {
          for (const [version, entry] of Object.entries(byVersion)) {
            if (entry.loaded || entry.lib) loaded[pkg] = [...new Set([...(loaded[pkg] ?? []), version])];
          }
        }
      }
      return loaded;
    });
    for (const pkg of [
      'react',
      'react-dom',
      '@resumebeat/shared-router',
      '@emotion/react',
      '@resumebeat/shared-ui',
      '@resumebeat/shared-ui/widgets',
      '@resumebeat/shared-ui/forms',
      '@resumebeat/shared-session',
    ]) {
      expect(versions[pkg] ?? [], `${pkg}: loaded versions`).toHaveLength(1);
    }
    // What a remote fetched is its own code only: no React, Chakra, emotion or router inside.
    expect(remoteScripts.length).toBeGreaterThan(2);
    const SIGNATURES = {
      react: 'react.dev/errors',
      chakra: 'ChakraProvider',
      emotion: 'data-emotion',
      router: 'may be used only in the context of a',
    };
    for (const { url, body } of remoteScripts) {
      for (const [library, signature] of Object.entries(SIGNATURES)) {
        expect(body.includes(signature), `${url} contains ${library}`).toBe(false);
      }
    }
  });

  test('a remote whose manifest is unreachable shows a fallback while the rest of the app works', async ({ page }) => {
    // Port 9 (discard) on loopback: nothing listens, the manifest fetch fails fast.
    const unreachable = 'http://127.0.0.1:9/mf-manifest.json';
    await rewritePageRemotes(page, ({ map }) => ({ map: { ...map, mf_scanner: unreachable }, manifests: {} }));
    await page.route('**/remotes.json', async (route) => {
      const response = await route.fetch();
      const map = (await response.json()) as Record<string, string>;
      await route.fulfill({ json: { ...map, mf_scanner: unreachable } });
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

  test('without the remotes map the shell still renders; Retry reads the map again and loads the page', async ({
    page,
  }) => {
    let broken = true;
    // Pages without the map in them (served by a static host, or an older api): the shell reads it.
    await rewritePageRemotes(page, null);
    await page.route('**/remotes.json', async (route) => {
      if (broken) await route.fulfill({ status: 503, body: 'unavailable' });
      else await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Get Started for Free' })).toBeVisible();
    await page.goto('/upload');
    const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load the resume scanner." });
    await expect(fallback).toContainText('/remotes.json answered HTTP 503');
    await expect(page.getByRole('banner')).toBeVisible();
    broken = false;
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expectRemotePage(page, 'mf_scanner/UploadPage');
  });

  test('a remote that answers 500, or never answers: its fallback with Retry within 10 s, and the rest of the app works', async ({
    page,
  }) => {
    for (const fault of ['500', 'hang'] as const) {
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.route('**/remotes/mf-scanner/**', async (route) => {
        if (fault === '500') await route.fulfill({ status: 500, body: 'internal error' });
        // 'hang': the request is never answered.
      });
      // Not waiting for 'load': a script that never arrives would hold it. Timed from the page read:
      // with the test's interception on, the browser cache is off and the shell's own download took
      // 3-4 s of the budget on a busy 2-core machine.
      await page.goto('/upload', { waitUntil: 'domcontentloaded' });
      const started = Date.now();
      const fallback = page.getByRole('alert').filter({ hasText: "We couldn't load the resume scanner." });
      await expect(fallback).toBeVisible({ timeout: 10_000 });
      expect(Date.now() - started, `${fault}: fallback shown after`).toBeLessThan(10_000);
      await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
      await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
      await expectRemotePage(page, 'mf_auth/AuthPage');
    }
  });

  test('a page sent before a deploy (its map and manifest name a remote folder since removed) loads the remote from the current map', async ({
    page,
  }) => {
    await rewritePageRemotes(page, ({ map, manifests }) => {
      const current = map.mf_scanner!;
      const removed = current.replace('/remotes/mf-scanner/', '/remotes/mf-scanner-1.4.0/');
      return { map: { ...map, mf_scanner: removed }, manifests: { [removed]: manifests[current] } };
    });
    const mapReads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/remotes.json') mapReads.push(request.url());
    });
    const currentEntry = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/remotes/mf-scanner/remoteEntry.js',
    );
    await page.goto('/upload');
    await expectRemotePage(page, 'mf_scanner/UploadPage');
    await expect(page.getByRole('region', { name: 'Upload your resume' })).toBeVisible();
    expect((await currentEntry).status()).toBe(200);
    expect(mapReads).toHaveLength(1);
  });

  test('a first visit to a remote page reads neither /remotes.json nor the manifest: the page brings them, its entry and chunk are preloaded', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    const response = await page.goto('/upload');
    const html = (await response!.text()) ?? '';
    await expectRemotePage(page, 'mf_scanner/UploadPage');
    expect(requested).not.toContain('/remotes.json');
    expect(requested).not.toContain('/remotes/mf-scanner/mf-manifest.json');
    // Named on the shell's start script, which preloads them once the page is painted.
    expect(html).toMatch(/data-preload="[^"]*\/remotes\/mf-scanner\/remoteEntry\.js[ "]/);
    expect(html).toMatch(/data-preload="[^"]*\/remotes\/mf-scanner\/__federation_expose_UploadPage\.[0-9a-f]+\.js[ "]/);
    // Each preloaded file is fetched once (the preload is what the runtime's script tag uses).
    expect(requested.filter((p) => p === '/remotes/mf-scanner/remoteEntry.js')).toHaveLength(1);
  });

  test('Retry loads the remote once it is reachable again', async ({ page }) => {
    let broken = true;
    // The page carries the manifest; the remote's entry (and the manifest, once read again) fail.
    await page.route(/\/remotes\/mf-scanner\/(mf-manifest\.json|remoteEntry\.js)$/, async (route) => {
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

  test("a remote opens another remote's piece: a free account at the limit opens mf-billing's dialog from mf-scanner", async ({
    page,
    request,
  }) => {
    const federationErrors: string[] = [];
    page.on('console', (message) => {
      if (/RUNTIME-\d+|Failed to locate remote/.test(message.text())) federationErrors.push(message.text());
    });
    const billingEntry = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/remotes/mf-billing/remoteEntry.js',
    );
    const account = await registerAccount(request);
    await spendFreeScans(request, account);
    await seedStoredUser(page, account);
    await page.goto('/upload');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    const limit = page.getByRole('dialog', { name: 'Upgrade Required' });
    await expect(limit).toBeVisible();
    await limit.getByRole('button', { name: 'Upgrade Now' }).click();
    // mf-scanner asked for mf_billing/UpgradeDialog; the shell's federation instance loaded it.
    await expect(page.getByRole('dialog', { name: 'Upgrade Your Account' })).toBeVisible();
    expect((await billingEntry).status()).toBe(200);
    await expect(page.getByRole('dialog', { name: 'Upgrade unavailable' })).toHaveCount(0);
    expect(federationErrors).toEqual([]);
  });
});
