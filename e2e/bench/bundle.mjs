#!/usr/bin/env node
// pnpm bench:bundle — the JavaScript a first-time visitor's browser fetches before a page is
// interactive, measured in Chromium against the built app served by the real api.
// "Interactive" = the page's main control is rendered and works (on /, the prerendered page's own
// script has run: deferred scripts run before DOMContentLoaded). The JavaScript counted is what was
// requested before that; what is requested after it until the network went idle (Playwright's
// networkidle: no request for 500 ms) is listed apart: on / that is the app's start-up files,
// prefetched into the cache once the page is idle and not run.
// Each page is loaded in a fresh browser context (cold cache) that accepts gzip only, so the
// gzip column is what went over the wire (the api serves the build's precompressed .gz files);
// a file the server sent uncompressed is gzipped here at level 6 and marked '*'.
// raw = the decoded JavaScript.
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { launchChromium, serveBuiltApp } from './serve-built-app.mjs';

// BENCH_BASE_URL measures a server that is already running instead of starting the api (BENCH_PORT).
const app = serveBuiltApp();
const BASE = app.base;
const BUDGET_HOME_GZIP = 120 * 1024;
// BENCH_RTT_MS adds that round-trip time to every request (Chromium's network emulation), to see
// what the request waterfall costs away from loopback, e.g. BENCH_RTT_MS=150 for a mobile link.
const RTT_MS = Number(process.env.BENCH_RTT_MS ?? 0);

const PAGES = [
  {
    path: '/',
    // Its script (deferred) has run by the end of DOMContentLoaded: the page's time of that.
    ready: async (page) => {
      await page.getByRole('button', { name: 'Get Started for Free' }).waitFor();
      await page.waitForLoadState('domcontentloaded');
      return page.evaluate(() => performance.getEntriesByType('navigation')[0].domContentLoadedEventEnd);
    },
  },
  {
    path: '/upload',
    ready: (page) => page.locator('[data-remote-page="mf_scanner/UploadPage"]').waitFor({ state: 'attached' }),
  },
];

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

let failed = false;
try {
  await app.ready(120_000);
  const browser = await launchChromium(chromium);
  console.log(
    `JS fetched before interactive (cold cache, ${BASE}${RTT_MS ? `, ${RTT_MS} ms added per round trip` : ''})\n`,
  );
  for (const target of PAGES) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
    const page = await context.newPage();
    if (RTT_MS) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: RTT_MS,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    const scripts = [];
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith('.js')) return;
      const body = await response.body().catch(() => Buffer.alloc(0));
      const encoding = (await response.headerValue('content-encoding')) ?? '';
      const sizes = await response.request().sizes();
      const onWire = encoding === 'gzip' && sizes.responseBodySize > 0;
      scripts.push({
        path: url.pathname + (onWire ? '' : ' *'),
        raw: body.length,
        gzip: onWire ? sizes.responseBodySize : gzipSync(body, { level: 6 }).length,
      });
    });
    const start = Date.now();
    await page.goto(`${BASE}${target.path}`);
    // The page's own clock (performance.now()) when it was ready: requests are sorted by theirs.
    const readyAt = (await target.ready(page)) ?? (await page.evaluate(() => performance.now()));
    const interactive = Date.now() - start;
    await page.waitForLoadState('networkidle');
    const idle = Date.now() - start;
    const started = new Map(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => [new URL(entry.name).pathname, entry.startTime]),
      ),
    );
    const isLater = (s) => (started.get(s.path.replace(/ \*$/, '')) ?? 0) > readyAt;
    const before = scripts.filter((s) => !isLater(s));
    const later = scripts.filter(isLater);
    const raw = before.reduce((sum, s) => sum + s.raw, 0);
    const gzip = before.reduce((sum, s) => sum + s.gzip, 0);
    console.log(
      `${target.path.padEnd(8)} ${String(before.length).padStart(2)} requests  raw ${kb(raw).padStart(9)}  gzip ${kb(gzip).padStart(8)}  (interactive in ${interactive} ms, network idle at ${idle} ms)`,
    );
    for (const s of before.sort((a, b) => b.gzip - a.gzip)) {
      console.log(`           ${kb(s.gzip).padStart(8)} gzip  ${kb(s.raw).padStart(9)} raw  ${s.path}`);
    }
    if (later.length) {
      const laterGzip = later.reduce((sum, s) => sum + s.gzip, 0);
      console.log(
        `         then ${later.length} requests, ${kb(laterGzip)} gzip, once interactive (prefetched for the next page, not run): ${later.map((s) => s.path).join(' ')}`,
      );
    }
    if (target.path === '/') {
      const ok = gzip <= BUDGET_HOME_GZIP;
      console.log(`           budget for /: ${kb(BUDGET_HOME_GZIP)} gzip -> ${ok ? 'within budget' : 'OVER BUDGET'}\n`);
      failed ||= !ok;
    } else {
      console.log('');
    }
    await context.close();
  }
  await browser.close();
} finally {
  await app.stop();
}
process.exit(failed ? 1 : 0);
