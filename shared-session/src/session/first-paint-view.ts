import type { FirstPaintView } from '@resumebeat/shared-contract/first-paint';
import { clearSession, storeUser } from './session-store';
import { createGuestSession } from './guest';

/**
 * For a build's prerender (Node, nothing stored): puts the session a first paint is rendered for
 * into the session store (shared-contract/first-paint.ts). An account is one with no name, token or
 * address: a build cannot know whose page it is, so the frame shows none (decision 046).
 */
export function enterFirstPaintView(view: FirstPaintView): void {
  clearSession();
  if (view === 'guest') createGuestSession();
  if (view === 'account') storeUser({ token: '', username: '', email: '' });
}
