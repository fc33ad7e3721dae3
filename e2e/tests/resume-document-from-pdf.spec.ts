import { expect, test } from '../support/test';
import { RESUME_PDF } from '../support/accounts';
import { asNewClient } from '../support/client-ip';

// Issue 31: the optimized resume of a PDF whose bullets are drawn (shapes, so the text read has no
// bullet sign) and whose lines the PDF wrapped. fixtures/resumes/john_doe.pdf is one: Chromium
// draws its list markers. The document joins the wrapped lines again and shows the lines under
// each role as bullets. Screenshots at 1280 and 360 px are attached to the report.

const ARRIVAL = { timeout: 30_000 };

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 360, height: 740 },
]) {
  test(`a PDF with drawn bullets and wrapped lines reads as a document: roles, bullets, whole sentences (${viewport.width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await Promise.all([
      page.waitForURL(/\/dashboard$/),
      page.getByRole('button', { name: 'Get Started for Free' }).first().click(),
    ]);
    await page.goto('/upload');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME_PDF);
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    await expect(page.getByTestId('ats-score-value')).toHaveText(/^\d{1,3}$/, ARRIVAL);
    await page.getByRole('button', { name: 'View Optimized Resume' }).click();
    await expect(page).toHaveURL(/\/optimized-resume$/);

    const doc = page.getByRole('article', { name: 'Optimized resume' });
    await expect(doc.getByRole('heading', { level: 3 })).toHaveText(/John Doe/i, ARRIVAL);
    await expect(page.getByText('Rescoring...')).toBeHidden(ARRIVAL);
    await page.screenshot({ path: testInfo.outputPath(`optimized-resume-${viewport.width}.png`), fullPage: true });
    await testInfo.attach(`optimized resume at ${viewport.width} px`, {
      path: testInfo.outputPath(`optimized-resume-${viewport.width}.png`),
      contentType: 'image/png',
    });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    testInfo.annotations.push({ type: 'page height', description: `${viewport.width} px wide: ${height} px` });
    console.log(`optimized resume page height at ${viewport.width} px: ${height} px`);

    // Each role is a heading with its dates on the same line (the PDF wrapped 'March' / '2020 - Present').
    const roles = doc.getByRole('heading', { level: 5 });
    await expect(roles).toHaveCount(2);
    await expect(roles.nth(0)).toContainText('Northwind Freight Systems');
    await expect(roles.nth(0)).toContainText(/2020\s*[-–]\s*Present/);
    await expect(roles.nth(1)).toContainText('Bluefield Insurance Group');
    await expect(roles.nth(1)).toContainText(/2017\s*[-–]\s*Feb(ruary)? 2020/);

    // The lines under a role are its bullets, each one whole (wrapped lines joined).
    const bullets = doc.getByRole('listitem');
    const first = bullets.filter({ hasText: 'Built shipment-tracking services' });
    await expect(first).toHaveCount(1);
    await expect(first).toHaveText(
      /^Built shipment-tracking services in Java and Spring Boot that handle 1\.2 million events a day$/,
    );
    await expect(bullets.filter({ hasText: 'Designed PostgreSQL schemas' })).toHaveText(
      /reducing report run time from 9 minutes to 50 seconds$/,
    );
    await expect(bullets.filter({ hasText: 'Maintained MySQL and MongoDB databases' })).toHaveText(
      /for the finance team$/,
    );
    await expect(bullets.filter({ hasText: 'Used Git and GitHub' })).toHaveCount(1);
    // Nothing of a sentence is left alone on a line of its own.
    for (const fragment of ['day', 'to 50 seconds', 'team', '2020 - Present', 'February 2020']) {
      await expect(doc.locator('p, li, h5').filter({ hasText: new RegExp(`^\\s*${fragment}\\s*$`) })).toHaveCount(0);
    }
    // The summary reads as whole sentences.
    await expect(doc.getByText(/Angular front-ends for insurance and logistics companies\./)).toBeVisible();
    // The change marks do not take a joined line for a rewording.
    await expect(first.locator('ins, del')).toHaveCount(0);
  });
}
