/**
 * The app's start on its own pages (not the landing page, which runs no app): once the browser has
 * painted the page, loads the app's entry (`main.<hash>.js`) and preloads, a few at a time, the
 * files it will ask for next. The api sends a remote page's first paint in the HTML
 * (shared-contract/first-paint.ts); requested with the HTML, the app's files arrived before the
 * HTML was parsed on a fast link (or from the cache), and their start-up held the paint back.
 * Built apart from the app (rspack.landing.config.ts), a few hundred bytes.
 */
import { hintScripts } from './landing/script-hints';
import { fillStoredUser } from './stored-user-slots';

const startScript = document.currentScript as HTMLScriptElement | null;
const entry = startScript?.dataset.appEntry;
// The files the page needs after the entry (the shell's start-up files, the route's remote page
// and its shared modules): listed by the api (api/src/routes/web/first-visit.ts).
const preload = (startScript?.dataset.preload ?? '').split(' ').filter(Boolean);

let started = false;
function startApp(): void {
  if (started || !entry) return;
  started = true;
  const script = document.createElement('script');
  script.src = entry;
  document.head.append(script);
  hintScripts('preload', preload);
}

/** After the next frame: a requestAnimationFrame callback runs just before a frame is drawn. */
function afterNextFrame(): void {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startApp, 0)));
}

/**
 * Once the page's first paint is on screen. The browser reports it (the `first-contentful-paint`
 * entry) when the frame has been presented, which on a busy phone can be several frames after it
 * was drawn: starting on the next frame alone could still put the app's requests and start-up
 * before it. A page with nothing to paint before the app (an empty root) starts on the next frame;
 * so does a hidden tab (it draws no frames) at once, and a browser without paint timing. A page
 * whose paint is never reported starts after a second all the same.
 */
function afterFirstPaint(): void {
  const root = document.getElementById('root');
  const observable =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('paint');
  if (!root?.firstElementChild || !observable) {
    afterNextFrame();
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    setTimeout(startApp, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(() => {
    observer.disconnect();
    startApp();
  }, 1000);
}

fillStoredUser();
if (document.visibilityState === 'hidden') startApp();
else afterFirstPaint();
