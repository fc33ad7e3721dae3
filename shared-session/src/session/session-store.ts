import { noteSessionExpired, noteSignedOut } from './journey-return';
import { clearScanDraft } from './scan-draft';
import { createStore } from 'zustand/vanilla';
import { useSyncExternalStore } from 'react';
import {
  LEGACY_TOKEN_STORAGE_KEY,
  SESSION_LIFETIME_MS,
  USER_STORAGE_KEY,
  readStoredUser,
  liveStoredUser,
  newStoredUser,
  writeStoredUser,
  type AuthResult,
  type StoredUser,
} from './stored-user';
import { rememberSessionView } from './session-view-cookie';

/**
 * The session of docs/product/rules-and-limits.md#session. localStorage is the source of truth (it survives reloads and
 * is shared by tabs); this zustand store mirrors it so React re-renders on login and logout.
 * The package is a Module Federation singleton, so the shell and every remote share this store.
 */
export interface SessionState {
  user: StoredUser | null;
}

export const sessionStore = createStore<SessionState>()(() => {
  const user = peekUser();
  // A session stored before the cookie existed (or with the cookie cleared) gets it back.
  rememberSessionView(user, now());
  return { user };
});

/**
 * The store as apps see it: read and subscribe outside React (a loader, a non-React listener).
 * No setState: every change goes through storeUser, logout and friends, which keep localStorage
 * (the source of truth) and the store in step.
 */
export const session: Pick<typeof sessionStore, 'getState' | 'subscribe'> = {
  getState: () => sessionStore.getState(),
  subscribe: (listener) => sessionStore.subscribe(listener),
};

function now() {
  return Date.now();
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored user if present and not expired, without sliding or logging out (for checks). */
export function peekUser(): StoredUser | null {
  const store = storage();
  return store ? liveStoredUser(store, now()) : null;
}

function publish(user: StoredUser | null) {
  if (sessionStore.getState().user !== user) sessionStore.setState({ user });
}

/**
 * Stores a user: expiry 3 hours from now, last activity now. Used by sign-in, registration,
 * third-party sign-in and the guest. A remembered sign-in (`remember: true`) ends at
 * `rememberedUntil`, the token's own expiry, instead (decision 036).
 */
export function storeUser(
  user: Omit<StoredUser, 'expiresAt' | 'lastActivity' | 'isPremium'> & { isPremium?: boolean },
  rememberedUntil?: number,
): StoredUser {
  const stored = newStoredUser(user, now(), rememberedUntil);
  const store = storage();
  if (store) writeStoredUser(stored, store);
  publish(stored);
  return stored;
}

/**
 * Stores the user of a sign-in response, only when it carries a token (docs/product/rules-and-limits.md#session).
 * `remember`: 'Remember me' was ticked; the session then lasts as long as the server's token
 * (30 days) on this device, not the sliding 3 hours.
 */
export function storeAuthenticatedUser(
  result: AuthResult | null | undefined,
  options: { remember?: boolean } = {},
): StoredUser {
  if (!result?.token) throw new Error('No authentication token received');
  const remembered = options.remember === true && typeof result.expiresAt === 'number';
  return storeUser(
    {
      token: result.token,
      username: result.username ?? '',
      email: result.email ?? '',
      isPremium: result.isPremium === true,
      ...(result.isPremium === true && typeof result.membershipType === 'number' && result.membershipType > 0
        ? { membershipType: result.membershipType }
        : {}),
      ...(result.firstName?.trim() ? { firstName: result.firstName.trim() } : {}),
      ...(remembered ? { remember: true as const } : {}),
    },
    remembered ? (result.expiresAt ?? undefined) : undefined,
  );
}

/**
 * Logout: removes the stored user and the legacy token, and signals every part of the app: other
 * tabs get the browser's own storage event; this tab gets a synthetic one (the browser does not
 * send a storage event to the tab that made the change).
 */
export function logout(): void {
  const store = storage();
  if (store) {
    store.removeItem(USER_STORAGE_KEY);
    store.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  }
  rememberSessionView(null, now());
  publish(null);
  if (typeof window !== 'undefined') {
    window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY, oldValue: null, newValue: null }));
  }
}

/** Where signOut tells the server (shared-contract LOGOUT_ROUTE; plain fetch, no API client). */
export const LOGOUT_PATH = '/api/auth/logout';

/**
 * The user's own "Logout": the server revokes the account's tokens (so a copied token is worth
 * nothing afterwards), then the session ends here as logout() does. The request is best effort
 * and does not hold the sign-out back: offline, the token still expires on its own.
 */
export function signOut(): void {
  const user = peekUser();
  if (user && !user.isGuest && typeof fetch === 'function') {
    try {
      void fetch(LOGOUT_PATH, {
        method: 'POST',
        keepalive: true,
        headers: { Authorization: `Bearer ${user.token}` },
      }).catch(() => undefined);
    } catch {
      // No fetch target (tests without a page): nothing to revoke against.
    }
  }
  // The person's own sign-out: the resume kept for a detour goes with the session.
  clearScanDraft();
  noteSignedOut();
  logout();
}

