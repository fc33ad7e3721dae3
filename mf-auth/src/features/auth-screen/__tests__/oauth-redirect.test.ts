import { githubAuthorizeUrl, linkedinAuthorizeUrl, randomState } from '../utils/oauth-redirect';
import { loginErrorMessage } from '../utils/login-error-messages';

describe('authorize redirects (SPEC.md section 7)', () => {
  it('sends GitHub the client id, the /github-callback redirect, the scopes and the state', () => {
    const url = new URL(githubAuthorizeUrl({ clientId: 'gh-client', authorizeUrl: 'https://github.com/login/oauth/authorize' }, 'st4te', 'https://app.example'));
    expect(url.origin + url.pathname).toBe('https://github.com/login/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'gh-client',
      redirect_uri: 'https://app.example/github-callback',
      scope: 'read:user user:email',
      state: 'st4te',
    });
  });

  it('sends LinkedIn response_type=code, the client id, the /linkedin-callback redirect, the OpenID scopes and the state', () => {
    const url = new URL(linkedinAuthorizeUrl({ clientId: 'li-client', authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization' }, 'st4te', 'https://app.example'));
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'li-client',
      redirect_uri: 'https://app.example/linkedin-callback',
      scope: 'openid profile email',
      state: 'st4te',
    });
  });

  it('makes a fresh 128-bit state each time', () => {
    const a = randomState();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(randomState()).not.toBe(a);
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
