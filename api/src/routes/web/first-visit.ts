// The shell's index.html as sent to a browser: with the remotes map, the manifest of the remote
// the route shows, and preloads of that remote's entry and page chunks, so a first visit fetches
// them alongside the shell instead of one after another (docs/decisions/023-fast-first-visit.md).
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemotesMap } from '@resumebeat/shared-contract';
import {
  FIRST_PAINT_ATTRIBUTE,
  FIRST_PAINT_ROUTES,
  FIRST_PAINT_SLOT,
  SESSION_VIEW_COOKIE,
  firstPaintFile,
  type FirstPaintView,
} from '@resumebeat/shared-contract/first-paint';
import { REMOTE_FOLDERS } from '../../config';

/** The id of the element carrying the map and manifests; the shell reads it (remotes-map.ts). */
export const PRELOADED_REMOTES_ID = 'rb-remotes';

/**
 * SPEC.md section 2: the remote page each route shows (the shell's REMOTE_ROUTES). A route missing
 * here still works; its remote is just fetched after the shell starts instead of alongside it.
 */
export const ROUTE_REMOTE_PAGES: Readonly<Record<string, string>> = {
  '/login': 'mf_auth/AuthPage',
  '/register': 'mf_auth/AuthPage',
  '/reset-password': 'mf_auth/AuthPage',
  '/github-callback': 'mf_auth/GithubCallbackPage',
  '/linkedin-callback': 'mf_auth/LinkedinCallbackPage',
  '/dashboard': 'mf_scanner/DashboardPage',
  '/upload': 'mf_scanner/UploadPage',
  '/upload-resume': 'mf_scanner/UploadPage',
  '/job-description': 'mf_scanner/JobDescriptionPage',
  '/optimized-resume': 'mf_scanner/OptimizedResumePage',
  '/cover-letter': 'mf_profile/CoverLetterPage',
  '/profile': 'mf_profile/ProfilePage',
};

/** Where the shell's build puts a prerendered route (shell/src/prerendered-routes.ts, the same rule). */
export function prerenderedFile(route: string): string {
  return `prerendered/${route === '/' ? 'index' : route.slice(1)}.html`;
}

interface Manifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  /** `requires`: the shared modules the exposed page's own chunks use (build-config/src/federation-chunks.ts). */
  exposes?: Array<{ name?: string; requires?: string[]; assets?: { js?: { sync?: string[] } } }>;
}

/**
 * The shell's `shared-chunks.json` (build-config/src/federation-chunks.ts): the files it loads to
 * start (`boot`), and per shared module the files a remote's request for it loads. Paths are
 * relative to the shell's public path, `/`.
 */
export interface SharedChunks {
  boot: string[];
  shared: Record<string, string[]>;
}
export const SHARED_CHUNKS_FILE = 'shared-chunks.json';

function isSharedChunks(value: unknown): value is SharedChunks {
  if (!value || typeof value !== 'object') return false;
  const { boot, shared } = value as Partial<SharedChunks>;
  const files = (list: unknown) => Array.isArray(list) && list.every((file) => typeof file === 'string' && /^[\w.-]+\.js$/.test(file));
  return files(boot) && !!shared && typeof shared === 'object' && Object.values(shared).every(files);
}

