import { clearSession, createGuestSession, getCurrentUser, logout, storeUser } from '../../index';

// The cookie tells the server which first paint fits (shared-contract/first-paint.ts); it must
// follow the session exactly, and never carry the token or the name.
const viewCookie = () =>
  document.cookie
    .split('; ')
    .find((part) => part.startsWith('rb_view='))
    ?.slice('rb_view='.length) ?? null;

describe('the session-view cookie', () => {
  afterEach(() => {
    logout();
    jest.useRealTimers();
  });

  it('says guest for a guest, account for an account, and nothing else about either', () => {
    createGuestSession();
    expect(viewCookie()).toBe('guest');
    storeUser({ token: 'secret-token-123', username: 'jane', email: 'jane@example.com' });
    expect(viewCookie()).toBe('account');
    expect(document.cookie).not.toMatch(/secret-token-123|jane/);
  });

  it('is removed by logout and by clearing the session', () => {
    createGuestSession();
    logout();
    expect(viewCookie()).toBeNull();
    createGuestSession();
    clearSession();
    expect(viewCookie()).toBeNull();
  });

  it('goes with an expired session when it is read', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    createGuestSession();
    jest.setSystemTime(new Date('2026-11-25T13:00:01Z'));
    expect(getCurrentUser()).toBeNull();
    expect(viewCookie()).toBeNull();
  });
});
