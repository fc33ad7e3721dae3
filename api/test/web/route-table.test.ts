import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_PORTS, REMOTES, REMOTE_ROUTES, ROUTES, SHELL_APP } from '@resumebeat/shared-contract/app-map';
import { writeShellBuild } from '../support/fake-build';
import { startTestApp, type TestApp } from '../support/test-app';

/** A chunk file name per exposed page, so the page the api preloads for a route can be told apart. */
const pageChunk = (page: string) => `__federation_expose_${page.split('/')[1]}.0000abcd.js`;

/** A fake build (shared-contract/first-paint-data.ts): the shell, and each remote of the table publishing its pages of the table. */
function fakeBuild(root: string) {
  writeShellBuild(root, SHELL_APP.folder);
  for (const remote of REMOTES) {
    const dist = path.join(root, remote.folder, 'dist');
    mkdirSync(dist, { recursive: true });
    const pages = [
      ...new Set(REMOTE_ROUTES.filter((route) => route.page.startsWith(`${remote.name}/`)).map((route) => route.page)),
    ];
    const manifest = {
      metaData: { name: remote.name, publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
    };
    const exposes = Object.fromEntries(
      pages.map((page) => [page.split('/')[1], { preload: ['remoteEntry.js', pageChunk(page)], requires: [] }]),
    );
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(path.join(dist, 'first-paint.json'), JSON.stringify({ version: 1, manifest, exposes, routes: {} }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${remote.folder} */`);
  }
}

describe('the api serves the route table and the table of apps (shared-contract/app-map)', () => {
  let t: TestApp;
  let root: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-routes-'));
    fakeBuild(root);
    // CORS_ORIGINS unset, as under `pnpm dev` (the test config otherwise names one origin).
    t = await startTestApp({ env: { STATIC_ROOT: root, CORS_ORIGINS: undefined as unknown as string } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html', origin?: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept, ...(origin ? { origin } : {}) } });
  /** The files the page's start script fetches once the page is painted (shell/src/start-after-paint.ts). */
  const preloads = (html: string) => {
    const start =
      /<script defer src="\/start\.5e6f7a8b\.js" data-app-entry="\/main\.1a2b3c4d\.js"(?: data-preload="([^"]*)")?><\/script>/.exec(
        html,
      );
    expect(start).not.toBeNull();
    return start![1] ? start![1].split(' ') : [];
  };

  it.each(ROUTES.map((route) => route.path))('answers %s with the shell, whatever the Accept header', async (url) => {
    const response = await get(url, 'application/json');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it.each(REMOTE_ROUTES.map((route) => [route.path, route.page]))(
    'sends %s with the remote page the table names (%s) preloaded',
    async (url, page) => {
      const folder = REMOTES.find((remote) => page.startsWith(`${remote.name}/`))!.folder;
      expect(preloads((await get(url)).body)).toEqual([
        `/remotes/${folder}/remoteEntry.js`,
        `/remotes/${folder}/${pageChunk(page)}`,
      ]);
    },
  );

  it("sends the shell's own pages with no remote preloaded", async () => {
    for (const route of ROUTES.filter((candidate) => candidate.page === 'shell'))
      expect(preloads((await get(route.path)).body)).toEqual([]);
  });

  it('serves every remote of the table from its folder, and /remotes.json names each at its manifest there', async () => {
    for (const remote of REMOTES)
      expect((await get(`/remotes/${remote.folder}/remoteEntry.js`, '*/*')).body).toBe(`/* ${remote.folder} */`);
    expect((await get('/remotes.json', '*/*')).json()).toEqual(
      Object.fromEntries(REMOTES.map((remote) => [remote.name, `/remotes/${remote.folder}/mf-manifest.json`])),
    );
  });

  it('lets the dev server of every app of the table call it outside production (pnpm dev), and no other port', async () => {
    for (const app of [SHELL_APP, ...REMOTES]) {
      const origin = `http://localhost:${DEV_PORTS[app.folder]}`;
      expect((await get('/api/health', '*/*', origin)).headers['access-control-allow-origin']).toBe(origin);
    }
    expect(
      (await get('/api/health', '*/*', 'http://localhost:3999')).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });
});
