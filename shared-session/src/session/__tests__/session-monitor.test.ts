import { act, renderHook } from '@testing-library/react';
import {
  SESSION_CHECK_INTERVAL_MS,
  SESSION_LIFETIME_MS,
  startSessionMonitor,
  storeUser,
  useSession,
} from '../../index';
import { ACTIVITY_WRITE_INTERVAL_MS } from '../session-monitor';
import { sessionStore } from '../session-store';
import { aStoredUser, readStored } from '../../testing/users';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();

let stops: Array<() => void> = [];
function start() {
  const stop = startSessionMonitor();
  stops.push(stop);
  return stop;
}

beforeEach(() => {
  jest.useFakeTimers({ now: T0 });
  window.localStorage.clear();
  sessionStore.setState({ user: null });
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  jest.restoreAllMocks();
  jest.useRealTimers();
});

describe('the 60-second check', () => {
  it('logs out an expired session at the next check', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    window.localStorage.setItem('token', 'legacy');
    start();
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);
    jest.setSystemTime(T0 + SESSION_LIFETIME_MS - 30_000);
    jest.advanceTimersByTime(59_000);
    expect(window.localStorage.getItem('user')).not.toBeNull();
    jest.advanceTimersByTime(1_000);
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(sessionStore.getState().user).toBeNull();
  });

  it('does not keep an idle session alive by checking it', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    start();
    jest.advanceTimersByTime(10 * 60_000);
    expect(readStored()).toMatchObject({ expiresAt: T0 + SESSION_LIFETIME_MS, lastActivity: T0 });
    jest.advanceTimersByTime(SESSION_LIFETIME_MS);
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('logs out an expired or corrupted session found at start, at once', () => {
    window.localStorage.setItem('user', JSON.stringify(aStoredUser({ expiresAt: T0 - 1 })));
    start()();
    expect(window.localStorage.getItem('user')).toBeNull();
    window.localStorage.setItem('user', '{broken');
    start();
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});

describe('activity', () => {
  it('updates the activity time (and slides the expiry) on mouse, key, scroll, touch and click', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    start();
    for (const type of ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'click']) {
      jest.setSystemTime(Date.now() + ACTIVITY_WRITE_INTERVAL_MS);
      window.dispatchEvent(new Event(type));
      expect({ type, ...readStored() }).toMatchObject({
        type,
        lastActivity: Date.now(),
        expiresAt: Date.now() + SESSION_LIFETIME_MS,
      });
    }
  });

  it('hears activity inside the page too (events that do not bubble, such as scroll on an element)', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    start();
    const panel = document.body.appendChild(document.createElement('div'));
    jest.setSystemTime(T0 + 10_000);
    panel.dispatchEvent(new Event('scroll', { bubbles: false }));
    expect(readStored()?.lastActivity).toBe(T0 + 10_000);
    panel.remove();
  });

  it('writes at most once every 5 seconds however many events arrive', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    start();
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    jest.setSystemTime(T0 + 10_000);
    for (let i = 0; i < 50; i += 1) {
      window.dispatchEvent(new Event('mousemove'));
      jest.setSystemTime(Date.now() + 50);
    }
    expect(setItem).toHaveBeenCalledTimes(1);
    expect(readStored()?.lastActivity).toBe(T0 + 10_000);
    jest.setSystemTime(T0 + 10_000 + ACTIVITY_WRITE_INTERVAL_MS);
    window.dispatchEvent(new Event('keydown'));
    expect(setItem).toHaveBeenCalledTimes(2);
    expect(readStored()?.lastActivity).toBe(T0 + 10_000 + ACTIVITY_WRITE_INTERVAL_MS);
  });

  it('measures the 5 seconds from the stored activity time, so a stale one slides at once', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    start();
    jest.setSystemTime(T0 + 10_000);
    window.dispatchEvent(new Event('mousemove'));
    // Another tab (or a restored backup) writes a session last active a minute ago, due in a minute.
    window.localStorage.setItem(
      'user',
      JSON.stringify(aStoredUser({ expiresAt: T0 + 70_000, lastActivity: T0 - 50_000 })),
    );
    jest.setSystemTime(T0 + 11_000);
    window.dispatchEvent(new Event('mousemove'));
    expect(readStored()).toMatchObject({ lastActivity: T0 + 11_000, expiresAt: T0 + 11_000 + SESSION_LIFETIME_MS });
  });

  it('writes nothing when nobody is signed in, and does not revive an expired session', () => {
    start();
    jest.setSystemTime(T0 + 10_000);
    window.dispatchEvent(new Event('click'));
    expect(window.localStorage.getItem('user')).toBeNull();

    window.localStorage.setItem('user', JSON.stringify(aStoredUser({ expiresAt: T0 + 15_000, lastActivity: T0 })));
    jest.setSystemTime(T0 + 20_000);
    window.dispatchEvent(new Event('click'));
    expect(readStored()?.lastActivity).toBe(T0);
  });
});

describe('other tabs', () => {
  it('follows a logout and a login made in another tab', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    start();
    const { result } = renderHook(() => useSession());
    expect(result.current.hasAccount).toBe(true);
    act(() => {
      window.localStorage.removeItem('user');
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    });
    expect(result.current.user).toBeNull();
    act(() => {
      const guest = aStoredUser({
        token: `guest-token-${T0}`,
        username: 'Guest User',
        email: 'guest@resumebeat.local',
        isGuest: true,
      });
      window.localStorage.setItem('user', JSON.stringify(guest));
      window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: JSON.stringify(guest) }));
    });
    expect(result.current).toMatchObject({ isSignedIn: true, isGuest: true, hasAccount: false });
  });

  it('follows another tab clearing all of localStorage, and ignores other keys', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    start();
    const before = sessionStore.getState().user;
    window.dispatchEvent(new StorageEvent('storage', { key: 'jobDescriptions', newValue: '[]' }));
    expect(sessionStore.getState().user).toBe(before);
    window.localStorage.clear();
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('starting and stopping', () => {
  it('installs its listeners once when the shell and a remote both start it', () => {
    const add = jest.spyOn(window, 'addEventListener');
    const interval = jest.spyOn(window, 'setInterval');
    start();
    start();
    expect(add.mock.calls.filter(([type]) => type === 'mousemove')).toHaveLength(1);
    expect(add.mock.calls.filter(([type]) => type === 'storage')).toHaveLength(1);
    expect(interval).toHaveBeenCalledTimes(1);
  });

  it('keeps running until the last starter stops, then removes everything', () => {
    storeUser({ token: 't', username: 'casey', email: 'c@example.com' });
    const stopShell = start();
    const stopRemote = start();
    stopShell();
    stopShell(); // a second call of the same cleanup must not stop the remote's monitor
    jest.setSystemTime(T0 + 10_000);
    window.dispatchEvent(new Event('click'));
    expect(readStored()?.lastActivity).toBe(T0 + 10_000);
    stopRemote();

    jest.setSystemTime(T0 + 20_000);
    window.dispatchEvent(new Event('click'));
    expect(readStored()?.lastActivity).toBe(T0 + 10_000);
    jest.setSystemTime(T0 + 10_000 + SESSION_LIFETIME_MS + 1);
    jest.advanceTimersByTime(5 * 60_000);
    // Nobody checks any more: the expired entry stays until the next read.
    expect(window.localStorage.getItem('user')).not.toBeNull();
    window.dispatchEvent(new StorageEvent('storage', { key: 'user', newValue: null }));
    expect(sessionStore.getState().user).not.toBeNull();
  });
});
