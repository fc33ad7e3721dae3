import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount, signInQaMember, spendFreeScans, type Account } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { JOB_TEXT } from '../support/fixtures';
import { seedStoredUser } from '../support/session';

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

async function openProfile(page: Page, account: Account) {
  await seedStoredUser(page, account);
  await page.goto('/profile');
  await expect(page.locator('[data-remote-page="mf_profile/ProfilePage"]')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible({ timeout: 20_000 });
}

test.describe('the profile page', () => {
  test('an account edits and saves its personal information and sees it after a reload', async ({ page, request }) => {
    const account = await registerAccount(request, 'prof');
    await openProfile(page, account);
    await page.getByRole('button', { name: 'Edit' }).click();
    const form = page.getByRole('form', { name: 'Edit personal information' });
    await expect(form.getByLabel('Username')).toHaveAttribute('readonly', '');
    await form.getByLabel('First name').fill('Ada');
    await form.getByLabel('Last name').fill('Lovelace');
    await form.getByLabel('Phone number').fill('+1 204 555 0199');
    await form.getByLabel('Date of birth').fill('1990-12-10');
    await form.getByLabel('Bio').fill('Analyst of engines.');
    await expect(form.getByText('19/500')).toBeVisible();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully!')).toBeVisible();
    await expect(page.getByText('Profile updated successfully!')).toBeHidden({ timeout: 6_000 });

    await page.reload();
    const info = page.getByTestId('personal-info');
    await expect(info).toContainText('Ada Lovelace', { timeout: 20_000 });
    await expect(info).toContainText('+1 204 555 0199');
    await expect(info).toContainText('Analyst of engines.');
    await expect(info).toContainText(/Dec 10, 1990|1990/);
    await expect(page.getByTestId('plan-name')).toHaveText('Free');
    await expect(page.getByTestId('last-scan')).toHaveText('Never');

    await page.getByRole('button', { name: 'Back to Scanning' }).click();
    await expect(page).toHaveURL(/\/upload$/);
  });

  test('an account sends a support message', async ({ page, request }) => {
    const account = await registerAccount(request, 'help');
    await openProfile(page, account);
    // Analytics and contact support are rendered as they come near the screen (decision 046): scroll to them.
    await page.mouse.wheel(0, 5000);
    const support = page.getByRole('form', { name: 'Contact support' });
    await expect(support.getByLabel('Email')).toHaveValue(account.email);
    await expect(support.getByLabel('Subject')).toHaveValue('Support Request');
    const send = support.getByRole('button', { name: /Send Message/ });
    await expect(send).toBeDisabled();
    await support.getByLabel('Message').fill('My last scan does not show in my history.');
    await expect(support.getByText('41/8000')).toBeVisible();
    await send.click();
    await expect(page.getByText('Thanks! Your message has been sent. We will get back to you soon.')).toBeVisible();
    await expect(support.getByLabel('Message')).toHaveValue('');
  });

  test('the scan history lists three scans, the chart draws three points, and a stored scan opens and goes on to the optimized resume', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'hist');
    await spendFreeScans(request, account, 3);
    await openProfile(page, account);
    await expect(page.getByTestId('total-scans')).toHaveText('3');
    await expect(page.getByTestId('scan-history-rows').getByRole('row')).toHaveCount(3);
    const chart = page.getByRole('figure', { name: 'Score history' });
    await expect(chart).toBeVisible({ timeout: 20_000 });
    await expect(chart.locator('.recharts-line-dots circle')).toHaveCount(3);
    // The same figures for screen readers: a header row and three scans.
    await expect(chart.getByRole('table')).toHaveCount(1);
    await expect(chart.getByRole('row')).toHaveCount(4);

    await page
      .getByRole('button', { name: /^Open the scan of john_doe\.pdf/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('stored-score')).toHaveText(/^\d{1,3}$/);
    await expect(dialog.getByTestId('stored-breakdown')).toContainText('Bullet');
    await expect(dialog.getByTestId('stored-feedback')).not.toBeEmpty();
    await expect(dialog.getByRole('button', { name: 'Generate Cover Letter' })).toHaveCount(0);
    await dialog.getByRole('button', { name: /View Optimized Resume/ }).click();
    await expect(page).toHaveURL(/\/optimized-resume$/);
    await expect(page.getByTestId('optimized-resume-text')).toContainText(/John Doe/i, { timeout: 20_000 });
  });

  test('an account without scans sees the empty history with a link to /upload', async ({ page, request }) => {
    await openProfile(page, await registerAccount(request, 'empty'));
    const empty = page.getByTestId('scan-history-empty');
    await expect(empty).toBeVisible();
    await empty.getByRole('link', { name: /Scan your first resume/ }).click();
    await expect(page).toHaveURL(/\/upload$/);
  });
});

