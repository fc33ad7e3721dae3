// Prerenders the page a first visit sees without signing in — the landing page — into the built
// index.html: its HTML and the design system's styles for it (emotion writes each rule beside its
// element; the browser moves them into <head>), so the first paint needs no JavaScript. The page
// then runs only its own small script, not the app (src/landing/landing-entry.ts). The api sends
// these files for those routes to visitors (api/src/routes/web/first-visit.ts).
// It also writes the design system's global CSS into index.html (see the end).
// Run after `rspack build` (package.json's build): node --import tsx scripts/prerender.tsx
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { MemoryRouter } from 'react-router';
import { firstPaintFragment, globalCssMarkup, renderStaticMarkup } from '@resumebeat/shared-ui/build';
import { clearSession, enterFirstPaintView } from '@resumebeat/shared-session';
import { FIRST_PAINT_SLOT, FIRST_PAINT_VIEWS } from '@resumebeat/shared-contract/first-paint';
import {
  FIRST_PAINT_DATA_VERSION,
  SHELL_FIRST_VISIT_FILE,
  type ShellFirstVisit,
} from '@resumebeat/shared-contract/first-paint-data';
import { AppRoutes } from '../src/routes/app-routes';
import { PRERENDERED_ROUTES, prerenderedFile } from '../src/prerendered-routes';
import { LANDING_DATA_ID } from '../src/landing/landing-contract';
import { SHARED_CHUNKS_FILE, type SharedChunks } from '@resumebeat/build-config/federation-chunks';
import { firstPaintFrame } from './first-paint-frame';

const dist = path.join(import.meta.dirname, '..', 'dist');
// Without the global CSS a previous run of this script put in (it is written again at the end).
const template = readFileSync(path.join(dist, 'index.html'), 'utf8').replace(
  /<style data-rb-global-css=""[^>]*>[^<]*<\/style>/g,
  '',
);
const EMPTY_ROOT = '<div id="root"></div>';
if (!template.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no ${EMPTY_ROOT} to prerender into`);

// The landing page runs its own small script instead of the app (src/landing/landing-entry.ts,
// built by rspack.landing.config.ts); the app's start-up files are only prefetched, once idle.
const APP_SCRIPT = /<script defer src="([^"]+)"><\/script>/;
const landingScript = readdirSync(dist).find((file) => /^landing\.[0-9a-f]+\.js$/.test(file));
if (!landingScript)
  throw new Error('dist/ has no landing.<hash>.js: run `rspack build -c rspack.landing.config.ts` first');
if (!APP_SCRIPT.test(template)) throw new Error('dist/index.html has no deferred app script to replace');
const { boot, shared } = JSON.parse(readFileSync(path.join(dist, SHARED_CHUNKS_FILE), 'utf8')) as SharedChunks;
const landingHead =
  `<script defer src="/${landingScript}"></script>` +
  `<script type="application/json" id="${LANDING_DATA_ID}">${JSON.stringify({ prefetch: boot.map((file) => `/${file}`) })}</script>`;

// The same tree as bootstrap.tsx's App, with the route given instead of read from the address bar.
const render = (route: string) =>
  renderStaticMarkup(
    <MemoryRouter initialEntries={[route]}>
      <AppRoutes />
    </MemoryRouter>,
  );

for (const route of PRERENDERED_ROUTES) {
  const markup = await render(route);
  const file = path.join(dist, prerenderedFile(route));
  mkdirSync(path.dirname(file), { recursive: true });
  const page = template
    .replace(APP_SCRIPT, () => landingHead)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup}</div>`);
  writeFileSync(file, page);
  console.log(`prerendered ${route} -> dist/${prerenderedFile(route)} (${(markup.length / 1024).toFixed(1)} KB)`);
}

