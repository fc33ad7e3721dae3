import { GUEST_EMAIL, createGuestSession, getAuthToken, logout, storeUser, useSession } from '../../index';
import { renderHook } from '@testing-library/react';
import { sessionStore } from '../session-store';
import { readStored } from '../../testing/users';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();

describe('the guest session', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: T0 });
    window.localStorage.clear();
    sessionStore.setState({ user: null });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('is the documented guest: Guest User, the placeholder address, guest-token- plus the time, not premium', () => {
    const guest = createGuestSession();
    expect(guest).toEqual({
      token: `guest-token-${T0}`,
      username: 'Guest User',
      email: 'guest@resumebeat.local',
      isGuest: true,
      isPremium: false,
      expiresAt: T0 + 10_800_000,
      lastActivity: T0,
    });
    expect(readStored()).toEqual(guest);
    expect(GUEST_EMAIL).toBe('guest@resumebeat.local');
  });

  it('makes no server call', () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    const xhrOpen = jest.spyOn(XMLHttpRequest.prototype, 'open');
    createGuestSession();
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrOpen).not.toHaveBeenCalled();
  });

  it('is signed in for the guards, without an account, and never hands its token to the API', () => {
    createGuestSession();
    const { result, unmount } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ isSignedIn: true, isGuest: true, hasAccount: false, isPremium: false });
    unmount();
    expect(getAuthToken()).toBeNull();
    storeUser({ token: 'jwt', username: 'casey', email: 'c@example.com' });
    expect(getAuthToken()).toBe('jwt');
    logout();
    expect(getAuthToken()).toBeNull();
  });
});
