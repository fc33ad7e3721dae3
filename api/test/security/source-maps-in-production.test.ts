// L5 (security review 2026-11-26): full source maps shipped in production: `GET /<chunk>.js.map`
// answered the app's whole source. The build still writes them (not referenced from the chunks),
// and the api serves them only when SERVE_SOURCE_MAPS=true; by default only outside production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../src/config';
import { startTestApp, type TestApp } from '../support/test-app';

const SOURCE =
  '{"version":3,"sources":["webpack://shell/./src/secret-business-logic.ts"],"sourcesContent":["export const x = 1;"]}';

/** A build as rspack writes it: chunks and their maps, in the shell and in a remote. */
function fakeBuild(root: string) {
  const shell = path.join(root, 'shell', 'dist');
  mkdirSync(shell, { recursive: true });
  writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
  writeFileSync(path.join(shell, 'main.1a2b3c4d.js'), 'console.log("shell")');
  writeFileSync(path.join(shell, 'main.1a2b3c4d.js.map'), SOURCE);
  for (const folder of ['mf-auth', 'mf-scanner', 'mf-billing', 'mf-profile']) {
    const dist = path.join(root, folder, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, '123.deadbeef.js'), `/* ${folder} chunk */`);
    writeFileSync(path.join(dist, '123.deadbeef.js.map'), SOURCE);
  }
}

const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://resumebeat.test', PAYMENT_PROVIDER: 'none' };

describe('source maps are not served in production unless asked for', () => {
  let root: string;
  const apps: TestApp[] = [];
  const start = async (env: Record<string, string>) => {
    const t = await startTestApp({ env: { STATIC_ROOT: root, ...env } });
    apps.push(t);
    return t;
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-l5-'));
    fakeBuild(root);
  });
  afterAll(async () => {
    for (const t of apps) {
      await t.close();
      await t.database.dispose();
    }
    rmSync(root, { recursive: true, force: true });
  });

  it('GET /<chunk>.js.map is 404 in the production configuration, while the chunk itself is served', async () => {
    const t = await start(PRODUCTION);
    for (const url of [
      '/main.1a2b3c4d.js.map',
      '/remotes/mf-auth/123.deadbeef.js.map',
      '/MAIN.1a2b3c4d.js.MAP',
      '/main.1a2b3c4d.js.%6dap',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect({ url, status: response.statusCode }).toEqual({ url, status: 404 });
      expect(response.body).not.toContain('sourcesContent');
    }
    expect((await t.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/remotes/mf-auth/123.deadbeef.js' })).statusCode).toBe(200);
  });

  it('SERVE_SOURCE_MAPS=true serves them in production; outside production they are served by default', async () => {
    const asked = await start({ ...PRODUCTION, SERVE_SOURCE_MAPS: 'true' });
    expect((await asked.app.inject({ method: 'GET', url: '/main.1a2b3c4d.js.map' })).body).toBe(SOURCE);
    const development = await start({ NODE_ENV: 'development' });
    expect(
      (await development.app.inject({ method: 'GET', url: '/remotes/mf-auth/123.deadbeef.js.map' })).statusCode,
    ).toBe(200);
    expect(loadConfig({ ...PRODUCTION }).web.serveSourceMaps).toBe(false);
    expect(loadConfig({ ...PRODUCTION, SERVE_SOURCE_MAPS: 'false' }).web.serveSourceMaps).toBe(false);
  });
});
