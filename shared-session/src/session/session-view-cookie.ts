import { SESSION_VIEW_COOKIE } from '@resumebeat/shared-contract/first-paint';

/**
 * Mirrors which kind of session the stored user is (`guest`, `account`, or none) into a cookie,
 * so the server can send the first paint that fits (shared-contract/first-paint.ts). The cookie
 * holds no token and no name, lasts as long as the session, and changes with it. Outside a browser
 * (tests of other storages, the build's prerender) there is no cookie to write.
 */
export function rememberSessionView(user: { isGuest?: boolean; expiresAt?: number } | null, at: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  const seconds = user?.expiresAt === undefined ? 10_800 : Math.floor((user.expiresAt - at) / 1000);
  const value = user && seconds > 0 ? (user.isGuest ? 'guest' : 'account') : '';
  const wanted = `${SESSION_VIEW_COOKIE}=${value}; path=/; max-age=${value ? seconds : 0}; samesite=lax${secure}`;
  try {
    document.cookie = wanted;
  } catch {
    // A sandboxed page without cookies: the server then sends no first paint, nothing else changes.
  }
}
