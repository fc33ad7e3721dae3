import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from '@resumebeat/shared-router';

/** How far from the screen a section is rendered: about a phone's screen ahead of the scroll. */
export const NEAR_MARGIN = '800px 0px';

export interface WhenNearProps {
  /** The id of the section inside: an address that targets it renders it at once. */
  id?: string;
  /** Its place while not rendered (about its height at a phone's width), so nothing below moves. */
  minHeight: string;
  children: ReactNode;
}

/**
 * A section below the first screen, rendered only when it comes near the screen (within
 * NEAR_MARGIN, watched with an IntersectionObserver) or when the address targets it; until then an
 * empty block of about its height (docs/decisions/046). The page's start renders what the first
 * screen shows, not its whole length. A browser without IntersectionObserver renders it at once.
 */
export function WhenNear({ id, minHeight, children }: WhenNearProps) {
  const place = useRef<HTMLDivElement>(null);
  // Whether the address targets it (`/profile#support`).
  const { hash } = useLocation();
  const targeted = id !== undefined && hash === `#${id}`;
  const [seen, setSeen] = useState(() => typeof IntersectionObserver === 'undefined');
  // Once rendered it stays (what was typed in it is kept when the address changes again).
  if (targeted && !seen) setSeen(true);
  const near = seen || targeted;

  useEffect(() => {
    if (near) return;
    const element = place.current;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    if (element) observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  useEffect(() => {
    // Rendered because the address targets it: show it, as the browser would have.
    if (targeted) document.getElementById(id!)?.scrollIntoView?.();
  }, [targeted, id]);

  if (near) return <>{children}</>;
  return <div ref={place} style={{ minHeight }} data-testid={id ? `${id}-when-near` : 'section-when-near'} />;
}
