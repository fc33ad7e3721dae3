import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount, spendFreeScans, type Account } from '../support/accounts';
import { seedStoredUser } from '../support/session';

// Billing screens that tell the truth (decision 029), with the built-in test payment provider.
// Each journey registers, scans and pays: bounds against hangs on a busy machine, not speed checks.
test.describe.configure({ timeout: 180_000 });
const ARRIVAL = { timeout: 30_000 };
const CARD = '4242424242424242';
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/billing-screens');

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: false });
}

/** A free account with `left` scans left today, signed in on /upload. */
async function freeAccount(page: Page, request: APIRequestContext, left: number): Promise<Account> {
  const account = await registerAccount(request, 'screens');
  await spendFreeScans(request, account, 3 - left);
  await seedStoredUser(page, account);
  await page.goto('/upload');
  await expect(page.getByTestId('usage-card')).not.toContainText('Checking your scans', ARRIVAL);
  return account;
}

/** Scans in the page: the result with its remaining scans and buttons. */
async function analyze(page: Page): Promise<Locator> {
  await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
  const result = page.getByTestId('analysis-result');
  await expect(result.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, ARRIVAL);
  return result;
}

async function plansFrom(page: Page, button: Locator): Promise<Locator> {
  await button.click();
  const plans = page.getByRole('dialog', { name: 'Upgrade Your Account' });
  await expect(plans.getByRole('listitem', { name: 'Premium plan' })).toBeVisible(ARRIVAL);
  return plans;
}

async function choose(page: Page, plans: Locator, plan: string): Promise<Locator> {
  await plans
    .getByRole('listitem', { name: `${plan} plan` })
    .getByRole('button', { name: `Choose ${plan}` })
    .click();
  const payment = page.getByRole('dialog', { name: `Upgrade to ${plan}` });
  await expect(payment).toContainText('Get unlimited access to all features');
  return payment;
}

async function fillCard(scope: Locator | Page) {
  await scope.getByLabel('Card number').fill(CARD);
  await scope.getByLabel('Expiration date').fill('12 / 34');
  await scope.getByLabel('CVC').fill('123');
  await scope.getByLabel('ZIP').fill('10001');
}

/** Basic through the built-in hosted checkout, started from the result's 'Upgrade for Unlimited' on /upload. */
async function buyBasicFromUpload(page: Page, request: APIRequestContext): Promise<Account> {
  const account = await freeAccount(page, request, 1);
  const result = await analyze(page);
  await expect(result.getByTestId('remaining-scans')).toHaveText('You have 0 scans remaining.');
  const payment = await choose(
    page,
    await plansFrom(page, result.getByRole('button', { name: 'Upgrade for Unlimited' })),
    'Basic',
  );
  await expect(payment.getByTestId('test-mode-badge')).toHaveText('TEST MODE');
  await payment.getByRole('button', { name: 'Continue to secure checkout' }).click();
  await expect(page).toHaveURL(/\/api\/payment\/local\/checkout\/cs_local_[0-9a-f]+$/, ARRIVAL);
  await fillCard(page);
  await page.getByRole('button', { name: 'Pay $9.99' }).click();
  return account;
}

