import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEV_PORTS, paths, REMOTES, ROUTE_REMOTE_PAGES, ROUTES, SHELL_APP, routeOf } from '../static/app-map';
import { FIRST_PAINT_ROUTES } from '../static/first-paint';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

describe('the route table (shared-contract/app-map)', () => {
  it('has each path once, under the key paths gives it', () => {
    expect(ROUTES.map((route) => route.path)).toEqual(Object.values(paths));
    for (const route of ROUTES) expect(paths[route.key]).toBe(route.path);
  });

  it('sends a visitor who may not see a route to a route of the table', () => {
    for (const route of ROUTES) if (route.redirectTo) expect(routeOf(route.redirectTo)).toBeDefined();
  });

  it('shows only pages of remotes in the table of apps, each exposed by that remote', () => {
    for (const [route, page] of Object.entries(ROUTE_REMOTE_PAGES)) {
      const [name, exposed] = page.split('/') as [string, string];
      const remote = REMOTES.find((candidate) => candidate.name === name);
      expect({ route, remote: remote?.name }).toEqual({ route, remote: name });
      expect(read(`${remote!.folder}/module-federation.config.ts`)).toContain(`'./${exposed}': `);
    }
  });

  it('gives the sign-in pages and the scanner a first paint for everyone but an account, the dashboard to a new guest, the profile to an account', () => {
    expect(FIRST_PAINT_ROUTES).toEqual({
      '/login': { page: 'mf_auth/AuthPage', views: ['signed-out', 'guest'] },
      '/register': { page: 'mf_auth/AuthPage', views: ['signed-out', 'guest'] },
      '/upload': { page: 'mf_scanner/UploadPage', views: ['signed-out', 'guest'] },
      '/upload-resume': { page: 'mf_scanner/UploadPage', views: ['signed-out', 'guest'] },
      '/dashboard': { page: 'mf_scanner/DashboardPage', views: ['guest'], unlessCookie: 'rb_progress' },
      '/profile': { page: 'mf_profile/ProfilePage', views: ['account'] },
    });
  });
});

describe('the table of apps', () => {
  const folders = [SHELL_APP.folder, ...REMOTES.map((remote) => remote.folder)];

  it('names each remote after its folder and gives every app its own port', () => {
    for (const remote of REMOTES) expect(remote.name).toBe(remote.folder.replace('-', '_'));
    const ports = Object.values(DEV_PORTS);
    expect(new Set(ports).size).toBe(ports.length);
  });

  it('is each remote package and its federation name', () => {
    for (const remote of REMOTES) {
      expect((JSON.parse(read(`${remote.folder}/package.json`)) as { name: string }).name).toBe(
        `@resumebeat/${remote.folder}`,
      );
      expect(read(`${remote.folder}/rspack.config.ts`)).toContain(`folder: '${remote.folder}'`);
    }
  });

  // Node scripts run without TypeScript, so they keep a list of their own: held equal here.
  it("equals the static preview server's ports (build-config/serve-static.mjs)", () => {
    const match = /const PORTS = (\{[^}]*\});/.exec(read('build-config/serve-static.mjs'));
    const ports = Function(`return ${match![1]}`)() as Record<string, number>;
    expect(ports).toEqual(Object.fromEntries(folders.map((folder) => [folder, DEV_PORTS[folder]])));
  });

  it('equals the apps pnpm dev starts (scripts/dev.mjs)', () => {
    const packages = [...read('scripts/dev.mjs').matchAll(/'(@resumebeat\/[\w-]+)'\]/g)].map((m) => m[1]);
    expect(packages).toEqual(['@resumebeat/api', ...folders.map((folder) => `@resumebeat/${folder}`)]);
  });

  it('equals the builds npm run serve requires (scripts/serve.mjs)', () => {
    const match = /\.\.\.\[([^\]]*)\]\.map\(\s*\(file\) => path\.join\(staticRoot, file\),?\s*\)/.exec(
      read('scripts/serve.mjs'),
    );
    const required = [...match![1]!.matchAll(/'([^']+)'/g)].map((m) => m[1]);
    expect(required).toEqual([
      `${SHELL_APP.folder}/dist/index.html`,
      ...REMOTES.map((remote) => `${remote.folder}/dist`),
    ]);
  });

  it('equals the port table of ARCHITECTURE.md', () => {
    const architecture = read('ARCHITECTURE.md');
    for (const folder of folders) {
      const row = architecture
        .split('\n')
        .find((line) => line.startsWith(`| ${folder === 'shell' ? 'shell dev server' : folder} `));
      expect({ folder, row }).toEqual({ folder, row: expect.stringContaining(`| ${DEV_PORTS[folder]} |`) });
    }
  });
});
