import { peekUser, setFirstName, setPremium } from './session-store';

/** The account read (the stored user's isPremium follows the account, docs/product/rules-and-limits.md#session). */
export const ME_PATH = '/api/auth/me';
export const USAGE_STATUS_PATH = '/api/resume/usage-status';
/** A tab coming back into view reads the account again, at most this often. */
export const PREMIUM_REFRESH_INTERVAL_MS = 60_000;

let lastRead = 0;

/** The usage status's membershipType (GET /api/resume/usage-status), or null when unknown. */
async function membershipTypeOf(token: string): Promise<number | null> {
  try {
    const response = await fetch(USAGE_STATUS_PATH, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return null;
    const body = (await response.json()) as { hasActiveMembership?: unknown; membershipType?: unknown };
    return body.hasActiveMembership === true && typeof body.membershipType === 'number' ? body.membershipType : null;
  } catch {
    return null;
  }
}

/**
 * Reads the account (GET /api/auth/me) and stores its isPremium, so the 'Premium' badge appears
 * for a new member and goes when a membership ends, whatever changed it (a payment, a webhook, a
 * cancellation that took effect). Plain fetch, not the API client: the landing page stays light.
 * Silent on failure (offline, an invalid token): the next read, or the session's own checks, deal with it.
 */
export async function refreshPremium(): Promise<void> {
  const user = peekUser();
  if (!user || user.isGuest) return;
  lastRead = Date.now();
  try {
    const response = await fetch(ME_PATH, {
      headers: { Authorization: `Bearer ${user.token}`, Accept: 'application/json' },
      cache: 'no-store',
    });
    if (!response.ok) return;
    const body = (await response.json()) as { isPremium?: unknown; membershipType?: unknown; firstName?: unknown };
    if (typeof body.isPremium !== 'boolean') return;
    let type = typeof body.membershipType === 'number' ? body.membershipType : null;
    // The app bar names the plan: an account read that does not say which asks the usage status.
    if (body.isPremium && type === null) type = await membershipTypeOf(user.token);
    // Only for the session that asked (nobody signed out or in meanwhile).
    if (peekUser()?.token !== user.token) return;
    setPremium(body.isPremium, type);
    // The app bar greets the person by the profile's first name, as it is now.
    setFirstName(typeof body.firstName === 'string' ? body.firstName : null);
  } catch {
    // Offline or the server is restarting.
  }
}

/** Reads the account now and whenever the tab comes back into view (at most once a minute). Returns the cleanup. */
export function watchPremium(): () => void {
  void refreshPremium();
  const onVisible = () => {
    if (document.visibilityState === 'visible' && Date.now() - lastRead >= PREMIUM_REFRESH_INTERVAL_MS)
      void refreshPremium();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => document.removeEventListener('visibilitychange', onVisible);
}