test.describe('after a payment every part of the page shows the new state', () => {
  test("card payment from the result's 'Upgrade for Unlimited': usage card, remaining scans, Generate Cover Letter, no Upgrade for Unlimited, '★ Premium'", async ({
    page,
    request,
  }) => {
    await freeAccount(page, request, 1);
    const result = await analyze(page);
    await expect(result.getByTestId('remaining-scans')).toHaveText('You have 0 scans remaining.');
    await expect(result.getByRole('button', { name: 'Generate Cover Letter' })).toHaveCount(0);
    const plans = await plansFrom(page, result.getByRole('button', { name: 'Upgrade for Unlimited' }));
    // Only the account's own plan says Current Plan; each price says what it buys.
    await expect(plans.getByRole('button', { name: 'Current Plan' })).toHaveCount(1);
    await expect(plans.getByRole('listitem', { name: 'Premium plan' })).toContainText('$19.99 for one month');
    await expect(plans.getByRole('listitem', { name: 'Basic plan' })).toContainText('$9.99/month');
    await expect(plans.getByRole('listitem', { name: 'Enterprise plan' })).toContainText('Everything in Premium');
    await expect(plans.getByTestId('test-mode-badge')).toHaveText('TEST MODE');
    const payment = await choose(page, plans, 'Premium');
    await expect(payment.getByTestId('test-mode-badge')).toHaveText('TEST MODE');
    await fillCard(payment);
    const paid = Date.now();
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect(page.getByTestId('usage-card')).toContainText(
      'You have unlimited scans with your Premium membership!',
      ARRIVAL,
    );
    test.info().annotations.push({ type: 'Pay to unlimited usage card (ms)', description: String(Date.now() - paid) });
    await expect(result.getByTestId('remaining-scans')).toHaveText('You have unlimited scans.');
    await expect(result.getByRole('button', { name: 'Generate Cover Letter' })).toBeVisible();
    await expect(result.getByRole('button', { name: 'Upgrade for Unlimited' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('plan-badge')).toHaveText('Premium');
    await expect(payment).toBeHidden(ARRIVAL);

    // Premium has cover letters: no warning on the page.
    await result.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page.getByRole('heading', { name: 'Cover Letter Generator' })).toBeVisible(ARRIVAL);
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeEnabled(ARRIVAL);
    await expect(page.getByTestId('premium-warning')).toHaveCount(0);
  });
});

test.describe('hosted checkout (built-in provider)', () => {
  test('returns to the page it started from with the analysis, names the plan in the app bar; the profile says when it renews and Manage billing opens the built-in portal', async ({
    page,
    request,
  }) => {
    await buyBasicFromUpload(page, request);
    await expect(page).toHaveURL(/\/upload$/, ARRIVAL);
    await expect(page.getByText('Payment confirmed. Your membership is now active.')).toBeVisible(ARRIVAL);
    await expect(page.getByTestId('usage-card')).toContainText(
      'You have unlimited scans with your Basic membership!',
      ARRIVAL,
    );
    const result = page.getByTestId('analysis-result');
    await expect(result.getByTestId('remaining-scans')).toHaveText('You have unlimited scans.');
    await expect(result.getByRole('button', { name: 'Upgrade for Unlimited' })).toHaveCount(0);
    const badge = page.getByRole('banner').getByTestId('plan-badge');
    await expect(badge).toHaveText('Basic');
    await expect(page.getByRole('banner')).not.toContainText('Premium');

    await page.goto('/profile');
    const card = page.getByTestId('subscription-card');
    await expect(card.getByTestId('plan-name')).toHaveText('Basic', ARRIVAL);
    await expect(card.getByTestId('plan-price')).toHaveText('$9.99/month');
    await expect(card.getByTestId('plan-term')).toContainText('Renews');
    await card.getByRole('button', { name: 'Manage billing' }).click();
    await expect(page).toHaveURL(/\/api\/payment\/local\/portal\//, ARRIVAL);
  });

  test('a cancelled checkout shows a message and leaves the address bar clean', async ({ page, request }) => {
    await freeAccount(page, request, 2);
    await page.goto('/profile');
    const payment = await choose(
      page,
      await plansFrom(page, page.getByTestId('subscription-card').getByRole('button', { name: 'Upgrade' })),
      'Basic',
    );
    await payment.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await expect(page).toHaveURL(/\/api\/payment\/local\/checkout\/cs_local_/, ARRIVAL);
    await page.getByRole('link', { name: 'Cancel and return to ResumeBeat' }).click();
    await expect(page.getByText('Checkout cancelled. You were not charged and your plan has not changed.')).toBeVisible(
      ARRIVAL,
    );
    await expect(page).toHaveURL(/\/profile$/);
  });
});

test.describe('cancelling says what the server does', () => {
  test('the dialog and the card say the plan is kept until the period ends and will not renew', async ({
    page,
    request,
  }) => {
    await buyBasicFromUpload(page, request);
    await expect(page.getByText('Payment confirmed. Your membership is now active.')).toBeVisible(ARRIVAL);
    await page.goto('/profile');
    const card = page.getByTestId('subscription-card');
    await card.getByRole('button', { name: 'Cancel Subscription' }).click(ARRIVAL);
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await expect(dialog).toContainText('It will not renew: you keep Basic, with unlimited scans and its extras, until');
    await expect(dialog).not.toContainText('You will lose');
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    const done = page.getByRole('dialog', { name: 'Renewal Cancelled' });
    await expect(done).toContainText(/Your subscription will not renew\. You keep Basic until .+\./);
    await expect(done).not.toContainText('has been cancelled');
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 6_000 });
    await expect(card.getByTestId('plan-status')).toHaveText('Active');
    await expect(card.getByTestId('plan-ending')).toHaveText('Not renewing');
    await expect(card.getByTestId('plan-term')).toContainText(/you keep Basic until .+\. It will not renew\./);
    await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(page.getByRole('banner').getByTestId('plan-badge')).toHaveText('Basic');
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'profile-cancelled-1280');
    await page.setViewportSize({ width: 360, height: 740 });
    await card.scrollIntoViewIfNeeded();
    await shoot(page, 'profile-cancelled-360');
  });
});

