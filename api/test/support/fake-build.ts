// The shell's build as the api reads it, for the tests that serve a fake build (STATIC_ROOT): its
// index.html and its first-visit.json (shared-contract/first-paint-data.ts), with the start script
// and app entry the tests look for.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The shell's index.html: what the api sends as it is when first-visit.json is missing. */
export const SHELL_INDEX_HTML =
  '<!doctype html><html><head><title>shell</title><script defer src="/start.5e6f7a8b.js" data-app-entry="/main.1a2b3c4d.js"></script></head><body><div id="root"></div></body></html>';

/**
 * The shell's first-visit.json as its build writes it: its index.html cut where the api writes,
 * its start script, shared chunks and first-paint frames (none), with `overrides`.
 */
export const shellFirstVisit = (overrides: Record<string, unknown> = {}) => ({
  version: 1,
  page: {
    head: '<!doctype html><html><head><title>shell</title>',
    headEnd: '',
    bodyStart: '</head><body><div id="root"',
    bodyEnd: '</div></body></html>',
  },
  start: { src: '/start.5e6f7a8b.js', appEntry: '/main.1a2b3c4d.js' },
  boot: [],
  shared: {},
  frames: {},
  ...overrides,
});

/** Writes `<root>/<folder>/dist` with the shell's index.html and first-visit.json; returns that folder. */
export function writeShellBuild(root: string, folder = 'shell'): string {
  const dist = path.join(root, folder, 'dist');
  mkdirSync(dist, { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), SHELL_INDEX_HTML);
  writeFileSync(path.join(dist, 'first-visit.json'), JSON.stringify(shellFirstVisit()));
  return dist;
}
