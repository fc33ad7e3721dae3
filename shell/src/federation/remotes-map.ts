// No import of the federation runtime or any shared module here: index.ts starts this fetch
// before the async boundary, while the rest of the shell is still downloading.

/** Remote container name (e.g. `mf_scanner`) -> URL of its `mf-manifest.json`. */
export type RemotesMap = Record<string, string>;

export const REMOTES_MAP_URL = '/remotes.json';

/** Where the api puts the map and manifests into the page (api/src/routes/web/first-visit.ts). */
export const PRELOADED_REMOTES_ID = 'rb-remotes';

const NAME = /^[A-Za-z_][\w]*$/;

/** Keeps the entries that are a remote name and a URL, resolved against the page. */
function toRemotesMap(body: unknown, what: string): RemotesMap {
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new Error(`${what} is not a map of remote names to manifest URLs`);
  }
  const map: RemotesMap = {};
  for (const [name, entry] of Object.entries(body)) {
    if (typeof entry === 'string' && NAME.test(name)) {
      map[name] = new URL(entry, window.location.href).href;
    }
  }
  return map;
}

/**
 * Reads the deploy-time map of remotes. The shell has no remote baked in: re-pointing one line of
 * this file deploys or rolls back a remote with no shell rebuild. `no-store`, because a stale map
 * would pin users to an old remote. Relative URLs resolve against the page.
 */
export async function fetchRemotesMap(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const response = await fetchImpl(REMOTES_MAP_URL, { cache: 'no-store', headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${REMOTES_MAP_URL} answered HTTP ${response.status}`);
  return toRemotesMap(await response.json(), REMOTES_MAP_URL);
}

interface PreloadedRemotes {
  map: RemotesMap;
  /** Absolute manifest URL -> the manifest's text, as the server read it when it sent the page. */
  manifests: Map<string, string>;
}

let preloaded: PreloadedRemotes | null | undefined;

/**
 * The map and manifests the server put into the page, if any: a non-executed JSON block (the CSP
 * allows no inline script). A page served without it (another static host) reads /remotes.json.
 */
export function readPreloadedRemotes(doc: Document = document): PreloadedRemotes | null {
  if (preloaded !== undefined) return preloaded;
  preloaded = null;
  const text = doc.getElementById(PRELOADED_REMOTES_ID)?.textContent;
  if (!text) return preloaded;
  try {
    const body = JSON.parse(text) as { map?: unknown; manifests?: Record<string, unknown> };
    const manifests = new Map<string, string>();
    for (const [url, manifest] of Object.entries(body.manifests ?? {})) {
      if (manifest && typeof manifest === 'object')
        manifests.set(new URL(url, window.location.href).href, JSON.stringify(manifest));
    }
    preloaded = { map: toRemotesMap(body.map, "the page's remotes map"), manifests };
  } catch (error) {
    console.error("[ResumeBeat] the page's remotes map could not be read; reading /remotes.json", error);
  }
  return preloaded;
}

/**
 * A manifest the page came with, for the federation runtime's fetch (retry-runtime-plugin.ts):
 * the manifest request is saved, so the remote's entry and page chunk are fetched at once.
 */
export function preloadedManifest(url: string): Response | null {
  const text = readPreloadedRemotes()?.manifests.get(url);
  return text ? new Response(text, { status: 200, headers: { 'Content-Type': 'application/json' } }) : null;
}

/**
 * Forgets what the page came with: after a remote failed to load from it, the map the page was
 * sent with may be stale (a remote re-pointed or rolled back since); /remotes.json is the truth.
 */
export function discardPreloadedRemotes(): void {
  preloaded = null;
}

/** True while the remotes come from the page's own copy of the map. */
export function usingPreloadedRemotes(): boolean {
  return readPreloadedRemotes() !== null;
}

let prefetched: Promise<RemotesMap> | null = null;

/**
 * Takes the map the page came with, else starts reading it at once (index.ts calls it first thing), so the request overlaps the
 * download of React and the design system instead of waiting for them.
 */
export function prefetchRemotesMap(fetchImpl: typeof fetch = fetch): void {
  const fromPage = readPreloadedRemotes();
  prefetched ??= fromPage ? Promise.resolve(fromPage.map) : fetchRemotesMap(fetchImpl);
  // Reported where it is taken; not an unhandled rejection in the meantime.
  prefetched.catch(() => {});
}

/** The prefetched map (once), else a fresh read. */
export function takeRemotesMap(fetchImpl: typeof fetch = fetch): Promise<RemotesMap> {
  const map = prefetched ?? fetchRemotesMap(fetchImpl);
  prefetched = null;
  return map;
}
