import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { takeRemotesMap } from './federation/remotes-map';
import { startRemotesRegistration } from './federation/remotes-registry';
import { SHELL_PROVIDED_ENTRIES } from './federation/provide-shared';
import { routePageRequires } from './federation/route-requires';
import { FIRST_PAINT_STYLES } from './first-paint-styles';

/**
 * Gives the main thread back to the browser (input, painting) between the stages of the start.
 * On a phone the stages take 10-50 ms of script each; run back to back they made one long task
 * that blocked any tap for half a second. `scheduler.yield()` where the browser has it: a chain
 * of `setTimeout(0)` is held 4 ms at each step after the fifth, idle time the start does not need.
 */
function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Makes the root live with the first render: until then it holds the server's inert first paint.
 * `data-app-started` then says the app runs (its listeners, the session monitor): browser tests
 * wait for it before they use the page (e2e/support/test.ts).
 */
function Started({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useLayoutEffect(() => {
    container.removeAttribute('inert');
    container.setAttribute('data-app-started', '');
  }, [container]);
  return children;
}

/**
 * Runs one stage of the start in a task of its own, after giving the main thread back. Each stage
 * is measured (`rb-start:<name>` in the browser's performance panel), to see which one grows.
 */
async function stage<T>(name: string, run: () => T | Promise<T>): Promise<T> {
  await yieldToBrowser();
  const start = performance.now();
  const result = await run();
  performance.measure(`rb-start:${name}`, { start });
  return result;
}

async function start() {
  // The map's request started in index.ts; remote pages wait for it, the shell's own do not.
  void startRemotesRegistration(takeRemotesMap());
  // 'eager' imports: the same chunks as a static import (all preloaded with the page), each
  // evaluated in its own stage.
  // eslint-disable-next-line boundaries/imports -- emotion is shared-ui's, evaluated here in a stage of its own (decision 023)
  await stage('emotion', () => import(/* webpackMode: "eager" */ '@emotion/react'));
  const { designSystem, addPrebuiltStyles } = await stage(
    'design-system-modules',
    () => import(/* webpackMode: "eager" */ '@resumebeat/shared-ui'),
  );
  await stage('design-system', designSystem);
  // The class names of the frame's first paint, built (decision 047): before the first render.
  addPrebuiltStyles(FIRST_PAINT_STYLES);
  // The API client when the route's page needs it (most do). The contract's zod schemas are not
  // part of it: they are built with the first call that checks an answer (decision 046).
  if (routePageRequires(window.location.pathname, '@resumebeat/shared-session/api')) {
    await stage('api-client', () => import(/* webpackMode: "eager" */ '@resumebeat/shared-session/api'));
  }
  const [{ installRemoteLoader }, { App }, { keepFirstPaint }] = await stage('app', () =>
    Promise.all([
      import(/* webpackMode: "eager" */ './federation/remote-loader'),
      import(/* webpackMode: "eager" */ './app'),
      import(/* webpackMode: "eager" */ './federation/first-paint'),
    ]),
  );
  // Remote pages, and remotes opening each other's pieces, load through the shell's instance.
  installRemoteLoader();
  await yieldToBrowser();
  const container = document.getElementById('root')!;
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
