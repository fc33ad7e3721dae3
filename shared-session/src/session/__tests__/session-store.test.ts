import { act, renderHook } from '@testing-library/react';
import {
  SESSION_LIFETIME_MS,
  clearSession,
  getCurrentUser,
  hasAccount,
  isGuest,
  isSignedIn,
  logout,
  session,
  storeAuthenticatedUser,
  storeUser,
  useSession,
} from '../../index';
import { sessionStore } from '../session-store';
import { aStoredUser, readStored } from '../../testing/users';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const HOUR = 60 * 60 * 1000;

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
  sessionStore.setState({ user: null });
});
afterEach(() => jest.useRealTimers());

describe('storing a user', () => {
  it('stores the user under "user" with an expiry 3 hours ahead and the activity time now', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    expect(readStored()).toEqual({
      token: 't',
      username: 'casey',
      email: 'c@example.com',
      isPremium: false,
      expiresAt: T0 + 10_800_000,
      lastActivity: T0,
    });
    expect(SESSION_LIFETIME_MS).toBe(10_800_000);
  });

  it('stores a sign-in response only when it carries a token', () => {
    for (const response of [
      { username: 'casey', email: 'c@example.com' },
      { token: '', username: 'casey' },
      { token: null },
      null,
      undefined,
    ]) {
      expect(() => storeAuthenticatedUser(response)).toThrow(new Error('No authentication token received'));
    }
    expect(window.localStorage.getItem('user')).toBeNull();
    storeAuthenticatedUser({ token: 'jwt', username: 'casey', email: 'c@example.com', isPremium: true });
    expect(readStored()).toMatchObject({
      token: 'jwt',
      username: 'casey',
      isPremium: true,
      expiresAt: T0 + SESSION_LIFETIME_MS,
    });
  });

  it('tells React about a login in this tab', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ user: null, isSignedIn: false, hasAccount: false });
    act(() => void storeUser({ token: 't', username: 'casey', email: 'c@example.com', isPremium: true }));
    expect(result.current).toMatchObject({ isSignedIn: true, isGuest: false, hasAccount: true, isPremium: true });
    expect(result.current.user?.username).toBe('casey');
  });
});

describe('reading the current user', () => {
  it('slides the expiry 3 hours ahead and refreshes the activity time on each successful read', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    jest.setSystemTime(T0 + HOUR);
    expect(getCurrentUser()).toMatchObject({ expiresAt: T0 + HOUR + SESSION_LIFETIME_MS, lastActivity: T0 + HOUR });
    expect(readStored()).toMatchObject({ expiresAt: T0 + HOUR + SESSION_LIFETIME_MS, lastActivity: T0 + HOUR });
    // Slid, so 3 h after the first store it is still alive.
    jest.setSystemTime(T0 + 3 * HOUR + 1);
    expect(getCurrentUser()).not.toBeNull();
  });

  it('logs out an expired session and returns no user', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    window.localStorage.setItem('token', 'legacy');
    jest.setSystemTime(T0 + SESSION_LIFETIME_MS);
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(session.getState().user).toBeNull();
  });

  it('logs out silently when the stored data is corrupted or of the wrong shape', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const warnings = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const corrupted = [
      '{not json',
      'null',
      '"casey"',
      JSON.stringify([1, 2]),
      JSON.stringify({ username: 'casey', email: 'c@example.com' }),
      JSON.stringify(aStoredUser({ token: '' })),
      JSON.stringify({ ...aStoredUser(), expiresAt: 'tomorrow' }),
      JSON.stringify({ ...aStoredUser(), isGuest: 'yes' }),
    ];
    for (const raw of corrupted) {
      window.localStorage.setItem('user', raw);
      window.localStorage.setItem('token', 'legacy');
      expect(getCurrentUser()).toBeNull();
      expect(window.localStorage.getItem('user')).toBeNull();
      expect(window.localStorage.getItem('token')).toBeNull();
    }
    expect(errors).not.toHaveBeenCalled();
    expect(warnings).not.toHaveBeenCalled();
  });

  it('returns nothing, and writes nothing, when nobody is signed in', () => {
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});

describe('logout and clearSession', () => {
  it('logout removes the user and the legacy token and signals through a storage event in this tab', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    window.localStorage.setItem('token', 'legacy');
    const events: StorageEvent[] = [];
    const listener = (event: StorageEvent) => events.push(event);
    window.addEventListener('storage', listener);
    logout();
    window.removeEventListener('storage', listener);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(events).toHaveLength(1);
    expect(events[0]).toBeInstanceOf(StorageEvent);
    expect(events[0]).toMatchObject({ key: 'user', newValue: null });
  });

  it('logout re-renders React and notifies plain subscribers', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    const seen: Array<string | null> = [];
    const unsubscribe = session.subscribe((state) => seen.push(state.user?.username ?? null));
    const { result } = renderHook(() => useSession());
    expect(result.current.isSignedIn).toBe(true);
    act(() => logout());
    expect(result.current).toMatchObject({
      user: null,
      isSignedIn: false,
      isGuest: false,
      hasAccount: false,
      isPremium: false,
    });
    expect(seen).toEqual([null]);
    unsubscribe();
  });

  it('clearSession removes only the stored user', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    window.localStorage.setItem('token', 'legacy');
    window.localStorage.setItem('jobDescriptions', '[]');
    clearSession();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('legacy');
    expect(window.localStorage.getItem('jobDescriptions')).toBe('[]');
    expect(session.getState().user).toBeNull();
  });
});

describe('the guard helpers', () => {
  it('count a guest as signed in but not as having an account', () => {
    const account = aStoredUser();
    const guest = aStoredUser({ isGuest: true, token: 'guest-token-1' });
    expect([isSignedIn(null), isGuest(null), hasAccount(null)]).toEqual([false, false, false]);
    expect([isSignedIn(account), isGuest(account), hasAccount(account)]).toEqual([true, false, true]);
    expect([isSignedIn(guest), isGuest(guest), hasAccount(guest)]).toEqual([true, true, false]);
  });
});
