import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount, spendFreeScans } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { serveStripeJsDouble, STRIPE_BASE_URL } from '../support/payments';
import { seedStoredUser } from '../support/session';

// Issue 31, the journey's small gaps: the app bar knows the first name given at sign-up; 'Continue
// as guest' goes back to the page that sent the person to sign in; on a phone the drop zone is
// the first thing on /upload; the journey's step 2 moves on after a scan; and the card form keeps
// the focus in the dialog while it loads, then puts it in the card number.

const ARRIVAL = { timeout: 30_000 };

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test('the app bar shows the username, with the first name given at sign-up as its title', async ({ page, request }) => {
  const id = `fn${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const registered = await request.post('/api/auth/register', {
    data: { username: id, email: `${id}@example.com`, password: 'correct-horse-battery', name: 'Jane van Seeker' },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const account = (await registered.json()) as { token: string; username: string; email: string };
  // A session stored before the name was known (an older sign-in): the account's read brings it.
  await seedStoredUser(page, { token: account.token, username: account.username, email: account.email });
  await page.goto('/dashboard');
  await expect(page.getByRole('banner').getByTestId('app-bar-user')).toHaveAttribute('title', 'Jane', ARRIVAL);
  await expect(page.getByRole('banner').getByTestId('app-bar-user')).toHaveText(account.username);

  // Signing in through the form knows it at once.
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery');
  await page
    .getByRole('form', { name: 'Login' })
    .getByRole('button', { name: /^(Login|Sign in)$/i })
    .click();
  await expect(page.getByRole('banner').getByTestId('app-bar-user')).toHaveAttribute('title', 'Jane', ARRIVAL);
  await expect(page.getByRole('banner').getByTestId('app-bar-user')).toHaveText(account.username);
});

test("'Continue as guest' from the login screen goes back to the remembered page, with its state", async ({ page }) => {
  // An anonymous visitor (no session at all) scans, then asks for the optimized resume: the guard
  // (docs/product/screens.md#routes-and-guards) sends them to /login, which says why and remembers the page.
  await page.goto('/upload');
  await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
  await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, ARRIVAL);
  await page.getByRole('button', { name: 'View Optimized Resume' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Create a free account or sign in to see and download your optimized resume.'),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/optimized-resume$/, ARRIVAL);
  await expect(page.getByRole('article', { name: 'Optimized resume' })).toContainText('JOHN DOE', ARRIVAL);
  await expect(page.getByText('No Resume Data Available')).toHaveCount(0);
  await expect(page.getByRole('banner').getByTestId('app-bar-user')).toHaveText('Guest');
});

test("'Continue as guest' with a remembered page that needs an account goes to the dashboard", async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/, ARRIVAL);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, ARRIVAL);
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the drop zone is the first thing on the upload page, in the first screen', async ({ page, request }) => {
    const account = await registerAccount(request, 'phone');
    await seedStoredUser(page, account);
    await page.goto('/upload');
    const zone = page.getByTestId('resume-file-drop-zone');
    await expect(zone).toBeVisible(ARRIVAL);
    await expect(page.getByTestId('usage-card')).toBeVisible(ARRIVAL);
    const top = async (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    const zoneBox = (await zone.boundingBox())!;
    expect(zoneBox.y + zoneBox.height, 'the drop zone ends within the first 740 px').toBeLessThanOrEqual(740);
    expect(await top('[data-testid="resume-file-drop-zone"]')).toBeLessThan(await top('[data-testid="usage-card"]'));
    expect(await top('[data-testid="resume-file-drop-zone"]')).toBeLessThan(
      await top('ol[aria-label="Your resume journey"]'),
    );
    // Keyboard order follows what is seen: the file input comes before the journey's buttons.
    const order = await page.evaluate(() => {
      const input = document.getElementById('resume-file')!;
      const step = document.querySelector('ol[aria-label="Your resume journey"]')!;
      return input.compareDocumentPosition(step) & Node.DOCUMENT_POSITION_FOLLOWING ? 'input first' : 'journey first';
    });
    expect(order).toBe('input first');
  });
});

test("after a scan the journey's step 2 moves on: done, no 'Analyze Resume' left, View Results is the current step", async ({
  page,
}) => {
  await page.goto('/upload');
  const step2 = page.getByRole('list', { name: 'Your resume journey' }).getByRole('listitem').nth(1);
  await expect(step2.getByRole('button', { name: 'Analyze Resume' })).toBeVisible(ARRIVAL);
  await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
  await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, ARRIVAL);

  await expect(step2).toContainText('(done)');
  await expect(step2.getByRole('button', { name: 'Analyze Resume' })).toHaveCount(0);
  await expect(step2).toContainText('Analyzed: john_doe.pdf');
  // The journey's current step is the next one, View Results.
  await expect(page.getByRole('list', { name: 'Your resume journey' }).locator('[aria-current="step"]')).toContainText(
    'View Results',
  );
  await expect(step2.getByRole('button')).toHaveCount(0);
  // 'Upload Another Resume' starts the journey's step 2 again.
  await page.getByRole('button', { name: 'Upload Another Resume' }).click();
  await expect(page.getByTestId('ats-score-value')).toHaveCount(0);
  await expect(step2.getByRole('button', { name: 'Analyze Resume' })).toBeVisible();
  await expect(page.getByLabel(/resume file/i)).toBeFocused();
});

test.describe('the Stripe card form (Stripe adapter, Stripe.js test double)', () => {
  test.use({ baseURL: STRIPE_BASE_URL });

  test('while the card form loads the focus stays in the dialog, and lands in the card number once Stripe is ready', async ({
    page,
    request,
  }) => {
    // Stripe.js takes a while to arrive, as on a slow network (the route added last answers first).
    await serveStripeJsDouble(page);
    let release: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('https://js.stripe.com/**', async (route) => {
      await arrived;
      await route.fallback();
    });

    const account = await registerAccount(request, 'focusload');
    await spendFreeScans(request, account);
    await seedStoredUser(page, account);
    await page.goto('/upload');
    await page.getByRole('button', { name: 'Upgrade to keep scanning' }).click(ARRIVAL);
    const plans = page.getByRole('dialog', { name: 'Upgrade Your Account' });
    await plans
      .getByRole('listitem', { name: 'Premium plan' })
      .getByRole('button', { name: 'Choose Premium' })
      .click(ARRIVAL);
    const payment = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await expect(payment.getByText('Loading the secure card form…')).toBeVisible(ARRIVAL);

    // Loading: the focus is in the dialog (on the loading note), not lost to the page's body.
    const focused = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'body';
        return active.closest('[role="dialog"]')
          ? `dialog:${active.textContent?.trim().slice(0, 40) ?? ''}|${active.tagName}|${active.getAttribute('aria-label') ?? ''}`
          : `outside:${active.tagName}`;
      });
    await expect.poll(focused).toMatch(/^dialog:/);
    await page.waitForTimeout(500);
    expect(await focused()).toMatch(/^dialog:.*Loading the secure card form/);

    release();
    await expect(payment.getByLabel('Card number field')).toBeFocused(ARRIVAL);
  });
});
