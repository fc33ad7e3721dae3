import type { Compiler, StatsCompilation } from '@rspack/core';
import { FIRST_PAINT_DATA_VERSION, REMOTE_FIRST_PAINT_FILE, type RemoteFirstPaint } from '@resumebeat/shared-contract/first-paint-data';

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

const jsFiles = (chunks: Chunk[]): string[] => [...new Set(chunks.flatMap((chunk) => chunk.files ?? []))].filter((file) => file.endsWith('.js')).sort();

/** The shell's table (exported for its test). */
export function sharedChunksOf(stats: StatsCompilation): SharedChunks {
  const chunks = stats.chunks ?? [];
  const loadedBy = (test: (origin: NonNullable<Chunk['origins']>[number]) => boolean) => chunks.filter((chunk) => (chunk.origins ?? []).some(test));
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
  const entry = (stats.namedChunkGroups?.main?.chunks ?? []).map((id) => chunks.find((chunk) => chunk.id === id)).filter((chunk): chunk is Chunk => !!chunk);
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
    const members = (group.chunks ?? []).map((id) => chunks.find((chunk) => chunk.id === id)).filter((chunk): chunk is Chunk => !!chunk);
    result[exposed] = [...consumedKeys(members)].sort();
  }
  return result;
}

/** The fields of a federation manifest read here, at build time (the api reads none of them). */
interface RemoteManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ name?: string; requires?: string[]; assets?: { js?: { sync?: string[] } } }>;
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
  const entry = relative && meta?.remoteEntry?.name ? [`${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`] : [];
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

const STATS = { all: false, chunks: true, chunkModules: true, dependentModules: true, chunkOrigins: true, ids: true, chunkGroups: true } as const;

export class FederationChunksPlugin {
  constructor(private readonly role: 'host' | 'remote') {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.rspack;
    compiler.hooks.thisCompilation.tap('FederationChunksPlugin', (compilation) => {
      // After the federation plugin has written the manifest (its stage is OPTIMIZE_TRANSFER).
      compilation.hooks.processAssets.tap({ name: 'FederationChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const stats = compilation.getStats().toJson(STATS);
        if (this.role === 'host') {
          compilation.emitAsset(SHARED_CHUNKS_FILE, new sources.RawSource(`${JSON.stringify(sharedChunksOf(stats), null, 2)}\n`));
          return;
        }
        const asset = compilation.getAsset('mf-manifest.json');
        if (!asset) return;
        const manifest = JSON.parse(asset.source.source().toString()) as RemoteManifest;
        const requires = exposedRequires(stats);
        for (const expose of manifest.exposes ?? []) {
          const needed = expose.name ? requires[expose.name] : undefined;
          if (needed) expose.requires = [...new Set([...(expose.requires ?? []), ...needed])].sort();
        }
        compilation.updateAsset('mf-manifest.json', new sources.RawSource(JSON.stringify(manifest, null, 2)));
        compilation.emitAsset(REMOTE_FIRST_PAINT_FILE, new sources.RawSource(JSON.stringify(remoteFirstPaintOf(manifest))));
      });
    });
  }
}
