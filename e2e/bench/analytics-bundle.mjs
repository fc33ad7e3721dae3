#!/usr/bin/env node
// pnpm --filter @resumebeat/e2e bench:analytics — the JavaScript the advanced analytics dashboard
// adds to the profile page: what the browser fetches when a Premium member on /profile clicks
// 'Open analytics dashboard', until its charts are drawn and the network is idle (docs/decisions/040).
// The member has scans, so the profile's score history has loaded the charts entry before the
// click; what the click adds is the dashboard's own chunk (a member without scans would also
// fetch the charts entry, measured by bench:profile). Against a running api serving the build (BENCH_BASE_URL, default
// http://127.0.0.1:8092) whose database has the QA accounts (`pnpm --filter @resumebeat/api
// qa:accounts`, api stopped, then `PORT=8092 pnpm --filter @resumebeat/api start`). gzip = bytes
// on the wire (the api serves the build's precompressed .gz files).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launchChromium, recordScripts, signedInContext } from './serve-built-app.mjs';

const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8092';
const RESUME = path.resolve(import.meta.dirname, '../../fixtures/resumes/john_doe.pdf');
const MEMBER = {
  usernameOrEmail: process.env.BENCH_MEMBER ?? 'qa_member',
  password: process.env.BENCH_MEMBER_PASSWORD ?? 'qa-password-123',
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function api(pathname, init) {
  const response = await fetch(`${BASE}${pathname}`, init);
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${await response.text()}`);
  return response.json();
}

const member = await api('/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(MEMBER),
});
for (let scan = 0; scan < 3; scan += 1) {
  const form = new FormData();
  form.append('file', new Blob([readFileSync(RESUME)], { type: 'application/pdf' }), 'john_doe.pdf');
  form.append('industry', 'Tech');
  if (scan < 2)
    form.append('jobDescription', 'Java Developer. Required: Java, Spring Boot, Kubernetes, Kafka and AWS.');
  await api('/api/resume/upload?skipAi=true', {
    method: 'POST',
    headers: { authorization: `Bearer ${member.token}` },
    body: form,
  });
}

const browser = await launchChromium(chromium);
const context = await signedInContext(browser, member, { isPremium: true });
const page = await context.newPage();
let phase = 'profile';
const scripts = recordScripts(page, () => phase);

await page.goto(`${BASE}/profile`);
await page
  .getByRole('figure', { name: 'Score history' })
  .locator('.recharts-line-dots circle')
  .first()
  .waitFor({ timeout: 30_000 });
await page.waitForLoadState('networkidle');
phase = 'dashboard';
const started = Date.now();
await page.getByRole('button', { name: /Open analytics dashboard/ }).click();
await page
  .getByRole('figure', { name: 'Score components over time' })
  .locator('.recharts-line-curve')
  .first()
  .waitFor({ state: 'attached', timeout: 30_000 });
const drawnMs = Date.now() - started;
await page.waitForLoadState('networkidle');
await browser.close();

const profile = scripts.filter((script) => script.phase === 'profile');
const added = scripts.filter((script) => script.phase === 'dashboard');
const sum = (list, key) => list.reduce((total, script) => total + script[key], 0);
console.log(`JavaScript opening the analytics dashboard adds to /profile (${added.length} files):`);
for (const script of added.sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(script.gzip).padStart(9)} gzip  ${kb(script.raw).padStart(9)} raw  ${script.url}`);
console.log(
  `total ${kb(sum(added, 'gzip'))} gzip (${kb(sum(added, 'raw'))} raw); /profile itself fetched ${profile.length} files, ${kb(sum(profile, 'gzip'))} gzip`,
);
console.log(`dashboard drawn ${drawnMs} ms after the click (loopback)`);