// The frame of a remote page's first paint, per view (shared-contract/first-paint.ts): the layout
// with the app bar that visitor sees, cut where the api puts the remote's page in <main>, its
// styles apart. The page carries the global CSS already (below), so the frame leaves it out.
// Folders of earlier builds, when the api read HTML files.
rmSync(path.join(dist, 'first-paint'), { recursive: true, force: true });
const frames: ShellFirstVisit['frames'] = {};
for (const view of FIRST_PAINT_VIEWS) {
  // An account's frame has no name in the app bar: the build cannot know whose page it is.
  enterFirstPaintView(view);
  const frame = await renderStaticMarkup(firstPaintFrame(), { globalCss: false });
  const parts = frame.split(FIRST_PAINT_SLOT);
  if (parts.length !== 2) throw new Error(`the ${view} frame has no single ${FIRST_PAINT_SLOT}`);
  // Each part's styles apart, so the page's come between them in <head> (the same cascade).
  frames[view] = { before: firstPaintFragment(parts[0]!), after: firstPaintFragment(parts[1]!) };
  console.log(`first-paint frame (${view}) -> dist/${SHELL_FIRST_VISIT_FILE} (${(frame.length / 1024).toFixed(1)} KB)`);
}
clearSession();

// Last, the app's own page (index.html, every other route) gets the design system's global CSS as
// built here, the very <style> elements emotion would write at start-up, so the browser does not
// compute it (shared-ui's UiProvider then skips it). Written after the landing page, which has it
// already from its own render.
const globalCss = globalCssMarkup();
if (!globalCss.includes('--chakra-colors-brand-700'))
  throw new Error("the global CSS rendered without the design system's tokens");
// The app's entry is loaded once the page is painted (src/start-after-paint.ts).
const startScript = readdirSync(dist).find((file) => /^start\.[0-9a-f]+\.js$/.test(file));
if (!startScript) throw new Error('dist/ has no start.<hash>.js: run `rspack build -c rspack.landing.config.ts` first');
const appEntry = APP_SCRIPT.exec(template)![1]!;
const startTag = `<script defer src="/${startScript}" data-app-entry="${appEntry}"></script>`;
const appPage = template.replace(APP_SCRIPT, () => startTag).replace('</head>', () => `${globalCss}</head>`);
writeFileSync(path.join(dist, 'index.html'), appPage);
console.log(`design system's global CSS -> dist/index.html (${(globalCss.length / 1024).toFixed(1)} KB)`);

// The same page as data for the api (shared-contract/first-paint-data.ts, docs/decisions/042): cut
// where it writes the start script's list, the remotes map, the first paint's styles and the first
// paint, so the api joins strings and reads no HTML.
const at = appPage.indexOf(startTag);
const afterStart = appPage.slice(at + startTag.length);
const headClose = afterStart.indexOf('</head>');
const body = afterStart.slice(headClose);
const rootAt = body.indexOf(EMPTY_ROOT);
if (at < 0 || headClose < 0 || rootAt < 0)
  throw new Error('dist/index.html is not start script, </head>, empty root in that order');
const ROOT_OPEN = '<div id="root"';
const firstVisit: ShellFirstVisit = {
  version: FIRST_PAINT_DATA_VERSION,
  page: {
    head: appPage.slice(0, at),
    headEnd: afterStart.slice(0, headClose),
    bodyStart: body.slice(0, rootAt + ROOT_OPEN.length),
    bodyEnd: body.slice(rootAt + EMPTY_ROOT.length - '</div>'.length),
  },
  start: { src: `/${startScript}`, appEntry },
  boot: boot.map((file) => `/${file}`).filter((file) => file !== appEntry),
  shared: Object.fromEntries(Object.entries(shared).map(([key, files]) => [key, files.map((file) => `/${file}`)])),
  frames,
};
writeFileSync(path.join(dist, SHELL_FIRST_VISIT_FILE), JSON.stringify(firstVisit));
console.log(`the page as data for the api -> dist/${SHELL_FIRST_VISIT_FILE}`);
