/**
 * The session's localStorage record alone, without the store (zustand) or React: for a page that
 * runs without the app, the prerendered landing page's own script (shell/src/landing). It reads
 * and writes the same record the store mirrors, so the app finds the session there when it starts.
 */
export {
  USER_STORAGE_KEY,
  liveStoredUser,
  newStoredUser,
  writeStoredUser,
  type StoredUser,
} from './session/stored-user';
export { guestIdentity } from './session/guest-identity';
