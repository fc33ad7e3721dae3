import { expect, test } from '../support/test';

// Full sign-ins against support/fake-providers.mjs, which speaks GitHub's OAuth/REST protocol
// (PKCE S256 required and checked) and serves a Google JWKS and sign-in script; the api starts
// each sign-in, then verifies and exchanges for real (decision 027).
test.describe('identity providers', () => {
  test('GitHub: the button saves a state, the provider sends back a code, and the user ends signed in on /dashboard', async ({
    page,
  }) => {
    await page.goto('/login');
    const github = page.getByRole('button', { name: 'GitHub' });
    await expect(github).toBeEnabled();
    const authorize = page.waitForRequest((request) => request.url().includes('/login/oauth/authorize'));
    await github.click();
    const params = new URL((await authorize).url()).searchParams;
    expect(params.get('code_challenge_method')).toBe('S256');
    expect(params.get('state')).toBeTruthy();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByTestId('app-bar-user')).toHaveText('octo-e2e');
    const stored = await page.evaluate(() => ({
      user: JSON.parse(localStorage.getItem('user') ?? 'null'),
      state: sessionStorage.getItem('github_auth_state'),
    }));
    expect(stored.user).toMatchObject({ username: 'octo-e2e', email: 'octo-e2e@example.com' });
    expect(stored.state).toBeNull();
    // The callback replaced its history entry: Back does not replay the code.
    await page.goBack();
    await expect(page).not.toHaveURL(/github-callback/);
  });

  test('Google: the overlay holds the provider’s button, closes with Escape, and its credential signs the user in', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Google' }).click();
    await dialog.getByRole('button', { name: 'Continue as Gina (test Google)' }).click();
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 15_000 });
    await expect(page.getByTestId('app-bar-user')).toHaveText(/gina/i);
  });
});
