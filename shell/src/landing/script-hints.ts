/**
 * Starting a request costs the page's main thread about 0.3 ms (~1.5 ms on a phone), and several
 * times that while developer tools record the page (as Lighthouse does, up to 10 ms a request at
 * 4x CPU): a page's twenty-odd files hinted at once made one long task. Two per task keep each
 * short, and the requests still all start within a few milliseconds.
 */
const LINKS_PER_TASK = 2;

/**
 * Adds `<link rel="preload|prefetch" as="script">` for each file, in order, a few per task (the
 * app page's start script and the landing page's script both hint the app's files).
 */
export function hintScripts(rel: 'preload' | 'prefetch', hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs.slice(0, LINKS_PER_TASK)) {
    const link = document.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
  const rest = hrefs.slice(LINKS_PER_TASK);
  if (rest.length) setTimeout(() => hintScripts(rel, rest), 0);
}
