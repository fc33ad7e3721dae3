import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { asNewClient } from '../support/client-ip';
import { seedGuest } from '../support/session';

// A resume written for this journey: the first role has no dates, so the reader warns about it.
const RESUME = [
  'Jane Smith',
  'jane.smith@example.com | (555) 123-4567 | linkedin.com/in/janesmith | Denver, CO',
  '',
  'Experience',
  'Volunteer Coordinator',
  'Denver Food Bank',
  '• Organized 120 volunteers for weekend food drives.',
  '• Recruited 40 new volunteers through local schools.',
  '',
  'Operations Manager, Northwind Traders, Denver, CO',
  'Jan 2020 – Present',
  '• Led a team of 25 pickers and cut late shipments by 30%.',
  '',
  'Education',
  'Bachelor of Science in Business, University of Colorado, 2015',
  '',
  'Skills',
  'Inventory Management, Excel, SQL',
].join('\n');
const WARNING =
  'No dates found for "Volunteer Coordinator": many ATS cannot place a role without dates; put them on the role\'s line.';

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => `${n.target.join(' ')} ${n.html.slice(0, 120)}`)
        .slice(0, 4)
        .join(' | ')}`,
  );
}

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test('a guest sees how an ATS read their resume, a warning for a role without dates, and tells us it is wrong', async ({
  page,
}, testInfo) => {
  await seedGuest(page);
  await page.goto('/upload');
  await page
    .getByLabel(/resume file/i)
    .setInputFiles({ name: 'jane-smith.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME) });
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
  await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });

  // Folded by default below the score's results; the warning count shows.
  const panel = page.getByTestId('reading-panel');
  await expect(panel.getByRole('heading', { name: 'How an ATS reads your resume' })).toBeVisible();
  await expect(panel.getByText(WARNING)).toBeHidden();
  await panel.getByText('Show what was read').click();
  await expect(panel.getByText(WARNING)).toBeVisible();
  await expect(panel.getByTestId('reading-roles')).toContainText('Operations Manager');
  await expect(panel).toContainText('jane.smith@example.com');
  // The score says the same under 'Date consistency'.
  await page.getByTestId('score-breakdown').locator('[data-component="dates"] summary').click();
  await expect(page.getByTestId('score-breakdown').locator('[data-component="dates"]')).toContainText(WARNING);
  expect(await violations(page)).toEqual([]);
  await panel.screenshot({ path: testInfo.outputPath('reading-panel-1280.png') });

  // 'This is wrong': consent is asked for before anything is sent.
  await panel.getByRole('button', { name: 'This is wrong' }).click();
  await panel.getByLabel('What is wrong').selectOption('roles');
  await panel.getByLabel('What it should say (optional)').fill('Volunteer Coordinator, Denver Food Bank, 2019 – 2021');
  await panel.getByRole('button', { name: 'Send correction' }).click();
  await expect(panel.getByRole('alert')).toContainText('Tick the box');
  expect(await violations(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  // At 360 px the panel and its form fit the screen: nothing in it is wider than the panel.
  const overflow = await panel.evaluate(
    (element) =>
      Array.from(element.querySelectorAll('*')).filter(
        (child) => child.getBoundingClientRect().right > element.getBoundingClientRect().right + 1,
      ).length,
  );
  expect(overflow).toBe(0);
  await panel.screenshot({ path: testInfo.outputPath('reading-form-360.png') });
  expect(await violations(page)).toEqual([]);

  await panel.getByRole('checkbox', { name: /Store how my resume was read/ }).check();
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/resume/reading-feedback'));
  await panel.getByRole('button', { name: 'Send correction' }).click();
  expect((await sent).status()).toBe(201);
  await expect(panel.getByRole('status')).toContainText('Your correction was stored');
  expect(await violations(page)).toEqual([]);
  await panel.screenshot({ path: testInfo.outputPath('reading-sent-360.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
});
