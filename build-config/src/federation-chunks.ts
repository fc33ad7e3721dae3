import type { Compiler, StatsCompilation } from '@rspack/core';
import {
  FIRST_PAINT_DATA_VERSION,
  REMOTE_FIRST_PAINT_FILE,
  type RemoteFirstPaint,
} from '@resumebeat/shared-contract/first-paint-data';

/**
 * What a first visit's HTML can preload (docs/decisions/023-fast-first-visit.md): which files
 * each shared module costs, and which shared modules each remote page needs at once.
 *
 * - The shell writes `dist/shared-chunks.json`: for every shared module it provides, the chunk
 *   files a remote's request for it loads (with the shared modules those in turn need), and
 *   `boot`, the files the shell itself loads before its first render.
 * - A remote fills `requires` of each exposed page in its `mf-manifest.json` (a field of the
 *   manifest format that the federation plugin leaves empty here, since our exposed files import
 *   the shared modules only through their children): the shared modules the page's own chunks
 *   use, not those of chunks it loads later (a dialog, a chart).
 *
 * Both are read off the build's chunk graph: a chunk's `origins` name the blocks that load it,
 * a provided module's block loading exactly what a remote's request for it loads.
 */
export const SHARED_CHUNKS_FILE = 'shared-chunks.json';

/**
 * The chunk of the contract's zod schemas (build-config/src/rspack.ts), which the API client loads
 * at its first call (decision 046): listed last among the client's files, so that a page which
 * uses the client has it downloaded, not run, before its first call needs it.
 */
export const API_SCHEMAS_CHUNK = 'api-schemas';
const API_CLIENT_KEY = '@resumebeat/shared-session/api';

export interface SharedChunks {
  /** Files (relative to the shell's public path) the shell loads before it renders. */
  boot: string[];
  /** Shared module key -> files a request for it loads (its own and its shared dependencies'). */
  shared: Record<string, string[]>;
}

const PROVIDE = /^provide shared module \([^)]*\) (.+?)@\S* = /;
const CONSUME = /^consume shared module \([^)]*\) (.+?)@/;

type Chunk = NonNullable<StatsCompilation['chunks']>[number];

function consumedKeys(chunks: Chunk[]): Set<string> {
  const keys = new Set<string>();
  for (const chunk of chunks) {
    for (const module of chunk.modules ?? []) {
      const key = CONSUME.exec(module.name ?? '')?.[1];
      if (key) keys.add(key);
    }
  }
  return keys;
}

const jsFiles = (chunks: Chunk[]): string[] =>
  [...new Set(chunks.flatMap((chunk) => chunk.files ?? []))].filter((file) => file.endsWith('.js')).sort();

/** The shell's table (test/federation-chunks.test.ts). */
export function sharedChunksOf(stats: StatsCompilation): SharedChunks {
  const chunks = stats.chunks ?? [];
  const loadedBy = (test: (origin: NonNullable<Chunk['origins']>[number]) => boolean) =>
    chunks.filter((chunk) => (chunk.origins ?? []).some(test));
  const own = new Map<string, Chunk[]>();
  for (const chunk of chunks) {
    for (const origin of chunk.origins ?? []) {
      const key = PROVIDE.exec(origin.moduleName ?? '')?.[1];
      if (!key) continue;
      const list = own.get(key) ?? [];
      if (!list.includes(chunk)) list.push(chunk);
      own.set(key, list);
    }
  }
  // A shared module's files, and those of the shared modules its chunks consume in turn.
  const closure = (start: Chunk[]): Chunk[] => {
    const result = new Set(start);
    const seen = new Set<string>();
    let pending = [...consumedKeys(start)];
    while (pending.length) {
      const key = pending.pop()!;
      if (seen.has(key)) continue;
      seen.add(key);
      const more = own.get(key) ?? [];
      for (const chunk of more) result.add(chunk);
      pending = pending.concat([...consumedKeys(more)]);
    }
    return [...result];
  };
  const shared: Record<string, string[]> = {};
  for (const [key, list] of [...own].sort(([a], [b]) => a.localeCompare(b))) shared[key] = jsFiles(closure(list));
  const schemas = jsFiles(chunks.filter((chunk) => (chunk.names ?? []).includes(API_SCHEMAS_CHUNK)));
  if (schemas.length && shared[API_CLIENT_KEY]) shared[API_CLIENT_KEY] = [...shared[API_CLIENT_KEY], ...schemas];
  const entry = (stats.namedChunkGroups?.main?.chunks ?? [])
    .map((id) => chunks.find((chunk) => chunk.id === id))
    .filter((chunk): chunk is Chunk => !!chunk);
  const bootstrap = loadedBy((origin) => origin.request === './bootstrap');
  return { boot: jsFiles(closure([...entry, ...bootstrap])), shared };
}

/** A remote's table: exposed name (as in the manifest, e.g. 'UploadPage') -> shared modules it needs. */
export function exposedRequires(stats: StatsCompilation): Record<string, string[]> {
  const chunks = stats.chunks ?? [];
  const result: Record<string, string[]> = {};
  for (const [name, group] of Object.entries(stats.namedChunkGroups ?? {})) {
    const exposed = /^__federation_expose_(.+)$/.exec(name)?.[1];
    if (!exposed) continue;
    const members = (group.chunks ?? [])
      .map((id) => chunks.find((chunk) => chunk.id === id))
      .filter((chunk): chunk is Chunk => !!chunk);
    result[exposed] = [...consumedKeys(members)].sort();
  }
  return result;
}

