// Measures the upgrade dialog in the composed app with the built-in test payment provider:
// - the JavaScript it adds when opened (requests, raw, gzip), and when the card form opens;
// - the time from 'Pay' to the usage card saying the scans are unlimited, and to the analysis on the
//   page saying so too ('You have unlimited scans.'), median of BENCH_RUNS.
// Usage: pnpm bench:upgrade (starts the api on BENCH_PORT), or BENCH_BASE_URL=http://... for a running one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchChromium, serveBuiltApp } from './serve-built-app.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const app = serveBuiltApp();
const BASE = app.base;
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const RESUME = path.resolve(ROOT, 'fixtures/resumes/john_doe.pdf');

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A free account with one scan left today: its scan on the page shows a result with 0 left. */
async function accountWithOneScanLeft() {
  const id = `bench${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const response = await fetch(`${BASE}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: id, email: `${id}@example.com`, password: 'correct-horse-battery' }),
  });
  const account = await response.json();
  const pdf = readFileSync(RESUME);
  for (let scan = 0; scan < 2; scan += 1) {
    const form = new FormData();
    form.append('file', new Blob([pdf], { type: 'application/pdf' }), 'resume.pdf');
    form.append('industry', 'General');
    await fetch(`${BASE}/api/resume/upload?skipAi=true`, {
      method: 'POST',
      headers: { authorization: `Bearer ${account.token}` },
      body: form,
    });
  }
  return account;
}

function recordScripts(page) {
  const scripts = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
  });
  return scripts;
}

function report(title, scripts) {
  const raw = scripts.reduce((sum, s) => sum + s.raw, 0);
  const gzip = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(`${title}: ${scripts.length} requests  raw ${kb(raw)}  gzip ${kb(gzip)}`);
  for (const s of [...scripts].sort((a, b) => b.gzip - a.gzip))
    console.log(`    ${kb(s.gzip).padStart(8)} gzip  ${kb(s.raw).padStart(9)} raw  ${s.path}`);
}

try {
  await app.ready(180_000);
  const browser = await launchChromium(chromium);
  console.log(`Upgrade dialog, built-in test payment provider (${BASE}), ${RUNS} runs\n`);
  const payToUnlimited = [];
  const payToResult = [];
  for (let run = 0; run < RUNS; run += 1) {
    const account = await accountWithOneScanLeft();
    const context = await browser.newContext();
    await context.addInitScript(
      (user) => {
        if (window.sessionStorage.getItem('__seeded')) return;
        window.sessionStorage.setItem('__seeded', '1');
        const now = Date.now();
        window.localStorage.setItem(
          'user',
          JSON.stringify({ ...user, isPremium: false, expiresAt: now + 3 * 3600 * 1000, lastActivity: now }),
        );
      },
      { token: account.token, username: account.username, email: account.email },
    );
    const page = await context.newPage();
    await page.goto(`${BASE}/upload`);
    await page.getByText('Only 1 scan remaining today!').waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.getByLabel(/resume file/i).setInputFiles(RESUME);
    await page
      .getByRole('region', { name: 'Upload your resume' })
      .getByRole('button', { name: 'Analyze Resume' })
      .click();
    const result = page.getByTestId('analysis-result');
    const upgradeButton = result.getByRole('button', { name: 'Upgrade for Unlimited' });
    await upgradeButton.waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');

    const dialogScripts = recordScripts(page);
    await upgradeButton.click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade Your Account' });
    await upgrade.getByRole('button', { name: 'Choose Premium' }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    const opened = [...dialogScripts];
    await upgrade.getByRole('button', { name: 'Choose Premium' }).click();
    const payment = page.getByRole('dialog', { name: 'Upgrade to Premium' });
    await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.waitForLoadState('networkidle');
    const cardForm = dialogScripts.slice(opened.length);
    if (run === 0) {
      report("JS the dialog adds when opened ('Upgrade for Unlimited' to plans shown)", opened);
      report('JS the card form adds (Choose Premium)', cardForm);
      console.log('');
    }
    await payment.getByLabel('Expiration date').fill('12 / 34');
    await payment.getByLabel('CVC').fill('123');
    await payment.getByLabel('ZIP').fill('10001');
    const started = performance.now();
    await payment.getByRole('button', { name: 'Pay $19.99' }).click();
    const usageCard = page
      .getByText('You have unlimited scans with your Premium membership!')
      .waitFor({ timeout: 60_000 })
      .then(() => performance.now());
    const resultSays = result
      .getByText('You have unlimited scans.')
      .waitFor({ timeout: 60_000 })
      .then(() => performance.now());
    const [cardAt, resultAt] = await Promise.all([usageCard, resultSays]);
    payToUnlimited.push(Math.round(cardAt - started));
    payToResult.push(Math.round(resultAt - started));
    await context.close();
  }
  console.log(`Pay to the unlimited usage card: ${payToUnlimited.join(', ')} ms (median ${median(payToUnlimited)} ms)`);
  console.log(
    `Pay to the result's 'You have unlimited scans.': ${payToResult.join(', ')} ms (median ${median(payToResult)} ms)`,
  );
  await browser.close();
} finally {
  await app.stop();
}
