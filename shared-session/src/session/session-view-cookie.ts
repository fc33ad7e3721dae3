import { SESSION_VIEW_COOKIE } from '@resumebeat/shared-contract/first-paint';

/**
 * Writes one of the cookies the server's first paint follows (shared-contract/first-paint.ts), or
 * removes it (null). They hold no secret; outside a browser (tests of other storages, the build's
 * prerender) there is no cookie to write, and a page without cookies simply gets no first paint.
 */
export function writeFirstPaintCookie(name: string, value: string | null, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; secure' : '';
  try {
    document.cookie = `${name}=${value ?? ''}; path=/; max-age=${value === null ? 0 : maxAgeSeconds}; samesite=lax${secure}`;
  } catch {
    // A sandboxed page without cookies: nothing else changes.
  }
}

/**
 * Mirrors which kind of session the stored user is (`guest`, `account`, or none) into a cookie,
 * so the server can send the first paint that fits. It holds no token and no name, lasts as long
 * as the session, and changes with it.
 */
export function rememberSessionView(user: { isGuest?: boolean; expiresAt?: number } | null, at: number): void {
  const seconds = user?.expiresAt === undefined ? 10_800 : Math.floor((user.expiresAt - at) / 1000);
  const view = user && seconds > 0 ? (user.isGuest ? 'guest' : 'account') : null;
  writeFirstPaintCookie(SESSION_VIEW_COOKIE, view, seconds);
}
