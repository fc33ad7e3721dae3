import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';

// A remote deployed on its own host, as README's "Deploying one remote" says: mf-scanner's build
// served by a plain static host on another origin (build-config/serve-static.mjs), and an api whose
// remotes map points there (REMOTES_JSON). Its first paint and preloads come from the first-paint.json
// its build published next to its manifest (docs/decisions/042), not from the api's disk.

const ROOT = path.resolve(import.meta.dirname, '../..');
const E2E_PORT = Number(process.env.E2E_PORT ?? 8091);
const HOST_PORT = Number(process.env.E2E_REMOTE_HOST_PORT ?? E2E_PORT + 8);
const API_PORT = Number(process.env.E2E_REMOTE_API_PORT ?? E2E_PORT + 9);
const HOST = `http://127.0.0.1:${HOST_PORT}`;
const API = `http://127.0.0.1:${API_PORT}`;
const MANIFEST = `${HOST}/mf-manifest.json`;
const FALLBACK = "We couldn't load the resume scanner.";

async function waitFor(url: string, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in time`);
}

/** Starts a process in its own group, so stopping it stops what it started (pnpm -> node). */
function start(command: string, args: string[], cwd: string, env: Record<string, string>): ChildProcess {
  return spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

async function stop(child: ChildProcess | null): Promise<void> {
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

const startHost = async () => {
  const host = start('node', [path.join(ROOT, 'build-config', 'serve-static.mjs')], path.join(ROOT, 'mf-scanner'), {
    PORT: String(HOST_PORT),
  });
  await waitFor(MANIFEST, Date.now() + 30_000);
  return host;
};

const htmlOf = async (request: APIRequestContext, route: string) => {
  const response = await request.get(`${API}${route}`, { headers: { accept: 'text/html' } });
  expect(response.status()).toBe(200);
  return response.text();
};
const PAINTED = 'data-rb-first-paint="mf_scanner/UploadPage"';

test.describe('a remote deployed on another origin', () => {
  test.describe.configure({ mode: 'serial' });
  let host: ChildProcess | null = null;
  let api: ChildProcess | null = null;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(240_000);
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-e2e-remote-'));
    host = await startHost();
    api = start('pnpm', ['--filter', '@resumebeat/api', 'start'], ROOT, {
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      PUBLIC_ORIGIN: API,
      REMOTES_JSON: JSON.stringify({ mf_scanner: MANIFEST }),
    });
    await waitFor(`${API}/api/health`, Date.now() + 180_000);
  });

  test.afterAll(async () => {
    await stop(api);
    await stop(host);
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('/upload is still painted from the HTML, and every script it runs is named in it and requested once', async ({
    page,
    request,
  }) => {
    // The api reads the remote's data once it is asked for; a busy machine may miss the first time.
    await expect.poll(async () => (await htmlOf(request, '/upload')).includes(PAINTED), { timeout: 20_000 }).toBe(true);
    const html = await htmlOf(request, '/upload');
    const start = /<script defer src="([^"]+)" data-app-entry="([^"]+)" data-preload="([^"]+)"><\/script>/.exec(html);
    expect(start).not.toBeNull();
    const announced = new Set([start![1]!, start![2]!, ...start![3]!.split(' ')]);
    // The remote's entry and page chunk, from its own host, next to its manifest.
    expect(announced).toContain(`${HOST}/remoteEntry.js`);
    expect([...announced].some((href) => href.startsWith(`${HOST}/__federation_expose_UploadPage.`))).toBe(true);
    // The page brings the remote's manifest: the browser does not fetch it.
    expect(html).toContain(`"manifests":{"${MANIFEST}":{`);

    const scripts: string[] = [];
    const requested: string[] = [];
    page.on('request', (sent) => {
      requested.push(sent.url());
      if (sent.resourceType() === 'script')
        scripts.push(sent.url().startsWith(HOST) ? sent.url() : new URL(sent.url()).pathname);
    });
    const response = await page.goto(`${API}/upload`);
    expect(await response!.text()).toContain(PAINTED);
    await expect(page.locator('[data-remote-page="mf_scanner/UploadPage"]')).toBeAttached({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'Upload your resume' }).getByRole('button', { name: 'Analyze Resume' }),
    ).toBeVisible();
    await expect(page.getByText(FALLBACK)).toHaveCount(0);
    expect(scripts.filter((url) => url.startsWith(HOST)).length).toBeGreaterThanOrEqual(2);
    // Nothing was found only once another script had run: one wave, all named by the HTML.
    expect(scripts.filter((file) => !announced.has(file))).toEqual([]);
    expect(scripts.filter((file, at) => scripts.indexOf(file) !== at)).toEqual([]);
    expect(requested).not.toContain(MANIFEST);
  });

  test('with that host down the page still works: no server error, its fallback with Retry, and the page once the host is back', async ({
    page,
    request,
  }) => {
    await stop(host);
    host = null;
    // Within a few seconds the api stops sending a first paint it cannot vouch for; never an error.
    await expect
      .poll(async () => (await htmlOf(request, '/upload')).includes(PAINTED), { timeout: 20_000 })
      .toBe(false);
    const response = await page.goto(`${API}/upload`, { waitUntil: 'domcontentloaded' });
    expect(response!.status()).toBe(200);
    const fallback = page.getByRole('alert').filter({ hasText: FALLBACK });
    await expect(fallback).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();

    host = await startHost();
    await fallback.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote-page="mf_scanner/UploadPage"]')).toBeAttached({ timeout: 20_000 });
    await expect(
      page.getByRole('region', { name: 'Upload your resume' }).getByRole('button', { name: 'Analyze Resume' }),
    ).toBeVisible();
    // And the next page sent is painted again.
    await expect.poll(async () => (await htmlOf(request, '/upload')).includes(PAINTED), { timeout: 20_000 }).toBe(true);
  });
});
