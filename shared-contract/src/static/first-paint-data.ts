/**
 * What the builds publish for the api to compose a first visit's page (docs/decisions/042): data,
 * never markup to take apart. Every piece of HTML in here was cut, escaped and had its styles
 * gathered by the build that wrote it; the api only joins the strings, in the order given.
 *
 * - Each remote writes `first-paint.json` beside its `mf-manifest.json` (same folder, same host):
 *   the manifest itself, per exposed page the files to preload and the shared modules it needs,
 *   and its first paints (build-config/src/federation-chunks.ts, then qa-harness/first-paint).
 * - The shell writes `first-visit.json` beside its index.html (shell/scripts/prerender.tsx): its
 *   page cut where the api writes, its start script, its shared chunks and its first-paint frames.
 *
 * Types only: the api checks the shapes itself, without zod.
 */
import type { FirstPaintView } from './first-paint';

/** The file a remote's build writes next to its manifest. */
export const REMOTE_FIRST_PAINT_FILE = 'first-paint.json';
/** The file the shell's build writes next to its index.html. */
export const SHELL_FIRST_VISIT_FILE = 'first-visit.json';
/** Bumped when a field changes meaning: the api ignores data of another version (no first paint). */
export const FIRST_PAINT_DATA_VERSION = 1;

/**
 * Styles of a fragment, as emotion writes them: each entry one of its <style> elements, the ids it
 * declares and their rules. Kept apart so the api can send each id once when the frame and the page
 * both use it (one `<style>` in <head>, FIRST_PAINT_STYLES_ATTRIBUTE of ./first-paint.ts).
 */
export interface FirstPaintStyle {
  ids: string[];
  css: string;
}

/** A fragment of a first paint: its markup (no <style> left in it) and the styles it needs. */
export interface FirstPaintFragment {
  html: string;
  styles: FirstPaintStyle[];
}

export interface RemoteFirstPaint {
  version: number;
  /** The remote's mf-manifest.json, as built: the page carries it so the browser skips that fetch. */
  manifest: unknown;
  /** Exposed name (`UploadPage`) -> what the page needs before it renders. */
  exposes: Record<
    string,
    {
      /** Scripts, relative to the manifest's folder (the remote's publicPath is 'auto'): its entry, then the page's chunks. */
      preload: string[];
      /** Shared modules the page's own chunks use: the shell preloads its files of them. */
      requires: string[];
    }
  >;
  /**
   * Route (`/upload`) -> view -> the page as a first visit sees it there, already wrapped in the
   * element the shell looks for (`data-rb-first-paint`). Only the routes of FIRST_PAINT_ROUTES this
   * remote shows, and the views each is rendered for, are present.
   */
  routes: Record<string, Partial<Record<FirstPaintView, FirstPaintFragment>>>;
}

export interface ShellFirstVisit {
  version: number;
  /**
   * index.html cut where the api writes, in order:
   * `head` + start script + remotes data + `headEnd` + first-paint styles + `bodyStart`
   * + (` inert>` + first paint | `>`) + `bodyEnd`. `bodyStart` ends inside the root's open tag.
   */
  page: { head: string; headEnd: string; bodyStart: string; bodyEnd: string };
  /** The start script (shell/src/start-after-paint.ts) and the app entry it loads; both root-relative. */
  start: { src: string; appEntry: string };
  /** Root-relative files the shell loads before it renders, without the entry. */
  boot: string[];
  /** Shared module key -> root-relative files a remote's request for it loads. */
  shared: Record<string, string[]>;
  /** The frame around a remote page's first paint, per view: what comes before the page and after it. */
  frames: Partial<Record<FirstPaintView, { before: FirstPaintFragment; after: FirstPaintFragment }>>;
}
