import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount, spendFreeScans, type Account } from '../support/accounts';
import { blockStripeJs, FAKE_STRIPE_ORIGIN, serveStripeJsDouble, STRIPE_BASE_URL } from '../support/payments';
import { seedStoredUser } from '../support/session';

// Each journey registers, scans four times and pays: bounds against hangs on a busy machine, not speed checks.
test.describe.configure({ timeout: 180_000 });
const ARRIVAL = { timeout: 30_000 };

// Stripe's public test cards.
const CARDS = { pays: '4242424242424242', declined: '4000000000000002', authenticates: '4000002500003155' };

/** A free account that has used today's scans, signed in on /upload. */
async function freeAccountAtTheLimit(page: Page, request: APIRequestContext): Promise<Account> {
  const account = await registerAccount(request, 'pay');
  await spendFreeScans(request, account);
  await seedStoredUser(page, account);
  await page.goto('/upload');
  await expect(page.getByTestId('usage-card')).toContainText(
    "You've reached your scan limit! Upgrade to continue scanning.",
    ARRIVAL,
  );
  return account;
}

async function analyze(page: Page) {
  await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
}

/** The fourth scan of the day meets the limit; Upgrade Now opens mf-billing's dialog. */
async function openUpgradeDialog(page: Page): Promise<Locator> {
  await analyze(page);
  const limit = page.getByRole('dialog', { name: 'Upgrade Required' });
  await limit.getByRole('button', { name: 'Upgrade Now' }).click(ARRIVAL);
  const upgrade = page.getByRole('dialog', { name: 'Upgrade Your Account' });
  await expect(upgrade.getByRole('listitem', { name: 'Premium plan' })).toBeVisible(ARRIVAL);
  return upgrade;
}

async function choosePlan(page: Page, dialog: Locator, plan: string): Promise<Locator> {
  await dialog
    .getByRole('listitem', { name: `${plan} plan` })
    .getByRole('button', { name: `Choose ${plan}` })
    .click();
  const payment = page.getByRole('dialog', { name: `Upgrade to ${plan}` });
  await expect(payment).toContainText('Get unlimited access to all features');
  return payment;
}

const currentStep = (payment: Locator) =>
  payment.getByRole('list', { name: 'Payment progress' }).locator('[aria-current="step"]');

/**
 * Watches, in the page, for the payment dialog showing 'Payment complete. Welcome to Premium' with
 * Complete as the current step of its progress list, both at once; sets `paymentCompleteSeen`.
 */
