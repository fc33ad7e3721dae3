import { readFileSync } from 'node:fs';
import { expect, test } from '../support/test';
import { asNewClient } from '../support/client-ip';
import { engineRead } from '../support/engine-read';

// Issue 31, in the composed app: the optimized resume is a document people can send. It is shown
// as one (name, headings, roles, bullets) with its changes marked (<ins>/<del>, a legend, a switch),
// a number that lost its '%' is flagged, and it downloads as PDF, DOCX and the
// the HTML page (docs/product/screens.md#optimized-resume-page), each read back: the PDF and DOCX with the engine's own reader.
// A resume as its text was read from a PDF: a current role written in the past tense, with a
// bullet whose '%' was lost in extraction ('by 30'), as in the sample corpus's john_doe.pdf.
const RESUME_TEXT = `Jane Roe
jane.roe@example.com | (555) 010-0100 | Portland, OR

EXPERIENCE
Senior Engineer | Acme Corp | Jan 2021 - Present
- Developed the billing service used by 2 million customers
- Used Angular for developing dynamic web front-ends, improving user experience by 30
- Reduced page load time by 40% with code splitting
- Created RESTful services and APIs for partner applications
Engineer | Beta Inc | Jan 2018 - Dec 2020
- Developed internal tools in Python and Java
- Wrote unit tests using JUnit and Mockito for the payments team

EDUCATION
BSc Computer Science | State University | 2017

SKILLS
Java, Python, Angular, TypeScript, SQL, Git
`;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test('optimize a resume, read it as a document with its changes marked, and download it as PDF, DOCX and HTML', async ({
  page,
}) => {
  await page.goto('/');
  await Promise.all([
    page.waitForURL(/\/dashboard$/),
    page.getByRole('button', { name: 'Get Started for Free' }).first().click(),
  ]);
  await page.goto('/upload');
  await page
    .getByLabel(/resume file/i)
    .setInputFiles({ name: 'jane-roe.txt', mimeType: 'text/plain', buffer: Buffer.from(RESUME_TEXT) });
  await page
    .getByRole('region', { name: 'Upload your resume' })
    .getByRole('button', { name: 'Analyze Resume' })
    .click();
  await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, { timeout: 20_000 });
  await page.getByRole('button', { name: 'View Optimized Resume' }).click();
  await expect(page).toHaveURL(/\/optimized-resume$/);

  // A document: the name, section headings, roles and bullets, not a box of text.
  const doc = page.getByRole('article', { name: 'Optimized resume' });
  await expect(doc.getByRole('heading', { level: 3, name: 'Jane Roe' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Rescoring...')).toBeHidden({ timeout: 20_000 });
  await expect(doc.getByRole('heading', { level: 4, name: 'EXPERIENCE' })).toBeVisible();
  await expect(doc.getByRole('heading', { level: 5 }).first()).toContainText('Acme Corp');
  expect(await doc.getByRole('listitem').count()).toBeGreaterThan(5);
  expect(await doc.evaluate((el) => getComputedStyle(el).overflowY)).not.toBe('auto');

  const angular = doc.getByRole('listitem').filter({ hasText: 'improving user experience by' });
  // The reworded Angular bullet: its changes are marked and announced, explained by the legend; an unchanged bullet has none.
  await expect(angular.locator('ins').first()).toBeVisible();
  await expect(angular.locator('del').first()).toContainText('removed:');
  const unchanged = doc.getByRole('listitem').filter({ hasText: 'Created RESTful services and APIs' });
  await expect(unchanged.locator('ins, del')).toHaveCount(0);
  const legend = page.getByTestId('changes-legend');
  await expect(legend.locator('ins')).toHaveText(/added or reworded/);
  await expect(legend.locator('del')).toHaveText(/removed/);

  // 'by 30' lost its '%' when the file was read: flagged, in the document and above it.
  await expect(angular.locator('mark')).toHaveText('30');
  await expect(angular).toContainText('(check this number)');
  await expect(page.getByTestId('numbers-to-check')).toContainText('improving user experience by 30');

  // The switch shows the clean resume, and the changes again.
  const toggle = page.getByRole('button', { name: /Show changes/ });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(doc.locator('ins, del')).toHaveCount(0);
  // The rewrite keeps the role's tense: the reworded bullet is past like its neighbours.
  await expect(angular).toHaveText(
    /^Developed dynamic web front-ends with Angular, improving user experience by 30\s*\(check this number\)$/,
  );
  const clean = words((await doc.innerText()).replace(/\(check this number\)/g, ''));
  await toggle.click();
  await expect(doc.locator('ins').first()).toBeVisible();

  // PDF first: built by the api, real text in one column that the engine reads back.
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toBe('optimized-resume.pdf');
  const pdfFile = test.info().outputPath('optimized-resume.pdf');
  await pdf.saveAs(pdfFile);
  expect(readFileSync(pdfFile).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const pdfRead = engineRead(pdfFile);
  expect(pdfRead.layout.columns).toBe(1);
  expect(pdfRead.text).toContain('Jane Roe');
  expect(pdfRead.text).toContain('EXPERIENCE');
  expect(words(pdfRead.text)).toContain(
    'Developed dynamic web front-ends with Angular, improving user experience by 30',
  );

  // DOCX: opens with the engine's reader.
  const [docx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download DOCX' }).click(),
  ]);
  expect(docx.suggestedFilename()).toBe('optimized-resume.docx');
  const docxFile = test.info().outputPath('optimized-resume.docx');
  await docx.saveAs(docxFile);
  const docxRead = engineRead(docxFile);
  expect(docxRead.text).toContain('Jane Roe');
  expect(words(docxRead.text)).toContain('Created RESTful services and APIs for partner applications');

  // the HTML page (optimized-resume.html), laid out as the document, reading as the clean resume.
  const [html] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download', exact: true }).click(),
  ]);
  expect(html.suggestedFilename()).toBe('optimized-resume.html');
  const htmlFile = test.info().outputPath('optimized-resume.html');
  await html.saveAs(htmlFile);
  const source = readFileSync(htmlFile, 'utf8');
  expect(source).toContain('<h1>Jane Roe</h1>');
  expect(source).toContain('<h2>EXPERIENCE</h2>');
  expect(source).not.toMatch(/<ins|<del|<script/);
  await page.goto(`file://${htmlFile}`);
  expect(words(await page.locator('main').innerText())).toBe(clean);
});
