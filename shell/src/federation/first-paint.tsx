import { useLayoutEffect } from 'react';
import { FIRST_PAINT_ATTRIBUTE } from '@resumebeat/shared-contract/first-paint';
import { PageSpinner } from './page-spinner';

/**
 * The first paint the server put into the page (shared-contract/first-paint.ts): a remote page as
 * a first visit sees it, painted before any script ran. React's first render replaces everything
 * in the root, so the shell keeps the page's HTML and shows it, unchanged and still inert, as the
 * page's loading state until the remote's own page is mounted: the screen does not change while
 * the app starts, and never falls back to a spinner.
 */
let kept: { id: string; html: string } | null = null;

/** Called once before the first render (bootstrap.tsx). */
export function keepFirstPaint(container: HTMLElement): void {
  const element = container.querySelector(`[${FIRST_PAINT_ATTRIBUTE}]`);
  const id = element?.getAttribute(FIRST_PAINT_ATTRIBUTE);
  kept = element && id ? { id, html: element.innerHTML } : null;
}

/** The loading state of a remote page: its first paint while it is the one the server sent, else a spinner. */
export function RemotePageLoading({ id }: { id: string }) {
  if (kept?.id !== id) return <PageSpinner />;
  return (
    <div
      {...{ [FIRST_PAINT_ATTRIBUTE]: id }}
      inert
      style={{ display: 'contents' }}
      dangerouslySetInnerHTML={{ __html: kept.html }}
    />
  );
}

/** Rendered with the remote's page: once it is mounted the first paint has served (later visits show the spinner). */
export function FirstPaintServed() {
  useLayoutEffect(() => {
    kept = null;
  }, []);
  return null;
}
