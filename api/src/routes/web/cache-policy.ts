import path from 'node:path';

/** `main.f45a6a82.js`, `160.2e9bf1ad.js.map`: a content hash in the name, safe to cache forever. */
const HASHED_FILE = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.map)?$/i;
/** Entry points that name the hashed files: they must be revalidated on every load. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

export const NO_STORE = 'no-store';
export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The Cache-Control of a built file: hashed files are immutable, entry points never cached. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  if (ENTRY_FILES.has(name) || name.endsWith('.html')) return NO_CACHE;
  if (HASHED_FILE.test(name)) return IMMUTABLE;
  return 'public, max-age=300, must-revalidate';
}
