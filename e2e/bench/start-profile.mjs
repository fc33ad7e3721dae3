#!/usr/bin/env node
// pnpm --filter @resumebeat/e2e bench:start — where the main thread's time goes while a page starts
// on a phone: Chromium at 4x slower CPU (CDP's CPU throttling) loads each page BENCH_RUNS times (3)
// with a cold cache, samples the CPU until the app has started (`data-app-started`) and a second
// after, and prints the time per package or source folder (mapped through the builds' source maps),
// the busiest functions, and the `rb-start:*` stages (shell/src/bootstrap.tsx). Against a running
// server (BENCH_BASE_URL, default http://127.0.0.1:8080) whose built folders are BENCH_STATIC_ROOT
// (default: this repository), so that the source maps match what it serves. /dashboard is a
// guest's visit and /profile a member's (an account registered through the api), as in
// bench:lighthouse. Figures are real time under throttling: compare builds measured together.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { launchChromium } from '../support/chromium.mjs';

const require = createRequire(import.meta.url);
const { SourceMapConsumer } = require('source-map');

const ROOT = path.resolve(import.meta.dirname, '../..');
const BASE = process.env.BENCH_BASE_URL ?? 'http://127.0.0.1:8080';
const STATIC_ROOT = path.resolve(process.env.BENCH_STATIC_ROOT ?? ROOT);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const PAGES = (process.env.BENCH_PAGES ?? '/login,/upload,/dashboard,/profile').split(',');
const SESSIONS = { '/dashboard': 'guest', '/profile': 'member' };
/** The shell's entry starts with V8's compile hint, a line its source map does not count. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const maps = new Map();
/** The source map of a served script and the lines its file has before the mapped code. */
function mapOf(url) {
  if (maps.has(url)) return maps.get(url);
  const { pathname } = new URL(url);
  const [, first, folder, ...rest] = pathname.split('/');
  const file =
    first === 'remotes'
      ? path.join(STATIC_ROOT, folder, 'dist', ...rest)
      : path.join(STATIC_ROOT, 'shell/dist', pathname);
  let entry = null;
  if (existsSync(`${file}.map`)) {
    const offset = readFileSync(file, 'utf8').startsWith(COMPILE_HINT) ? 1 : 0;
    entry = { consumer: new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8'))), offset };
  }
  maps.set(url, entry);
  return entry;
}

/** A package of node_modules, or a workspace package's folder two levels down. */
function groupOf(source) {
  const pkg = source.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)\//);
  if (pkg) return pkg[1];
  const own = source.match(/((?:shell|shared-[a-z]+|mf-[a-z]+|qa-harness)\/.*)/);
  if (own) return own[1].split('/').slice(0, 3).join('/');
  return source.replace(/^webpack:\/\/[^/]+\//, '');
}

async function storeSession(page, kind) {
  if (!kind) return;
  let account = null;
  if (kind === 'member') {
    const name = `start${Date.now().toString(36)}`;
    const response = await fetch(`${BASE}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: name, email: `${name}@example.com`, password: `Bench-${name}-1` }),
    });
    account = await response.json();
    if (!response.ok) throw new Error(`registering a member failed: ${response.status} ${JSON.stringify(account)}`);
  }
  await page.goto(`${BASE}/api/health`);
  await page.evaluate(
    ([view, member]) => {
      const now = Date.now();
      const user = member
        ? { token: member.token, username: member.username, email: member.email, isPremium: false }
        : { token: `guest-token-${now}`, username: 'Guest User', email: 'guest@resumebeat.local', isGuest: true };
      const expiresAt = member ? member.expiresAt : now + 3 * 3600_000;
      window.localStorage.setItem('user', JSON.stringify({ isPremium: false, ...user, expiresAt, lastActivity: now }));
      document.cookie = `rb_view=${view}; path=/; max-age=${Math.floor((expiresAt - now) / 1000)}; samesite=lax`;
    },
    [kind === 'member' ? 'account' : 'guest', account],
  );
  await page.goto('about:blank');
}

const browser = await launchChromium(chromium);
console.log(
  `Main thread at 4x CPU while each page starts, ${RUNS} runs, ${BASE} (maps from ${STATIC_ROOT}); ms per run\n`,
);
try {
  for (const target of PAGES) {
    const groups = new Map();
    const functions = new Map();
    const stages = new Map();
    let busy = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
      const page = await context.newPage();
      await storeSession(page, SESSIONS[target]);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
      await page.goto(`${BASE}${target}`);
      await page.waitForSelector('[data-app-started]', { timeout: 60_000 });
      await page.waitForTimeout(1000);
      const { profile } = await cdp.send('Profiler.stop');
      const measures = await page.evaluate(() =>
        performance
          .getEntriesByType('measure')
          .filter((entry) => entry.name.startsWith('rb-start:'))
          .map((entry) => [entry.name.slice('rb-start:'.length), entry.duration]),
      );
      for (const [name, ms] of measures) stages.set(name, [...(stages.get(name) ?? []), ms]);
      await context.close();

      const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
      profile.samples.forEach((id, index) => {
        const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
        const { url, functionName, lineNumber, columnNumber } = nodes.get(id).callFrame;
        let group = functionName || '(program)';
        let where = group;
        if (url.startsWith('http')) {
          const map = mapOf(url);
          const line = lineNumber + 1 - (map?.offset ?? 0);
          const position = line >= 1 ? map?.consumer.originalPositionFor({ line, column: columnNumber }) : null;
          group = position?.source ? groupOf(position.source) : new URL(url).pathname;
          where = position?.source
            ? `${position.source.replace(/^.*node_modules\/|^webpack:\/\/[^/]+\//, '')} ${position.name ?? ''}`.trim()
            : group;
        }
        if (group === '(idle)' || group === '(program)') return;
        busy += ms;
        groups.set(group, (groups.get(group) ?? 0) + ms);
        functions.set(where, (functions.get(where) ?? 0) + ms);
      });
    }
    const top = (table, count) =>
      [...table.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => `  ${String(Math.round(ms / RUNS)).padStart(6)}  ${name}`)
        .join('\n');
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const stageLine = [...stages.entries()].map(([name, values]) => `${name} ${Math.round(median(values))}`).join(', ');
    const startTotal = median(
      Array.from({ length: RUNS }, (_, run) =>
        [...stages.values()].reduce((sum, values) => sum + (values[run] ?? 0), 0),
      ),
    );
    console.log(
      `${target}: ${Math.round(busy / RUNS)} ms busy; rb-start:* ${Math.round(startTotal)} ms (${stageLine})`,
    );
    console.log(`${top(groups, 14)}\n  busiest functions:\n${top(functions, 12)}\n`);
  }
} finally {
  await browser.close();
}
