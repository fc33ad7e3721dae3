/** The fixed placeholder address of every guest (docs/product/rules-and-limits.md#session); it receives no mail. */
export const GUEST_EMAIL = 'guest@resumebeat.local';
export const GUEST_USERNAME = 'Guest User';
export const GUEST_TOKEN_PREFIX = 'guest-token-';

/** Who a guest session stores (its token is made here, locally: guests have no server account). */
export function guestIdentity(at: number) {
  return {
    token: `${GUEST_TOKEN_PREFIX}${at}`,
    username: GUEST_USERNAME,
    email: GUEST_EMAIL,
    isGuest: true,
    isPremium: false,
  };
}
