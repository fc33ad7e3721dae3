/**
 * The stored user of docs/product/rules-and-limits.md#session: localStorage key `user`. The legacy `token` key is only
 * ever removed (on logout).
 */
import { rememberSessionView } from './session-view-cookie';

export const USER_STORAGE_KEY = 'user';
export const LEGACY_TOKEN_STORAGE_KEY = 'token';
/** Session lifetime, sliding on each read: 3 hours. */
export const SESSION_LIFETIME_MS = 10_800_000;
/** How often the session is checked for expiry. */
export const SESSION_CHECK_INTERVAL_MS = 60_000;

export interface StoredUser {
  token: string;
  username: string;
  email: string;
  /** Only guests carry it (true). */
  isGuest?: boolean;
  isPremium: boolean;
  /**
   * The paid plan's type (1 Basic, 2 Premium, 3 Enterprise) when the account has one and it is
   * known: the app bar names the member's plan. Absent on the free plan or while unknown.
   */
  membershipType?: number;
  /** The profile's first name when the person gave one: the app bar shows it instead of the username. */
  firstName?: string;
  /** Epoch ms. */
  expiresAt: number;
  /** Epoch ms. */
  lastActivity: number;
  /**
   * Signed in with 'Remember me' ticked: `expiresAt` is the server token's fixed end (30 days
   * after the sign-in) and reads do not slide it (decision 036). Absent otherwise.
   */
  remember?: true;
}

/** What a sign-in call returns (docs/product/api.md: token, username, email). */
export interface AuthResult {
  token?: string | null;
  username?: string | null;
  email?: string | null;
  isPremium?: boolean;
  membershipType?: number | null;
  firstName?: string | null;
  /** The token's expiry (epoch ms), as the server answers it. */
  expiresAt?: number | null;
}

function isStoredUser(value: unknown): value is StoredUser {
  if (!value || typeof value !== 'object') return false;
  const user = value as Record<string, unknown>;
  return (
    typeof user.token === 'string' &&
    user.token.length > 0 &&
    typeof user.username === 'string' &&
    typeof user.email === 'string' &&
    (user.expiresAt === undefined || typeof user.expiresAt === 'number') &&
    (user.isGuest === undefined || typeof user.isGuest === 'boolean') &&
    (user.remember === undefined || user.remember === true) &&
    (user.firstName === undefined || typeof user.firstName === 'string')
  );
}

export type ReadResult = { kind: 'none' } | { kind: 'corrupt' } | { kind: 'user'; user: StoredUser };

/** Reads and validates the raw entry; never throws. */
export function readStoredUser(storage: Storage = window.localStorage): ReadResult {
  let raw: string | null;
  try {
    raw = storage.getItem(USER_STORAGE_KEY);
  } catch {
    return { kind: 'none' };
  }
  if (raw === null) return { kind: 'none' };
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isStoredUser(parsed)) return { kind: 'corrupt' };
    const membershipType =
      parsed.isPremium === true && typeof parsed.membershipType === 'number' && parsed.membershipType > 0
        ? parsed.membershipType
        : undefined;
    return { kind: 'user', user: { ...parsed, isPremium: parsed.isPremium === true, membershipType } };
  } catch {
    return { kind: 'corrupt' };
  }
}

export function writeStoredUser(user: StoredUser, storage: Storage = window.localStorage): void {
  storage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
  // The page's own storage: the server learns which first paint fits this visitor.
  if (typeof window !== 'undefined' && storage === window.localStorage) rememberSessionView(user, user.lastActivity);
}

/** The stored user if present and not expired, or null (nothing is changed). */
export function liveStoredUser(storage: Storage, at: number): StoredUser | null {
  const result = readStoredUser(storage);
  if (result.kind !== 'user') return null;
  if (result.user.expiresAt !== undefined && result.user.expiresAt <= at) return null;
  return result.user;
}

/**
 * The record a new session stores: SESSION_LIFETIME_MS from `at`, sliding from there; a
 * remembered session ('Remember me') ends at `rememberedUntil`, the server token's expiry.
 */
export function newStoredUser(
  user: Omit<StoredUser, 'expiresAt' | 'lastActivity' | 'isPremium'> & { isPremium?: boolean },
  at: number,
  rememberedUntil?: number,
): StoredUser {
  const { remember: _remember, ...rest } = user;
  if (user.remember && rememberedUntil !== undefined && rememberedUntil > at) {
    return {
      ...rest,
      isPremium: user.isPremium === true,
      expiresAt: rememberedUntil,
      lastActivity: at,
      remember: true,
    };
  }
  return { ...rest, isPremium: user.isPremium === true, expiresAt: at + SESSION_LIFETIME_MS, lastActivity: at };
}
