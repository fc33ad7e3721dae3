// Markup someone writes into a resume, a job description or a cover letter's fields is shown as
// text everywhere the composed app puts it (analysis, optimized resume, saved job, letter) and in
// the downloaded optimized-resume.html opened from disk: no script runs, no element is injected.
import { readFileSync } from 'node:fs';
import { type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { signInQaMember } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { seedGuest, seedStoredUser } from '../support/session';

/** Each payload, if it ever ran, would set window.__xss (or open a dialog, or add an <img id>). */
const PAYLOADS = {
  img: '<img id="xss-img" src="x" onerror="window.__xss=\'img\'">',
  script: '<script>window.__xss="script"</script>',
  svg: '"><svg id="xss-svg" onload="window.__xss=\'svg\'">',
  link: '<a id="xss-link" href="javascript:window.__xss=\'link\'">portfolio</a>',
};

const HOSTILE_RESUME = `Jane Markup
jane.markup@example.com | (555) 010-7788 | Portland, OR ${PAYLOADS.img}

SUMMARY
Software engineer ${PAYLOADS.script} building web applications with React and Node.js.

EXPERIENCE
Senior Software Engineer | Acme Corp ${PAYLOADS.svg} | Jan 2020 - Present
- Developed a React and TypeScript front end used by 40,000 customers ${PAYLOADS.link}
- Reduced page load time by 35% by splitting bundles and caching API responses

Software Engineer | Initech | Jun 2016 - Dec 2019
- Built REST APIs in Node.js and PostgreSQL serving 2 million requests a day

EDUCATION
B.S. Computer Science, Oregon State University, 2016

SKILLS
JavaScript, TypeScript, React, Node.js, PostgreSQL, ${PAYLOADS.img}
`;

const HOSTILE_JOB = `Frontend Engineer ${PAYLOADS.script}
We are hiring a frontend engineer with React, TypeScript, GraphQL and accessibility experience.
${PAYLOADS.img} Experience with testing (Jest, Playwright) and design systems is a plus.`;

/** Fails the test on any dialog, and records what a payload would have set. */
async function guard(page: Page): Promise<string[]> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function nothingRan(page: Page, dialogs: string[]) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss ?? null)).toBeNull();
  // The one inline script element is the server's remotes data block, inert JSON (decision 023).
  expect(
    await page
      .locator('#xss-img, #xss-svg, #xss-link, script:not([src]):not(#rb-remotes[type="application/json"])')
      .count(),
  ).toBe(0);
  expect(dialogs).toEqual([]);
}

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test.describe('markup in what people write', () => {
  test('a resume and a job description full of markup are shown as text on the analysis, the saved job and the optimized resume, and the download runs nothing from disk', async ({
    page,
  }) => {
    test.slow();
    const dialogs = await guard(page);
    // A guest: the optimized resume is for a session (an anonymous visitor is sent to /login).
    await seedGuest(page);
    await page.goto('/job-description');
    await page.getByLabel('Job Title').fill(`Frontend ${PAYLOADS.svg}`);
    await page.getByLabel('Job description', { exact: true }).fill(HOSTILE_JOB);
    // The confirmation shows for 0.8 s before the page moves on: watched for from before the click,
    // so a busy machine cannot let it come and go between two looks.
    await Promise.all([
      page.getByText('Job description saved successfully!').waitFor({ state: 'visible' }),
      page.getByRole('button', { name: 'Save Job Description' }).click(),
    ]);
    await expect(page).toHaveURL(/\/upload$/);
    // The saved job is shown with its markup as characters.
    await expect(page.getByTestId('saved-job-description')).toContainText('<script>');
    await nothingRan(page, dialogs);

    await page
      .getByLabel(/resume file/i)
      .setInputFiles({ name: 'jane-markup.txt', mimeType: 'text/plain', buffer: Buffer.from(HOSTILE_RESUME) });
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
    await expect(page.getByTestId('ai-feedback')).not.toBeEmpty();
    await nothingRan(page, dialogs);

    await page.getByRole('button', { name: 'View Optimized Resume' }).click();
    await expect(page).toHaveURL(/\/optimized-resume$/);
    const optimized = page.getByTestId('optimized-resume-text');
    await expect(optimized).toContainText('Jane Markup', { timeout: 20_000 });
    await expect(page.getByText('Rescoring...')).toBeHidden({ timeout: 20_000 });
    await nothingRan(page, dialogs);
    // The resume as it will be sent: the document with its change marks switched off.
    await page.getByRole('button', { name: /Show changes/ }).click();
    await expect(optimized.locator('ins, del')).toHaveCount(0);
    const words = (text: string) =>
      text
        .replace(/\(check this number\)/g, '')
        .replace(/\s+/g, ' ')
        .trim();
    const shown = words(await optimized.innerText());

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download', exact: true }).click(),
    ]);
    // Saved under its own name: Chromium reads a file as HTML by its extension.
    const file = test.info().outputPath(download.suggestedFilename());
    await download.saveAs(file);
    expect(file.endsWith('optimized-resume.html')).toBe(true);
    const html = readFileSync(file, 'utf8');
    expect(html).toContain('Content-Security-Policy" content="default-src \'none\'');
    expect(html).not.toMatch(/<(script|img|svg|a)\b/i);
    // Opened from disk, as the person will: the resume reads as written, nothing runs.
    await page.goto(`file://${file}`);
    await expect(page.locator('main')).toContainText('Jane Markup');
    expect(words(await page.locator('main').innerText())).toBe(shown);
    await nothingRan(page, dialogs);
  });

  test('a cover letter for a company whose name and job are markup shows them as text', async ({ page, request }) => {
    test.slow();
    const dialogs = await guard(page);
    const member = await signInQaMember(request);
    await seedStoredUser(page, { ...member, isPremium: true });
    await page.goto('/upload');
    await page
      .getByLabel(/resume file/i)
      .setInputFiles({ name: 'jane-markup.txt', mimeType: 'text/plain', buffer: Buffer.from(HOSTILE_RESUME) });
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    await expect(page).toHaveURL(/\/cover-letter$/);
    await page.getByLabel(/Job Title/).fill('Frontend Engineer');
    await page.getByLabel(/Company Name/).fill('Globex <img id="xss-img" src="x" onerror="window.__xss=1">');
    await page.getByLabel(/Job Description/).fill(HOSTILE_JOB);
    await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
    const letter = page.getByTestId('cover-letter-text');
    await expect(letter).toContainText('Globex <img id="xss-img"', { timeout: 20_000 });
    await nothingRan(page, dialogs);
  });
});
