import type { StoredUser } from '../session/stored-user';

/** A stored user as it would sit in localStorage, with overrides. */
export function aStoredUser(overrides: Partial<StoredUser> = {}): StoredUser {
  const now = Date.now();
  return {
    token: 'jwt-123',
    username: 'casey',
    email: 'casey@example.com',
    isPremium: false,
    expiresAt: now + 10_800_000,
    lastActivity: now,
    ...overrides,
  };
}

export function readStored(): Record<string, unknown> | null {
  return JSON.parse(window.localStorage.getItem('user') ?? 'null') as Record<string, unknown> | null;
}
