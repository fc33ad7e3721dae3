// What every benchmark here starts with: the built app served by the real api, and Debian's
// Chromium. One way to start the api (production mode, the built-in test payment provider, a
// throwaway embedded database), to wait for it, and to stop it so that the next run finds its
// port free; or, with BENCH_BASE_URL, a server already running, which is neither started nor stopped.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export { chromiumPath, launchChromium } from '../support/chromium.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Resolves once `url` answers 2xx; throws, naming `what`, when it has not by `deadline` (epoch ms). */
export async function waitFor(url, deadline, what) {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer on ${url} in time`);
}

/** Ends a process started with `detached: true` (its whole group) and waits, at most 10 s, for it to exit. */
export function stopProcessGroup(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(resolve, 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      clearTimeout(timer);
      resolve(); // already gone
    }
  });
}

/**
 * The built app (`pnpm build` first) served by the api on 127.0.0.1:`port`, or the server at
 * BENCH_BASE_URL when it is set. `base` is its origin; `ready()` resolves once /api/health answers
 * (within `timeoutMs`); `stop()` ends the api, waits for it to exit and removes its database.
 */
export function serveBuiltApp({ port = Number(process.env.BENCH_PORT ?? 8092), env = {} } = {}) {
  const running = process.env.BENCH_BASE_URL;
  const base = running ?? `http://127.0.0.1:${port}`;
  const dataDir = running ? null : mkdtempSync(path.join(os.tmpdir(), 'resumebeat-bench-'));
  const server = running
    ? null
    : spawn('pnpm', ['--filter', '@resumebeat/api', 'start'], {
        cwd: ROOT,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          PAYMENT_PROVIDER: 'local',
          ALLOW_TEST_PAYMENTS: 'true',
          PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
          ...env,
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
  return {
    base,
    ready: (timeoutMs = 120_000) => waitFor(`${base}/api/health`, Date.now() + timeoutMs, 'the api'),
    async stop() {
      await stopProcessGroup(server);
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A browser context that accepts gzip only (so a script's size is what went over the wire) and
 * whose pages start signed in as `user` (the stored session shared-session keeps).
 */
export async function signedInContext(browser, user, { isPremium = false } = {}) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'Accept-Encoding': 'gzip' } });
  await context.addInitScript(
    ({ user, isPremium }) => {
      const now = Date.now();
      window.localStorage.setItem(
        'user',
        JSON.stringify({
          token: user.token,
          username: user.username,
          email: user.email,
          isPremium,
          expiresAt: now + 10_800_000,
          lastActivity: now,
        }),
      );
    },
    { user: { token: user.token, username: user.username, email: user.email }, isPremium },
  );
  return context;
}

/**
 * Every script `page` receives from now on: its path, decoded size, size on the wire (gzip; a
 * file sent uncompressed is gzipped here), text, and the `phase()` it arrived in.
 */
export function recordScripts(page, phase = () => null) {
  const scripts = [];
  page.on('response', async (response) => {
    const url = response.url();
    if (!url.endsWith('.js')) return;
    const at = phase();
    const body = await response.body().catch(() => null);
    if (!body) return;
    const encoded = response.headers()['content-encoding'] === 'gzip';
    const gzip = encoded
      ? Number((await response.headerValue('content-length')) ?? 0) || gzipSync(body).length
      : gzipSync(body).length;
    scripts.push({ phase: at, url: new URL(url).pathname, raw: body.length, gzip, text: body.toString('utf8') });
  });
  return scripts;
}
