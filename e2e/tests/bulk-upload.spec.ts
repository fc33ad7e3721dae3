import { readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { registerAccount, signInQaMember } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { seedStoredUser } from '../support/session';

// Bulk resume upload (docs/decisions/039): a Premium member scans several resumes at once from the
// upload page; a free member is told what it is and how to upgrade.
const CORPUS = path.resolve(import.meta.dirname, '../../../shared/corpus/resumes');
const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: readFileSync(path.join(CORPUS, name)) });
const GOOD = ['john_doe.pdf', 'barry_allen_fe.pdf', 'bruce_wayne_fullstack.pdf', 'alfred_pennyworth_pm.pdf'];
/** Named as a PDF, but it is text: the reader refuses it with its message. */
const BAD = {
  name: 'not-really.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('this is plain text, not a PDF file'),
};

async function violations(page: Page, exclude?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (exclude ? builder.exclude(exclude) : builder).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
        .slice(0, 4)
        .join(' | ')}`,
  );
}

const SAVED_JOB = {
  id: 1,
  jobTitle: 'Platform Engineer',
  companyName: 'Globex',
  description:
    'Platform Engineer. Required: Kubernetes, Terraform, Kafka, gRPC, Rust and Snowflake. You will run our Kubernetes clusters with Terraform and build gRPC services in Rust.',
  savedAt: '2026-11-27T04:00:00.000Z',
  source: 'manual_input',
};

const scores = async (page: Page) =>
  (await page.getByTestId('bulk-score').allTextContents()).map((text) => text.trim());

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test('a Premium member bulk-uploads 5 files with one bad one: 4 scores and 1 error, sorts, opens an analysis, exports CSV; the batch is listed again on return', async ({
  page,
  request,
}) => {
  // Five scans, two axe passes, a download and a reload: 20-60 s in full runs on a busy machine,
  // so a longer bound against hangs.
  test.slow();
  const member = await signInQaMember(request);
  await seedStoredUser(page, { ...member, isPremium: true });
  // A saved job description (the job description page's storage): every file is compared with it.
  await page.addInitScript((item) => {
    if (!window.localStorage.getItem('jobDescriptions'))
      window.localStorage.setItem('jobDescriptions', JSON.stringify([item]));
  }, SAVED_JOB);
  await page.goto('/upload');

  const section = page.getByRole('region', { name: 'Bulk resume upload' });
  // The bulk upload's code is fetched when it is opened, not with the page.
  const chunks: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') chunks.push(req.url());
  });
  await section.getByRole('button', { name: 'Open Bulk Upload' }).click();
  await expect(section.getByLabel('Resume files')).toBeVisible();
  expect(chunks.some((url) => url.includes('/remotes/'))).toBe(true);

  await expect(section.getByLabel('Compare with my saved job description (Platform Engineer)')).toBeChecked();
  await section
    .getByLabel('Resume files')
    .setInputFiles([pdf(GOOD[0]!), pdf(GOOD[1]!), BAD, pdf(GOOD[2]!), pdf(GOOD[3]!)]);
  await expect(section.getByTestId('bulk-selected')).toHaveText('5 files chosen');
  await section.getByRole('button', { name: 'Scan 5 Resumes' }).click();

  const rows = section.getByTestId('bulk-row');
  await expect(rows).toHaveCount(5);
  await expect(section.locator('[data-testid="bulk-row"][data-status="done"]')).toHaveCount(4, { timeout: 45_000 });
  await expect(section.locator('[data-testid="bulk-row"][data-status="failed"]')).toHaveCount(1);
  const bad = section.locator('[data-testid="bulk-row"][data-status="failed"]');
  await expect(bad).toContainText('not-really.pdf');
  await expect(bad.getByTestId('bulk-error')).toHaveText(/\w+ \w+ \w+/);
  const shown = await scores(page);
  expect(shown.filter((score) => /^\d+$/.test(score))).toHaveLength(4);
  expect(shown[2]).toBe('—');
  // Each scored row lists its three most important missing keywords of the saved job.
  await expect(section.getByText('Targeted Analysis')).toBeVisible();
  for (const name of GOOD) {
    const findings = section.locator('[data-testid="bulk-row"]', { hasText: name }).getByRole('listitem');
    await expect(findings).toHaveCount(3);
    await expect(findings.first()).toHaveText(/^Missing keyword: /);
  }

  expect(await violations(page)).toEqual([]);

  // Sorted by score, highest first, the failed row last.
  await section.getByRole('columnheader', { name: /Score/ }).getByRole('button').click();
  await expect(section.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
  const sorted = await scores(page);
  const numbers = sorted.slice(0, 4).map(Number);
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  expect(sorted[4]).toBe('—');

  // The CSV holds the table in the order shown.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('resume-scores.csv');
  const csv = readFileSync((await download.path())!, 'utf8')
    .trim()
    .split('\r\n');
  expect(csv[0]).toBe('"File","Status","Score","Finding 1","Finding 2","Finding 3","Error"');
  expect(csv).toHaveLength(6);
  expect(csv.slice(1, 5).map((line) => Number(line.split('","')[2]))).toEqual(numbers);
  expect(csv[5]).toMatch(/^"not-really\.pdf","Failed","",.*"[^"]{10,}"$/);
  for (const name of GOOD) expect(csv.some((line) => line.startsWith(`"${name}","Done","`))).toBe(true);

  // A row opens its full analysis.
  const top = section.getByTestId('bulk-row').first();
  const topName = (await top.locator('td').first().textContent())!.trim();
  await top.getByRole('button', { name: `Open analysis of ${topName}` }).click();
  const analysis = page.getByRole('region', { name: `Analysis of ${topName}` });
  await expect(analysis.getByRole('heading', { name: `Analysis of ${topName}` })).toBeFocused();
  await expect(analysis.getByTestId('ats-score-value')).toHaveText(String(numbers[0]));
  // The analysis view is the upload page's own; its keyword chips are checked where that view is.
  expect(await violations(page, '[aria-label^="Analysis of"] .chakra-badge')).toEqual([]);

  // Back on the page later: the section opens again with the batch.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Bulk resume upload' }).getByTestId('bulk-row')).toHaveCount(5);
  await expect(page.locator('[data-testid="bulk-row"][data-status="done"]')).toHaveCount(4);
});

test('a free member sees what bulk upload is and the way to upgrade: the plans', async ({ page, request }) => {
  const account = await registerAccount(request, 'bulkfree');
  await seedStoredUser(page, account);
  await page.goto('/upload');
  const section = page.getByRole('region', { name: 'Bulk resume upload' });
  await section.getByRole('button', { name: 'Open Bulk Upload' }).click();
  const explanation = section.getByTestId('bulk-not-on-plan');
  await expect(explanation).toContainText('Scan up to 20 resumes at once');
  await expect(explanation).toContainText('Bulk resume upload is not included in your plan.');
  await expect(section.getByLabel('Resume files')).toHaveCount(0);
  expect(await violations(page)).toEqual([]);
  // The server refuses it too.
  const refused = await request.post('/api/resume/bulk', {
    headers: { Authorization: `Bearer ${account.token}` },
    data: { files: [{ fileName: 'a.pdf' }], industry: 'General' },
  });
  expect(refused.status()).toBe(403);
  await section.getByRole('button', { name: 'Upgrade to Unlock' }).click();
  await expect(page.getByRole('dialog', { name: 'Upgrade Your Account' })).toBeVisible();
});
