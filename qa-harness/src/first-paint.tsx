// Node only, for a remote's build (scripts/first-paint.tsx): renders the remote's pages as a first
// visit sees them into the remote's dist/first-paint.json, as data the api only joins into the
// page it sends (shared-contract/first-paint-data.ts, docs/decisions/042). A remote released alone
// brings its own first paints, built from its own code, next to its own manifest, wherever it is
// deployed.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import {
  firstPaintFragment,
  prebuiltStylesText,
  renderStaticMarkup,
  type PrebuiltStyles,
} from '@resumebeat/shared-ui/build';
import { clearSession, enterFirstPaintView } from '@resumebeat/shared-session';
import { FIRST_PAINT_ATTRIBUTE, FIRST_PAINT_ROUTES } from '@resumebeat/shared-contract/first-paint';
import { REMOTE_FIRST_PAINT_FILE, type RemoteFirstPaint } from '@resumebeat/shared-contract/first-paint-data';

export interface FirstPaintOptions {
  /** The remote's federation name, e.g. `mf_scanner`. */
  remote: string;
  /** Its exposed pages by exposed name (`UploadPage`), as the shell mounts them. */
  pages: Record<string, ComponentType>;
  /** The build's output folder. */
  dist: string;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * Each first paint the remote owns (shared-contract's FIRST_PAINT_ROUTES), as its page rendered at
 * its route: the session already set to the view (guest, member...) when it is yielded.
 */
function* firstPaintsOf(remote: string, pages: Record<string, ComponentType>, caller: string) {
  for (const [route, { page, views }] of Object.entries(FIRST_PAINT_ROUTES)) {
    const [owner, exposed] = page.split('/') as [string, string];
    if (owner !== remote) continue;
    const Page = pages[exposed];
    if (!Page) throw new Error(`${route} shows ${page}, which ${remote} does not pass to ${caller}`);
    for (const view of views) {
      enterFirstPaintView(view);
      const element = (
        <MemoryRouter initialEntries={[route]}>
          <Page />
        </MemoryRouter>
      );
      yield { route, page, view, element };
    }
  }
}

/**
 * Writes every first paint of the remote's pages into `dist/first-paint.json` (written by the
 * build's FederationChunksPlugin with the preloads); returns what was written, for the log.
 */
export async function writeFirstPaints({ remote, pages, dist }: FirstPaintOptions): Promise<string[]> {
  // Folders of earlier builds, when the api read HTML files from the remote's disk.
  rmSync(path.join(dist, 'first-paint'), { recursive: true, force: true });
  const dataFile = path.join(dist, REMOTE_FIRST_PAINT_FILE);
  const data = JSON.parse(readFileSync(dataFile, 'utf8')) as RemoteFirstPaint;
  data.routes = {};
  const written: string[] = [];
  for (const { route, page, view, element } of firstPaintsOf(remote, pages, 'writeFirstPaints')) {
    const markup = await renderStaticMarkup(
      element,
      // The page it goes into has the global CSS already (the shell's index.html).
      { globalCss: false },
    );
    const { html, styles } = firstPaintFragment(markup);
    // The same box the shell mounts a remote page in (shell/src/federation/remote-page.tsx).
    const wrapped = `<div ${FIRST_PAINT_ATTRIBUTE}="${escapeAttribute(page)}" style="display:contents">${html}</div>`;
    (data.routes[route] ??= {})[view] = { html: wrapped, styles };
    written.push(`${route} ${view} (${(markup.length / 1024).toFixed(1)} KB)`);
  }
  clearSession();
  writeFileSync(dataFile, JSON.stringify(data));
  return written;
}

/**
 * The class names of the same first paints (docs/decisions/047), recorded as they render, written
 * to `file` as the text the remote's script carries (build-config's FIRST_PAINT_STYLES_FILE): run
 * before the remote is bundled, which puts them into its script, not into the page.
 */
export async function writeFirstPaintStyles({
  remote,
  pages,
  file,
}: Omit<FirstPaintOptions, 'dist'> & { file: string }): Promise<number> {
  const table: PrebuiltStyles = {};
  for (const { element } of firstPaintsOf(remote, pages, 'writeFirstPaintStyles')) {
    await renderStaticMarkup(element, { globalCss: false, prebuiltStyles: table });
  }
  clearSession();
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, prebuiltStylesText(table));
  return Object.keys(table).length;
}
