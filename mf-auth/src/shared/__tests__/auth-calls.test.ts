import { getCurrentUser, logout } from '@resumebeat/shared-session';
import { ApiError, authApi } from '@resumebeat/shared-session/api';
import { exchangeLinkedinCode, signInWithPassword } from '../auth-calls';

const signedIn = {
  token: 'jwt-1',
  username: 'casey',
  email: 'casey@example.com',
  isPremium: false,
  expiresAt: Date.now() + 3_600_000,
};

beforeEach(() => {
  window.localStorage.clear();
  logout();
});
afterEach(() => jest.restoreAllMocks());

describe('signInWithPassword (docs/product/errors.md#sign-in-and-registration)', () => {
  it('logs a failed login to the console and rethrows it to the caller', async () => {
    const failure = new ApiError(401, 'Invalid username/email or password', {
      message: 'Invalid username/email or password',
    });
    jest.spyOn(authApi, 'login').mockRejectedValue(failure);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(signInWithPassword({ usernameOrEmail: 'casey', password: 'wrong' })).rejects.toBe(failure);
    expect(logged).toHaveBeenCalledWith('[mf-auth] login failed', failure);
    expect(getCurrentUser()).toBeNull();
  });

  it('stores the user of a successful login', async () => {
    jest.spyOn(authApi, 'login').mockResolvedValue(signedIn);
    await signInWithPassword({ usernameOrEmail: 'casey', password: 'right' });
    expect(getCurrentUser()).toMatchObject({ token: 'jwt-1', username: 'casey' });
  });
});

describe('exchangeLinkedinCode (docs/product/screens.md#sign-in-screen)', () => {
  it('stores the user when the answer carries a token', async () => {
    jest.spyOn(authApi, 'linkedin').mockResolvedValue(signedIn);
    await exchangeLinkedinCode('code-1', 'state-1');
    expect(getCurrentUser()).toMatchObject({ token: 'jwt-1' });
  });

  it('a successful answer without a token stores nothing and is still a success', async () => {
    jest.spyOn(authApi, 'linkedin').mockResolvedValue({ username: 'casey' });
    await expect(exchangeLinkedinCode('code-2', 'state-2')).resolves.toBeUndefined();
    expect(getCurrentUser()).toBeNull();
  });
});
