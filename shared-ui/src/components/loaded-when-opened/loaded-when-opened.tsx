import { Suspense, lazy, useState, type ComponentType, type JSX } from 'react';

/**
 * A dialog whose code is fetched when it first opens, not with the page: dialogs bring Chakra's
 * dialog machinery (focus trap, scroll lock, state machine: the `overlays` entry, ~25 KB gzip)
 * that most visits never open, and a first visit on a phone pays for every byte and every
 * millisecond of start-up (docs/decisions/023-fast-first-visit.md).
 *
 * Renders nothing until `open` is first true; from then on it stays mounted, so closing still
 * animates and reopening is immediate. While its code arrives (a few hundred ms at most on a slow
 * link) nothing is shown, as before the dialog opened.
 */
export function loadedWhenOpened<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Dialog = lazy(async () => ({ default: await load() }));
  function LoadedWhenOpened(props: P) {
    const [opened, setOpened] = useState(props.open);
    // Derived state, set while rendering (React's documented pattern): no extra commit.
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  }
  return LoadedWhenOpened;
}
