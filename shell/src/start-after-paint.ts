/**
 * The app's start on its own pages (not the landing page, which runs no app): once the browser has
 * painted the page, loads the app's entry (`main.<hash>.js`) and preloads, all at once, the files it
 * will ask for next. The api sends a remote page's first paint in the HTML
 * (shared-contract/first-paint.ts); requested with the HTML, the app's files arrived before the
 * HTML was parsed on a fast link (or from the cache), and their start-up held the paint back.
 * Built apart from the app (rspack.landing.config.ts), a few hundred bytes.
 */
import { hintScripts } from './landing/script-hints';

const startScript = document.currentScript as HTMLScriptElement | null;
const entry = startScript?.dataset.appEntry;
// The files the page needs after the entry (the shell's start-up files, the route's remote page
// and its shared modules): listed by the api (api/src/routes/web/first-visit.ts).
const preload = (startScript?.dataset.preload ?? '').split(' ').filter(Boolean);

function startApp(): void {
  if (!entry) return;
  const script = document.createElement('script');
  script.src = entry;
  document.head.append(script);
  hintScripts('preload', preload);
}

// Once the page's frame is on screen. A requestAnimationFrame callback runs just before a frame is
// drawn; the frame reaches the screen a few milliseconds later, so the app starts after the next
// frame's callback (about 20-30 ms after the page was parsed). A hidden tab draws no frames: start
// at once there.
if (document.visibilityState === 'hidden') startApp();
else requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(startApp, 0)));
