/**
 * The landing page's only script (docs/decisions/023-fast-first-visit.md). The page arrives
 * prerendered and works as plain HTML: its links are links, and the two calls to action need just
 * this script, so a first visit runs none of the app (React, the design system, the federation
 * runtime) and a phone shows a usable page as soon as the HTML is in.
 *
 * - A visitor with a session belongs on the dashboard (the app's guard for `/` does the same).
 * - 'Get Started for Free' and 'Start Free Analysis' start a guest session and do a full
 *   navigation to /dashboard (docs/product/screens.md#landing-page), exactly as the app's landing page does.
 * - Once the page is idle, the app's start-up files are fetched into the cache (not run), so the
 *   next page (the dashboard, sign-in, upload) starts without waiting for them.
 */
import { guestIdentity, liveStoredUser, newStoredUser, writeStoredUser } from '@resumebeat/shared-session/stored';
import { paths } from '../routes/paths';
import { LANDING_DATA_ID, START_AS_GUEST_ATTRIBUTE } from './landing-contract';
import { hintScripts } from './script-hints';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked: no session can exist, and the buttons still navigate
  }
}

function startAsGuest(event: Event) {
  event.preventDefault();
  const store = storage();
  const at = Date.now();
  if (store) writeStoredUser(newStoredUser(guestIdentity(at), at), store);
  window.location.assign(paths.dashboard);
}

function prefetchAppFiles() {
  const element = document.getElementById(LANDING_DATA_ID);
  let files: string[];
  try {
    files = (JSON.parse(element?.textContent ?? '{}') as { prefetch?: string[] }).prefetch ?? [];
  } catch {
    return; // nothing to prefetch: the next page fetches its files itself
  }
  hintScripts('prefetch', files);
}

const store = storage();
if (store && liveStoredUser(store, Date.now())) {
  window.location.replace(paths.dashboard);
} else {
  for (const button of document.querySelectorAll(`[${START_AS_GUEST_ATTRIBUTE}]`))
    button.addEventListener('click', startAsGuest);
  const whenIdle = (task: () => void) =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 2000);
  if (document.readyState === 'complete') whenIdle(prefetchAppFiles);
  else window.addEventListener('load', () => whenIdle(prefetchAppFiles), { once: true });
}
