import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { StatsCompilation } from '@rspack/core';
import {
  SHARED_CHUNKS_FILE,
  exposedRequires,
  exposedRequiresProblems,
  sharedChunksOf,
  sharedChunksProblems,
  type SharedChunks,
} from '../src/federation-chunks';

/**
 * A real build of a tiny host and remote (test/fixture/build.ts, in a child process: Rspack is an
 * ES module Jest cannot load), with the federation plugin the apps use and FederationChunksPlugin.
 * The packages: `base`; `ui-kit`, which imports `base`; `extra`, which the host loads lazily and
 * the remote page only in a chunk it loads later (a dialog). All three are shared.
 */
const run = promisify(execFile);
const TSX = require.resolve('tsx');
const BUILD = path.join(__dirname, 'fixture/build.ts');

interface Built {
  errors: string[];
  stats: StatsCompilation;
}
async function buildFixture(folder: string, scenario = 'normal'): Promise<{ host: Built; remote: Built }> {
  const { stdout } = await run(process.execPath, ['--import', TSX, BUILD, folder, `--scenario=${scenario}`], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as { host: Built; remote: Built };
}

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-federation-chunks-'));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Every module name and chunk group name of the stats with `from` written as `to` (a release of the federation plugin that renamed them). */
function renamed(stats: StatsCompilation, from: string, to: string): StatsCompilation {
  return JSON.parse(JSON.stringify(stats).split(from).join(to)) as StatsCompilation;
}

describe('FederationChunksPlugin on a real build', () => {
  let root: string;
  let built: { host: Built; remote: Built };
  beforeAll(async () => {
    root = tempFolder();
    built = await buildFixture(root);
  }, 30_000);

  it("writes the shell's table: the start's files, and per shared module its files and those of the shared modules it uses", () => {
    expect(built.host.errors).toEqual([]);
    const table = JSON.parse(readFileSync(path.join(root, 'host/dist', SHARED_CHUNKS_FILE), 'utf8')) as SharedChunks;
    expect(table).toEqual({
      // The entry, the bootstrap and what it imports at once (ui-kit, and base through it); not `extra`, loaded later.
      boot: ['main.js', 'node_modules_base_index_js.js', 'node_modules_ui-kit_index_js.js', 'src_bootstrap_js.js'],
      shared: {
        base: ['node_modules_base_index_js.js'],
        extra: ['node_modules_extra_index_js.js'],
        'ui-kit': ['node_modules_base_index_js.js', 'node_modules_ui-kit_index_js.js'],
      },
    });
    // Every file it names was written.
    for (const file of new Set([...table.boot, ...Object.values(table.shared).flat()]))
      expect(existsSync(path.join(root, 'host/dist', file))).toBe(true);
    expect(sharedChunksOf(built.host.stats)).toEqual(table);
  });

  it("fills each exposed page's `requires` in the remote's manifest with the shared modules its own chunks use, not those of chunks it loads later", () => {
    expect(built.remote.errors).toEqual([]);
    const manifest = JSON.parse(readFileSync(path.join(root, 'remote/dist/mf-manifest.json'), 'utf8')) as {
      exposes: Array<{ name: string; requires: string[] }>;
    };
    expect(manifest.exposes.map(({ name, requires }) => ({ name, requires }))).toEqual([
      { name: 'Page', requires: ['ui-kit'] },
    ]);
    expect(exposedRequires(built.remote.stats)).toEqual({ Page: ['ui-kit'] });
  });

  it('finds the tables empty, and says why, when the federation plugin names its modules or chunk groups otherwise', () => {
    expect(sharedChunksProblems(sharedChunksOf(built.host.stats))).toEqual([]);
    const hostRenamed = sharedChunksOf(renamed(built.host.stats, 'provide shared module', 'provide-shared'));
    expect(hostRenamed.shared).toEqual({});
    expect(sharedChunksProblems(hostRenamed).join('\n')).toMatch(/no shared module found in the chunk graph/);

    const manifest = { exposes: [{ name: 'Page' }], shared: [{ name: 'base' }, { name: 'ui-kit' }, { name: 'extra' }] };
    expect(exposedRequiresProblems(manifest, exposedRequires(built.remote.stats))).toEqual([]);
    expect(
      exposedRequiresProblems(
        manifest,
        exposedRequires(renamed(built.remote.stats, '__federation_expose_', '__mf_expose_')),
      ).join('\n'),
    ).toMatch(/no chunk group '__federation_expose_Page' for the exposed 'Page'/);
    expect(
      exposedRequiresProblems(
        manifest,
        exposedRequires(renamed(built.remote.stats, 'consume shared module', 'consume-shared')),
      ).join('\n'),
    ).toMatch(/no exposed page consumes a shared module/);
  });
});

describe('FederationChunksPlugin when its table comes out empty', () => {
  it('fails the build with a message that says so, and writes no table', async () => {
    const root = tempFolder();
    const { host } = await buildFixture(root, 'no-shared');
    expect(host.errors).toHaveLength(1);
    expect(host.errors[0]).toMatch(
      /FederationChunksPlugin: shared-chunks\.json: no shared module found in the chunk graph/,
    );
    expect(existsSync(path.join(root, 'host/dist', SHARED_CHUNKS_FILE))).toBe(false);
  }, 30_000);
});
