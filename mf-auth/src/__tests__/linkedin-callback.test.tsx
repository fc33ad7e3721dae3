import { screen } from '@testing-library/react';
import { Route, Routes } from '@resumebeat/shared-router';
import { logout } from '@resumebeat/shared-session';
import { authApi } from '@resumebeat/shared-session/api';
import { renderPage } from '@resumebeat/qa-harness/testing';
import LinkedinCallbackPage from '../exposes/linkedin-callback-page';
import { LINKEDIN_STATE_KEY } from '../shared/oauth-redirect';

function renderCallback(search: string) {
  return renderPage(
    <Routes>
      <Route path="/linkedin-callback" element={<LinkedinCallbackPage />} />
      <Route path="/dashboard" element={<p>dashboard page</p>} />
      <Route path="/login" element={<p>login page</p>} />
    </Routes>,
    { path: `/linkedin-callback${search}` },
  );
}

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  logout();
});
afterEach(() => jest.restoreAllMocks());

describe('the LinkedIn callback page (docs/product/screens.md#sign-in-screen)', () => {
  it('a 2xx answer without a token removes the stored state and goes to /dashboard, storing no user', async () => {
    window.sessionStorage.setItem(LINKEDIN_STATE_KEY, 'state-1');
    const exchange = jest.spyOn(authApi, 'linkedin').mockResolvedValue({});
    renderCallback('?code=abc&state=state-1');
    expect(await screen.findByText('dashboard page')).toBeInTheDocument();
    expect(exchange).toHaveBeenCalledWith({ code: 'abc', state: 'state-1' });
    expect(window.sessionStorage.getItem(LINKEDIN_STATE_KEY)).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('a failed exchange still goes to /login?error=callback_failed', async () => {
    window.sessionStorage.setItem(LINKEDIN_STATE_KEY, 'state-2');
    jest.spyOn(authApi, 'linkedin').mockRejectedValue(new Error('HTTP 500'));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCallback('?code=abc&state=state-2');
    expect(await screen.findByText('login page')).toBeInTheDocument();
  });
});
