// Decision 036: a 'Remember me' session ends with its 30-day token; reads, the session monitor and
// token refreshes never pull it back to 3 hours.
import { getCurrentUser, startSessionMonitor, storeAuthenticatedUser } from '../../index';
import { sessionStore } from '../session-store';
import { readStored } from '../../testing/users';

const T0 = new Date('2026-11-22T10:00:00Z').getTime();
const DAY_MS = 86_400_000;
const END = T0 + 30 * DAY_MS;
const jwt = (iatMs: number, expMs: number) =>
  `h.${btoa(JSON.stringify({ sub: '1', iat: Math.floor(iatMs / 1000), exp: Math.floor(expMs / 1000), rem: true }))}.s`;

describe('a remembered session', () => {
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

  it('is stored with the token end and outlives 3 idle hours under the 60-second monitor', async () => {
    storeAuthenticatedUser(
      { token: jwt(T0, END), username: 'casey', email: 'c@example.com', expiresAt: END },
      { remember: true },
    );
    expect(readStored()).toMatchObject({ expiresAt: END, remember: true });
    stop = startSessionMonitor();
    jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}', { status: 500 }));
    await jest.advanceTimersByTimeAsync(4 * 3_600_000);
    expect(getCurrentUser()).toMatchObject({ expiresAt: END, remember: true });
  });

  it('a refresh keeps the 30-day end instead of restarting 3 hours', async () => {
    storeAuthenticatedUser(
      { token: jwt(T0 - 40 * 60_000, END), username: 'casey', email: 'c@example.com', expiresAt: END },
      { remember: true },
    );
    jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(
          JSON.stringify({ token: 'fresh.token.x', username: 'casey', email: 'c@example.com', expiresAt: END }),
          { status: 200 },
        ),
      );
    stop = startSessionMonitor();
    await jest.advanceTimersByTimeAsync(0);
    expect(readStored()).toMatchObject({ token: 'fresh.token.x', expiresAt: END, remember: true });
  });

  it('an answer without an expiry is not remembered: the sliding 3 hours', () => {
    storeAuthenticatedUser({ token: 'a.b.c', username: 'casey', email: 'c@example.com' }, { remember: true });
    expect(readStored()?.expiresAt).toBe(T0 + 3 * 3_600_000);
    expect(readStored()).not.toHaveProperty('remember');
  });
});