test.describe('a charged payment whose plan is not active yet', () => {
  test('can be closed, says the server finishes it, and Retry finishes it without a second charge', async ({
    page,
    request,
  }) => {
    const account = await freeAccount(page, request, 0);
    await page.goto('/profile');
    const payment = await choose(
      page,
      await plansFrom(page, page.getByTestId('subscription-card').getByRole('button', { name: 'Upgrade' })),
      'Premium',
    );
    let failed = 0;
    await page.route('**/api/payment/confirm-payment', async (route) => {
      if (failed++ === 0)
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ message: 'The payment provider could not be reached. Please try again.' }),
        });
      else await route.continue();
    });
    await fillCard(payment);
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect(payment.getByRole('alert')).toContainText(
      'Your payment went through, but your plan is not active yet.',
      ARRIVAL,
    );
    await expect(payment).toContainText('We finish activating it on our own');
    await expect(payment.getByRole('button', { name: 'Close and come back later' })).toBeEnabled();
    await payment.getByRole('button', { name: 'Retry' }).click();
    await expect(payment).toContainText('Payment complete. Welcome to Premium', ARRIVAL);
    const usage = await request.get('/api/resume/usage-status', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(await usage.json()).toMatchObject({ hasActiveMembership: true, membershipType: 2 });
  });

  test('closing it leaves the page usable, and the server has finished it on its own', async ({ page, request }) => {
    await freeAccount(page, request, 0);
    await page.goto('/profile');
    const payment = await choose(
      page,
      await plansFrom(page, page.getByTestId('subscription-card').getByRole('button', { name: 'Upgrade' })),
      'Premium',
    );
    await page.route('**/api/payment/confirm-payment', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Unavailable"}' }),
    );
    await fillCard(payment);
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    await payment.getByRole('button', { name: 'Close and come back later' }).click(ARRIVAL);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByTestId('subscription-card')).toBeVisible();
    // Coming back later: the plan is active (the provider's payment_intent.succeeded made it).
    await page.unroute('**/api/payment/confirm-payment');
    await page.reload();
    const card = page.getByTestId('subscription-card');
    await expect(card.getByTestId('plan-name')).toHaveText('Premium', ARRIVAL);
    await expect(card.getByTestId('plan-status')).toHaveText('Active');
    await expect(card.getByTestId('plan-price')).toHaveText('$19.99 for one month');
    await expect(card.getByTestId('plan-term')).toContainText('One month, paid once: you keep Premium until');
  });
});

