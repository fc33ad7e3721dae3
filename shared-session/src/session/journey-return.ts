/**
 * Where a person goes back to after signing in (docs/decisions/034-keeping-the-persons-place.md).
 *
 * A page that sends someone to /login or /register remembers itself here: its path, its
 * navigation state (JSON: an upload result, a flag that opens the plans) and, when it asked for
 * the sign-in, the line that says why. Signing in reloads the page (docs/product/screens.md#sign-in-screen), so the
 * record lives in the tab's sessionStorage, read once back on that page and then removed. An
 * expired session leaves a note too, so the login screen says so and returns to the page after.
 */
import { SIGN_IN_PATHS } from '@resumebeat/shared-contract/paths';

export const RETURN_STORAGE_KEY = 'rb-return';
export const EXPIRED_STORAGE_KEY = 'rb-session-expired';
/** A record older than this is ignored: the person has moved on. */
export const RETURN_LIFETIME_MS = 30 * 60 * 1000;

/** The login screen's line after an expired session. */
export const SESSION_EXPIRED_NOTICE =
  'Your session expired. Please sign in again: you will be taken back to where you were.';

export interface PendingReturn {
  /** Path (and query) inside the app, e.g. '/optimized-resume'. */
  path: string;
  /** The navigation state the page is shown with again (JSON only). */
  state?: unknown;
  /** Why sign-in was asked, shown on the login screen. */
  message?: string;
  /** The session had expired. */
  expired?: boolean;
  /** Only an account may see the page (a guest may not): 'Continue as guest' does not go there. */
  needsAccount?: boolean;
  at: number;
}

/**
 * The person's own sign-out: the page being left re-renders without a session before the browser
 * loads /login, and its guard must not remember it as a place to come back to.
 */
let signedOutAt: number | null = null;
const SIGN_OUT_QUIET_MS = 10_000;

/** The person signs out: nothing is remembered for the next sign-in. */
export function noteSignedOut(): void {
  signedOutAt = Date.now();
  forgetReturn();
}

/** Tests only (through `/testing`): a sign-out of an earlier test does not silence the next one. */
export function resetSignOutQuiet(): void {
  signedOutAt = null;
}

const justSignedOut = () => signedOutAt !== null && Date.now() - signedOutAt < SIGN_OUT_QUIET_MS;

function session(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

/** Only a path of this app, never another origin ('//host') nor the sign-in screen itself. */
export function isReturnPath(path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith('/') || path.startsWith('//') || path.includes('\\')) return false;
  const pathname = path.split(/[?#]/)[0] ?? '';
  return !(SIGN_IN_PATHS as readonly string[]).includes(pathname);
}

/** Remembers where to come back to; a state that is not JSON is dropped (the path still counts). */
export function rememberReturn(pending: Omit<PendingReturn, 'at'>): void {
  if (justSignedOut() || !isReturnPath(pending.path)) return;
  const store = session();
  if (!store) return;
  const record: PendingReturn = { ...pending, at: Date.now() };
  try {
    store.setItem(RETURN_STORAGE_KEY, JSON.stringify(record));
  } catch {
    try {
      // Too large or not JSON: the place without its state.
      const { state: _dropped, ...rest } = record;
      store.setItem(RETURN_STORAGE_KEY, JSON.stringify(rest));
    } catch {
      // Storage refused: sign-in lands on the dashboard, as before.
    }
  }
}

/** The remembered place, if recent and well-formed (not removed). */
export function peekReturn(): PendingReturn | null {
  const store = session();
  if (!store) return null;
  try {
    const raw = store.getItem(RETURN_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<PendingReturn> | null;
    if (
      !value ||
      !isReturnPath(value.path) ||
      typeof value.at !== 'number' ||
      Date.now() - value.at > RETURN_LIFETIME_MS
    )
      return null;
    return {
      path: value.path,
      at: value.at,
      ...(value.state !== undefined ? { state: value.state } : {}),
      ...(typeof value.message === 'string' && value.message ? { message: value.message } : {}),
      ...(value.expired === true ? { expired: true } : {}),
      ...(value.needsAccount === true ? { needsAccount: true } : {}),
    };
  } catch {
    return null;
  }
}

export function forgetReturn(): void {
  try {
    session()?.removeItem(RETURN_STORAGE_KEY);
  } catch {
    // Storage refused: nothing was kept.
  }
}

/** The remembered place when it is the page now shown (path and query), else null. */
export function pendingReturnFor(pathWithQuery: string): PendingReturn | null {
  const pending = peekReturn();
  return pending && pending.path === pathWithQuery ? pending : null;
}

/** Notes that the session ran out while this page was open (the session's own checks call it). */
export function noteSessionExpired(path?: string): void {
  const store = session();
  if (!store) return;
  const where = path ?? (typeof window !== 'undefined' ? `${window.location.pathname}${window.location.search}` : '/');
  try {
    store.setItem(EXPIRED_STORAGE_KEY, JSON.stringify({ path: where, at: Date.now() }));
  } catch {
    // Storage refused: the login screen cannot say why.
  }
}

/** The page open when the session expired (recently), if any; the note is removed. */
export function takeSessionExpired(): string | null {
  const store = session();
  if (!store) return null;
  try {
    const raw = store.getItem(EXPIRED_STORAGE_KEY);
    if (!raw) return null;
    store.removeItem(EXPIRED_STORAGE_KEY);
    const value = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof value.at !== 'number' || Date.now() - value.at > RETURN_LIFETIME_MS) return null;
    return typeof value.path === 'string' ? value.path : '/';
  } catch {
    return null;
  }
}

export function sessionExpiredNoted(): boolean {
  try {
    return Boolean(session()?.getItem(EXPIRED_STORAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * After a sign-in: the page to load instead of reloading /login (a full navigation, as the
 * reload after a sign-in, docs/product/screens.md#sign-in-screen). The record stays until that page has read it.
 */
export function returnPathAfterSignIn(): string | null {
  return peekReturn()?.path ?? null;
}

/**
 * 'Continue as guest': the remembered page with its state, when a guest may see it (the optimized
 * resume, the upload page), forgotten as it is taken; null when there is none or it needs an
 * account (the profile, the cover letter), and the person goes to the dashboard (docs/product/screens.md#sign-in-screen).
 */
export function takeReturnForGuest(): { path: string; state: unknown } | null {
  const pending = peekReturn();
  if (!pending || pending.needsAccount) return null;
  forgetReturn();
  return { path: pending.path, state: pending.state ?? null };
}
