import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerAccount, spendFreeScans, type Account } from '../support/accounts';
import { JOB_TEXT, RESUME_PDF } from '../support/fixtures';
import { violations } from '../support/axe';
import { asNewClient } from '../support/client-ip';
import { seedStoredUser } from '../support/session';

// The page layout of decision 035: the results page leads with what to do, the file is dropped,
// pasted or browsed for, and at 360 px (a phone) no page scrolls sideways.
test.describe.configure({ timeout: 120_000 });
const ARRIVAL = { timeout: 30_000 };
const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
/** Screenshots also go here (before/after comparisons): `LAYOUT_SHOTS_LABEL` names the run. */
const SHOTS = path.resolve(import.meta.dirname, '../.artifacts/layout');
const LABEL = process.env.LAYOUT_SHOTS_LABEL ?? 'run';

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

/** A screenshot of the whole page, attached to the report and kept under .artifacts/layout. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = true) {
  mkdirSync(SHOTS, { recursive: true });
  const file = path.join(SHOTS, `${LABEL}-${name}.png`);
  const body = await page.screenshot({ path: file, fullPage });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await testInfo.attach(`${name} (${height} px high)`, { body, contentType: 'image/png' });
  console.log(`[layout] ${LABEL} ${name}: page ${height} px high`);
}

async function saveJobDescription(page: Page) {
  await page.goto('/job-description');
  await page.getByLabel('Job Title').fill('Java Developer');
  await page.getByLabel('Job description', { exact: true }).fill(JOB_TEXT);
  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(page).toHaveURL(/\/upload$/, ARRIVAL);
}

async function scanTargeted(page: Page) {
  await saveJobDescription(page);
  await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
  await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, ARRIVAL);
  // The feedback tailored to the job has arrived (its stream is over).
  await expect(page.getByTestId('analysis-result').locator('[aria-busy="true"]')).toHaveCount(0, ARRIVAL);
  await page.waitForTimeout(300);
}

/** The element's box relative to the viewport at the current scroll position. */
async function inViewport(page: Page, testId: string): Promise<{ top: number; bottom: number; viewport: number }> {
  return page
    .getByTestId(testId)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return { top: box.top, bottom: box.bottom, viewport: window.innerHeight };
    });
}

