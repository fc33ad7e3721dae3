import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { seedStoredUser } from '../support/session';

/** A fresh account per test: usernames must be unique in the shared e2e database. */
function newAccount(tag: string) {
  const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  return { username: id.slice(0, 24), email: `${id}@example.com`, password: 'correct-horse-battery' };
}

async function register(page: Page, account: ReturnType<typeof newAccount>, { succeeds = true } = {}) {
  await page.goto('/register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Name', { exact: true }).fill('Casey Example');
  await form.getByLabel('Username', { exact: true }).fill(account.username);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  const submit = form.getByRole('button', { name: 'Sign up' });
  // The page reloads after a successful sign-up (docs/product/screens.md#sign-in-screen); wait for that load before going on.
  if (succeeds) await Promise.all([page.waitForEvent('load'), submit.click()]);
  else await submit.click();
}

test.describe('signing in and staying in', () => {
  test('register, then the reload lands on the dashboard with the username in the app bar', async ({ page }) => {
    const account = newAccount('reg');
    await register(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('app-bar-user')).toHaveText(account.username);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username: account.username, email: account.email });
    expect(stored.token.split('.')).toHaveLength(3);
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(3 * 60 * 60 * 1000 - 60_000);
  });

  test('a taken username is refused with the server’s reason', async ({ page }) => {
    const account = newAccount('dup');
    await register(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('button', { name: 'Logout' }).click();
    await register(page, { ...account, email: `other-${account.email}` }, { succeeds: false });
    await expect(page.getByRole('alert')).toContainText('Registration failed: ');
    await expect(page.getByRole('alert')).toContainText(/username/i);
  });

  test('logout lands on /login with user and token gone; login works by username and by email', async ({ page }) => {
    const account = newAccount('out');
    await register(page, account);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.evaluate(() => localStorage.setItem('token', 'legacy'));
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => [localStorage.getItem('user'), localStorage.getItem('token')])).toEqual([
      null,
      null,
    ]);

    for (const identifier of [account.username, account.email]) {
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email address').fill(identifier);
      await form.getByLabel('Password', { exact: true }).fill(account.password);
      await Promise.all([page.waitForEvent('load'), form.getByRole('button', { name: 'Sign in' }).click()]);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId('app-bar-user')).toHaveText(account.username);
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL(/\/login$/);
    }
  });

  test('wrong credentials show the documented alert and store nothing', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email address').fill('nobody-here');
    await form.getByLabel('Password', { exact: true }).fill('wrong-password');
    await form.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Login failed. Please check your credentials.');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('the password field toggles its visibility, each tab on its own', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByRole('form', { name: 'Login' }).getByLabel('Password', { exact: true });
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.getByRole('form', { name: 'Register' }).getByLabel('Password', { exact: true })).toHaveAttribute(
      'type',
      'password',
    );
  });

  test("'Continue as guest' creates the documented guest locally and opens the dashboard", async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/auth')) calls.push(request.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText('(Guest Mode)')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
    expect(stored).toMatchObject({ username: 'Guest User', email: 'guest@resumebeat.local', isGuest: true });
    expect(calls).toEqual([]);
  });

  test('a session stored with an expiry in the past is logged out, and the login screen says it expired (decision 034)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem(
        'user',
        JSON.stringify({
          token: 'a.b.c',
          username: 'old',
          email: 'old@example.com',
          isPremium: false,
          expiresAt: Date.now() - 1000,
          lastActivity: Date.now() - 4e6,
        }),
      );
    });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByText('Your session expired. Please sign in again: you will be taken back to where you were.'),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  });

  test('activity slides the expiry', async ({ page }) => {
    await seedStoredUser(page, {
      token: `guest-token-1`,
      username: 'Guest User',
      email: 'guest@resumebeat.local',
      isGuest: true,
    });
    await page.goto('/dashboard');
    await page.evaluate(() => {
      const user = JSON.parse(localStorage.getItem('user')!);
      localStorage.setItem(
        'user',
        JSON.stringify({ ...user, expiresAt: Date.now() + 60_000, lastActivity: Date.now() - 60_000 }),
      );
    });
    await page.mouse.move(200, 200);
    await page.mouse.move(300, 300);
    await page.keyboard.press('Shift');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user')!));
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(2.9 * 60 * 60 * 1000);
  });

  test('logout in one tab logs out the other', async ({ context }) => {
    const first = await context.newPage();
    const account = newAccount('tabs');
    await register(first, account);
    await expect(first).toHaveURL(/\/dashboard$/);
    const second = await context.newPage();
    await second.goto('/privacy');
    await expect(second.getByTestId('app-bar-user')).toHaveText(account.username);
    await first.getByRole('button', { name: 'Logout' }).click();
    await expect(second.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
    await expect(second.getByTestId('app-bar-user')).toHaveCount(0);
  });

  // One test per case: each is two page loads, and together they outran the time bound on a busy machine.
  const callbackCases = [
    {
      url: '/linkedin-callback?error=user_cancelled_login&state=s',
      error: 'access_denied',
      text: 'LinkedIn sign-in was cancelled or refused',
    },
    {
      url: '/linkedin-callback?code=c&state=wrong',
      error: 'invalid_state',
      text: 'LinkedIn sign-in could not be verified',
    },
    {
      url: '/linkedin-callback?state=s',
      error: 'no_code',
      text: 'LinkedIn did not send back a sign-in code',
      state: ['linkedin_auth_state', 's'],
    },
    {
      url: '/github-callback?code=c&state=wrong',
      error: 'github_state_mismatch',
      text: 'GitHub sign-in could not be verified',
      state: ['github_auth_state', 's'],
    },
    { url: '/github-callback?state=s', error: 'github_no_code', text: 'GitHub did not send back a sign-in code' },
    { url: '/github-callback?error=access_denied', error: 'github_auth_failed', text: 'GitHub authentication failed' },
  ];
  for (const item of callbackCases) {
    test(`identity-provider callback ${item.url} lands on /login with '${item.text}'`, async ({ page }) => {
      await page.goto('/privacy');
      if (item.state) await page.evaluate(([key, value]) => sessionStorage.setItem(key!, value!), item.state);
      await page.goto(item.url);
      await expect(page).toHaveURL(new RegExp(`/login\\?error=${item.error}$`));
      await expect(page.getByRole('alert')).toContainText(item.text);
    });
  }

  test('the LinkedIn callback page shows its waiting screen while the code is exchanged', async ({ page }) => {
    await page.route('**/api/auth/linkedin', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 401, json: { message: 'refused' } });
    });
    await page.goto('/privacy');
    await page.evaluate(() => sessionStorage.setItem('linkedin_auth_state', 'st'));
    await page.goto('/linkedin-callback?code=abc&state=st');
    await expect(page.getByRole('heading', { name: 'Completing LinkedIn sign in...' })).toBeVisible();
    await expect(page.getByText('Please wait while we log you in.')).toBeVisible();
    await expect(page).toHaveURL(/\/login\?error=callback_failed$/);
  });
});
