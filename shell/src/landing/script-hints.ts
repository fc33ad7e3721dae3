/**
 * Adds `<link rel="preload|prefetch" as="script">` for each file, in one insertion into <head>
 * (the app page's start script and the landing page's script both hint the app's files).
 */
export function hintScripts(rel: 'preload' | 'prefetch', hrefs: readonly string[]): void {
  const links = document.createDocumentFragment();
  for (const href of hrefs) {
    const link = document.createElement('link');
    link.rel = rel;
    link.as = 'script';
    link.href = href;
    links.append(link);
  }
  document.head.append(links);
}
