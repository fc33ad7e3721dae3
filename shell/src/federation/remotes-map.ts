// No import of the federation runtime or any shared module here: index.ts starts this fetch
// before the async boundary, while the rest of the shell is still downloading.

/** Remote container name (e.g. `mf_scanner`) -> URL of its `mf-manifest.json`. */
export type RemotesMap = Record<string, string>;

export const REMOTES_MAP_URL = '/remotes.json';

/**
 * Reads the deploy-time map of remotes. The shell has no remote baked in: re-pointing one line of
 * this file deploys or rolls back a remote with no shell rebuild. `no-store`, because a stale map
 * would pin users to an old remote. Relative URLs resolve against the page.
 */
export async function fetchRemotesMap(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const response = await fetchImpl(REMOTES_MAP_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_MAP_URL} answered HTTP ${response.status}`);
  const body: unknown = await response.json();
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Error(`${REMOTES_MAP_URL} is not a map of remote names to manifest URLs`);
  }
  const map: RemotesMap = {};
  for (const [name, entry] of Object.entries(body)) {
    if (typeof entry === 'string' && /^[A-Za-z_][\w]*$/.test(name)) {
      map[name] = new URL(entry, window.location.href).href;
    }
  }
  return map;
}

let prefetched: Promise<RemotesMap> | null = null;

/**
 * Starts reading the map at once (index.ts calls it first thing), so the request overlaps the
 * download of React and the design system instead of waiting for them.
 */
export function prefetchRemotesMap(fetchImpl: typeof fetch = fetch): void {
  prefetched ??= fetchRemotesMap(fetchImpl);
  // Reported where it is taken; not an unhandled rejection in the meantime.
  prefetched.catch(() => {});
}

/** The prefetched map (once), else a fresh read. */
export function takeRemotesMap(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const map = prefetched ?? fetchRemotesMap(fetchImpl);
  prefetched = null;
  return map;
}
