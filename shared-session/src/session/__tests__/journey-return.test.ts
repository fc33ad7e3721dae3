import { SESSION_LIFETIME_MS, USER_STORAGE_KEY } from '../stored-user';
import { getCurrentUser, signOut, storeUser, storedSessionExpired } from '../session-store';
import {
  RETURN_LIFETIME_MS,
  forgetReturn,
  isReturnPath,
  peekReturn,
  pendingReturnFor,
  rememberReturn,
  returnPathAfterSignIn,
  takeReturnForGuest,
  takeSessionExpired,
} from '../journey-return';

describe('the place a sign-in returns to (decision 034)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    jest.useRealTimers();
  });

  it('keeps a page of this app with its state and reason, once', () => {
    rememberReturn({ path: '/optimized-resume', state: { uploadResult: { score: 72 } }, message: 'Why' });
    expect(returnPathAfterSignIn()).toBe('/optimized-resume');
    expect(pendingReturnFor('/optimized-resume')).toMatchObject({
      state: { uploadResult: { score: 72 } },
      message: 'Why',
    });
    expect(pendingReturnFor('/upload')).toBeNull();
    forgetReturn();
    expect(peekReturn()).toBeNull();
  });

  it("'Continue as guest' takes the remembered page with its state, unless only an account may see it", () => {
    expect(takeReturnForGuest()).toBeNull();
    rememberReturn({ path: '/optimized-resume', state: { uploadResult: { score: 72 } }, message: 'Why' });
    expect(takeReturnForGuest()).toEqual({ path: '/optimized-resume', state: { uploadResult: { score: 72 } } });
    expect(peekReturn()).toBeNull();
    rememberReturn({ path: '/upload' });
    expect(takeReturnForGuest()).toEqual({ path: '/upload', state: null });
    rememberReturn({ path: '/profile', message: 'Sign in to see your profile.', needsAccount: true });
    expect(takeReturnForGuest()).toBeNull();
    // Kept for a sign-in that may still come.
    expect(returnPathAfterSignIn()).toBe('/profile');
  });

  it('refuses other origins and the sign-in pages themselves', () => {
    for (const path of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'profile',
      '/login',
      '/register?x=1',
      '/github-callback',
    ]) {
      expect(isReturnPath(path)).toBe(false);
      rememberReturn({ path });
      expect(peekReturn()).toBeNull();
    }
    expect(isReturnPath('/upload?checkout=1')).toBe(true);
  });

  it('ignores a record older than its lifetime, or one that is not JSON', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    rememberReturn({ path: '/profile' });
    jest.setSystemTime(1_000_000 + RETURN_LIFETIME_MS + 1);
    expect(peekReturn()).toBeNull();
    window.sessionStorage.setItem('rb-return', '{not json');
    expect(peekReturn()).toBeNull();
  });

  it("an account's expired session is noted for the login screen; a guest's is not", () => {
    jest.useFakeTimers({ now: 5_000_000 });
    storeUser({ token: 'jwt', username: 'casey', email: 'c@example.com' });
    jest.setSystemTime(5_000_000 + SESSION_LIFETIME_MS + 1);
    expect(storedSessionExpired()).toBe(true);
    expect(getCurrentUser()).toBeNull();
    expect(window.localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(takeSessionExpired()).toBe('/');
    expect(takeSessionExpired()).toBeNull();

    storeUser({ token: 'guest-token-1', username: 'Guest User', email: 'guest@resumebeat.local', isGuest: true });
    jest.setSystemTime(5_000_000 + 2 * SESSION_LIFETIME_MS + 2);
    expect(storedSessionExpired()).toBe(false);
    expect(getCurrentUser()).toBeNull();
    expect(takeSessionExpired()).toBeNull();
  });

  it("the person's own sign-out forgets the place, and the page being left is not remembered", () => {
    jest.useFakeTimers({ now: 9_000_000 });
    storeUser({ token: 'jwt', username: 'casey', email: 'c@example.com' });
    rememberReturn({ path: '/profile' });
    signOut();
    expect(peekReturn()).toBeNull();
    rememberReturn({ path: '/profile' });
    expect(peekReturn()).toBeNull();
    // Later (the page has gone to /login), places are remembered again.
    jest.setSystemTime(9_000_000 + 60_000);
    rememberReturn({ path: '/profile' });
    expect(peekReturn()).toMatchObject({ path: '/profile' });
  });
});
