import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { RemotesMapSchema } from '@resumebeat/shared-contract';
import { buildApp } from '../../src/app';
import { SPA_ROUTES } from '../../src/routes/web';
import { shellFirstVisit, writeShellBuild } from '../support/fake-build';
import { expectContract, startTestApp, type TestApp } from '../support/test-app';

/** A fake build: shell/dist and each mf-*\/dist with the files a real build has. */
function fakeBuild(root: string) {
  const shell = writeShellBuild(root);
  writeFileSync(path.join(shell, 'main.1a2b3c4d.js'), 'console.log("shell")');
  writeFileSync(path.join(shell, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  for (const folder of ['mf-auth', 'mf-scanner', 'mf-billing', 'mf-profile']) {
    const dist = path.join(root, folder, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ id: folder }));
    writeFileSync(path.join(dist, 'remoteEntry.js'), `/* ${folder} */`);
    writeFileSync(path.join(dist, '123.deadbeef.js'), `/* ${folder} chunk */`);
  }
}

describe('serving the built web app', () => {
  let t: TestApp;
  let root: string;
  let remotesFile: string;

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-web-'));
    fakeBuild(root);
    remotesFile = path.join(root, 'remotes.json');
    writeFileSync(remotesFile, '{}');
    t = await startTestApp({ env: { STATIC_ROOT: root, REMOTES_JSON: remotesFile } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
    rmSync(root, { recursive: true, force: true });
  });

  const get = (url: string, accept = 'text/html,application/xhtml+xml') =>
    t.app.inject({ method: 'GET', url, headers: { accept } });

  it.each(SPA_ROUTES)('answers %s with the shell, not cached', async (url) => {
    const response = await get(url, '*/*');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root">');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers other HTML navigations with the shell too (the shell shows its own not-found page)', async () => {
    const response = await get('/some/deep/link?x=1');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root">');
  });

  it('answers a missing file with 404, not the shell', async () => {
    expect((await get('/missing.js', '*/*')).statusCode).toBe(404);
    expect((await get('/remotes/mf-scanner/missing.js')).statusCode).toBe(404);
    expect((await get('/remotes/unknown/mf-manifest.json')).statusCode).toBe(404);
    expect((await get('/not-html', 'application/json')).statusCode).toBe(404);
  });

  it('answers unknown /api routes with a JSON 404 even for HTML navigations', async () => {
    const response = await get('/api/nope');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Route GET /api/nope not found' });
  });

  it('caches hashed files forever and revalidates entry points', async () => {
    const hashed = await get('/main.1a2b3c4d.js', '*/*');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await get('/favicon.svg', '*/*');
    expect(favicon.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
  });

  it.each(['mf-auth', 'mf-scanner', 'mf-billing', 'mf-profile'])(
    'serves %s at /remotes/<folder>/, loadable from another origin',
    async (folder) => {
      const manifest = await get(`/remotes/${folder}/mf-manifest.json`, '*/*');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.json()).toEqual({ id: folder });
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(manifest.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const entry = await get(`/remotes/${folder}/remoteEntry.js`, '*/*');
      expect(entry.headers['cache-control']).toBe('no-cache');
      const chunk = await get(`/remotes/${folder}/123.deadbeef.js`, '*/*');
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    },
  );

  describe('GET /remotes.json', () => {
    it('answers the built-in map, no-store', async () => {
      writeFileSync(remotesFile, '{}');
      const response = await get('/remotes.json', '*/*');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(expectContract(RemotesMapSchema, response)).toEqual({
        mf_auth: '/remotes/mf-auth/mf-manifest.json',
        mf_scanner: '/remotes/mf-scanner/mf-manifest.json',
        mf_billing: '/remotes/mf-billing/mf-manifest.json',
        mf_profile: '/remotes/mf-profile/mf-manifest.json',
      });
    });

    it('re-points one remote when the REMOTES_JSON file changes, without a restart', async () => {
      writeFileSync(
        remotesFile,
        JSON.stringify({ mf_scanner: 'https://cdn.example.com/mf-scanner/2.0.0/mf-manifest.json' }),
      );
      const map = expectContract(RemotesMapSchema, await get('/remotes.json', '*/*'));
      expect(map.mf_scanner).toBe('https://cdn.example.com/mf-scanner/2.0.0/mf-manifest.json');
      expect(map.mf_auth).toBe('/remotes/mf-auth/mf-manifest.json');
    });

    it('falls back to the built-in map when the file is broken', async () => {
      writeFileSync(remotesFile, '{ not json');
      const response = await get('/remotes.json', '*/*');
      expect(response.statusCode).toBe(200);
      expect(expectContract(RemotesMapSchema, response).mf_scanner).toBe('/remotes/mf-scanner/mf-manifest.json');
    });
  });

  /** A remote's first-paint.json as its build writes it (build-config's plugin, then its prerender). */
  const remoteData = (
    manifest: unknown,
    exposes: Record<string, { preload: string[]; requires?: string[] }>,
    routes: Record<string, unknown> = {},
  ) => ({
    version: 1,
    manifest,
    exposes: Object.fromEntries(Object.entries(exposes).map(([name, expose]) => [name, { requires: [], ...expose }])),
    routes,
  });
  const writeRemoteData = (folder: string, data: unknown) =>
    writeFileSync(path.join(root, folder, 'dist', 'first-paint.json'), JSON.stringify(data));
  const writeShellData = (data: unknown) =>
    writeFileSync(path.join(root, 'shell', 'dist', 'first-visit.json'), JSON.stringify(data));
  /** The files the page's start script fetches once the page is painted (shell/src/start-after-paint.ts). */
  const preloads = (html: string) => {
    const start =
      /<script defer src="\/start\.5e6f7a8b\.js" data-app-entry="\/main\.1a2b3c4d\.js"(?: data-preload="([^"]*)")?><\/script>/.exec(
        html,
      );
    expect(start).not.toBeNull();
    return start![1] ? start![1].split(' ') : [];
  };

  /** A remote deployed on another host (loopback): serves one mf-scanner build folder, with validators. */
  async function startRemoteHost(folder: string) {
    const requests: string[] = [];
    const server = createServer((request, response) => {
      requests.push(`${request.url} ${request.headers['if-none-match'] ?? ''}`.trim());
      const file = path.join(folder, (request.url ?? '/').split('?')[0]!);
      if (!existsSync(file)) {
        response.writeHead(404).end('Not found');
        return;
      }
      const body = readFileSync(file);
      const etag = `"${body.length}-${statSync(file).mtimeMs}"`;
      if (request.headers['if-none-match'] === etag) response.writeHead(304).end();
      else response.writeHead(200, { etag, 'content-type': 'application/json' }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return {
      origin,
      requests,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }

  describe("the page carries the remotes map and the route's manifest (a first visit fetches in parallel)", () => {
    const scannerManifest = {
      metaData: { name: 'mf_scanner', publicPath: 'auto', remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: [
        {
          name: 'UploadPage',
          assets: {
            js: { sync: ['650.aaaa1111.js', '__federation_expose_UploadPage.bbbb2222.js'], async: ['9.cccc3333.js'] },
          },
        },
        {
          name: 'DashboardPage',
          assets: { js: { sync: ['__federation_expose_DashboardPage.dddd4444.js'], async: [] } },
        },
      ],
      note: '</script><script>alert(1)</script>',
    };
    const scannerData = remoteData(scannerManifest, {
      UploadPage: { preload: ['remoteEntry.js', '650.aaaa1111.js', '__federation_expose_UploadPage.bbbb2222.js'] },
      DashboardPage: { preload: ['remoteEntry.js', '__federation_expose_DashboardPage.dddd4444.js'] },
    });
    const preloaded = (html: string) => {
      const match = /<script type="application\/json" id="rb-remotes">(.*?)<\/script>/s.exec(html);
      return match
        ? (JSON.parse(match[1]!) as { map: Record<string, string>; manifests: Record<string, unknown> })
        : null;
    };

    beforeAll(() => writeRemoteData('mf-scanner', scannerData));
    afterAll(() => rmSync(path.join(root, 'mf-scanner', 'dist', 'first-paint.json'), { force: true }));

    it("/upload: the current map, the scanner's manifest as its build published it, and its entry and the page's chunks on the start script", async () => {
      writeFileSync(remotesFile, '{}');
      const response = await get('/upload');
      const data = preloaded(response.body);
      expect(data?.map).toEqual(expectContract(RemotesMapSchema, await get('/remotes.json', '*/*')));
      expect(data?.manifests).toEqual({ '/remotes/mf-scanner/mf-manifest.json': scannerManifest });
      expect(preloads(response.body)).toEqual([
        '/remotes/mf-scanner/remoteEntry.js',
        '/remotes/mf-scanner/650.aaaa1111.js',
        '/remotes/mf-scanner/__federation_expose_UploadPage.bbbb2222.js',
      ]);
      // Inert data, not a script: nothing in it can close the element.
      expect(response.body).not.toContain('</script><script>alert(1)');
      expect(response.body).not.toContain('rel="preload"');
      expect(response.headers['content-security-policy']).toMatch(/script-src 'self'[^;]*;/);
      expect(/script-src [^;]*unsafe-inline/.test(String(response.headers['content-security-policy']))).toBe(false);
    });

    it('/ (not prerendered): the map, no manifest and nothing to fetch (the landing page needs no remote)', async () => {
      const response = await get('/');
      expect(Object.keys(preloaded(response.body)?.map ?? {})).toEqual([
        'mf_auth',
        'mf_scanner',
        'mf_billing',
        'mf_profile',
      ]);
      expect(preloaded(response.body)?.manifests).toEqual({});
      expect(preloads(response.body)).toEqual([]);
    });

    describe("with the shell's table of shared chunks", () => {
      const shared = {
        boot: ['/435.react.js', '/805.ui.js'],
        shared: {
          '@resumebeat/shared-ui': ['/805.ui.js'],
          '@resumebeat/shared-ui/forms': ['/805.ui.js', '/749.forms.js'],
          '@resumebeat/shared-session/api': ['/938.api.js'],
          '@resumebeat/shared-ui/charts': ['/101.charts.js'],
        },
      };
      beforeAll(() => {
        writeShellData(shellFirstVisit(shared));
        writeRemoteData('mf-scanner', {
          ...scannerData,
          exposes: {
            ...scannerData.exposes,
            UploadPage: {
              ...scannerData.exposes.UploadPage,
              requires: [
                '@resumebeat/shared-ui',
                '@resumebeat/shared-ui/forms',
                '@resumebeat/shared-session/api',
                'react',
              ],
            },
          },
        });
      });
      afterAll(() => {
        writeShellData(shellFirstVisit());
        writeRemoteData('mf-scanner', scannerData);
      });

      it("/upload: the shell's start-up files, the remote's page, then the shell's files of the shared modules the page requires, each once", async () => {
        expect(preloads((await get('/upload')).body)).toEqual([
          '/435.react.js',
          '/805.ui.js',
          '/remotes/mf-scanner/remoteEntry.js',
          '/remotes/mf-scanner/650.aaaa1111.js',
          '/remotes/mf-scanner/__federation_expose_UploadPage.bbbb2222.js',
          '/749.forms.js',
          '/938.api.js',
        ]);
      });

      it('a shell route lists the start-up files only (not the entry its start script names already)', async () => {
        writeShellData(shellFirstVisit({ ...shared, boot: ['/main.1a2b3c4d.js', ...shared.boot] }));
        expect(preloads((await get('/privacy')).body)).toEqual(['/435.react.js', '/805.ui.js']);
        writeShellData(shellFirstVisit(shared));
      });

      it('shell data that is not what the build writes is ignored: the page is sent as built', async () => {
        writeShellData(shellFirstVisit({ boot: ['"><script>alert(1)</script>'] }));
        const body = (await get('/privacy')).body;
        expect(body).not.toContain('data-preload');
        expect(body).not.toContain('alert(1)');
        expect(body).toContain('<div id="root"></div>');
        writeShellData(shellFirstVisit(shared));
      });
    });

    it('a remote whose data is missing or malformed: the map, no manifest, nothing of it to fetch, the page still sent', async () => {
      for (const broken of [
        '{ not json',
        JSON.stringify({ ...scannerData, version: 99 }),
        JSON.stringify({ ...scannerData, exposes: { UploadPage: { preload: ['"><script>'], requires: [] } } }),
      ]) {
        writeFileSync(path.join(root, 'mf-scanner', 'dist', 'first-paint.json'), broken);
        const response = await get('/upload');
        expect(response.statusCode).toBe(200);
        expect(preloaded(response.body)?.manifests).toEqual({});
        expect(preloads(response.body)).toEqual([]);
        expect(response.body).not.toContain('<script>"');
      }
      rmSync(path.join(root, 'mf-scanner', 'dist', 'first-paint.json'));
      expect(preloads((await get('/upload')).body)).toEqual([]);
      writeRemoteData('mf-scanner', scannerData);
    });

    it('a remote on another host keeps its manifest and preloads: read from beside its manifest there, then used a few seconds without asking again', async () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-remote-host-'));
      mkdirSync(path.join(folder, 'mf-scanner', '2.0.0'), { recursive: true });
      writeFileSync(path.join(folder, 'mf-scanner', '2.0.0', 'first-paint.json'), JSON.stringify(scannerData));
      const remote = await startRemoteHost(folder);
      const manifestUrl = `${remote.origin}/mf-scanner/2.0.0/mf-manifest.json`;
      try {
        writeFileSync(remotesFile, JSON.stringify({ mf_scanner: manifestUrl }));
        const response = await get('/dashboard');
        expect(preloaded(response.body)?.map.mf_scanner).toBe(manifestUrl);
        expect(preloaded(response.body)?.manifests).toEqual({ [manifestUrl]: scannerManifest });
        expect(preloads(response.body)).toEqual([
          `${remote.origin}/mf-scanner/2.0.0/remoteEntry.js`,
          `${remote.origin}/mf-scanner/2.0.0/__federation_expose_DashboardPage.dddd4444.js`,
        ]);
        // Within a few seconds, the same answer without asking again.
        expect(preloads((await get('/upload')).body)).toContain(
          `${remote.origin}/mf-scanner/2.0.0/__federation_expose_UploadPage.bbbb2222.js`,
        );
        expect(remote.requests).toEqual(['/mf-scanner/2.0.0/first-paint.json']);
      } finally {
        writeFileSync(remotesFile, '{}');
        await remote.close();
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('a remote re-pointed to a host that does not answer: named in the map, its old manifest is not sent, nothing of it is fetched', async () => {
      // Port 9 (discard) on loopback: nothing listens.
      writeFileSync(
        remotesFile,
        JSON.stringify({ mf_scanner: 'http://127.0.0.1:9/mf-scanner/2.0.0/mf-manifest.json' }),
      );
      try {
        const response = await get('/dashboard');
        expect(response.statusCode).toBe(200);
        expect(preloaded(response.body)?.map.mf_scanner).toBe('http://127.0.0.1:9/mf-scanner/2.0.0/mf-manifest.json');
        expect(preloaded(response.body)?.manifests).toEqual({});
        expect(preloads(response.body)).toEqual([]);
      } finally {
        writeFileSync(remotesFile, '{}');
      }
    });

    it('a rebuilt remote is sent as rebuilt, without a restart', async () => {
      writeRemoteData(
        'mf-scanner',
        remoteData(scannerManifest, {
          DashboardPage: { preload: ['remoteEntry.js', '__federation_expose_DashboardPage.eeee5555.js'] },
        }),
      );
      const response = await get('/dashboard');
      expect(preloads(response.body)).toContain('/remotes/mf-scanner/__federation_expose_DashboardPage.eeee5555.js');
      writeRemoteData('mf-scanner', scannerData);
    });

    it('without a readable map the page carries none (the browser reads /remotes.json, which falls back)', async () => {
      writeFileSync(remotesFile, '{ not json');
      const response = await get('/upload');
      expect(response.statusCode).toBe(200);
      expect(preloaded(response.body)).toBeNull();
      expect(response.body).toContain('<div id="root">');
      writeFileSync(remotesFile, '{}');
    });

    it('sends the page gzipped to a browser that accepts it', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/upload',
        headers: { accept: 'text/html', 'accept-encoding': 'gzip, br' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(preloaded(gunzipSync(response.rawPayload).toString('utf8'))?.manifests).toHaveProperty([
        '/remotes/mf-scanner/mf-manifest.json',
      ]);
    });
  });

  it('sends a prerendered page as built for its route only (the landing page: no map, no preloads, it runs no app)', async () => {
    const prerendered = path.join(root, 'shell', 'dist', 'prerendered');
    mkdirSync(prerendered, { recursive: true });
    writeFileSync(
      path.join(prerendered, 'index.html'),
      '<!doctype html><html><head><title>shell</title><script defer src="/main.1a2b3c4d.js"></script></head><body><div id="root"><h1>Resumes That Beat the Bots</h1></div></body></html>',
    );
    try {
      const home = await get('/');
      expect(home.body).toContain('<div id="root"><h1>Resumes That Beat the Bots</h1></div>');
      expect(home.body).not.toContain('id="rb-remotes"');
      expect(home.body).not.toContain('data-preload');
      expect(home.headers['cache-control']).toBe('no-cache');
      const login = await get('/login');
      expect(login.body).toContain('<div id="root"></div>');
      expect((await get('/prerendered', 'text/html')).body).toContain('<div id="root"></div>');
    } finally {
      rmSync(prerendered, { recursive: true, force: true });
    }
  });

  describe("a remote page's first paint (shared-contract/first-paint.ts)", () => {
    const part = (html: string, styles: unknown[] = []) => ({ html, styles });
    const frames = {
      'signed-out': { before: part('<header>Sign in</header><main>'), after: part('</main>') },
      guest: { before: part('<header>Exit Guest Mode</header><main>'), after: part('</main>') },
      account: { before: part('<header><span></span>Logout</header><main>'), after: part('</main>') },
    };
    const painted = (page: string, html: string, styles: unknown[] = []) => ({
      html: `<div data-rb-first-paint="${page}" style="display:contents">${html}</div>`,
      styles,
    });
    const authData = remoteData(
      { id: 'mf-auth' },
      { AuthPage: { preload: ['remoteEntry.js'] } },
      { '/login': { 'signed-out': painted('mf_auth/AuthPage', '<h2>Welcome back</h2>') } },
    );
    const scannerPaints = remoteData(
      { id: 'mf-scanner' },
      { DashboardPage: { preload: ['remoteEntry.js'] } },
      { '/dashboard': { guest: painted('mf_scanner/DashboardPage', '<h1>Welcome, Guest!</h1>') } },
    );
    const profilePaints = remoteData(
      { id: 'mf-profile' },
      { ProfilePage: { preload: ['remoteEntry.js'] } },
      { '/profile': { account: painted('mf_profile/ProfilePage', '<h1>My Profile</h1><p>Loading your profile…</p>') } },
    );
    const withCookie = (url: string, cookie?: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
    beforeAll(() => {
      writeFileSync(remotesFile, '{}');
      writeShellData(shellFirstVisit({ frames }));
      writeRemoteData('mf-auth', authData);
      writeRemoteData('mf-scanner', scannerPaints);
      writeRemoteData('mf-profile', profilePaints);
    });
    afterAll(() => {
      writeShellData(shellFirstVisit());
      for (const folder of ['mf-auth', 'mf-scanner', 'mf-profile'])
        rmSync(path.join(root, folder, 'dist', 'first-paint.json'), { force: true });
    });

    it('/login, signed out: the frame with the remote page in its slot, in an inert root, and the page varies by cookie', async () => {
      const response = await withCookie('/login');
      expect(response.body).toContain(
        '<div id="root" inert><header>Sign in</header><main><div data-rb-first-paint="mf_auth/AuthPage" style="display:contents"><h2>Welcome back</h2></div></main></div>',
      );
      expect(response.headers.vary).toMatch(/cookie/);
    });

    it("the first paint's styles go into <head>, in one element emotion recognises, each once and in order", async () => {
      const frame = {
        before: part('<header class="css-a1">Sign in</header><main>', [{ ids: ['a1'], css: '.css-a1{color:red;}' }]),
        after: part('</main><footer class="css-d4 css-b2">Terms</footer>', [
          { ids: ['d4', 'b2'], css: '.css-d4{margin:1px;}.css-b2{margin:0;}' },
        ]),
      };
      writeShellData(shellFirstVisit({ frames: { ...frames, 'signed-out': frame } }));
      writeRemoteData('mf-auth', {
        ...authData,
        routes: {
          ...authData.routes,
          '/register': {
            'signed-out': painted(
              'mf_auth/AuthPage',
              '<h2 class="css-b2 c3">Create account</h2><p class="css-a1">x</p>',
              [
                { ids: ['b2', 'c3'], css: '.css-b2{margin:0;}.css-c3{padding:0;}' },
                { ids: ['a1'], css: '.css-a1{color:red;}' },
              ],
            ),
          },
        },
      });
      try {
        const html = (await withCookie('/register')).body;
        const head = html.slice(0, html.indexOf('</head>'));
        // The frame's part before the page, the page, then the frame's part after it: their order in the body.
        expect(head).toContain(
          '<style data-rb-first-paint-css="a1 b2 c3 d4">.css-a1{color:red;}.css-b2{margin:0;}.css-c3{padding:0;}.css-d4{margin:1px;}.css-b2{margin:0;}</style>',
        );
        const rootHtml = html.slice(html.indexOf('<div id="root" inert>'));
        expect(rootHtml).not.toContain('<style');
        expect(rootHtml).toContain('<header class="css-a1">Sign in</header>');
        expect(rootHtml).toContain('<h2 class="css-b2 c3">Create account</h2><p class="css-a1">x</p>');
      } finally {
        writeShellData(shellFirstVisit({ frames }));
        writeRemoteData('mf-auth', authData);
      }
    });

    it('a guest gets the guest frame; a page with no guest paint built, or an account, gets none', async () => {
      expect((await withCookie('/dashboard', 'rb_view=guest')).body).toContain(
        '<header>Exit Guest Mode</header><main><div data-rb-first-paint="mf_scanner/DashboardPage"',
      );
      expect((await withCookie('/login', 'other=1; rb_view=guest')).body).toContain('<div id="root"></div>');
      expect((await withCookie('/login', 'rb_view=account')).body).toContain('<div id="root"></div>');
      expect((await withCookie('/login', 'rb_view=<script>')).body).toContain('<div id="root"></div>');
    });

    it("an account's /profile: the account's frame (no name) with the profile's loading state; no other view gets it", async () => {
      expect((await withCookie('/profile', 'rb_view=account')).body).toContain(
        '<div id="root" inert><header><span></span>Logout</header><main><div data-rb-first-paint="mf_profile/ProfilePage" style="display:contents"><h1>My Profile</h1><p>Loading your profile…</p></div></main></div>',
      );
      expect((await withCookie('/profile', 'rb_view=guest')).body).toContain('<div id="root"></div>');
      expect((await withCookie('/profile', 'rb_view=Account')).body).toContain('<div id="root"></div>');
      // The sign-in pages and the scanner are not painted for an account: it sees other pages there.
      expect((await withCookie('/upload', 'rb_view=account')).body).toContain('<div id="root"></div>');
      expect((await withCookie('/dashboard', 'rb_view=account')).body).toContain('<div id="root"></div>');
    });

    it('none where the route has none for the visitor: the dashboard signed out, or with journey progress; a route without one', async () => {
      expect((await withCookie('/dashboard')).body).toContain('<div id="root"></div>');
      expect((await withCookie('/dashboard', 'rb_view=guest; rb_progress=1')).body).toContain('<div id="root"></div>');
      expect((await withCookie('/profile')).body).toContain('<div id="root"></div>');
    });

    it('a remote on another host keeps its first paint; none when that host does not answer, or a part is missing', async () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-remote-host-'));
      mkdirSync(path.join(folder, 'mf-auth'), { recursive: true });
      writeFileSync(path.join(folder, 'mf-auth', 'first-paint.json'), JSON.stringify(authData));
      const remote = await startRemoteHost(folder);
      try {
        writeFileSync(remotesFile, JSON.stringify({ mf_auth: `${remote.origin}/mf-auth/mf-manifest.json` }));
        expect((await withCookie('/login')).body).toContain(
          '<div id="root" inert><header>Sign in</header><main><div data-rb-first-paint="mf_auth/AuthPage"',
        );
        writeFileSync(remotesFile, JSON.stringify({ mf_auth: 'http://127.0.0.1:9/mf-auth/mf-manifest.json' }));
        const down = await withCookie('/login');
        expect(down.statusCode).toBe(200);
        expect(down.body).toContain('<div id="root"></div>');
      } finally {
        writeFileSync(remotesFile, '{}');
        await remote.close();
        rmSync(folder, { recursive: true, force: true });
      }
      writeShellData(shellFirstVisit({ frames: { guest: frames.guest } }));
      expect((await withCookie('/login')).body).toContain('<div id="root"></div>');
      writeShellData(shellFirstVisit({ frames }));
    });
  });

  it('starts and serves the api when nothing is built yet; the shell routes say so', async () => {
    const empty = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-empty-'));
    const app = await buildApp(
      { ...t.config, web: { ...t.config.web, staticRoot: empty, remotesJson: null } },
      { logger: false, database: t.app.database },
    );
    try {
      await app.ready();
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      const shell = await app.inject({ method: 'GET', url: '/dashboard', headers: { accept: 'text/html' } });
      expect(shell.statusCode).toBe(503);
      expect(shell.body).toMatch(/not built yet/);
      expect((await app.inject({ method: 'GET', url: '/remotes/mf-auth/mf-manifest.json' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/remotes.json' })).statusCode).toBe(200);
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
