import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { asNewClient } from '../support/client-ip';
import { docxText } from '../support/docx-text';

// Optimizing with consent, in the composed app: the job's keywords the resume does not show are
// offered as a checklist and written into the optimized resume only once ticked and applied.
import { JOB_TEXT as JOB, RESUME_PDF } from '../support/fixtures';

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('the optimized resume names no missing keyword until the person ticks it; ticked ones are added and the score rises', async ({
  page,
}) => {
  await page.goto('/');
  await Promise.all([
    page.waitForURL(/\/dashboard$/),
    page.getByRole('button', { name: 'Get Started for Free' }).first().click(),
  ]);
  await page.goto('/job-description');
  await page.getByLabel('Job Title').fill('Java Developer');
  await page.getByLabel('Job description', { exact: true }).fill(JOB);
  await page.getByRole('button', { name: 'Save Job Description' }).click();
  await expect(page).toHaveURL(/\/upload$/);

  await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
  await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'View Optimized Resume' }).click();
  await expect(page).toHaveURL(/\/optimized-resume$/);

  const checklist = page.getByTestId('keyword-checklist');
  await expect(checklist.getByRole('heading', { name: 'Add the ones you really have' })).toBeVisible({
    timeout: 20_000,
  });
  const boxes = checklist.getByRole('checkbox');
  expect(await boxes.count()).toBeGreaterThanOrEqual(3);
  for (const box of await boxes.all()) await expect(box).not.toBeChecked();
  const keywords = await checklist.locator('label').allTextContents();

  const text = page.getByTestId('optimized-resume-text');
  await expect(text).toContainText(/John Doe/i, { timeout: 20_000 });
  await expect(page.getByText('Rescoring...')).toBeHidden({ timeout: 20_000 });
  const before = Number(await page.getByTestId('optimized-score-value').textContent());
  const shown = (await text.textContent()) ?? '';
  for (const keyword of keywords) expect(shown.toLowerCase()).not.toContain(keyword.toLowerCase());
  expect(shown).not.toContain('TO CONFIRM');

  const chosen = keywords.slice(0, 2);
  for (const keyword of chosen) await checklist.getByRole('checkbox', { name: keyword }).check();
  await checklist.getByRole('button', { name: 'Add to my resume' }).click();
  await expect(checklist.getByRole('status')).toHaveText('2 keywords added at your request.');
  for (const keyword of chosen) await expect(text).toContainText(keyword, { timeout: 20_000 });
  await expect(page.getByText('Rescoring...')).toBeHidden({ timeout: 20_000 });
  const after = Number(await page.getByTestId('optimized-score-value').textContent());
  expect(after).toBeGreaterThan(before);
  // The resume as it will be sent: the document with its change marks switched off.
  await page.getByRole('button', { name: /Show changes/ }).click();
  await expect(text.locator('ins, del')).toHaveCount(0);
  const now = (await text.innerText()).replace(/\(check this number\)/g, '');
  for (const keyword of keywords.slice(2)) expect(now.toLowerCase()).not.toContain(keyword.toLowerCase());

  // What is downloaded, copied and exported to Word is what is shown: the ticked keywords, no other.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  const html = readFileSync((await download.path())!, 'utf8');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Optimized resume copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  // Bullets are list items on the page, '•' in the copied text.
  const words = (text: string) => text.replace(/•/g, ' ').replace(/\s+/g, ' ').trim();
  expect(words(copied)).toBe(words(now));
  const [docx] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /DOCX/ }).click()]);
  const word = docxText(readFileSync((await docx.path())!));
  expect(word).toMatch(/John Doe/i);
  for (const form of [html, copied, word]) {
    for (const keyword of chosen) expect(form).toContain(keyword);
    for (const keyword of keywords.slice(2)) expect(form.toLowerCase()).not.toContain(keyword.toLowerCase());
    expect(form).not.toContain('TO CONFIRM');
  }
});
