// The shell's page as sent to a browser: with the remotes map, the manifest of the remote the
// route shows, the list of every script the page needs, and the remote page's first paint
// (docs/decisions/023-fast-first-visit.md). Built from data the builds published
// (shared-contract/first-paint-data.ts): the shell's from its folder here, each remote's from beside
// its manifest, wherever the map says it is deployed (docs/decisions/042). Nothing here reads HTML:
// the strings it was given are joined in the order given.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { RemotesMap } from '@resumebeat/shared-contract';
import {
  FIRST_PAINT_ROUTES,
  FIRST_PAINT_STYLES_ATTRIBUTE,
  FIRST_PAINT_VIEWS,
  SESSION_VIEW_COOKIE,
  type FirstPaintView,
} from '@resumebeat/shared-contract/first-paint';
import {
  FIRST_PAINT_DATA_VERSION,
  REMOTE_FIRST_PAINT_FILE,
  SHELL_FIRST_VISIT_FILE,
  type FirstPaintFragment,
  type FirstPaintStyle,
  type RemoteFirstPaint,
  type ShellFirstVisit,
} from '@resumebeat/shared-contract/first-paint-data';
import { ROUTE_REMOTE_PAGES as ROUTE_PAGES_OF_TABLE } from '@resumebeat/shared-contract/app-map';
import { REMOTE_FOLDERS } from '../../config';

/** The id of the element carrying the map and manifests; the shell reads it (remotes-map.ts). */
export const PRELOADED_REMOTES_ID = 'rb-remotes';

/**
 * docs/product/screens.md#routes-and-guards: the remote page each route shows (the route table). A route missing here
 * still works; its remote is just fetched after the shell starts instead of alongside it.
 */
export const ROUTE_REMOTE_PAGES: Readonly<Record<string, string>> = ROUTE_PAGES_OF_TABLE;

/** Where the shell's build puts a prerendered route (shell/src/prerendered-routes.ts, the same rule). */
export function prerenderedFile(route: string): string {
  return `prerendered/${route === '/' ? 'index' : route.slice(1)}.html`;
}

/**
 * Reads a file and keeps what `decode` made of it while the file's mtime and size do not change:
 * a page is sent on every navigation, and a rebuild is still seen at once.
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

// Shapes of the published data, checked once per version read (a remote is another team's
// deploy): anything else counts as missing.
const isRecord = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const isStrings = (value: unknown, item: RegExp): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string' && item.test(entry));
/** A file a page loads: a path without `..`, quotes or spaces (written into an attribute, escaped all the same). */
const FILE = /^(?!.*\.\.)[\w./@~-]+$/;
const STYLE_ID = /^[\w-]+$/;
const isStyles = (value: unknown): value is FirstPaintStyle[] =>
  Array.isArray(value) &&
  value.every(
    (style) =>
      isRecord(style) && isStrings(style.ids, STYLE_ID) && typeof style.css === 'string' && !style.css.includes('</'),
  );
const isFragment = (value: unknown): value is FirstPaintFragment =>
  isRecord(value) && typeof value.html === 'string' && isStyles(value.styles);
const isViews = <T>(
  value: unknown,
  item: (entry: unknown) => entry is T,
): value is Partial<Record<FirstPaintView, T>> =>
  isRecord(value) &&
  Object.entries(value).every(
    ([view, entry]) => (FIRST_PAINT_VIEWS as readonly string[]).includes(view) && item(entry),
  );

