// Node only, for a remote's build (scripts/first-paint.tsx): renders the remote's pages as a first
// visit sees them, into dist/first-paint/, for the api to put into the page it sends
// (shared-contract/first-paint.ts, docs/decisions/023-fast-first-visit.md). A remote released
// alone brings its own first paints, built from its own code, next to its own manifest.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router';
import { renderStaticMarkup } from '@resumebeat/shared-ui/build';
import { clearSession, createGuestSession } from '@resumebeat/shared-session';
import { FIRST_PAINT_ROUTES, firstPaintFile, type FirstPaintView } from '@resumebeat/shared-contract/first-paint';

export interface FirstPaintOptions {
  /** The remote's federation name, e.g. `mf_scanner`. */
  remote: string;
  /** Its exposed pages by exposed name (`UploadPage`), as the shell mounts them. */
  pages: Record<string, ComponentType>;
  /** The build's output folder. */
  dist: string;
}

/** Puts the session the view stands for into the session store (nothing is stored in Node). */
function enterView(view: FirstPaintView): void {
  clearSession();
  if (view === 'guest') createGuestSession();
}

/** Writes every first paint of the remote's pages; returns the files written, relative to dist. */
export async function writeFirstPaints({ remote, pages, dist }: FirstPaintOptions): Promise<string[]> {
  rmSync(path.join(dist, 'first-paint'), { recursive: true, force: true });
  const written: string[] = [];
  for (const [route, { page, views }] of Object.entries(FIRST_PAINT_ROUTES)) {
    const [owner, exposed] = page.split('/') as [string, string];
    if (owner !== remote) continue;
    const Page = pages[exposed];
    if (!Page) throw new Error(`${route} shows ${page}, which ${remote} does not pass to writeFirstPaints`);
    for (const view of views) {
      enterView(view);
      const markup = await renderStaticMarkup(
        <MemoryRouter initialEntries={[route]}>
          <Page />
        </MemoryRouter>,
        // The page it goes into has the global CSS already (the shell's index.html).
        { globalCss: false },
      );
      const file = firstPaintFile(route, view);
      mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
      writeFileSync(path.join(dist, file), markup);
      written.push(`${file} (${(markup.length / 1024).toFixed(1)} KB)`);
    }
  }
  clearSession();
  return written;
}
