import { authApi } from '@resumebeat/shared-session/api';
import { GITHUB_STATE_KEY, LINKEDIN_STATE_KEY, startOAuthRedirect } from '../utils/oauth-redirect';
import { loginErrorMessage } from '../utils/login-error-messages';

describe('authorize redirects (SPEC.md section 7, decision 027)', () => {
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['github', GITHUB_STATE_KEY, 'githubStart'],
    ['linkedin', LINKEDIN_STATE_KEY, 'linkedinStart'],
  ] as const)('%s: asks the api to start, saves the state it chose, then goes to the authorize URL it built', async (provider, key, start) => {
    const authorizeUrl = `https://provider.example/authorize?state=st4te&code_challenge=abc&code_challenge_method=S256`;
    const started = jest.spyOn(authApi, start).mockResolvedValue({ authorizeUrl, state: 'st4te' });
    const assign = jest.fn();
    await startOAuthRedirect(provider, assign);
    expect(started).toHaveBeenCalledTimes(1);
    expect(window.sessionStorage.getItem(key)).toBe('st4te');
    expect(assign).toHaveBeenCalledWith(authorizeUrl);
  });
});

describe('loginErrorMessage', () => {
  it('says what happened for every callback error value, and nothing without one', () => {
    for (const value of ['access_denied', 'invalid_state', 'no_code', 'callback_failed', 'github_no_code', 'github_state_mismatch', 'github_auth_failed']) {
      expect(loginErrorMessage(value)).toMatch(/\w{3,}.*\./);
    }
    expect(loginErrorMessage('github_state_mismatch')).toContain('GitHub');
    expect(loginErrorMessage('invalid_state')).toContain('LinkedIn');
    expect(loginErrorMessage(null)).toBeNull();
    expect(loginErrorMessage('<script>')).toBe('Sign-in did not complete. Please try again.');
  });
});