test.describe('one purchase at a time', () => {
  test('a payment still being processed (another tab) is shown when the plans open, never paid again, and the dialog closes', async ({
    page,
    request,
  }) => {
    await freeAccount(page, request, 0);
    await page.route('**/api/payment/purchase', (route) =>
      route.fulfill({
        json: {
          purchase: {
            kind: 'card',
            planId: 3,
            planName: 'Premium',
            state: 'processing',
            paymentIntentId: 'pi_local_x',
            clientSecret: null,
            checkoutUrl: null,
            message: 'A payment of yours is still being processed: your plan becomes active as soon as it clears.',
            createdAt: new Date().toISOString(),
          },
        },
      }),
    );
    await page.goto('/profile');
    await page.getByTestId('subscription-card').getByRole('button', { name: 'Upgrade' }).click(ARRIVAL);
    const dialog = page.getByRole('dialog', { name: 'Upgrade Your Account' });
    const pending = dialog.getByTestId('purchase-processing');
    await expect(pending).toContainText('A payment of yours is still being processed', ARRIVAL);
    await expect(dialog.getByRole('button', { name: 'Choose Premium' })).toHaveCount(0);
    await pending.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('an inactive subscription', () => {
  test("shows as such on the profile (docs/product/plans-and-billing.md#subscription-card): the plan's name, 'Inactive', when it ended, today's free scans; never 'Free'", async ({
    page,
    request,
  }) => {
    await freeAccount(page, request, 2);
    // A lapsed Basic subscription, as the profile answers it once its period has ended.
    await page.route('**/api/profile', async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const response = await route.fetch();
      const body = await response.json();
      body.subscription = {
        planName: 'Basic',
        price: 9.99,
        isActive: false,
        scansUsed: 1,
        scanLimit: -1,
        scansRemaining: -1,
        type: 1,
        startDate: '2026-10-01T10:00:00.000Z',
        endDate: '2026-11-01T10:00:00.000Z',
        canCancel: false,
        state: 'inactive',
        billing: 'subscription',
        currentPeriodEnd: '2026-11-01T10:00:00.000Z',
        cancelAtPeriodEnd: false,
        renews: false,
        provider: 'local',
        canManageBilling: true,
      };
      await route.fulfill({ response, json: body });
    });
    await page.goto('/profile');
    const card = page.getByTestId('subscription-card');
    await expect(card.getByTestId('plan-name')).toHaveText('Basic', ARRIVAL);
    await expect(card.getByTestId('plan-status')).toHaveText('Inactive');
    await expect(card.getByTestId('plan-term')).toHaveText(/^Ended /);
    await expect(card.getByTestId('plan-inactive')).toContainText('Your Basic plan is no longer active');
    await expect(card.getByRole('progressbar', { name: 'Scans used today' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(card.getByRole('button', { name: 'Manage billing' })).toBeVisible();
    await expect(page.getByRole('banner').getByTestId('plan-badge')).toHaveCount(0);
  });
});

test.describe('cover letters and terms', () => {
  test('a free account sees that cover letters are Premium before the form, and Upgrade Now opens the plans', async ({
    page,
    request,
  }) => {
    await freeAccount(page, request, 3);
    await page.goto('/cover-letter');
    const warning = page.getByTestId('premium-warning');
    await expect(warning).toContainText('Cover letter generation is a Premium feature.', ARRIVAL);
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeDisabled();
    await plansFrom(page, warning.getByRole('button', { name: 'Upgrade Now' }));
  });

  test('the Terms describe one-month passes by card and renewing subscriptions by checkout', async ({ page }) => {
    await page.goto('/terms');
    const main = page.getByRole('main');
    await expect(main).toContainText(
      'A card payment in the app buys one month of the plan; it does not renew',
      ARRIVAL,
    );
    await expect(main).toContainText('is a monthly subscription: it renews every month until you cancel it');
  });
});

test.describe('the dialog and the profile at 1280 and 360 px', () => {
  for (const width of [1280, 360]) {
    test(`${width} px: plans, payment stepper and profile fit, screenshots`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: width === 360 ? 740 : 800 });
      await freeAccount(page, request, 3);
      await page.goto('/profile');
      const card = page.getByTestId('subscription-card');
      await expect(card.getByTestId('plan-name')).toHaveText('Free', ARRIVAL);
      await card.scrollIntoViewIfNeeded();
      await shoot(page, `profile-${width}`);
      const plans = await plansFrom(page, card.getByRole('button', { name: 'Upgrade' }));
      await shoot(page, `plans-${width}`);
      const payment = await choose(page, plans, 'Premium');
      await expect(payment.getByLabel('Card number')).toBeVisible(ARRIVAL);
      const stepper = payment.getByTestId('payment-stepper');
      // Every step's title is inside the dialog, none cut off.
      const box = (await payment.boundingBox())!;
      for (const title of ['Payment Details', 'Processing', 'Complete']) {
        const step = (await stepper.getByText(title).boundingBox())!;
        expect(step.x).toBeGreaterThanOrEqual(box.x - 1);
        expect(step.x + step.width).toBeLessThanOrEqual(box.x + box.width + 1);
      }
      expect(await stepper.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
      await shoot(page, `payment-${width}`);
    });
  }
});
