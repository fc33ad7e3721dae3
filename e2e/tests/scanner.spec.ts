import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { asNewClient } from '../support/client-ip';
import { seedStoredUser } from '../support/session';

import { JOB_PDF, JOB_TEXT as OWN_JD, RESUME_PDF } from '../support/fixtures';

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

async function chooseResume(page: Page, file = RESUME_PDF) {
  await page.getByLabel(/resume file/i).setInputFiles(file);
}

async function analyze(page: Page) {
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
}

async function scoreShown(page: Page): Promise<number> {
  const value = page.getByTestId('ats-score-value');
  await expect(value).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
  return Number(await value.textContent());
}

async function saveJobDescription(page: Page, title: string, text: string) {
  await page.goto('/job-description');
  await page.getByLabel('Job Title').fill(title);
  await page.getByLabel('Job description', { exact: true }).fill(text);
  // The confirmation shows for 0.8 s before the page moves on: watched for from before the click,
  // so a busy machine cannot let it come and go between two looks.
  await Promise.all([
    page.getByText('Job description saved successfully!').waitFor({ state: 'visible' }),
    page.getByRole('button', { name: 'Save Job Description' }).click(),
  ]);
  await expect(page).toHaveURL(/\/upload$/);
}

test.describe('scanning a resume', () => {
  test('a guest from the landing page scans a PDF resume, opens the optimized resume, watches it stream and rescore, and downloads it', async ({
    page,
  }) => {
    await page.goto('/');
    await Promise.all([
      page.waitForURL(/\/dashboard$/),
      page.getByRole('button', { name: 'Get Started for Free' }).first().click(),
    ]);
    await page.getByRole('button', { name: 'Upload New Resume' }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByText('Supported formats: PDF, DOCX, TXT (Max size: 10MB)')).toBeVisible();

    await chooseResume(page);
    await analyze(page);
    const score = await scoreShown(page);
    expect(score).toBeGreaterThan(0);
    // The progress shows while the scan runs (a fast scan may never show it) and is gone once done.
    await expect(page.getByText(/Analyzing with AI\.\.\./)).toHaveCount(0);
    // The breakdown is drawn per component, and the feedback sentence follows the score band.
    const breakdown = page.getByTestId('score-breakdown');
    await expect(breakdown.getByRole('meter').or(breakdown.getByRole('progressbar')).first()).toBeVisible();
    await expect(breakdown).toContainText('Bullet');
    const band =
      score >= 80 ? 'Excellent!' : score >= 60 ? 'Good!' : 'Your resume could benefit from ATS optimization.';
    await expect(page.getByTestId('ats-feedback')).toContainText(band);
    await expect(page.getByTestId('ai-feedback')).not.toBeEmpty();

    await page.getByRole('button', { name: 'View Optimized Resume' }).click();
    await expect(page).toHaveURL(/\/optimized-resume$/);
    await expect(page.locator('[data-remote-page="mf_scanner/OptimizedResumePage"]')).toBeAttached();
    const optimized = page.getByTestId('optimized-resume-text');
    await expect(optimized).toContainText(/John Doe/i, { timeout: 20_000 });
    await expect(optimized).toContainText(/experience/i);
    await expect(page.getByText('Rescoring...')).toBeHidden({ timeout: 20_000 });
    const rescored = Number(await page.getByTestId('optimized-score-value').textContent());
    expect(rescored).toBeGreaterThanOrEqual(score);
    await expect(page.getByText('Target Achieved: optimized for 90%+ ATS compatibility')).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('optimized-resume.html');
    const html = readFileSync((await download.path())!, 'utf8');
    expect(html).toMatch(/John Doe/i);
    expect(html).toMatch(/<html/i);

    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /DOCX/ }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe('optimized-resume.docx');
    // A DOCX is a zip archive: it starts with PK.
    expect(
      readFileSync((await docx.path())!)
        .subarray(0, 2)
        .toString('latin1'),
    ).toBe('PK');
  });

  test('an anonymous visitor with no session scans too, and the optimized resume sends them to /login', async ({
    page,
  }) => {
    await page.goto('/upload');
    await expect(page.getByText('Get 3 free resume scans! No account required to start.')).toBeVisible();
    await expect(page.getByText('Free Scans')).toBeVisible();
    await chooseResume(page);
    await analyze(page);
    await scoreShown(page);
    await expect(page.getByText(/IP-based tracking: 1 scan used/)).toBeVisible();
    await page.getByRole('button', { name: 'View Optimized Resume' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an anonymous visitor is offered more scans (Login for More Scans, Upgrade Now) and can scan from the journey's step 2", async ({
    page,
  }) => {
    await page.goto('/upload');
    const more = page.getByRole('region', { name: 'More scans' });
    await more.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText('Create an account to upgrade and get unlimited scans!')).toBeVisible();
    await page.goto('/upload');
    await page
      .getByRole('region', { name: 'More scans' })
      .getByRole('button', { name: 'Login for More Scans' })
      .click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/upload');
    const stepTwo = page
      .getByRole('list', { name: 'Your resume journey' })
      .getByRole('button', { name: 'Analyze Resume' });
    await stepTwo.click();
    await expect(page.getByText('Please select a resume file first.')).toBeVisible();
    await chooseResume(page);
    await stepTwo.click();
    await scoreShown(page);
    await expect(page.getByText(/IP-based tracking: 1 scan used/)).toBeVisible();
  });

  test('a guest who opens /optimized-resume without a result is sent to /upload-resume', async ({ page }) => {
    await page.goto('/');
    await Promise.all([
      page.waitForURL(/\/dashboard$/),
      page.getByRole('button', { name: 'Get Started for Free' }).first().click(),
    ]);
    await page.goto('/optimized-resume');
    await expect(page).toHaveURL(/\/upload-resume$/);
    await expect(
      page.getByRole('region', { name: 'Upload your resume' }).getByRole('button', { name: 'Analyze Resume' }),
    ).toBeVisible();
  });

  test('the fourth anonymous scan opens the scan-limit dialog', async ({ page }) => {
    await page.goto('/upload');
    for (let scan = 1; scan <= 3; scan += 1) {
      await chooseResume(page);
      await analyze(page);
      await scoreShown(page);
      await page.getByRole('button', { name: 'Upload Another Resume' }).click();
    }
    await chooseResume(page);
    await analyze(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(/Scan Limit Reached|Upgrade Required/);
    await expect(dialog).toContainText('Sign up for an account and upgrade to continue scanning resumes.');
    await expect(dialog.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Sign Up & Upgrade' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await expect(page.getByText('Create an account to upgrade and get unlimited scans!')).toBeVisible();
  });

  test('a saved job description targets the scan: chip, keywords and a different score', async ({ page }) => {
    await page.goto('/upload');
    await chooseResume(page);
    await analyze(page);
    const general = await scoreShown(page);

    await saveJobDescription(page, 'Java Developer', OWN_JD);
    const chip = page.getByText('Targeted Analysis');
    await expect(chip).toBeVisible();
    await expect(page.getByTestId('saved-job-description')).toContainText(OWN_JD.trim().slice(0, 60).trim());

    await chooseResume(page);
    await analyze(page);
    const targeted = await scoreShown(page);
    expect(targeted).not.toBe(general);
    await expect(page.getByTestId('matched-keywords')).toContainText('Java');
    // The streamed analysis replaces the feedback and ends with the final score.
    await expect(page.getByTestId('ai-feedback')).toContainText(/keyword/i, { timeout: 20_000 });
  });

  test('a signed-in account sees its daily scans and can scan', async ({ page, request }) => {
    const id = `scan${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const response = await request.post('/api/auth/register', {
      data: { username: id, email: `${id}@example.com`, password: 'correct-horse-battery' },
    });
    expect(response.ok()).toBe(true);
    const { token, username, email } = await response.json();
    await seedStoredUser(page, { token, username, email });
    await page.goto('/upload');
    await expect(
      page.getByText('Upload your resume to get AI-powered analysis and optimization suggestions.'),
    ).toBeVisible();
    await expect(page.getByText('Daily Scans')).toBeVisible();
    await chooseResume(page);
    await analyze(page);
    await scoreShown(page);
    await expect(page.getByText('Total scans today: 1')).toBeVisible();
  });
});

test.describe('what the scanner refuses (docs/product/rules-and-limits.md#resume-file)', () => {
  test('resume file: no file, wrong type, too large; an unreadable PDF costs no scan', async ({ page }) => {
    await page.goto('/upload');
    await analyze(page);
    await expect(page.getByText('Please select a resume file first.')).toBeVisible();

    await page
      .getByLabel(/resume file/i)
      .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expect(page.getByText('Only PDF, DOCX, and TXT files are supported')).toBeVisible();

    await page.getByLabel(/resume file/i).setInputFiles({
      name: 'big.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20),
    });
    await expect(page.getByText('File size must be less than 10MB')).toBeVisible();

    // A PNG named .pdf passes the browser's check; the server reads the bytes and refuses it.
    await page.getByLabel(/resume file/i).setInputFiles({
      name: 'resume.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
    });
    await analyze(page);
    await expect(page.getByRole('alert').filter({ hasText: /PDF|file/i })).toBeVisible();
    await expect(page.getByText(/IP-based tracking: 0 scans used/)).toBeVisible();
  });

  test('job description: empty text, empty title, wrong file type, too large', async ({ page }) => {
    await page.goto('/job-description');
    await page.getByRole('button', { name: 'Save Job Description' }).click();
    await expect(page.getByText('Please enter a job description or upload a file.')).toBeVisible();

    await page.getByLabel('Job description', { exact: true }).fill('We need a Java developer with Spring Boot.');
    await page.getByRole('button', { name: 'Save Job Description' }).click();
    await expect(page.getByText('Please enter a job title.')).toBeVisible();

    await page.getByRole('tab', { name: 'Upload File' }).click();
    await page
      .getByLabel('Job description file')
      .setInputFiles({ name: 'jd.png', mimeType: 'image/png', buffer: Buffer.from('89504e47', 'hex') });
    await expect(page.getByText('Please upload a PDF, DOCX, or TXT file only.')).toBeVisible();
    await page
      .getByLabel('Job description file')
      .setInputFiles({ name: 'jd.txt', mimeType: 'text/plain', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61) });
    await expect(page.getByText('File size must be less than 10MB.')).toBeVisible();

    // A real PDF job description is extracted by the server, and its name fills the empty title.
    await page.getByLabel('Job description file').setInputFiles(JOB_PDF);
    await expect(page.getByLabel(/Extracted text/)).toHaveValue(/Java/, { timeout: 15_000 });
    await expect(page.getByLabel('Job Title')).toHaveValue('java-developer');
  });
});
