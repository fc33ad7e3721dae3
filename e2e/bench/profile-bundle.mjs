#!/usr/bin/env node
// pnpm --filter @resumebeat/e2e bench:profile — the JavaScript the profile page adds: what the
// browser fetches when a signed-in user already on /dashboard opens /profile (app-bar link),
// until the score history chart is drawn and the network is idle. Measured in Chromium against
// a running api serving the build (BENCH_BASE_URL, default http://127.0.0.1:8092; start one with
// `PORT=8092 pnpm --filter @resumebeat/api start` after `pnpm build`). gzip = bytes on the wire
// (the api serves the build's precompressed .gz files); the chart's share is the chunks that
// carry recharts and Chakra's chart helpers, and the chart component's own chunk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launchChromium, recordScripts, signedInContext } from './serve-built-app.mjs';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8092';
const RESUME = path.resolve(import.meta.dirname, '../../fixtures/resumes/john_doe.pdf');
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function api(pathname, init) {
  const response = await fetch(`${BASE}${pathname}`, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

const id = `bench${Date.now().toString(36)}`;
const account = await api('/api/auth/register', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: id, email: `${id}@example.com`, password: 'bench-password-1' }),
});
for (let scan = 0; scan < 3; scan += 1) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(RESUME)], { type: 'application/pdf' }), 'john_doe.pdf');
  form.append('industry', 'Tech');
  await api('/api/resume/upload?skipAi=true', {
    method: 'POST',
    headers: { authorization: `Bearer ${account.token}` },
    body: form,
  });
}

const browser = await launchChromium(chromium);
const context = await signedInContext(browser, account);
const page = await context.newPage();
let phase = 'dashboard';
const scripts = recordScripts(page, () => phase);

await page.goto(`${BASE}/dashboard`);
await page.getByRole('button', { name: 'Upload New Resume' }).waitFor();
await page.waitForLoadState('networkidle');
phase = 'profile';
const started = Date.now();
await page.getByRole('link', { name: 'Profile' }).click();
await page.getByRole('figure', { name: 'Score history' }).locator('.recharts-line-dots circle').nth(2).waitFor();
const drawnMs = Date.now() - started;
await page.waitForLoadState('networkidle');
await browser.close();

const added = scripts.filter((script) => script.phase === 'profile');
const total = added.reduce((sum, script) => sum + script.gzip, 0);
const isChart = (script) => /recharts|ChartTooltip|useChart|Score history/.test(script.text);
const chart = added.filter(isChart);
const chartTotal = chart.reduce((sum, script) => sum + script.gzip, 0);
console.log(`JavaScript the profile page adds after /dashboard (${added.length} files):`);
for (const script of added.sort((a, b) => b.gzip - a.gzip))
  console.log(
    `  ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${isChart(script) ? 'chart ' : '      '}${script.url}`,
  );
console.log(
  `total ${kb(total)} gzip (${kb(added.reduce((sum, s) => sum + s.raw, 0))} raw); the chart's share ${kb(chartTotal)} gzip (${Math.round((chartTotal / total) * 100)}%)`,
);
console.log(`chart drawn ${drawnMs} ms after the click (loopback)`);