/** The shell's table, or null when it is missing or not what the build writes (then nothing extra is preloaded). */
export function readSharedChunks(shellDir: string): SharedChunks | null {
  try {
    const value = readJsonCached(path.join(shellDir, SHARED_CHUNKS_FILE));
    return isSharedChunks(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Reads a file and keeps what `decode` made of it while the file's mtime and size do not change:
 * a page is sent on every navigation, and a rebuild or a re-pointed remote is still seen at once.
 */
const fileCache = new Map<string, { stamp: string; value: unknown }>();
function readFileCached<T>(file: string, decode: (text: string) => T): T {
  const stat = statSync(file);
  const stamp = `${stat.mtimeMs}:${stat.size}`;
  const cached = fileCache.get(file);
  if (cached?.stamp === stamp) return cached.value as T;
  const value = decode(readFileSync(file, 'utf8'));
  fileCache.set(file, { stamp, value });
  return value;
}

/** The text of a built page (index.html, a prerendered route), read again only when it changes. */
export const readPageCached = (file: string): string => readFileCached(file, (text) => text);
const readJsonCached = (file: string): unknown => readFileCached<unknown>(file, (text) => JSON.parse(text));

/** The folder of a remote this api serves (`/remotes/<folder>/mf-manifest.json` in the map), or null. */
function localRemoteFolder(url: string): string | null {
  const folder = /^\/remotes\/([a-z-]+)\/mf-manifest\.json$/.exec(url)?.[1];
  return folder && (Object.values(REMOTE_FOLDERS) as string[]).includes(folder) ? folder : null;
}

/**
 * The manifest a map entry names, when this api serves it (`/remotes/<folder>/mf-manifest.json`):
 * read from disk at request time, so a remote rebuilt or re-pointed is picked up at once. A remote
 * hosted elsewhere is not fetched here (the browser fetches it, as before).
 */
function localManifest(staticRoot: string, url: string): Manifest | null {
  const folder = localRemoteFolder(url);
  if (!folder) return null;
  try {
    const manifest = readJsonCached(path.join(staticRoot, folder, 'dist', 'mf-manifest.json'));
    return manifest && typeof manifest === 'object' ? (manifest as Manifest) : null;
  } catch {
    return null; // not built, or being written: the browser fetches it itself
  }
}

/** Files to preload for one exposed page: the remote's entry and the page's own chunks. */
function preloadsFor(manifestUrl: string, manifest: Manifest, exposed: string): string[] {
  const meta = manifest.metaData;
  // 'auto': files sit next to the manifest (how every remote here is built).
  if (!meta || (meta.publicPath && meta.publicPath !== 'auto')) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const entry = meta.remoteEntry?.name ? [`${base}${meta.remoteEntry.path ? `${meta.remoteEntry.path}/` : ''}${meta.remoteEntry.name}`] : [];
  const expose = manifest.exposes?.find((item) => item.name === exposed);
  const chunks = (expose?.assets?.js?.sync ?? []).map((file) => `${base}${file}`);
  return [...entry, ...chunks];
}

/** JSON safe inside a <script> element: no `</script>`, no `<!--`. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** The shell's start script (shell/src/start-after-paint.ts, put in by its build), naming its entry. */
const START_SCRIPT = /<script[^>]* src="[^"]+" data-app-entry="[^"]+"><\/script>/;

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The HTML for one route: the shell's index.html with, before </head>, preloads and a non-executed
 * JSON block `{ map, manifests }` (no script runs from the HTML: the CSP stays without
 * 'unsafe-inline'). The map is the one /remotes.json serves at this moment; a browser that finds it
 * stale reads /remotes.json again (shell/src/federation/remote-loader.ts).
 *
 * Preloaded, in the order they are needed: the shell's start-up files (otherwise requested only
 * once its entry has run), the route's remote entry and page chunks, then the shell's files of the
 * shared modules that page uses and the start-up does not load (otherwise requested only once the
 * remote's entry has run). Every script a remote page needs is then requested with the HTML.
 */
export function firstVisitHtml(
  indexHtml: string,
  options: { pathname: string; map: RemotesMap | null; staticRoot: string; sharedChunks?: SharedChunks | null },
): string {
  const { pathname, map, staticRoot, sharedChunks } = options;
  const manifests: Record<string, Manifest> = {};
  const boot = (sharedChunks?.boot ?? []).map((file) => `/${file}`);
  const preloads: string[] = [...boot];
  const pageId = ROUTE_REMOTE_PAGES[pathname];
  if (pageId && map) {
    const [remote, page] = pageId.split('/') as [string, string];
    const url = map[remote];
    const manifest = url ? localManifest(staticRoot, url) : null;
    if (url && manifest) {
      manifests[url] = manifest;
      preloads.push(...preloadsFor(url, manifest, page));
      const requires = manifest.exposes?.find((item) => item.name === page)?.requires ?? [];
      for (const key of requires) preloads.push(...(sharedChunks?.shared[key] ?? []).map((file) => `/${file}`));
    }
  }
  // Once each, and not what the page already loads itself (the shell's entry, or its start's).
  const listed = new Set(
    [...indexHtml.matchAll(/<script[^>]* src="([^"]+)"|<link rel="preload"[^>]* href="([^"]+)"| data-app-entry="([^"]+)"/g)].map(
      (match) => match[1] ?? match[2] ?? match[3],
    ),
  );
  const wanted = preloads.filter((href) => !listed.has(href) && (listed.add(href), true));
  const data = map ? `<script type="application/json" id="${PRELOADED_REMOTES_ID}">${scriptSafeJson({ map, manifests })}</script>` : '';
  // A shell that starts after its first paint (shell/src/start-after-paint.ts) is given the list,
  // and fetches it all, with its entry, once the page is painted: requested with the HTML, the
  // files arrived first on a fast link and their start-up held the page's paint back.
  const start = START_SCRIPT.exec(indexHtml);
  if (start) {
    const tag = wanted.length ? start[0].replace(/><\/script>$/, () => ` data-preload="${escapeAttribute(wanted.join(' '))}"></script>`) : start[0];
    return `${indexHtml.slice(0, start.index)}${tag}${data}${indexHtml.slice(start.index + start[0].length)}`;
  }
  const head =
    // Low priority, as the shell's own scripts are (deferred): at high priority the remote's files
    // took the link from the shell's and the first paint came ~0.7 s later on slow 4G.
    wanted.map((href) => `<link rel="preload" as="script" fetchpriority="low" href="${escapeAttribute(href)}">`).join('') + data;
  if (!head) return indexHtml;
  // Right after the shell's entry script (requested first: everything else waits for it to run)
  // and before the page's inline CSS, so the browser's preload scanner meets them early.
  const entry = /<script[^>]* src="[^"]+"[^>]*><\/script>/.exec(indexHtml) ?? /<meta charset="[^"]*">/i.exec(indexHtml);
  if (entry) {
    const at = entry.index + entry[0].length;
    return `${indexHtml.slice(0, at)}${head}${indexHtml.slice(at)}`;
  }
  return indexHtml.includes('</head>') ? indexHtml.replace('</head>', () => `${head}</head>`) : `${head}${indexHtml}`;
}

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** Which first paint fits the visitor, from the cookie shared-session keeps; null: none does (an account). */
export function firstPaintView(cookieHeader: string | undefined): FirstPaintView | null {
  const view = cookieValue(cookieHeader, SESSION_VIEW_COOKIE);
  if (view === null || view === '') return 'signed-out';
  return view === 'guest' ? 'guest' : null;
}

const readOptional = (file: string): string | null => {
  try {
    return readPageCached(file);
  } catch {
    return null; // not built (or an older build without first paints): the page starts as before
  }
};

/**
 * The first paint of a remote page (shared-contract/first-paint.ts): the shell's frame for the
 * visitor's view with the remote's page in its slot, both as built, or null when the route has
 * none, the visitor is not one it was rendered for, or either part is missing. The remote's part is
 * read from the build the map points to at this moment (only a remote this api serves: one hosted
 * elsewhere starts with the spinner, as before).
 */
export function firstPaintMarkup(options: {
  pathname: string;
  cookieHeader: string | undefined;
  map: RemotesMap | null;
  staticRoot: string;
  shellDir: string;
}): string | null {
  const { pathname, cookieHeader, map, staticRoot, shellDir } = options;
  const route = FIRST_PAINT_ROUTES[pathname];
  const view = firstPaintView(cookieHeader);
  if (!route || !view || !route.views.includes(view) || !map) return null;
  if (route.unlessCookie && cookieValue(cookieHeader, route.unlessCookie) !== null) return null;
  const remote = route.page.split('/')[0]!;
  const folder = map[remote] ? localRemoteFolder(map[remote]) : null;
  if (!folder) return null;
  const frame = readOptional(path.join(shellDir, firstPaintFile('/frame', view)));
  const page = readOptional(path.join(staticRoot, folder, 'dist', firstPaintFile(pathname, view)));
  if (!frame || page === null || !frame.includes(FIRST_PAINT_SLOT)) return null;
  // The same box the shell mounts a remote page in (shell/src/federation/remote-page.tsx).
  const slot = `<div ${FIRST_PAINT_ATTRIBUTE}="${escapeAttribute(route.page)}" style="display:contents">${page}</div>`;
  return frame.replace(FIRST_PAINT_SLOT, () => slot);
}

const EMPTY_ROOT = '<div id="root"></div>';

/** A <style> element as emotion writes it beside the elements it styles: `data-emotion="css <id>..."`. */
const EMOTION_STYLE = /<style data-emotion="css ([^"]+)">([\s\S]*?)<\/style>/g;