/** Removes only the stored user (a separate clear-session action, docs/product/rules-and-limits.md#session). */
export function clearSession(): void {
  storage()?.removeItem(USER_STORAGE_KEY);
  rememberSessionView(null, now());
  publish(null);
}

/**
 * Reads the current user (docs/product/rules-and-limits.md#session): an expired session is logged out, corrupted data
 * is logged out silently, and a successful read slides the expiry 3 hours ahead.
 */
export function getCurrentUser(): StoredUser | null {
  const store = storage();
  if (!store) return null;
  const result = readStoredUser(store);
  if (result.kind === 'none') {
    publish(null);
    return null;
  }
  if (result.kind === 'corrupt') {
    logout();
    return null;
  }
  const at = now();
  if (result.user.expiresAt !== undefined && result.user.expiresAt <= at) {
    // An account's session ran out: the login screen says so and brings the person back here.
    if (!result.user.isGuest) noteSessionExpired();
    logout();
    return null;
  }
  // A remembered session keeps its fixed end; only its activity time moves.
  const slid: StoredUser =
    result.user.expiresAt === undefined
      ? result.user
      : result.user.remember
        ? { ...result.user, lastActivity: at }
        : { ...result.user, expiresAt: at + SESSION_LIFETIME_MS, lastActivity: at };
  writeStoredUser(slid, store);
  publish(slid);
  return slid;
}

/**
 * An account's stored session that has run out and is not cleared yet (the session's checks clear
 * it when they next run): a page refused for it says the session expired (decision 034).
 */
export function storedSessionExpired(): boolean {
  const store = storage();
  if (!store) return false;
  const result = readStoredUser(store);
  return (
    result.kind === 'user' &&
    result.user.isGuest !== true &&
    result.user.expiresAt !== undefined &&
    result.user.expiresAt <= now()
  );
}

/** Re-reads storage into the store without sliding (after another tab changed it). */
export function syncFromStorage(): void {
  const store = storage();
  if (store && readStoredUser(store).kind === 'corrupt') {
    logout();
    return;
  }
  publish(peekUser());
}

/** The bearer token for API calls: an account's token; never a guest's local placeholder. */
export function getAuthToken(): string | null {
  const user = getCurrentUser();
  return user && !user.isGuest ? user.token : null;
}

export interface SessionView {
  user: StoredUser | null;
  /** Any session, a guest's included. */
  isSignedIn: boolean;
  isGuest: boolean;
  /** Signed in with an account (not a guest). */
  hasAccount: boolean;
  isPremium: boolean;
}

/** "Signed in" (docs/product/screens.md#routes-and-guards): any session, a guest's included (guests see the dashboard). */
export function isSignedIn(user: StoredUser | null): user is StoredUser {
  return user !== null;
}

export function isGuest(user: StoredUser | null): boolean {
  return user?.isGuest === true;
}

/** Signed in with a server account: what calls needing a bearer token require. */
export function hasAccount(user: StoredUser | null): user is StoredUser {
  return user !== null && user.isGuest !== true;
}

export function describeSession(user: StoredUser | null): SessionView {
  return {
    user,
    isSignedIn: isSignedIn(user),
    isGuest: isGuest(user),
    hasAccount: hasAccount(user),
    isPremium: user?.isPremium === true,
  };
}

/** React view of the session; re-renders on login, logout and changes from other tabs. */
export function useSession(): SessionView {
  // The store's current user on the server too (not zustand's initial one): the build's
  // prerender renders pages as a guest sees them (qa-harness/first-paint.tsx).
  const read = () => sessionStore.getState().user;
  return describeSession(useSyncExternalStore(sessionStore.subscribe, read, read));
}

/** The account's first name as the server knows it now (the profile's; absent when not given). */
export function setFirstName(firstName: string | null | undefined): void {
  const user = peekUser();
  if (!user || user.isGuest) return;
  const name = firstName?.trim() || undefined;
  if (user.firstName === name) return;
  const updated: StoredUser = { ...user, firstName: name };
  if (name === undefined) delete updated.firstName;
  const store = storage();
  if (store) writeStoredUser(updated, store);
  publish(updated);
}

/**
 * Marks the stored user premium or not (after an upgrade or a subscription check), with the paid
 * plan's type when the answer says it (the app bar names the plan); a type not given keeps the
 * one known, unless the account is no longer a member.
 */
export function setPremium(isPremium: boolean, membershipType?: number | null): void {
  const user = peekUser();
  if (!user) return;
  const type = !isPremium
    ? undefined
    : typeof membershipType === 'number' && membershipType > 0
      ? membershipType
      : user.membershipType;
  if (user.isPremium === isPremium && user.membershipType === type) return;
  const updated: StoredUser = { ...user, isPremium, membershipType: type };
  if (type === undefined) delete updated.membershipType;
  const store = storage();
  if (store) writeStoredUser(updated, store);
  publish(updated);
}