test.describe('the results page leads with the score and the missing keywords', () => {
  test('1280 px: the score and the missing required keywords are in the first viewport; one Optimize button; no 100% bar left', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(DESKTOP);
    await scanTargeted(page);
    await shoot(page, testInfo, 'results-1280-viewport', false);
    await shoot(page, testInfo, 'results-1280');
    const score = await inViewport(page, 'ats-score-value');
    expect(score.top).toBeGreaterThanOrEqual(0);
    expect(score.bottom).toBeLessThanOrEqual(score.viewport);
    const missing = await inViewport(page, 'missing-keywords');
    expect(missing.top).toBeGreaterThanOrEqual(0);
    expect(missing.bottom).toBeLessThanOrEqual(missing.viewport);
    // The finished progress bar is gone.
    await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
    await expect(page.getByText(/Analyzing with AI\.\.\. 100%/)).toHaveCount(0);
    // One primary way on, and the breakdown says each component once, compactly, with details on demand.
    const result = page.getByTestId('analysis-result');
    await expect(result.getByRole('button', { name: 'View Optimized Resume' })).toHaveCount(1);
    const breakdown = page.getByTestId('score-breakdown');
    await expect(breakdown.locator('[data-component] summary').first()).toBeVisible();
    const details = breakdown.locator('[data-component]:has(details)').first();
    await details.locator('summary').click();
    await expect(details.locator('details')).toHaveAttribute('open', '');
    // The feedback's per-component lines are not repeated on screen beside the breakdown.
    const sections = await result.locator('h4').allInnerTexts();
    const visibleFeedbackHeadings = await result.locator('[data-testid="ai-feedback"] h4:visible').count();
    expect(visibleFeedbackHeadings, `feedback headings on screen: ${sections.join(', ')}`).toBe(0);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(3000);
    expect(await violations(page)).toEqual([]);
  });

  test('360 px: the score is in view once the result is shown', async ({ page }, testInfo) => {
    await page.setViewportSize(PHONE);
    await scanTargeted(page);
    await shoot(page, testInfo, 'results-360-viewport', false);
    await shoot(page, testInfo, 'results-360');
    const score = await inViewport(page, 'ats-score-value');
    expect(score.top).toBeGreaterThanOrEqual(0);
    expect(score.bottom).toBeLessThanOrEqual(score.viewport);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});

test.describe('the drop zone takes the resume by click, drop and paste', () => {
  const zone = (page: Page) => page.getByTestId('resume-file-drop-zone');

  test('a click on the zone opens the file chooser; the chosen file shows as a chip that can be removed', async ({
    page,
  }, testInfo) => {
    await page.goto('/upload');
    await shoot(page, testInfo, 'upload-1280');
    const chooser = page.waitForEvent('filechooser');
    await zone(page)
      .getByText(/drag and drop/i)
      .click();
    await (await chooser).setFiles(RESUME_PDF);
    await expect(page.getByTestId('selected-file')).toContainText('john_doe.pdf');
    await page.getByRole('button', { name: 'Remove john_doe.pdf' }).click();
    await expect(page.getByTestId('selected-file')).toHaveCount(0);
    // Keyboard: the chooser is reached by Tab and opened with Space.
    await page.getByLabel(/resume file/i).focus();
    const byKey = page.waitForEvent('filechooser');
    await page.keyboard.press('Space');
    await (await byKey).setFiles(RESUME_PDF);
    await expect(page.getByTestId('selected-file')).toContainText('john_doe.pdf');
    expect(await violations(page)).toEqual([]);
  });

  test('a dropped file is chosen; a dropped file of the wrong type gets the documented message; then it is analyzed', async ({
    page,
  }) => {
    await page.goto('/upload');
    const drop = async (name: string, type: string, content: string) => {
      const data = await page.evaluateHandle(
        ({ name: fileName, type: fileType, content: text }) => {
          const transfer = new DataTransfer();
          transfer.items.add(new File([text], fileName, { type: fileType }));
          return transfer;
        },
        { name, type, content },
      );
      await zone(page).dispatchEvent('dragenter', { dataTransfer: data });
      await zone(page).dispatchEvent('dragover', { dataTransfer: data });
      await zone(page).dispatchEvent('drop', { dataTransfer: data });
    };
    await drop('photo.png', 'image/png', 'not a resume');
    await expect(page.getByText('Only PDF, DOCX, and TXT files are supported')).toBeVisible();
    await expect(page.getByTestId('selected-file')).toHaveCount(0);
    await drop(
      'jane.txt',
      'text/plain',
      'Jane Smith\njane@example.com\nExperience\nSoftware Engineer at Acme 2019-2024\nBuilt Java services.\nSkills\nJava, SQL',
    );
    await expect(page.getByTestId('selected-file')).toContainText('jane.txt');
    await expect(page.getByText('Only PDF, DOCX, and TXT files are supported')).toHaveCount(0);
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, ARRIVAL);
    await expect(page.getByTestId('analysis-progress')).toHaveCount(0);
  });

  test('a pasted file is chosen', async ({ page }) => {
    await page.goto('/upload');
    await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['Jane Smith\njane@example.com'], 'pasted.txt', { type: 'text/plain' }));
      document.body.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    });
    await expect(page.getByTestId('selected-file')).toContainText('pasted.txt');
  });
});

/** Every route of the app (shell/src/routes/paths.ts), and one that does not exist. */
const ROUTES = [
  '/',
  '/login',
  '/register',
  `/reset-password?token=${'a'.repeat(43)}`,
  '/github-callback',
  '/linkedin-callback',
  '/dashboard',
  '/upload',
  '/upload-resume',
  '/job-description',
  '/optimized-resume',
  '/cover-letter',
  '/profile',
  '/privacy',
  '/terms',
  '/no-such-page',
];