/**
 * The first paint's styles, taken out of the markup into one <style> element for <head>.
 * Rendered at build time, each component's CSS sits in a <style> element just before it: the
 * browser met ~60 of them while parsing the body, re-computed the page's styles for each, and laid
 * the page out again for every chunk of the body it parsed (~0.2 s of a phone's main thread after
 * the first paint), and emotion then moved each one into <head> as the app started.
 *
 * The element keeps emotion's marks: `data-emotion` lists every style's id, so emotion knows them
 * as inserted and never writes them again, and `data-s` tells it the element is already in place.
 * Each id once, in the order the markup had them (the same cascade).
 */
export function hoistFirstPaintStyles(markup: string): { styles: string; body: string } {
  const ids: string[] = [];
  const seen = new Set<string>();
  let css = '';
  const body = markup.replace(EMOTION_STYLE, (_element, names: string, rules: string) => {
    const fresh = names.split(' ').filter((id) => id && !seen.has(id));
    if (fresh.length) {
      for (const id of fresh) seen.add(id);
      ids.push(...fresh);
      css += rules;
    }
    return '';
  });
  const styles = ids.length ? `<style data-emotion="css ${ids.join(' ')}" data-s="">${css}</style>` : '';
  return { styles, body };
}

/**
 * The page with a first paint in its root. The root is inert until the app starts (the shell
 * removes the attribute with its first render): the copy looks like the page but nothing in it
 * works yet, and a form in it must not be sent by the browser on its own (a password in the URL).
 * Its styles go into <head> (hoistFirstPaintStyles).
 */
export function withFirstPaint(html: string, markup: string | null): string {
  if (!markup || !html.includes(EMPTY_ROOT) || !html.includes('</head>')) return html;
  const { styles, body } = hoistFirstPaintStyles(markup);
  return html.replace('</head>', () => `${styles}</head>`).replace(EMPTY_ROOT, () => `<div id="root" inert>${body}</div>`);
}
