import { type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount, spendFreeScans, type Account } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { seedStoredUser } from '../support/session';
import { readFileSync } from 'node:fs';

// Journeys that leave a page and come back (decision 034): each keeps the person's place.
// Bounds against hangs on a busy machine (scans, sign-ins, payments), not speed checks.
test.describe.configure({ timeout: 180_000 });
const ARRIVAL = { timeout: 30_000 };
const SESSION_EXPIRED_NOTICE = 'Your session expired. Please sign in again: you will be taken back to where you were.';
const PASSWORD = 'correct-horse-battery';

let clientAddress = '';
test.beforeEach(async ({ context }) => {
  clientAddress = await asNewClient(context);
});

const uploadRegion = (page: Page) => page.getByRole('region', { name: 'Upload your resume' });
const analyzeButton = (page: Page) => uploadRegion(page).getByRole('button', { name: 'Analyze Resume' });

async function scoreShown(page: Page) {
  await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, ARRIVAL);
}

async function signInWithForm(page: Page, account: Account) {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email address').fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/** The anonymous visitor of this test (its own address) spends its 3 free scans through the api. */
async function spendAnonymousScans(request: APIRequestContext) {
  const buffer = readFileSync(RESUME_PDF);
  for (let scan = 0; scan < 3; scan += 1) {
    const response = await request.post('/api/resume/upload?skipAi=true', {
      headers: { 'X-Forwarded-For': clientAddress },
      multipart: { file: { name: 'john_doe.pdf', mimeType: 'application/pdf', buffer }, industry: 'General' },
    });
    expect(response.status(), await response.text()).toBe(200);
  }
}

async function payPremium(page: Page, plans: Locator) {
  await plans.getByRole('listitem', { name: 'Premium plan' }).getByRole('button', { name: 'Choose Premium' }).click();
  const payment = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await payment.getByLabel('Card number').fill('4242424242424242');
  await payment.getByLabel('Expiration date').fill('1234');
  await payment.getByLabel('CVC').fill('123');
  await payment.getByLabel('ZIP').fill('10001');
  await payment.getByRole('button', { name: 'Pay $19.99' }).click();
}

test.describe('the person keeps their place', () => {
  test("'Next: Add Job Description' keeps the chosen resume and industry, and Analyze has the focus back on /upload", async ({
    page,
  }) => {
    await page.goto('/upload');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    await page.getByLabel('Industry', { exact: true }).selectOption('Tech');
    await uploadRegion(page).getByRole('button', { name: 'Next: Add Job Description' }).click();

    await expect(page).toHaveURL(/\/job-description$/);
    await page.getByLabel('Job Title').fill('Java Developer');
    await page
      .getByLabel('Job description', { exact: true })
      .fill('We need a Java developer with Spring Boot, SQL, REST APIs and AWS experience.');
    await page.getByRole('button', { name: 'Save Job Description' }).click();

    await expect(page).toHaveURL(/\/upload$/, ARRIVAL);
    await expect(page.getByTestId('selected-file')).toContainText('john_doe.pdf');
    await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Tech');
    await expect(analyzeButton(page)).toBeFocused();
    await analyzeButton(page).click();
    await scoreShown(page);
  });

  test("an anonymous visitor's 'View Optimized Resume' asks for a sign-in saying why, and shows the optimized resume after it", async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'ctx');
    await page.goto('/upload');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    await analyzeButton(page).click();
    await scoreShown(page);
    await page.getByRole('button', { name: 'View Optimized Resume' }).click();

    await expect(page).toHaveURL(/\/login$/, ARRIVAL);
    await expect(
      page.getByText(
        'Create a free account or sign in to see and download your optimized resume. Your analysis is kept.',
      ),
    ).toBeVisible();
    await signInWithForm(page, account);

    await expect(page).toHaveURL(/\/optimized-resume$/, ARRIVAL);
    await expect(page.getByRole('heading', { name: 'Optimized Resume', exact: true })).toBeVisible(ARRIVAL);
    await expect(page.getByRole('banner')).toContainText(account.username);
  });

  test("'Sign Up & Upgrade' at the limit opens the plans once the account exists, and paying runs the scan that was refused", async ({
    page,
    request,
  }) => {
    await spendAnonymousScans(request);
    await page.goto('/upload');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    await page.getByLabel('Industry', { exact: true }).selectOption('Tech');
    await analyzeButton(page).click();
    const limit = page.getByRole('dialog');
    await expect(limit.getByRole('heading')).toHaveText(/Scan Limit Reached|Upgrade Required/, ARRIVAL);
    await limit.getByRole('button', { name: 'Sign Up & Upgrade' }).click();

    await expect(page).toHaveURL(/\/register$/);
    const id = `ctxup${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Name', { exact: true }).fill('Casey Context');
    await form.getByLabel('Username', { exact: true }).fill(id);
    await form.getByLabel('Email', { exact: true }).fill(`${id}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
    const terms = form.getByRole('checkbox');
    if ((await terms.count()) > 0) await terms.first().check();
    await form.getByRole('button', { name: 'Sign up' }).click();

    await expect(page).toHaveURL(/\/upload$/, ARRIVAL);
    const plans = page.getByRole('dialog', { name: 'Upgrade Your Account' });
    await expect(plans.getByRole('listitem', { name: 'Premium plan' })).toBeVisible(ARRIVAL);
    await expect(page.getByTestId('selected-file')).toContainText('john_doe.pdf');
    await payPremium(page, plans);

    // No second press of Analyze: the refused scan runs on its own, with the industry it had.
    await scoreShown(page);
    await expect(page.getByLabel('Industry', { exact: true })).toHaveValue('Tech');
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeVisible(ARRIVAL);
  });

  test('a signed-in free account that pays at the limit gets the refused scan run, without pressing Analyze again', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'ctxpay');
    await spendFreeScans(request, account);
    await seedStoredUser(page, account);
    await page.goto('/upload');
    await expect(page.getByTestId('usage-card')).toContainText("You've reached your scan limit!", ARRIVAL);
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    await analyzeButton(page).click();
    await page.getByRole('dialog', { name: 'Upgrade Required' }).getByRole('button', { name: 'Upgrade Now' }).click();
    const plans = page.getByRole('dialog', { name: 'Upgrade Your Account' });
    await payPremium(page, plans);
    await scoreShown(page);
  });

  test('an expired session says so on the login screen and, signed in again, returns to the page', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'ctxexp');
    await page.addInitScript((stored) => {
      if (window.sessionStorage.getItem('__seeded')) return;
      window.sessionStorage.setItem('__seeded', '1');
      const now = Date.now();
      window.localStorage.setItem(
        'user',
        JSON.stringify({
          isPremium: false,
          ...stored,
          expiresAt: now - 60_000,
          lastActivity: now - 3 * 60 * 60 * 1000 - 60_000,
        }),
      );
    }, account);
    await page.goto('/profile');

    await expect(page).toHaveURL(/\/login$/, ARRIVAL);
    await expect(page.getByText(SESSION_EXPIRED_NOTICE)).toBeVisible();
    await signInWithForm(page, account);
    await expect(page).toHaveURL(/\/profile$/, ARRIVAL);
    await expect(page.getByRole('banner')).toContainText(account.username);
  });

  test('a returning member on a new browser sees their recent scans from the server on the dashboard, and the way on at the limit', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'ctxback');
    await spendFreeScans(request, account, 2);
    await seedStoredUser(page, account);
    await page.goto('/dashboard');

    const recent = page.getByRole('region', { name: 'Your recent scans' });
    await expect(recent.getByRole('listitem')).toHaveCount(2, ARRIVAL);
    await expect(recent).toContainText('john_doe.pdf');
    await expect(
      page.getByRole('list', { name: 'Your progress' }).getByText('Available once a resume is uploaded.'),
    ).toHaveCount(0);

    // One scan left: the warning comes with the way on, which opens the plans.
    await expect(page.getByText('Only 1 scan remaining today!')).toBeVisible();
    await page.getByRole('region', { name: 'Scans left' }).getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Upgrade Your Account' }).getByRole('listitem', { name: 'Premium plan' }),
    ).toBeVisible(ARRIVAL);
  });

  test('a free account at 0 scans on /upload gets the way on beside the limit: the usage card and beside Analyze, each opening the plans', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'ctxzero');
    await spendFreeScans(request, account);
    await seedStoredUser(page, account);
    await page.goto('/upload');
    const card = page.getByTestId('usage-card');
    await expect(card).toContainText("You've reached your scan limit! Upgrade to continue scanning.", ARRIVAL);

    await card.getByRole('button', { name: 'Upgrade Now' }).click();
    const plans = page.getByRole('dialog', { name: 'Upgrade Your Account' });
    await expect(plans.getByRole('listitem', { name: 'Premium plan' })).toBeVisible(ARRIVAL);
    await page.keyboard.press('Escape');
    await expect(plans).toBeHidden();

    await uploadRegion(page).getByRole('button', { name: 'Upgrade to keep scanning' }).click();
    await expect(plans.getByRole('listitem', { name: 'Premium plan' })).toBeVisible(ARRIVAL);
  });
});