/** The fields of a federation manifest read here, at build time (the api reads none of them). */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; requires?: string[]; assets?: { js?: { sync?: string[] } } }>;
  shared?: unknown[];
}

/**
 * A remote's `first-paint.json` as this build writes it (shared-contract/first-paint-data.ts):
 * the manifest, and per exposed page its entry and own chunks to preload (relative to the
 * manifest's folder) and the shared modules it requires. Its first paints (`pages`) are added by
 * the remote's prerender (qa-harness/first-paint), after this build.
 */
export function remoteFirstPaintOf(manifest: RemoteManifest): RemoteFirstPaint {
  const meta = manifest.metaData;
  // 'auto': files sit next to the manifest (how every remote here is built). Another public path
  // would need the api to know it: nothing is preloaded then, and the page still loads.
  const relative = !!meta && (!meta.publicPath || meta.publicPath === 'auto');
  const entry =
    relative && meta?.remoteEntry?.name
      ? [`${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`]
      : [];
  const exposes: RemoteFirstPaint['exposes'] = {};
  for (const expose of manifest.exposes ?? []) {
    if (!expose.name) continue;
    exposes[expose.name] = {
      preload: relative ? [...entry, ...(expose.assets?.js?.sync ?? [])] : [],
      requires: expose.requires ?? [],
    };
  }
  return { version: FIRST_PAINT_DATA_VERSION, manifest, exposes, routes: {} };
}

/** What of the build's stats the tables are read from. */
export const STATS_OPTIONS = {
  all: false,
  chunks: true,
  chunkModules: true,
  dependentModules: true,
  chunkOrigins: true,
  ids: true,
  chunkGroups: true,
} as const;

/**
 * Why a table cannot be right, or nothing. The tables are read off names internal to Module
 * Federation (`provide shared module (...) key@version = ...`, `consume shared module (...)`, the
 * chunk groups `__federation_expose_<name>`); a release of the federation plugin or Rspack that
 * renames them empties the tables, and the api would then preload nothing more, silently. The
 * build fails instead, saying so.
 */
export function sharedChunksProblems(table: SharedChunks): string[] {
  const problems: string[] = [];
  if (Object.keys(table.shared).length === 0) {
    problems.push(
      `${SHARED_CHUNKS_FILE}: no shared module found in the chunk graph (no chunk is loaded by a 'provide shared module' block). Has Module Federation renamed its modules? See build-config/src/federation-chunks.ts.`,
    );
  }
  for (const [key, files] of Object.entries(table.shared)) {
    if (files.length === 0) problems.push(`${SHARED_CHUNKS_FILE}: the shared module '${key}' loads no file.`);
  }
  if (table.boot.length === 0)
    problems.push(
      `${SHARED_CHUNKS_FILE}: no file found for the start ('main' chunk group and the chunks of './bootstrap').`,
    );
  return problems;
}

/**
 * Why a remote's `requires` cannot be right, or nothing: an exposed page of the manifest without
 * its chunk group, or a remote sharing modules none of whose pages consumes one.
 */
export function exposedRequiresProblems(manifest: RemoteManifest, requires: Record<string, string[]>): string[] {
  const exposes = (manifest.exposes ?? []).map((expose) => expose.name ?? '');
  const problems = exposes
    .filter((name) => !requires[name])
    .map(
      (name) =>
        `mf-manifest.json: no chunk group '__federation_expose_${name}' for the exposed '${name}', so its 'requires' cannot be filled. Has Module Federation renamed its chunk groups? See build-config/src/federation-chunks.ts.`,
    );
  if (
    exposes.length > 0 &&
    (manifest.shared ?? []).length > 0 &&
    exposes.every((name) => (requires[name] ?? []).length === 0)
  ) {
    problems.push(
      `mf-manifest.json: no exposed page consumes a shared module ('consume shared module' found in none of their chunks) though the remote shares ${(manifest.shared ?? []).length}. Has Module Federation renamed its modules? See build-config/src/federation-chunks.ts.`,
    );
  }
  return problems;
}

export class FederationChunksPlugin {
  constructor(private readonly role: 'host' | 'remote') {}

  apply(compiler: Compiler): void {
    const { Compilation, sources, WebpackError } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('FederationChunksPlugin', (compilation) => {
      const fail = (problems: string[]) => {
        for (const problem of problems) compilation.errors.push(new WebpackError(`FederationChunksPlugin: ${problem}`));
      };
      // After the federation plugin has written the manifest (its stage is OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap(
        { name: 'FederationChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const stats = compilation.getStats().toJson(STATS_OPTIONS);
          if (this.role === 'host') {
            const table = sharedChunksOf(stats);
            fail(sharedChunksProblems(table));
            compilation.emitAsset(SHARED_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(table, null, 2)}\n`));
            return;
          }
          const asset = compilation.getAsset('mf-manifest.json');
          if (!asset) {
            fail([
              "mf-manifest.json was not emitted, so no exposed page gets its `requires` (is the federation plugin's `manifest` option on?).",
            ]);
            return;
          }
          const manifest = JSON.parse(asset.source.source().toString()) as RemoteManifest;
          const requires = exposedRequires(stats);
          fail(exposedRequiresProblems(manifest, requires));
          for (const expose of manifest.exposes ?? []) {
            const needed = expose.name ? requires[expose.name] : undefined;
            if (needed) expose.requires = [...new Set([...(expose.requires ?? []), ...needed])].sort();
          }
          compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
          compilation.emitAsset(
            REMOTE_FIRST_PAINT_FILE,
            new sources.RawSource(JSON.stringify(remoteFirstPaintOf(manifest))),
          );
        },
      );
    });
  }
}
