import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeRemotesMap } from './federation/remotes-map';
import { startRemotesRegistration } from './federation/remotes-registry';
import { SHELL_PROVIDED_ENTRIES } from './federation/provide-shared';

/**
 * Gives the main thread back to the browser (input, painting) between the stages of the start.
 * On a phone each stage takes 0.05-0.2 s of script; run back to back they made one long task
 * that blocked any tap for half a second.
 */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Makes the root live with the first render: until then it holds the server's inert first paint. */
function Started({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => container.removeAttribute('inert'), [container]);
  return children;
}

async function start() {
  // The map's request started in index.ts; remote pages wait for it, the shell's own do not.
  void startRemotesRegistration(takeRemotesMap());
  await yieldToBrowser();
  // The design system's module builds Chakra's system as it runs: a stage of its own. 'eager':
  // the same chunks as a static import (all preloaded with the page), evaluated only here.
  await import(/* webpackMode: "eager" */ '@resumebeat/shared-ui');
  await yieldToBrowser();
  const [{ installRemoteLoader }, { App }, { keepFirstPaint }] = await Promise.all([
    import(/* webpackMode: "eager" */ './federation/remote-loader'),
    import(/* webpackMode: "eager" */ './app'),
    import(/* webpackMode: "eager" */ './federation/first-paint'),
  ]);
  // Remote pages, and remotes opening each other's pieces, load through the shell's instance.
  installRemoteLoader();
  await yieldToBrowser();
  const container = document.getElementById('root')!;
  // After the design system's start: emotion has moved the first paint's styles into <head>.
  keepFirstPaint(container);
  // A transition: React renders the first page in slices of a few milliseconds, yielding between
  // them, instead of one long task that holds the main thread. (The prerendered landing page
  // does not start the app at all: src/landing.)
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <Started container={container}>
          <App />
        </Started>
      </StrictMode>,
    );
  });
}

// Referenced so the bundler provides them (see provide-shared.ts); not loaded here.
void SHELL_PROVIDED_ENTRIES;
void start();