async function sidewaysScroll(page: Page, testInfo: TestInfo, who: string): Promise<string[]> {
  const wide: string[] = [];
  for (const route of ROUTES) {
    await page.goto(route);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(400);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > PHONE.width) {
      // What sticks out: the outermost elements past the right edge, to say where to look.
      const culprits = await page.evaluate((limit) => {
        const out: string[] = [];
        for (const element of Array.from(document.body.querySelectorAll('*'))) {
          const box = element.getBoundingClientRect();
          if (box.right <= limit + 0.5 || box.width === 0) continue;
          if (element.parentElement && element.parentElement.getBoundingClientRect().right > limit + 0.5) continue;
          out.push(
            `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 40)} "${(element.textContent ?? '').trim().slice(0, 30)}" right=${Math.round(box.right)}`,
          );
        }
        return out.slice(0, 3);
      }, PHONE.width);
      wide.push(`${route} (${new URL(page.url()).pathname}): ${width} px: ${culprits.join('; ')}`);
      await shoot(page, testInfo, `wide-${who}-${route.replace(/[^a-z]+/g, '-')}`);
    }
  }
  return wide;
}

test.describe('at 360 px (a phone)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(PHONE);
  });

  test('no page scrolls sideways, signed out', async ({ page }, testInfo) => {
    const wide = await sidewaysScroll(page, testInfo, 'signed-out');
    await page.goto('/upload');
    await shoot(page, testInfo, 'upload-360');
    expect(wide).toEqual([]);
  });

  test('no page scrolls sideways, signed in (with scans on the profile)', async ({ page, request }, testInfo) => {
    const account = await registerAccount(request, 'layout');
    await spendFreeScans(request, account, 2);
    await seedStoredUser(page, account);
    const wide = await sidewaysScroll(page, testInfo, 'signed-in');
    await page.goto('/profile');
    await expect(page.getByTestId('scan-history-rows')).toBeVisible(ARRIVAL);
    await page.waitForTimeout(500);
    await shoot(page, testInfo, 'profile-360');
    expect(wide).toEqual([]);
  });

  test('the signed-in header is a compact bar with a menu', async ({ page, request }, testInfo) => {
    const account: Account = await registerAccount(request, 'layout');
    await seedStoredUser(page, account);
    await page.goto('/dashboard');
    const header = page.getByRole('banner');
    await expect(page.getByRole('button', { name: 'Upload New Resume' })).toBeVisible(ARRIVAL);
    await shoot(page, testInfo, 'dashboard-360');
    const height = await header.evaluate((element) => element.getBoundingClientRect().height);
    console.log(`[layout] ${LABEL} signed-in header at 360 px: ${height} px high`);
    expect(height).toBeLessThanOrEqual(64);
    // The links and Logout are in the menu.
    const menu = header.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Profile' })).toBeHidden();
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await header.getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    // Scrolled down, the header does not take a part of the screen.
    await page.evaluate(() => window.scrollTo(0, 600));
    const top = await header.evaluate((element) => element.getBoundingClientRect().bottom);
    expect(top).toBeLessThanOrEqual(64);
  });

  test('the payment stepper fits', async ({ page, request }, testInfo) => {
    const account = await registerAccount(request, 'layout');
    await seedStoredUser(page, account);
    await page.goto('/profile');
    const card = page.getByTestId('subscription-card');
    await card.getByRole('button', { name: 'Upgrade' }).click();
    const plans = page.getByRole('dialog', { name: 'Upgrade Your Account' });
    await plans.getByRole('listitem', { name: 'Premium plan' }).getByRole('button', { name: 'Choose Premium' }).click();
    const payment = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    const stepper = payment.getByTestId('payment-stepper');
    await expect(stepper).toBeVisible(ARRIVAL);
    await page.waitForTimeout(300);
    for (const title of ['Payment Details', 'Processing', 'Complete']) {
      const step = (await stepper.getByText(title).boundingBox())!;
      expect(step.x, title).toBeGreaterThanOrEqual(0);
      expect(step.x + step.width, title).toBeLessThanOrEqual(PHONE.width);
    }
    expect(await stepper.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await shoot(page, testInfo, 'payment-360');
  });
});
