import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { SESSION_EXPIRED_NOTICE, rememberReturn } from '@resumebeat/shared-session';
import { AuthScreen } from '../components/auth-screen';
import { signInWithPassword } from '../../../shared/auth-calls';
import { loadPageAfterSignIn } from '../utils/after-sign-in';

jest.mock('../hooks/use-auth-providers', () => ({ useAuthProviders: () => ({ known: true }) }));
jest.mock('../../../shared/auth-calls', () => ({
  signInWithPassword: jest.fn().mockResolvedValue(undefined),
  signUp: jest.fn(),
  signInWithGoogle: jest.fn(),
  startGoogleSignIn: jest.fn(),
  requestPasswordReset: jest.fn(),
  resetPassword: jest.fn(),
}));

jest.mock('../utils/after-sign-in', () => ({ loadPageAfterSignIn: jest.fn() }));
const loadPage = jest.mocked(loadPageAfterSignIn);

beforeEach(() => {
  window.sessionStorage.clear();
  loadPage.mockReset();
});

async function signIn() {
  fireEvent.change(screen.getByLabelText(/Email address/), { target: { value: 'casey@example.com' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'correct-horse-battery' } });
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

// A busy machine renders the whole screen slowly: bounds against hangs, not speed checks.
jest.setTimeout(30_000);

describe('a sign-in asked for by a page (decision 034)', () => {
  it('says the session expired, and signed in goes back to the page', async () => {
    rememberReturn({ path: '/profile', expired: true });
    renderPage(<AuthScreen />, { path: '/login' });
    expect(screen.getByText(SESSION_EXPIRED_NOTICE)).toBeInTheDocument();
    await signIn();
    expect(signInWithPassword).toHaveBeenCalled();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith('/profile'));
  });

  it("shows the page's reason", () => {
    rememberReturn({
      path: '/optimized-resume',
      message: 'Create a free account or sign in to see and download your optimized resume.',
    });
    renderPage(<AuthScreen />, { path: '/login' });
    expect(
      screen.getByText('Create a free account or sign in to see and download your optimized resume.'),
    ).toBeInTheDocument();
  });

  it('without one, says nothing more and reloads as documented', async () => {
    renderPage(<AuthScreen />, { path: '/login' });
    expect(screen.queryByText(SESSION_EXPIRED_NOTICE)).not.toBeInTheDocument();
    await signIn();
    await waitFor(() => expect(loadPage).toHaveBeenCalledWith(null));
  });
});
