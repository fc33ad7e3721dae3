import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { RESUME_PDF, registerAccount, signInQaMember, type Account } from '../support/accounts';
import { asNewClient } from '../support/client-ip';
import { seedStoredUser } from '../support/session';

const JOB =
  'Java Developer at Tech Solutions. Required: Java, Spring Boot, Kubernetes, Kafka and AWS. Preferred: Terraform. 5 years of experience.';

/** WCAG 2.1 A and AA rules, as axe-core checks them on what is on screen. */
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

/** A scan through the api, as the upload page sends it. */
async function scan(request: APIRequestContext, account: Account, fields: Record<string, string> = {}) {
  const response = await request.post('/api/resume/upload?skipAi=true', {
    headers: { Authorization: `Bearer ${account.token}` },
    multipart: {
      file: { name: 'john_doe.pdf', mimeType: 'application/pdf', buffer: readFileSync(RESUME_PDF) },
      industry: 'Tech',
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { content: string; scanTicket: string; aiAnalysis: { score: number } };
}

async function openProfile(page: Page, account: Account & { isPremium?: boolean }) {
  await seedStoredUser(page, account);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Personal Information' })).toBeVisible({ timeout: 20_000 });
  // Analytics and contact support are rendered as they come near the screen (decision 046): scroll to them.
  await page.mouse.wheel(0, 5000);
}

test.beforeEach(async ({ context }) => {
  await asNewClient(context);
});

test.describe('the advanced analytics dashboard', () => {
  test('a Premium member opens it after three scans: each chart with its summary and table; no axe violations, at 360 px too', async ({
    page,
    request,
  }) => {
    test.slow();
    const member = await signInQaMember(request);
    const first = await scan(request, member, {
      jobTitle: 'Java Developer',
      companyName: 'Tech Solutions',
      jobDescription: JOB,
    });
    await scan(request, member, { jobTitle: 'Java Developer', companyName: 'Tech Solutions', jobDescription: JOB });
    await scan(request, member);
    // The optimized resume of the first scan, rescored as the optimized-resume page does.
    const payload = { content: first.content, jobDescription: JOB, industry: 'Tech', scanTicket: first.scanTicket };
    const optimized = await request.post('/api/resume/optimize', {
      data: payload,
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(optimized.status()).toBe(200);
    const { optimizedResume } = (await optimized.json()) as { optimizedResume: string };
    const rescore = await request.post('/api/resume/rescore', {
      data: { ...payload, content: optimizedResume },
      headers: { Authorization: `Bearer ${member.token}` },
    });
    expect(rescore.status()).toBe(200);

    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') chunks.push(r.url());
    });
    await openProfile(page, { ...member, isPremium: true });
    const section = page.getByRole('region', { name: 'Advanced Analytics' });
    await expect(section).toBeVisible();
    const before = chunks.length;
    await section.getByRole('button', { name: /Open analytics dashboard/ }).click();

    const components = section.getByRole('figure', { name: 'Score components over time' });
    await expect(components).toBeVisible({ timeout: 20_000 });
    // Opening it fetched the dashboard's own chunk.
    expect(chunks.length).toBeGreaterThan(before);
    await expect(components.locator('.recharts-line').first()).toBeAttached();
    await expect(components.getByTestId('analytics-components-summary')).toContainText(/Needs the most work now:/);
    // A header row and (at least) the three scans, each component as a share.
    expect(await components.getByRole('table').getByRole('row').count()).toBeGreaterThanOrEqual(4);
    await expect(components.getByRole('table').getByRole('columnheader', { name: 'Job keyword match' })).toBeAttached();

    const coverage = section.getByRole('figure', { name: 'Keyword coverage per job description' });
    await expect(coverage.locator('.recharts-bar-rectangle').first()).toBeAttached();
    await expect(
      coverage.getByRole('table').getByRole('row', { name: /Java Developer at Tech Solutions/ }),
    ).toBeAttached();
    await expect(coverage.getByTestId('analytics-coverage-summary')).toContainText('Java Developer at Tech Solutions:');

    const missing = section.getByRole('figure', { name: 'Keywords most often missing' });
    await expect(missing.getByTestId('analytics-missing-summary')).toContainText('Most often missing:');
    expect(await missing.getByRole('table').getByRole('row').count()).toBeGreaterThan(1);

    const beforeAfter = section.getByRole('figure', { name: 'Before and after optimizing' });
    await expect(beforeAfter.getByTestId('analytics-optimized-summary')).toContainText(
      /Optimizing (raised|changed) your score/,
    );
    await expect(
      beforeAfter
        .getByRole('table')
        .getByRole('row', { name: /Java Developer/ })
        .first(),
    ).toContainText(String(first.aiAnalysis.score));

    const industry = section.getByRole('region', { name: 'Against the industry profile' });
    await expect(industry.getByRole('progressbar', { name: 'Technology profile met' })).toBeVisible();
    await expect(industry.getByTestId('analytics-industry-summary')).toContainText(
      'of what Technology employers look for',
    );

    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(components).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('a free member sees what it shows and the way to upgrade, which opens the plans; the api refuses them', async ({
    page,
    request,
  }) => {
    const account = await registerAccount(request, 'anl');
    const refused = await request.get('/api/resume/analytics', {
      headers: { Authorization: `Bearer ${account.token}` },
    });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toMatch(/Premium and Enterprise plans/);

    await openProfile(page, account);
    const section = page.getByRole('region', { name: 'Advanced Analytics' });
    await expect(section.getByText('Premium feature')).toBeVisible();
    await expect(section.getByText("Where your resume stands against its industry's profile")).toBeVisible();
    await expect(section.getByRole('button', { name: /Open analytics dashboard/ })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);
    await section.getByRole('button', { name: 'See plans' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Upgrade Your Account' }).getByRole('listitem', { name: 'Premium plan' }),
    ).toBeVisible({ timeout: 20_000 });
  });
});
