// Node only, for a remote's build (scripts/first-paint.tsx): renders the remote's pages as a first
// visit sees them into the remote's dist/first-paint.json, as data the api only joins into the
// page it sends (shared-contract/first-paint-data.ts, docs/decisions/042). A remote released alone
// brings its own first paints, built from its own code, next to its own manifest, wherever it is
// deployed.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType, ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import {
  cssRules,
  firstPaintFragment,
  prebuiltRulesText,
  prebuiltStylesText,
  renderStaticMarkup,
  type PrebuiltRules,
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
 * `filled`: parts of those pages as the answers fill them in (rendered with representative answers,
 * the tests' data), for their class names and, for the names no first paint has, their rules,
 * written to `rulesFile` (build-config's FIRST_PAINT_RULES_FILE): the page lacks those, and the app
 * writes them as built instead of computing them. Rendered here only for the table, never into a
 * page.
 */
export async function writeFirstPaintStyles({
  remote,
  pages,
  file,
  filled = [],
  rulesFile,
}: Omit<FirstPaintOptions, 'dist'> & { file: string; filled?: ReactElement[]; rulesFile?: string }): Promise<{
  names: number;
  rules: number;
}> {
  const table: PrebuiltStyles = {};
  const painted = new Set<string>();
  for (const { element } of firstPaintsOf(remote, pages, 'writeFirstPaintStyles')) {
    const markup = await renderStaticMarkup(element, { globalCss: false, prebuiltStyles: table });
    for (const { ids } of firstPaintFragment(markup).styles) for (const id of ids) painted.add(id);
  }
  clearSession();
  const rules: PrebuiltRules = {};
  for (const element of filled) {
    const markup = await renderStaticMarkup(<MemoryRouter>{element}</MemoryRouter>, {
      globalCss: false,
      prebuiltStyles: table,
    });
    const named = new Set(Object.values(table));
    for (const { ids, css } of firstPaintFragment(markup).styles) {
      const [id] = ids;
      if (ids.length !== 1 || !id || painted.has(id) || rules[id] || !named.has(id)) continue;
      rules[id] = cssRules(css);
    }
  }
  if (filled.length && !rulesFile) throw new Error('writeFirstPaintStyles: filled views need a rulesFile');
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, prebuiltStylesText(table));
  if (rulesFile) {
    mkdirSync(path.dirname(rulesFile), { recursive: true });
    writeFileSync(rulesFile, prebuiltRulesText(rules));
  }
  return { names: Object.keys(table).length, rules: Object.keys(rules).length };
}
