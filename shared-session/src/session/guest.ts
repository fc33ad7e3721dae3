import { storeUser } from './session-store';
import type { StoredUser } from './stored-user';

/** The fixed placeholder address of every guest (SPEC.md section 3); it receives no mail. */
export const GUEST_EMAIL = 'guest@resumebeat.local';
export const GUEST_USERNAME = 'Guest User';
export const GUEST_TOKEN_PREFIX = 'guest-token-';

/** Starts a guest session locally; no server call (SPEC.md section 1). */
export function createGuestSession(): StoredUser {
  return storeUser({ token: `${GUEST_TOKEN_PREFIX}${Date.now()}`, username: GUEST_USERNAME, email: GUEST_EMAIL, isGuest: true, isPremium: false });
}
