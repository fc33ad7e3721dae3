import { checkCallback } from '../check-callback';

describe('checkCallback for LinkedIn (docs/product/screens.md#sign-in-screen)', () => {
  it('sends a provider error to access_denied before looking at anything else', () => {
    expect(checkCallback('linkedin', { code: 'c', state: 's', error: 'user_cancelled_login' }, 's')).toEqual({
      ok: false,
      error: 'access_denied',
    });
  });

  it('sends a state that differs from the saved one, or none saved, to invalid_state', () => {
    expect(checkCallback('linkedin', { code: 'c', state: 'other', error: null }, 's')).toEqual({
      ok: false,
      error: 'invalid_state',
    });
    expect(checkCallback('linkedin', { code: 'c', state: 's', error: null }, null)).toEqual({
      ok: false,
      error: 'invalid_state',
    });
  });

  it('sends a missing code to no_code, and accepts a code with the saved state', () => {
    expect(checkCallback('linkedin', { code: null, state: 's', error: null }, 's')).toEqual({
      ok: false,
      error: 'no_code',
    });
    expect(checkCallback('linkedin', { code: 'c', state: 's', error: null }, 's')).toEqual({
      ok: true,
      code: 'c',
      state: 's',
    });
  });
});

describe('checkCallback for GitHub (docs/product/errors.md#sign-in-and-registration)', () => {
  it('requires a code, then a matching state', () => {
    expect(checkCallback('github', { code: null, state: 's', error: null }, 's')).toEqual({
      ok: false,
      error: 'github_no_code',
    });
    expect(checkCallback('github', { code: 'c', state: 'x', error: null }, 's')).toEqual({
      ok: false,
      error: 'github_state_mismatch',
    });
    expect(checkCallback('github', { code: 'c', state: 's', error: null }, 's')).toEqual({
      ok: true,
      code: 'c',
      state: 's',
    });
  });

  it('treats a provider error as a failed GitHub authentication', () => {
    expect(checkCallback('github', { code: null, state: 's', error: 'access_denied' }, 's')).toEqual({
      ok: false,
      error: 'github_auth_failed',
    });
  });
});