/** A remote's first-paint.json, or null when it is not what the builds write (then: no first paint, no preloads). */
export function checkRemoteFirstPaint(value: unknown): RemoteFirstPaint | null {
  if (!isRecord(value) || value.version !== FIRST_PAINT_DATA_VERSION || !isRecord(value.manifest)) return null;
  const { exposes, routes } = value;
  const exposesOk =
    isRecord(exposes) &&
    Object.values(exposes).every(
      (expose) => isRecord(expose) && isStrings(expose.preload, FILE) && isStrings(expose.requires, /^[^"<>\s]+$/),
    );
  const routesOk = isRecord(routes) && Object.values(routes).every((views) => isViews(views, isFragment));
  return exposesOk && routesOk ? (value as unknown as RemoteFirstPaint) : null;
}

const isFrame = (value: unknown): value is { before: FirstPaintFragment; after: FirstPaintFragment } =>
  isRecord(value) && isFragment(value.before) && isFragment(value.after);

/** The shell's first-visit.json, or null when it is not what its build writes. */
export function checkShellFirstVisit(value: unknown): ShellFirstVisit | null {
  if (!isRecord(value) || value.version !== FIRST_PAINT_DATA_VERSION) return null;
  const { page, start, boot, shared, frames } = value;
  const ok =
    isRecord(page) &&
    ['head', 'headEnd', 'bodyStart', 'bodyEnd'].every((part) => typeof page[part] === 'string') &&
    isRecord(start) &&
    isStrings([start.src, start.appEntry], FILE) &&
    isStrings(boot, FILE) &&
    isRecord(shared) &&
    Object.values(shared).every((files) => isStrings(files, FILE)) &&
    isViews(frames, isFrame);
  return ok ? (value as unknown as ShellFirstVisit) : null;
}

/** The shell's data, read again when its build changes; null when it is missing or not what the build writes. */
export function readShellFirstVisit(shellDir: string): ShellFirstVisit | null {
  try {
    return readFileCached(path.join(shellDir, SHELL_FIRST_VISIT_FILE), (text) =>
      checkShellFirstVisit(JSON.parse(text)),
    );
  } catch {
    return null; // not built (or an older build): the page is sent as index.html is
  }
}

/** The file behind a URL this api serves from a remote's folder (`/remotes/<folder>/<file>`), or null. */
export function localRemoteFile(staticRoot: string, url: string): string | null {
  const match = /^\/remotes\/([a-z-]+)\/([\w.-]+)$/.exec(url);
  if (!match || !(Object.values(REMOTE_FOLDERS) as string[]).includes(match[1]!)) return null;
  return path.join(staticRoot, match[1]!, 'dist', match[2]!);
}

/**
 * A file next to the manifest a map entry names (the remotes are built with publicPath 'auto'):
 * an absolute URL for a remote hosted elsewhere, a path for one this api serves.
 */
export function besideManifest(manifestUrl: string, file: string): string {
  if (/^https?:\/\//i.test(manifestUrl)) return new URL(file, manifestUrl).href;
  return new URL(file, new URL(manifestUrl, 'http://api.invalid')).pathname;
}

/** Where a remote's first-paint.json is, from its manifest's URL in the map. */
export const remoteFirstPaintUrl = (manifestUrl: string): string =>
  besideManifest(manifestUrl, REMOTE_FIRST_PAINT_FILE);

/** JSON safe inside a <script> element: no `</script>`, no `<!--`. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** One cookie's value from a Cookie header, or null. */
function cookieValue(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return null;
}

/** Which first paint fits the visitor, from the cookie shared-session keeps; null: none does (a value it does not write). */
export function firstPaintView(cookieHeader: string | undefined): FirstPaintView | null {
  const view = cookieValue(cookieHeader, SESSION_VIEW_COOKIE);
  if (view === null || view === '') return 'signed-out';
  return view === 'guest' || view === 'account' ? view : null;
}

/**
 * The first paint's styles for <head>: one <style> element whose FIRST_PAINT_STYLES_ATTRIBUTE lists
 * every emotion id in it, so the app counts them as written and never writes them again (emotion's
 * own `data-emotion` would make it move the element, and the browser recompute the page's styles:
 * docs/decisions/046). The frame's and the page's styles, each id once, in order.
 */
function headStyles(lists: FirstPaintStyle[][]): string {
  const seen = new Set<string>();
  const ids: string[] = [];
  let css = '';
  for (const style of lists.flat()) {
    const fresh = style.ids.filter((id) => !seen.has(id));
    if (!fresh.length) continue;
    for (const id of fresh) seen.add(id);
    ids.push(...fresh);
    css += style.css;
  }
  return ids.length ? `<style ${FIRST_PAINT_STYLES_ATTRIBUTE}="${ids.join(' ')}">${css}</style>` : '';
}

/**
 * The first paint of a remote page for this visitor (shared-contract/first-paint.ts): the shell's
 * frame for the visitor's view with the remote's page in it, and their styles; null when the route
 * has none, the visitor is not one it was rendered for, or either part is missing.
 */
function firstPaintOf(
  shell: ShellFirstVisit,
  remote: RemoteFirstPaint | null,
  pathname: string,
  cookieHeader: string | undefined,
) {
  const route = FIRST_PAINT_ROUTES[pathname];
  const view = firstPaintView(cookieHeader);
  if (!route || !view || !route.views.includes(view) || !remote) return null;
  if (route.unlessCookie && cookieValue(cookieHeader, route.unlessCookie) !== null) return null;
  const frame = shell.frames[view];
  const page = remote.routes[pathname]?.[view];
  if (!frame || !page) return null;
  return {
    styles: headStyles([frame.before.styles, page.styles, frame.after.styles]),
    markup: `${frame.before.html}${page.html}${frame.after.html}`,
  };
}

/**
 * The HTML for one route: the shell's page with, on its start script, the files to fetch once the
 * page is painted, then a non-executed JSON block `{ map, manifests }` (no script runs from the
 * HTML: the CSP stays without 'unsafe-inline'), and the remote page's first paint in the root. The
 * root is inert until the app starts (the shell removes the attribute with its first render): the
 * copy looks like the page but nothing in it works yet, and a form in it must not be sent by the
 * browser on its own (a password in the URL).
 *
 * The map is the one /remotes.json serves at this moment; a browser that finds it stale reads
 * /remotes.json again (shell/src/federation/remote-loader.ts). `remote` is the published data of
 * the remote the route shows (null: it has none, or it could not be read in time).
 *
 * Listed, in the order they are needed: the shell's start-up files (otherwise requested only once
 * its entry has run), the route's remote entry and page chunks, then the shell's files of the
 * shared modules that page uses (otherwise requested only once the remote's entry has run). Every
 * script a remote page needs is then requested in one wave. Requested with the HTML, the files
 * arrived first on a fast link and their start-up held the page's paint back: the start script
 * fetches them once the page is painted (shell/src/start-after-paint.ts).
 */
export function firstVisitHtml(
  shell: ShellFirstVisit,
  options: {
    pathname: string;
    cookieHeader: string | undefined;
    map: RemotesMap | null;
    remote: RemoteFirstPaint | null;
  },
): string {
  const { pathname, cookieHeader, map } = options;
  const manifests: Record<string, unknown> = {};
  const preloads: string[] = [...shell.boot];
  const pageId = ROUTE_REMOTE_PAGES[pathname];
  const url = pageId && map ? map[pageId.split('/')[0]!] : undefined;
  const remote = url ? options.remote : null;
  if (url && remote) {
    const expose = remote.exposes[pageId!.split('/')[1]!];
    manifests[url] = remote.manifest;
    if (expose) {
      preloads.push(...expose.preload.map((file) => besideManifest(url, file)));
      for (const key of expose.requires) preloads.push(...(shell.shared[key] ?? []));
    }
  }
  // Once each, and not what the page already loads itself (the start script and the app's entry).
  const listed = new Set([shell.start.src, shell.start.appEntry]);
  const wanted = preloads.filter((href) => !listed.has(href) && (listed.add(href), true));
  const list = wanted.length ? ` data-preload="${escapeAttribute(wanted.join(' '))}"` : '';
  const start = `<script defer src="${escapeAttribute(shell.start.src)}" data-app-entry="${escapeAttribute(shell.start.appEntry)}"${list}></script>`;
  const data = map
    ? `<script type="application/json" id="${PRELOADED_REMOTES_ID}">${scriptSafeJson({ map, manifests })}</script>`
    : '';
  const paint = firstPaintOf(shell, remote, pathname, cookieHeader);
  const { head, headEnd, bodyStart, bodyEnd } = shell.page;
  return `${head}${start}${data}${headEnd}${paint?.styles ?? ''}${bodyStart}${paint ? ` inert>${paint.markup}` : '>'}${bodyEnd}`;
}
