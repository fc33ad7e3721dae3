import { noteSessionExpired } from './journey-return';
import { getCurrentUser, logout, peekUser, syncFromStorage } from './session-store';
import { SESSION_CHECK_INTERVAL_MS, USER_STORAGE_KEY, readStoredUser } from './stored-user';
import { refreshTokenIfDue } from './token-refresh';

export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click'] as const;
/**
 * Activity slides the session, but at most once per this interval: a mouse move fires dozens of
 * events a second, and each slide writes localStorage (and wakes every other tab's listener).
 * The interval is measured from the stored lastActivity, not from this tab's last write: another
 * tab's slide counts, and a stored value older than the interval is always slid at once.
 */
export const ACTIVITY_WRITE_INTERVAL_MS = 5_000;

let installed: { count: number; cleanup: () => void } | null = null;

function install(): () => void {
  const onActivity = () => {
    const user = peekUser();
    if (!user) return;
    if (Date.now() - (user.lastActivity ?? 0) < ACTIVITY_WRITE_INTERVAL_MS) return;
    // A sliding read: updates lastActivity and pushes the expiry 3 hours ahead.
    getCurrentUser();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === USER_STORAGE_KEY) syncFromStorage();
  };
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
  window.addEventListener('storage', onStorage);
  const timer = window.setInterval(check, SESSION_CHECK_INTERVAL_MS);
  return () => {
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    window.removeEventListener('storage', onStorage);
    window.clearInterval(timer);
  };
}

/**
 * Installs the activity listeners, the 60 s expiry check and the cross-tab listener. Idempotent:
 * the shell and a remote may both call it; the listeners exist once and go with the last cleanup.
 */
export function startSessionMonitor(): () => void {
  if (installed) installed.count += 1;
  else installed = { count: 1, cleanup: install() };
  // An expired or corrupted session found at start is logged out at once, silently.
  check();
  let stopped = false;
  return () => {
    if (stopped || !installed) return;
    stopped = true;
    installed.count -= 1;
    if (installed.count === 0) {
      installed.cleanup();
      installed = null;
    }
  };
}

/** A check must not slide the session, or an idle tab would keep it alive forever. */
function check() {
  const raw = readStoredUser();
  if (raw.kind === 'corrupt') logout();
  else if (raw.kind === 'user' && !peekUser()) {
    // Expired: logged out (docs/product/rules-and-limits.md#session). An account's page sends it to sign in again, saying why.
    if (!raw.user.isGuest) noteSessionExpired();
    logout();
  } else {
    syncFromStorage();
    void refreshTokenIfDue();
  }
}