test.describe('the cover letter page', () => {
  test('a free account gets the Premium warning before the form, and Upgrade Now opens the plans', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'free');
    await spendFreeScans(request, account, 1);
    await seedStoredUser(page, account);
    await page.goto('/cover-letter');
    await expect(page.getByText('Premium Feature', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('resume-source')).toContainText('john_doe.pdf');
    // Told before filling anything (decision 029): the warning, and Generate disabled.
    const warning = page.getByTestId('premium-warning');
    await expect(warning).toContainText(
      'Cover letter generation is a Premium feature. Upgrade your membership to unlock AI-powered cover letters!',
    );
    await expect(page.getByRole('button', { name: 'Generate Cover Letter' })).toBeDisabled();
    await warning.getByRole('button', { name: 'Upgrade Now' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Upgrade Your Account' }).getByRole('listitem', { name: 'Premium plan' }),
    ).toBeVisible({ timeout: 20_000 });
  });

  test('a Premium member scans a PDF resume, writes a letter in each tone, sees each differ, and downloads it as .docx and .txt', async ({
    page,
    request,
  }) => {
    // A scan and four letters: a longer bound against hangs on a busy machine.
    test.slow();
    const member = await signInQaMember(request);
    await seedStoredUser(page, { ...member, isPremium: true });
    await page.goto('/upload');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    // The upload form's own button (the journey's step 2 has one too).
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page).toHaveURL(/\/cover-letter$/);
    await expect(page.getByTestId('resume-source')).toContainText('the resume you just analyzed', { timeout: 20_000 });

    const job = JOB_TEXT;
    await page.getByLabel(/Job Title/).fill('Java Developer');
    await page.getByLabel(/Company Name/).fill('Tech Solutions');
    await page.getByLabel(/Job Description/).fill(job);
    const openers: Record<string, RegExp> = {
      professional: /I am writing to apply for the Java Developer position at Tech Solutions\./,
      enthusiastic: /I was excited to see the Java Developer opening at Tech Solutions/,
      confident: /I am applying for the Java Developer role at Tech Solutions, where my experience maps directly/,
      friendly: /I'm reaching out about the Java Developer role at Tech Solutions/,
    };
    const letters = new Set<string>();
    for (const [tone, opener] of Object.entries(openers)) {
      await page.getByLabel('Tone').selectOption(tone);
      await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
      const text = page.getByTestId('cover-letter-text');
      await expect(text).toContainText(opener, { timeout: 20_000 });
      await expect(text).toContainText(/John Doe/i);
      await expect(text).toContainText('Northwind Freight Systems');
      letters.add((await text.textContent()) ?? '');
      if (tone !== 'friendly') await page.getByRole('button', { name: 'Regenerate' }).click();
    }
    expect(letters.size).toBe(4);

    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .docx' }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe('cover-letter-tech-solutions.docx');
    const bytes = readFileSync((await docx.path())!);
    expect(bytes.subarray(0, 2).toString('latin1')).toBe('PK');
    // Stored, not compressed: the document's text is readable in the archive.
    expect(bytes.toString('utf8')).toContain('word/document.xml');
    expect(bytes.toString('utf8')).toContain("I'm reaching out about the Java Developer role at Tech Solutions");
    const [txt] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download .txt' }).click(),
    ]);
    expect(txt.suggestedFilename()).toBe('cover-letter-tech-solutions.txt');
    expect(readFileSync((await txt.path())!, 'utf8')).toMatch(/^Dear Hiring Manager,\r\n\r\nI'm reaching out/);

    await page.getByRole('button', { name: /Back to Resume Analysis/ }).click();
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/);
  });
});
