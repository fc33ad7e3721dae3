import { act, renderHook } from '@testing-library/react';
import {
  SESSION_LIFETIME_MS,
  clearSession,
  createGuestSession,
  getAuthToken,
  getCurrentUser,
  logout,
  startSessionMonitor,
  storeAuthenticatedUser,
  storeUser,
  useSession,
} from '../../index';
import { sessionStore } from '../session-store';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();

function stored() {
  return JSON.parse(window.localStorage.getItem('user') ?? 'null');
}

describe('the stored user (SPEC.md sections 3 and 4)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    window.localStorage.clear();
    sessionStore.setState({ user: null });
  });
  afterEach(() => jest.useRealTimers());

  it('stores a user with an expiry 3 hours ahead and the activity time now', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    expect(stored()).toEqual({ token: 't', username: 'casey', email: 'c@example.com', isPremium: false, expiresAt: T0 + 10_800_000, lastActivity: T0 });
    expect(SESSION_LIFETIME_MS).toBe(10_800_000);
  });

  it('stores a sign-in response only when it carries a token', () => {
    expect(() => storeAuthenticatedUser({ username: 'casey', email: 'c@example.com' })).toThrow('No authentication token received');
    expect(window.localStorage.getItem('user')).toBeNull();
    storeAuthenticatedUser({ token: 'jwt', username: 'casey', email: 'c@example.com', isPremium: true });
    expect(stored()).toMatchObject({ token: 'jwt', isPremium: true });
  });

  it('slides the expiry on each successful read', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    jest.setSystemTime(T0 + 60 * 60 * 1000);
    const user = getCurrentUser();
    expect(user?.expiresAt).toBe(T0 + 60 * 60 * 1000 + SESSION_LIFETIME_MS);
    expect(stored().lastActivity).toBe(T0 + 60 * 60 * 1000);
  });

  it('logs out an expired session on read and returns no user', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    window.localStorage.setItem('token', 'legacy');
    jest.setSystemTime(T0 + SESSION_LIFETIME_MS + 1);
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('logs out silently when the stored data is corrupted or of the wrong shape', () => {
    for (const raw of ['{not json', JSON.stringify({ username: 'x' }), JSON.stringify([1, 2]), 'null']) {
      window.localStorage.setItem('user', raw);
      expect(getCurrentUser()).toBeNull();
      expect(window.localStorage.getItem('user')).toBeNull();
    }
  });

  it('logout removes the user and the legacy token and signals through a storage event', () => {
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
    expect(events[0]?.key).toBe('user');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('clearSession removes only the stored user', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    window.localStorage.setItem('token', 'legacy');
    clearSession();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBe('legacy');
  });

  it('creates the guest of SPEC.md without a server call, and never hands its token to the API', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const guest = createGuestSession();
    expect(guest).toMatchObject({ username: 'Guest User', email: 'guest@resumebeat.local', isGuest: true, isPremium: false });
    expect(guest.token).toBe(`guest-token-${T0}`);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(getAuthToken()).toBeNull();
    storeUser({ token: 'jwt', username: 'casey', email: 'c@example.com' });
    expect(getAuthToken()).toBe('jwt');
  });
});

describe('the session monitor', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    window.localStorage.clear();
    sessionStore.setState({ user: null });
  });
  afterEach(() => {
    stop();
    jest.useRealTimers();
  });

  it('logs out an expired session at the 60-second check', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    jest.setSystemTime(T0 + SESSION_LIFETIME_MS - 30_000);
    jest.advanceTimersByTime(59_000);
    expect(window.localStorage.getItem('user')).not.toBeNull();
    jest.advanceTimersByTime(60_000);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('does not keep an idle session alive by checking it', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    jest.advanceTimersByTime(10 * 60_000);
    expect(stored().expiresAt).toBe(T0 + SESSION_LIFETIME_MS);
  });

  it('slides the session on mouse, key, scroll, touch and click activity, at most every 5 seconds', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    for (const type of ['mousemove', 'keydown', 'scroll', 'touchstart', 'click']) {
      jest.setSystemTime(Date.now() + 10_000);
      window.dispatchEvent(new Event(type));
      expect(stored().lastActivity).toBe(Date.now());
      expect(stored().expiresAt).toBe(Date.now() + SESSION_LIFETIME_MS);
    }
    const before = stored().lastActivity;
    jest.setSystemTime(Date.now() + 1_000);
    window.dispatchEvent(new Event('mousemove'));
    expect(stored().lastActivity).toBe(before);
  });

  it('follows a logout or a login in another tab', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    const { result } = renderHook(() => useSession());
    expect(result.current.hasAccount).toBe(true);
    act(() => {
      window.localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    });
    expect(result.current.user).toBeNull();
    act(() => {
      const now = Date.now();
      window.localStorage.setItem('user', JSON.stringify({ token: 'g', username: 'Guest User', email: 'guest@resumebeat.local', isGuest: true, isPremium: false, expiresAt: now + 1000, lastActivity: now }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(result.current).toMatchObject({ isSignedIn: true, isGuest: true, hasAccount: false });
  });

  it('can be started by the shell and a remote together; listeners go with the last stop', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    const stopShell = startSessionMonitor();
    const stopRemote = startSessionMonitor();
    stopShell();
    jest.setSystemTime(T0 + SESSION_LIFETIME_MS + 1);
    jest.advanceTimersByTime(60_000);
    expect(window.localStorage.getItem('user')).toBeNull();
    stopRemote();
  });
});

describe('token refresh while active', () => {
  const jwt = (iatMs: number) => `h.${btoa(JSON.stringify({ sub: '1', iat: Math.floor(iatMs / 1000), exp: Math.floor(iatMs / 1000) + 10800 }))}.s`;
  let stop: () => void = () => {};
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    window.localStorage.clear();
    sessionStore.setState({ user: null });
  });
  afterEach(() => {
    stop();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('exchanges a token older than 30 minutes for a fresh one when the user was active', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ token: 'fresh.token.x', username: 'casey', email: 'c@example.com' }), { status: 200 }));
    storeUser({ token: jwt(T0 - 31 * 60_000), username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    expect(stored().token).toBe('fresh.token.x');
  });

  it('leaves a young token, an idle session and a guest alone', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    storeUser({ token: jwt(T0 - 10 * 60_000), username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    stop();
    window.localStorage.setItem('user', JSON.stringify({ ...stored(), token: jwt(T0 - 60 * 60_000), lastActivity: T0 - 5 * 60_000 }));
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    stop();
    createGuestSession();
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ends the session when the server refuses to extend it', async () => {
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ message: 'Session too old' }), { status: 401 }));
    storeUser({ token: jwt(T0 - 25 * 60 * 60_000), username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
