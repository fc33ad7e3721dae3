import { createGuestSession, logout, refreshPremium, storeUser, watchPremium } from '../../index';
import { readStored } from '../../testing/users';

const me = (isPremium: boolean, status = 200) =>
  new Response(JSON.stringify({ username: 'casey', email: 'c@example.com', isPremium }), { status });

describe('the stored user’s isPremium follows the account', () => {
  beforeEach(() => {
    window.localStorage.clear();
    logout();
  });
  afterEach(() => jest.restoreAllMocks());

  it('reads GET /api/auth/me with the account’s token and stores its isPremium', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(me(true));
    storeUser({ token: 'jwt-1', username: 'casey', email: 'c@example.com' });
    await refreshPremium();
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/auth/me',
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer jwt-1' }) }),
    );
    expect(readStored()?.isPremium).toBe(true);
    fetchSpy.mockResolvedValue(me(false));
    await refreshPremium();
    expect(readStored()?.isPremium).toBe(false);
  });

  it('stores the account’s first name as it is now (the app bar greets the person by it), and forgets one removed', async () => {
    const fetchSpy = jest
      .spyOn(globalThis, 'fetch')
      .mockResolvedValue(
        new Response(
          JSON.stringify({ username: 'casey', email: 'c@example.com', isPremium: false, firstName: 'Casey' }),
          { status: 200 },
        ),
      );
    storeUser({ token: 'jwt-1', username: 'casey', email: 'c@example.com' });
    await refreshPremium();
    expect(readStored()?.firstName).toBe('Casey');
    fetchSpy.mockResolvedValue(me(false));
    await refreshPremium();
    expect(readStored()).not.toHaveProperty('firstName');
  });

  it('asks nothing for a guest or without a session, and keeps the flag when the read fails', async () => {
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockResolvedValue(me(true));
    await refreshPremium();
    createGuestSession();
    await refreshPremium();
    expect(fetchSpy).not.toHaveBeenCalled();
    storeUser({ token: 'jwt-1', username: 'casey', email: 'c@example.com', isPremium: true });
    fetchSpy.mockResolvedValue(me(false, 401));
    await refreshPremium();
    fetchSpy.mockRejectedValue(new TypeError('Failed to fetch'));
    await refreshPremium();
    expect(readStored()?.isPremium).toBe(true);
  });

  it('does not write onto another session that signed in meanwhile', async () => {
    let answer!: (response: Response) => void;
    jest.spyOn(globalThis, 'fetch').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    storeUser({ token: 'jwt-1', username: 'casey', email: 'c@example.com' });
    const reading = refreshPremium();
    storeUser({ token: 'jwt-2', username: 'robin', email: 'r@example.com' });
    answer(me(true));
    await reading;
    expect(readStored()).toMatchObject({ token: 'jwt-2', isPremium: false });
  });

  it('watchPremium reads at once and again when the tab comes back into view, at most once a minute', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const fetchSpy = jest.spyOn(globalThis, 'fetch').mockImplementation(async () => me(true));
    storeUser({ token: 'jwt-1', username: 'casey', email: 'c@example.com' });
    const stop = watchPremium();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    jest.setSystemTime(Date.now() + 61_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    stop();
    jest.setSystemTime(Date.now() + 61_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(fetchSpy).toHaveBeenCalledTimes(2);
    jest.useRealTimers();
  });
});
