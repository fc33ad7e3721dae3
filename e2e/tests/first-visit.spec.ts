import { expect, test, type Page } from '@playwright/test';
import { seedGuest } from '../support/session';

// The app's start (its scripts fetched, parsed and run, the remote page mounted) on a machine busy
// with the rest of the suite has taken more than the 10 s default: the wait bounds a start that
// never comes, not how fast it comes.
const APP_START_MS = 30_000;

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
    test(`'${cta}' on the landing page starts a guest session without the app having run, and the dashboard opens`, async ({
      page,
    }) => {
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
      expect(stored).toMatchObject({
        username: 'Guest User',
        email: 'guest@resumebeat.local',
        isGuest: true,
        isPremium: false,
      });
      expect(stored.token).toMatch(/^guest-token-\d+$/);
      expect(stored.expiresAt - stored.lastActivity).toBe(3 * 60 * 60 * 1000);
      expect(problems).toEqual([]);
    });
  }

  test("once idle, the landing page fetches the app's start-up files into the cache; 'Sign in' then opens the sign-in page from it", async ({
    page,
  }) => {
    await page.goto('/');
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            performance.getEntriesByType('resource').some((entry) => /\/main\.[0-9a-f]+\.js$/.test(entry.name)),
          ),
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.waitForLoadState('networkidle');
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    // The form is in the page's first paint already: wait for the app itself, then look at how its
    // entry came. From the cache: nothing went over the wire for it.
    await expect(page.locator('#root[data-app-started]')).toBeAttached();
    const entry = await page.evaluate(() => {
      const found = performance
        .getEntriesByType('resource')
        .find((item) => /\/main\.[0-9a-f]+\.js$/.test(item.name)) as PerformanceResourceTiming | undefined;
      return found ? { transferSize: found.transferSize, decodedBodySize: found.decodedBodySize } : null;
    });
    expect(entry?.decodedBodySize).toBeGreaterThan(0);
    expect(entry?.transferSize).toBe(0);
  });

  test('a visitor with a session who opens / is not shown the landing page: the dashboard', async ({ page }) => {
    await seedGuest(page);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('[data-remote-page="mf_scanner/DashboardPage"]')).toBeAttached({ timeout: APP_START_MS });
    await expect(page.getByRole('heading', { level: 1, name: /Resumes That Beat the Bots/ })).toHaveCount(0);
  });

  test('a remote page is given every script it needs with the HTML: the start script names them all', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/upload', { headers: { accept: 'text/html' } })).text();
    const start = /<script defer src="([^"]+)" data-app-entry="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(html);
    expect(start).not.toBeNull();
    const announced = new Set([start![1]!, start![2]!, ...start![3]!.split(' ')]);
    expect([...announced].some((href) => href.startsWith('/remotes/mf-scanner/'))).toBe(true);
    const scripts: string[] = [];
    page.on('request', (sent) => {
      if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
    });
    await page.goto('/upload');
    await expect(page.locator('[data-remote-page="mf_scanner/UploadPage"]')).toBeAttached({ timeout: APP_START_MS });
    await expect(
      page.getByRole('region', { name: 'Upload your resume' }).getByRole('button', { name: 'Analyze Resume' }),
    ).toBeVisible();
    expect(scripts.length).toBeGreaterThan(10);
    expect(scripts.filter((file) => !announced.has(file))).toEqual([]);
  });
});

