import { storeUser } from './session-store';
import type { StoredUser } from './stored-user';
import { guestIdentity } from './guest-identity';

export { GUEST_EMAIL, GUEST_USERNAME, GUEST_TOKEN_PREFIX } from './guest-identity';

/** Starts a guest session locally; no server call (docs/product/rules-and-limits.md#tiers-and-roles). */
export function createGuestSession(): StoredUser {
  return storeUser(guestIdentity(Date.now()));
}
