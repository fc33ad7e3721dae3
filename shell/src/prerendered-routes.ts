import { ROUTES } from '@resumebeat/shared-contract/app-map';

/**
 * The shell's own pages prerendered at build time (scripts/prerender.tsx): the landing page, what
 * a first visit sees. (/privacy and /terms load lazily: prerendered, they would be completed by
 * inline scripts, which the CSP forbids.) The route table marks them `prerendered`. The api sends `dist/<prerenderedFile(route)>` for them when it exists.
 */
export const PRERENDERED_ROUTES: readonly string[] = ROUTES.filter((route) => route.prerendered).map(
  (route) => route.path,
);

export function prerenderedFile(route: string): string {
  return `prerendered/${route === '/' ? 'index' : route.slice(1)}.html`;
}
