import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createGuestSession, logout, storeUser } from '@resumebeat/shared-session';
import { renderPage } from '@resumebeat/qa-harness/testing';
import { Dashboard } from '../components/dashboard';
import { journeyState, saveJobDescription } from '../../../shared/journey-storage';

const jd = {
  id: 1,
  jobTitle: 'Frontend Engineer',
  companyName: 'Acme',
  description: 'React and TypeScript',
  savedAt: '2026-11-22T10:00:00Z',
  source: 'manual_input' as const,
};

describe('journeyState (start step and progress)', () => {
  it('starts on step 3 when both are done, on step 2 when only the job description is, else step 1', () => {
    expect(journeyState(true, true)).toEqual({ activeIndex: 2, progress: 100 });
    expect(journeyState(true, false)).toEqual({ activeIndex: 1, progress: 50 });
    expect(journeyState(false, true)).toEqual({ activeIndex: 0, progress: 50 });
    expect(journeyState(false, false)).toEqual({ activeIndex: 0, progress: 0 });
  });
});

describe('Dashboard', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    logout();
  });

  it('welcomes a guest as Guest and prompts a sign-up linking to /login', () => {
    createGuestSession();
    renderPage(<Dashboard />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Guest!');
    expect(screen.getByRole('link', { name: 'Sign up for a free account' })).toHaveAttribute('href', '/login');
  });

  it('welcomes an account by username, without the guest prompt', () => {
    storeUser({ token: 'a.b.c', username: 'casey', email: 'c@example.com' });
    renderPage(<Dashboard />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, casey!');
    expect(screen.queryByTestId('guest-prompt')).not.toBeInTheDocument();
  });

  it('marks steps done from the stored flags and opens View Results only after an upload', async () => {
    createGuestSession();
    saveJobDescription(jd);
    const first = renderPage(<Dashboard />);
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(screen.getByText('Upload Resume').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('View Results').closest('button')).toBeNull();
    first.unmount();
    window.localStorage.setItem('resumeUploaded', 'true');
    renderPage(<Dashboard />);
    expect(screen.getByText('100%')).toBeInTheDocument();
    expect(screen.getByText('View Results').closest('li')).toHaveAttribute('aria-current', 'step');
    await userEvent.click(screen.getByText('View Results'));
  });
});
