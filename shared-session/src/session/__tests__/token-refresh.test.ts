import { createGuestSession, startSessionMonitor, storeUser } from '../../index';
import { sessionStore } from '../session-store';
import { readStored } from '../../testing/users';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const jwt = (iatMs: number) =>
  `h.${btoa(JSON.stringify({ sub: '1', iat: Math.floor(iatMs / 1000), exp: Math.floor(iatMs / 1000) + 10800 }))}.s`;

describe('refreshing the server token while the user is active', () => {
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
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response(JSON.stringify({ token: 'fresh.token.x', username: 'casey', email: 'c@example.com' }), {
        status: 200,
      }),
    );
    storeUser({ token: jwt(T0 - 31 * 60_000), username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).toHaveBeenCalledWith('/api/auth/refresh', expect.objectContaining({ method: 'POST' }));
    expect(readStored()?.token).toBe('fresh.token.x');
  });

  it('leaves a young token, an idle session and a guest alone', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch');
    storeUser({ token: jwt(T0 - 10 * 60_000), username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    stop();
    window.localStorage.setItem(
      'user',
      JSON.stringify({ ...readStored(), token: jwt(T0 - 60 * 60_000), lastActivity: T0 - 5 * 60_000 }),
    );
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    stop();
    createGuestSession();
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ends the session when the server refuses to extend it', async () => {
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(new Response(JSON.stringify({ message: 'Session too old' }), { status: 401 }));
    storeUser({ token: jwt(T0 - 25 * 60 * 60_000), username: 'casey', email: 'c@example.com' });
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect(window.localStorage.getItem('user')).toBeNull();
  });
});