async function watchForPaymentComplete(page: Page) {
  await page.evaluate(() => {
    const seen = window as unknown as { paymentCompleteSeen?: boolean };
    seen.paymentCompleteSeen = false;
    const check = () =>
      Array.from(document.querySelectorAll('[role="dialog"]')).some(
        (dialog) =>
          dialog.textContent?.includes('Payment complete. Welcome to Premium') &&
          dialog.querySelector('[aria-current="step"]')?.textContent?.includes('Complete'),
      );
    const observer = new MutationObserver(() => {
      if (check()) {
        seen.paymentCompleteSeen = true;
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
}

/** The built-in provider's card form (labelled inputs of the product's own). */
async function fillTestCard(payment: Locator, number: string) {
  await payment.getByLabel('Card number').fill(number);
  await payment.getByLabel('Expiration date').fill('1234');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByLabel('ZIP').fill('10001');
}

async function expectMember(page: Page, planName: string) {
  await expect(page.getByTestId('usage-card')).toContainText(
    `You have unlimited scans with your ${planName} membership!`,
    ARRIVAL,
  );
  // The app bar names the member's plan (decision 029).
  await expect(page.getByRole('banner').getByTestId('plan-badge')).toHaveText(planName);
}

/** Errors a page did not catch (a rejected promise included). */
function uncaughtErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /Uncaught|Unhandled/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

test.describe('upgrading with the built-in test payment provider (no keys, no internet)', () => {
  test('a free user at the limit pays Premium with 4242 4242 4242 4242 and at once has unlimited scans, the Premium badge and cover letters', async ({
    page,
    request,
  }) => {
    await freeAccountAtTheLimit(page, request);
    await expect(page.getByRole('banner').getByTestId('plan-badge')).toHaveCount(0);
    const upgrade = await openUpgradeDialog(page);
    await expect(upgrade.getByRole('heading', { name: 'Choose Your Plan' })).toBeVisible();
    await expect(
      upgrade.getByRole('listitem', { name: 'Free plan' }).getByRole('button', { name: 'Current Plan' }),
    ).toBeDisabled();
    await expect(upgrade.getByRole('listitem', { name: 'Premium plan' })).toContainText('Most Popular');
    await expect(upgrade).toContainText('All plans include a 30-day money-back guarantee');
    await expect(upgrade).toContainText('Cancel anytime • No long-term commitments');

    const payment = await choosePlan(page, upgrade, 'Premium');
    await expect(payment).toContainText('Test payment: no real money moves');
    await expect(currentStep(payment)).toContainText('Payment Details');
    await fillTestCard(payment, CARDS.pays);
    // The message and the Complete step are shown for 1.5 s before the dialog closes itself: on a
    // loaded machine the test's polling can miss that window, so the page itself watches for them.
    await watchForPaymentComplete(page);
    const paid = Date.now();
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { paymentCompleteSeen?: boolean }).paymentCompleteSeen), {
        ...ARRIVAL,
        message: "the dialog shows 'Payment complete. Welcome to Premium' with Complete as its current step",
      })
      .toBe(true);
    await expect(page.getByTestId('usage-card')).toContainText(
      'You have unlimited scans with your Premium membership!',
      ARRIVAL,
    );
    test.info().annotations.push({ type: 'Pay to unlimited usage card (ms)', description: String(Date.now() - paid) });
    // Complete stays a moment, then the dialog closes itself.
    await expect(payment).toBeHidden();
    await expectMember(page, 'Premium');

    // The scan that was refused runs on its own once paid (decision 034), and a member gets Generate Cover Letter.
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Upgrade Required' })).toHaveCount(0);
  });

  test('a declined card is refused and back at Payment Details; a card that asks for authentication pays once authenticated', async ({
    page,
    request,
  }) => {
    const account = await freeAccountAtTheLimit(page, request);
    const payment = await choosePlan(page, await openUpgradeDialog(page), 'Premium');
    await fillTestCard(payment, CARDS.declined);
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    const alert = payment.getByRole('alert');
    await expect(alert).toContainText('Payment failed. Please try again.');
    await expect(alert).toContainText('Your card was declined.');
    await expect(currentStep(payment)).toContainText('Payment Details');
    const usage = await request.get('/api/resume/usage-status', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(await usage.json()).toMatchObject({ remainingScans: 0, hasActiveMembership: false });

    await payment.getByLabel('Card number').fill(CARDS.authenticates);
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    const bank = payment.getByRole('group', { name: 'Test authentication' });
    await expect(bank).toContainText('The card ending in 3155 asks its bank to confirm this payment.');
    await expect(currentStep(payment)).toContainText('Processing');
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await expectMember(page, 'Premium');
  });

  test('hosted checkout on the provider’s own test page: back on the page it started from (/upload) with the session, verified, and a member', async ({
    page,
    request,
  }) => {
    const account = await freeAccountAtTheLimit(page, request);
    const payment = await choosePlan(page, await openUpgradeDialog(page), 'Basic');
    await expect(payment.getByLabel('Card number')).toHaveCount(0);
    await payment.getByRole('button', { name: 'Continue to secure checkout' }).click();

    await expect(page).toHaveURL(/\/api\/payment\/local\/checkout\/cs_local_[0-9a-f]+$/);
    await expect(page.getByRole('note')).toContainText('TEST MODE: this is a test payment.');
    await page.getByLabel('Card number').fill(CARDS.declined);
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('ZIP').fill('10001');
    await page.getByRole('button', { name: 'Pay $9.99' }).click();
    await expect(page.getByRole('alert')).toHaveText('Your card was declined.');
    await page.getByLabel('Card number').fill(CARDS.pays);
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $9.99' }).click();

    await expect(page).toHaveURL(/\/upload\?payment=success&session_id=cs_local_[0-9a-f]+$/);
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    const verified = await request.get(`/api/payment/verify-checkout?sessionId=${sessionId}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(verified.status()).toBe(200);
    expect((await verified.json()).subscription).toMatchObject({ planName: 'Basic', isActive: true, canCancel: true });
    await expect(page).toHaveURL(/\/upload$/, ARRIVAL);
    await expectMember(page, 'Basic');
    await expect(page.getByRole('banner')).not.toContainText('Premium');
  });
});

test.describe('cancelling a subscription on the profile (built-in test provider)', () => {
  test('a member cancels: the dialog confirms and closes by itself, the card says when access ends, and access stays until then', async ({
    page,
    request,
  }) => {
    const account = await freeAccountAtTheLimit(page, request);
    const payment = await choosePlan(page, await openUpgradeDialog(page), 'Basic');
    await payment.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await expect(page).toHaveURL(/\/api\/payment\/local\/checkout\/cs_local_[0-9a-f]+$/);
    await page.getByLabel('Card number').fill(CARDS.pays);
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('ZIP').fill('10001');
    await page.getByRole('button', { name: 'Pay $9.99' }).click();
    // Back on the page it started from, verified, the parameters gone.
    await expect(page).toHaveURL(/\/upload$/, ARRIVAL);
    await expectMember(page, 'Basic');
    await page.goto('/profile');

    const card = page.getByTestId('subscription-card');
    await expect(card.getByTestId('plan-name')).toHaveText('Basic', ARRIVAL);
    await expect(card.getByTestId('plan-status')).toHaveText('Active');
    await expect(card.getByTestId('plan-term')).toContainText('Renews');
    await card.getByRole('button', { name: 'Cancel Subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel Subscription' });
    await expect(dialog).toContainText('Are you sure you want to cancel your Basic subscription?');
    await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
    // The server's own words: the plan is kept until the period's end (decision 029).
    await expect(page.getByRole('dialog', { name: 'Renewal Cancelled' })).toContainText(
      /Your subscription will not renew\. You keep Basic until .+\./,
    );
    // docs/product/plans-and-billing.md#cancelling: the success closes itself after 2 s and the profile is read again.
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 6_000 });
    await expect(card.getByRole('button', { name: 'Cancel Subscription' })).toHaveCount(0);
    await expect(card.getByTestId('plan-term')).toContainText('you keep Basic until');
    await expect(card.getByTestId('plan-status')).toHaveText('Active');

    const status = await request.get('/api/payment/subscription-status', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(status.status()).toBe(200);
    expect(await status.json()).toMatchObject({ planName: 'Basic', isActive: true, canCancel: false });
    await page.goto('/upload');
    await expectMember(page, 'Basic');
  });
});

test.describe('upgrading with Stripe (the Stripe adapter, Stripe.js test double, signed webhooks)', () => {
  test.use({ baseURL: STRIPE_BASE_URL });

  test('card payment with Stripe Elements: 4242 pays through the real loadStripe and react-stripe-js', async ({
    page,
    request,
  }) => {
    const stripeJs = await serveStripeJsDouble(page);
    await freeAccountAtTheLimit(page, request);
    const payment = await choosePlan(page, await openUpgradeDialog(page), 'Premium');
    await expect(payment.getByLabel('Card number field')).toBeVisible();
    expect(stripeJs).toEqual(['https://js.stripe.com/endive/stripe.js']);
    await payment.getByLabel('Card number field').fill(CARDS.declined);
    await payment.getByLabel('Expiration date field').fill('12 / 34');
    await payment.getByLabel('CVC field').fill('123');
    await payment.getByLabel('ZIP').fill('10001');
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    await expect(payment.getByRole('alert')).toContainText('Payment failed. Please try again.');
    await expect(payment.getByRole('alert')).toContainText('Your card was declined.');

    await payment.getByLabel('Card number field').fill(CARDS.pays);
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    await expectMember(page, 'Premium');
  });

  test('hosted checkout at Stripe: the signed checkout.session.completed makes the member, back on the page it started from, verified', async ({
    page,
    request,
  }) => {
    const account = await freeAccountAtTheLimit(page, request);
    const payment = await choosePlan(page, await openUpgradeDialog(page), 'Basic');
    await payment.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_ORIGIN}/checkout/cs_test_[0-9a-f]+$`));
    await page.getByLabel('Card number').fill(CARDS.pays);
    await page.getByLabel('Expiration date').fill('12 / 34');
    await page.getByLabel('CVC').fill('123');
    await page.getByLabel('ZIP').fill('10001');
    await page.getByRole('button', { name: 'Subscribe' }).click();

    await expect(page).toHaveURL(
      new RegExp(`^${STRIPE_BASE_URL}/upload\\?payment=success&session_id=cs_test_[0-9a-f]+$`),
    );
    const sessionId = new URL(page.url()).searchParams.get('session_id')!;
    const verified = await request.get(`/api/payment/verify-checkout?sessionId=${sessionId}`, {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect((await verified.json()).subscription).toMatchObject({ planName: 'Basic', isActive: true });
    await expectMember(page, 'Basic');
  });

  test("Stripe.js unreachable: the card form says 'Payment system not ready. Please try again.', nothing breaks, and hosted checkout still works", async ({
    page,
    request,
  }) => {
    const errors = uncaughtErrors(page);
    await blockStripeJs(page);
    await freeAccountAtTheLimit(page, request);
    const upgrade = await openUpgradeDialog(page);
    const payment = await choosePlan(page, upgrade, 'Premium');
    await expect(payment.getByRole('alert')).toHaveText('Payment system not ready. Please try again.');
    await expect(payment.getByRole('button', { name: 'Pay $19.99' })).toHaveCount(0);
    await payment.getByRole('button', { name: 'Try again' }).click();
    await expect(payment.getByRole('alert')).toHaveText('Payment system not ready. Please try again.');

    await payment.getByRole('button', { name: 'Back to plans' }).click();
    const enterprise = await choosePlan(page, page.getByRole('dialog', { name: 'Upgrade Your Account' }), 'Enterprise');
    await enterprise.getByRole('button', { name: 'Continue to secure checkout' }).click();
    await expect(page).toHaveURL(new RegExp(`^${FAKE_STRIPE_ORIGIN}/checkout/cs_test_`));
    expect(errors).toEqual([]);
  });
});
