/**
 * The session of docs/product/rules-and-limits.md#session, shared by the shell and every remote as one Module
 * Federation singleton (one store, one monitor). The API client is `@resumebeat/shared-session/api`,
 * a separate singleton, so pages that call no API (the landing page) do not download it.
 * The only package that imports zustand.
 */
export {
  SESSION_LIFETIME_MS,
  SESSION_CHECK_INTERVAL_MS,
  USER_STORAGE_KEY,
  LEGACY_TOKEN_STORAGE_KEY,
  type StoredUser,
  type AuthResult,
} from './session/stored-user';
export {
  storeUser,
  storeAuthenticatedUser,
  getCurrentUser,
  getAuthToken,
  logout,
  signOut,
  LOGOUT_PATH,
  clearSession,
  storedSessionExpired,
  useSession,
  setPremium,
  setFirstName,
  session,
  isSignedIn,
  isGuest,
  hasAccount,
  type SessionState,
  type SessionView,
} from './session/session-store';
export { createGuestSession, GUEST_EMAIL, GUEST_USERNAME, GUEST_TOKEN_PREFIX } from './session/guest';
export { startSessionMonitor } from './session/session-monitor';
export { refreshPremium, watchPremium } from './session/premium-refresh';
export { writeFirstPaintCookie } from './session/session-view-cookie';
export { enterFirstPaintView } from './session/first-paint-view';
export {
  rememberReturn,
  peekReturn,
  forgetReturn,
  pendingReturnFor,
  returnPathAfterSignIn,
  takeReturnForGuest,
  isReturnPath,
  noteSessionExpired,
  takeSessionExpired,
  sessionExpiredNoted,
  SESSION_EXPIRED_NOTICE,
  RETURN_STORAGE_KEY,
  type PendingReturn,
} from './session/journey-return';
export { keepScanDraft, peekScanDraft, loadScanDraft, clearScanDraft, type ScanDraft } from './session/scan-draft';
// Browser helpers every app shares: a download, a stored JSON value, the state of one request.
export { saveFile } from './browser/save-file';
export { readStoredJson } from './browser/stored-json';
export { useFetchState } from './browser/use-fetch-state';
