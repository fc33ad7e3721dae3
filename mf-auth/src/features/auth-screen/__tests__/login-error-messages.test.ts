import { loginErrorMessage } from '../utils/login-error-messages';

describe('loginErrorMessage', () => {
  it('says what happened for every callback error value, and nothing without one', () => {
    for (const value of [
      'access_denied',
      'invalid_state',
      'no_code',
      'callback_failed',
      'github_no_code',
      'github_state_mismatch',
      'github_auth_failed',
    ]) {
      expect(loginErrorMessage(value)).toMatch(/\w{3,}.*\./);
    }
    expect(loginErrorMessage('github_state_mismatch')).toContain('GitHub');
    expect(loginErrorMessage('invalid_state')).toContain('LinkedIn');
    expect(loginErrorMessage(null)).toBeNull();
    expect(loginErrorMessage('<script>')).toBe('Sign-in did not complete. Please try again.');
  });
});