// The server sends a remote page's first paint in the HTML: the remote's own prerender in the
// shell's frame, chosen by the session-view cookie (shared-contract/first-paint.ts).
test.describe('the first paint of a remote page', () => {
  const htmlOf = async (page: Page, path: string) =>
    (await page.context().request.get(path, { headers: { accept: 'text/html' } })).text();
  const cookie = async (page: Page, name: string) =>
    (await page.context().cookies()).find((item) => item.name === name)?.value ?? null;

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('/login and /upload are painted from the HTML alone, and nothing in them works yet (the root is inert)', async ({
      page,
    }) => {
      await page.goto('/login');
      await expect(page.getByText('Welcome back')).toBeVisible();
      await expect(page.getByText('Email address')).toBeVisible();
      await expect(page.locator('#root')).toHaveAttribute('inert', '');
      // Not focusable, so a password can never be typed into a form the browser would send itself.
      const password = page.locator('#root input[type="password"]');
      await password.click({ force: true });
      await page.keyboard.type('secret');
      await page.keyboard.press('Tab');
      await expect(password).toHaveValue('');
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
      await page.goto('/upload');
      await expect(page.getByText('Get 3 free resume scans! No account required to start.')).toBeVisible();
      await expect(page.locator('[data-rb-first-paint="mf_scanner/UploadPage"]')).toBeAttached();
    });
  });

  test('the screen goes from the first paint to the live page without a spinner, and the page then works', async ({
    page,
  }) => {
    const problems = collectProblems(page);
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading page"]'))
          (window as unknown as { sawSpinner: boolean }).sawSpinner = true;
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/login');
    await expect(page.locator('[data-remote-page="mf_auth/AuthPage"]')).toBeAttached({ timeout: APP_START_MS });
    await expect(page.locator('[data-rb-first-paint]')).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(await page.evaluate(() => (window as unknown as { sawSpinner?: boolean }).sawSpinner ?? false)).toBe(false);
    await page.getByLabel('Email address').fill('someone@example.com');
    await expect(page.getByLabel('Email address')).toHaveValue('someone@example.com');
    // A later visit to another remote page, inside the app, loads as before (its spinner).
    expect(problems).toEqual([]);
  });

  test('the first paint is the page as the app renders it: the same text, before and after the app starts', async ({
    page,
  }) => {
    const html = await htmlOf(page, '/upload');
    const painted = /data-rb-first-paint="mf_scanner\/UploadPage"/.test(html);
    expect(painted).toBe(true);
    await page.route(/\/start\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/upload');
    const before = await page.locator('main').innerText();
    await page.unroute(/\/start\.[0-9a-f]+\.js$/);
    await page.goto('/upload');
    await expect(page.locator('[data-remote-page="mf_scanner/UploadPage"]')).toBeAttached({ timeout: APP_START_MS });
    await expect(page.getByText(/of 3 scans remaining/)).toBeVisible();
    const after = await page.locator('main').innerText();
    // Only the usage box differs: it says 'Checking your scans…' until the server answers.
    const strip = (text: string) =>
      text
        .replace(/Checking your scans…|Free Scans[\s\S]*?scans used/, '')
        .replace(/\s+/g, ' ')
        .trim();
    expect(strip(after)).toBe(strip(before));
  });

  test("the app renders the first paint's elements with the same classes, from the class names its scripts carry (decision 047)", async ({
    page,
  }) => {
    // The sign-in form: nothing in it waits for the server, so the live page is the first paint.
    // The class names travel in the scripts, not in the page.
    expect(await htmlOf(page, '/login')).not.toContain('data-rb-prebuilt-styles');
    await page.route(/\/start\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto('/login');
    const classesOf = () =>
      page
        .locator('form[aria-label="Login"]')
        .evaluate((form) =>
          [form, ...Array.from(form.querySelectorAll('*'))].map(
            (element) => `${element.tagName} ${element.getAttribute('class') ?? ''}`,
          ),
        );
    const painted = await classesOf();
    await page.unroute(/\/start\.[0-9a-f]+\.js$/);
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (/\.js$/.test(new URL(response.url()).pathname)) scripts.push(response.text().catch(() => ''));
    });
    await page.goto('/login');
    await expect(page.locator('[data-remote-page="mf_auth/AuthPage"]')).toBeAttached({ timeout: APP_START_MS });
    expect(await classesOf()).toEqual(painted);
    const names = [...new Set(painted.flatMap((entry) => [...entry.matchAll(/ css-([a-z0-9]+)/g)].map((m) => m[1]!)))];
    expect(names.length).toBeGreaterThan(10);
    // Each of those class names is in the app's scripts, as built (not computed as it starts).
    const text = (await Promise.all(scripts)).join('\n');
    expect(names.filter((name) => !text.includes(` ${name}`))).toEqual([]);
  });

  test('the app is requested only once the first paint is on screen, and then starts', async ({ page }) => {
    await page.goto('/upload');
    await expect(page.locator('#root[data-app-started]')).toBeAttached();
    const { paint, entry } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      entry:
        performance.getEntriesByType('resource').find((item) => /\/main\.[0-9a-f]+\.js$/.test(item.name))?.startTime ??
        null,
    }));
    expect(paint).not.toBeNull();
    expect(entry).not.toBeNull();
    expect(entry!).toBeGreaterThanOrEqual(paint!);
  });

  test("the first paint's styles come in <head>, once: the app starts on them, writes none of them again, and never moves them", async ({
    page,
  }) => {
    const html = await htmlOf(page, '/upload');
    const head = html.slice(0, html.indexOf('</head>'));
    const hoisted = /<style data-rb-first-paint-css="([^"]+)">/.exec(head);
    expect(hoisted).not.toBeNull();
    expect(html.slice(html.indexOf('<div id="root"'))).not.toContain('<style');
    const ids = hoisted![1]!.split(' ');
    expect(new Set(ids).size).toBe(ids.length);
    // The styles in <head> as sent (the built global CSS, the first paint's): moving any of them made
    // the browser compute every style of the page again as the app started (docs/decisions/046).
    await page.addInitScript(() => {
      const moved: string[] = [];
      (window as unknown as { movedStyles: string[] }).movedStyles = moved;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of Array.from(record.removedNodes))
            if (node instanceof HTMLStyleElement && node.hasAttribute('data-sent'))
              moved.push(node.outerHTML.slice(0, 80));
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener('DOMContentLoaded', () => {
        for (const style of Array.from(document.head.querySelectorAll('style'))) style.setAttribute('data-sent', '');
      });
    });
    await page.goto('/upload');
    await expect(page.locator('[data-remote-page="mf_scanner/UploadPage"]')).toBeAttached({ timeout: APP_START_MS });
    await expect(page.getByText(/of 3 scans remaining/)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { movedStyles: string[] }).movedStyles)).toEqual([]);
    // Every rule emotion wrote once the app ran (in its own <style> elements) is for a class the
    // first paint did not have.
    const written = await page.evaluate((hoistedMark) => {
      const selectors: string[] = [];
      for (const sheet of Array.from(document.styleSheets)) {
        const owner = sheet.ownerNode as Element | null;
        if (!owner?.hasAttribute('data-emotion') || owner.hasAttribute(hoistedMark)) continue;
        for (const rule of Array.from(sheet.cssRules)) {
          if (rule instanceof CSSStyleRule) selectors.push(rule.selectorText);
          else if (rule instanceof CSSGroupingRule)
            for (const inner of Array.from(rule.cssRules))
              if (inner instanceof CSSStyleRule) selectors.push(inner.selectorText);
        }
      }
      return selectors;
    }, 'data-rb-first-paint-css');
    expect(written.length).toBeGreaterThan(0);
    const rewritten = written.filter((selector) => ids.some((id) => selector.includes(`.css-${id}`)));
    expect(rewritten).toEqual([]);
  });

  test('nothing breaks the Content-Security-Policy while the app starts on a first paint (no inline script, no eval)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = [];
      (window as unknown as { violations: string[] }).violations = violations;
      document.addEventListener('securitypolicyviolation', (event) =>
        violations.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}`),
      );
    });
    const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
    for (const [path, ready] of [
      ['/login', page.getByLabel('Email address')],
      ['/upload', page.getByText(/of 3 scans remaining/)],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(ready).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    }
  });

  test('the cookie follows the session: a guest gets the guest first paint, progress or an account gets none', async ({
    page,
  }) => {
    await page.goto('/login');
    expect(await cookie(page, 'rb_view')).toBeNull();
    expect(await htmlOf(page, '/login')).toContain('data-rb-first-paint="mf_auth/AuthPage"');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await cookie(page, 'rb_view')).toBe('guest');
    const dashboard = await htmlOf(page, '/dashboard');
    expect(dashboard).toContain('data-rb-first-paint="mf_scanner/DashboardPage"');
    expect(dashboard).toContain('You are exploring as a guest.');
    expect(dashboard).toContain('Exit Guest Mode');
    // Once the journey has progress, the dashboard's first paint (a journey not started) is not sent.
    await page.evaluate(() => window.localStorage.setItem('resumeUploaded', 'true'));
    await page.reload();
    await expect(page.locator('[data-remote-page="mf_scanner/DashboardPage"]')).toBeAttached({ timeout: APP_START_MS });
    await expect.poll(() => cookie(page, 'rb_progress')).toBe('1');
    expect(await htmlOf(page, '/dashboard')).not.toContain('data-rb-first-paint');
    // Exiting guest mode ends the session and its cookie.
    await page.getByRole('button', { name: 'Exit Guest Mode' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await cookie(page, 'rb_view')).toBeNull();
    // An account sees other pages at these routes: only its /profile is painted (profile-first-paint.spec.ts).
    await page.context().addCookies([{ name: 'rb_view', value: 'account', url: page.url() }]);
    expect(await htmlOf(page, '/upload')).not.toContain('data-rb-first-paint');
  });
});
