import { logout, peekUser, storeUser } from './session-store';
import { SESSION_CHECK_INTERVAL_MS } from './stored-user';

/**
 * The browser session slides for 3 hours, but the server's token has a fixed expiry (3 hours from
 * issue, docs/decisions/004). While the user is active, the token is exchanged for a fresh one
 * once it is half an hour old, so an active session never meets a 401. An idle session is not
 * refreshed: it expires as docs/product/rules-and-limits.md#session says. Plain fetch, not the API client, so the landing page
 * does not download the client.
 */
export const REFRESH_AFTER_TOKEN_AGE_MS = 30 * 60 * 1000;
export const REFRESH_PATH = '/api/auth/refresh';

function tokenTimes(token: string): { iat?: number; exp?: number } {
  try {
    const payload = token.split('.')[1];
    if (!payload) return {};
    const json = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iat?: unknown; exp?: unknown };
    return {
      iat: typeof json.iat === 'number' ? json.iat * 1000 : undefined,
      exp: typeof json.exp === 'number' ? json.exp * 1000 : undefined,
    };
  } catch {
    return {};
  }
}

let inFlight: Promise<void> | null = null;

export function refreshTokenIfDue(now = Date.now()): Promise<void> {
  const user = peekUser();
  if (!user || user.isGuest || inFlight) return inFlight ?? Promise.resolve();
  const { iat } = tokenTimes(user.token);
  const activeRecently = now - user.lastActivity <= SESSION_CHECK_INTERVAL_MS;
  if (iat === undefined || !activeRecently || now - iat < REFRESH_AFTER_TOKEN_AGE_MS) return Promise.resolve();
  inFlight = (async () => {
    try {
      const response = await fetch(REFRESH_PATH, {
        method: 'POST',
        headers: { Authorization: `Bearer ${user.token}`, Accept: 'application/json' },
      });
      if (response.status === 401) {
        // The server will not extend this session (too old, or revoked): end it, silently.
        logout();
        return;
      }
      if (!response.ok) return;
      const body = (await response.json()) as { token?: string; isPremium?: boolean; expiresAt?: number };
      const current = peekUser();
      // Only if nobody signed out or in meanwhile. Refreshes happen only right after activity,
      // so restarting the 3-hour clock here is what the activity did anyway.
      if (body.token && current && current.token === user.token) {
        // A remembered session keeps its end: the refreshed token's expiry, the same 30 days.
        storeUser(
          { ...current, token: body.token, isPremium: body.isPremium ?? current.isPremium },
          current.remember ? (body.expiresAt ?? current.expiresAt) : undefined,
        );
      }
    } catch {
      // Offline or the server is restarting: try again at the next check.
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}
