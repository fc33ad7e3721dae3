import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from '@resumebeat/shared-router';
import { peekReturn, rememberReturn, startSessionMonitor } from '@resumebeat/shared-session';
import { resetSignOutQuiet } from '@resumebeat/shared-session/testing';
import { renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../app-routes';
import { startRemotesRegistration } from '../../federation/remotes-registry';
import { installRemoteLoader } from '../../federation/remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
// As bootstrap.tsx does: pages load through the loader the shell installs in shared-ui.
installRemoteLoader();

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Every remote page is a stub naming itself. */
(loadRemote as jest.Mock).mockImplementation(async (id: string) => ({
  default: () => <p>remote page {id}</p>,
}));

function storeUser(user: Record<string, unknown>) {
  const now = Date.now();
  window.localStorage.setItem(
    'user',
    JSON.stringify({ isPremium: false, expiresAt: now + 3_600_000, lastActivity: now, ...user }),
  );
}

const ACCOUNT = { token: 'a.b.c', username: 'casey', email: 'casey@example.com' };
const GUEST = {
  token: `guest-token-${Date.now()}`,
  username: 'Guest User',
  email: 'guest@resumebeat.local',
  isGuest: true,
};

// As bootstrap.tsx does with the deploy-time map; the runtime is mocked, so an empty map will do.
beforeAll(() => startRemotesRegistration(Promise.resolve({})));

let stopMonitor: (() => void) | undefined;
afterEach(() => stopMonitor?.());

/** Renders the app's routes at `path`, with the session read from localStorage as at start-up. */
function renderAt(path: string) {
  stopMonitor?.();
  stopMonitor = startSessionMonitor();
  return renderWithProviders(
    <>
      <AppRoutes />
      <Where />
    </>,
    { path },
  );
}

describe('routes and guards (docs/product/screens.md#routes-and-guards)', () => {
  beforeEach(() => window.localStorage.clear());

  it('shows the landing page to a visitor without a session', () => {
    renderAt('/');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Resumes That Beat the Bots. Land the Interview.' }),
    ).toBeInTheDocument();
  });

  it('sends a signed-in user (guest too) from / to /dashboard', async () => {
    storeUser(GUEST);
    renderAt('/');
    expect(await screen.findByText('remote page mf_scanner/DashboardPage')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('sends a visitor without a session from /dashboard to / and from /profile, /cover-letter, /optimized-resume to /login', async () => {
    renderAt('/dashboard');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    for (const path of ['/profile', '/cover-letter', '/optimized-resume']) {
      const view = renderAt(path);
      expect(view.getAllByTestId('location').at(-1)).toHaveTextContent('/login');
      view.unmount();
    }
  });

  it('sends an account holder away from /login and /register to /dashboard, but lets a guest sign up', async () => {
    storeUser(ACCOUNT);
    const view = renderAt('/register');
    expect(await screen.findByText('remote page mf_scanner/DashboardPage')).toBeInTheDocument();
    view.unmount();
    storeUser(GUEST);
    renderAt('/login');
    expect(await screen.findByText('remote page mf_auth/AuthPage')).toBeInTheDocument();
  });

  it('keeps a guest out of profile (it needs an account) but shows the optimized resume route', async () => {
    storeUser(GUEST);
    const view = renderAt('/profile');
    expect(await screen.findByText('remote page mf_auth/AuthPage')).toBeInTheDocument();
    view.unmount();
    renderAt('/optimized-resume');
    expect(await screen.findByText('remote page mf_scanner/OptimizedResumePage')).toBeInTheDocument();
  });

  it('shows the same upload page on /upload and /upload-resume, to anyone', async () => {
    const view = renderAt('/upload');
    expect(await screen.findByText('remote page mf_scanner/UploadPage')).toBeInTheDocument();
    view.unmount();
    renderAt('/upload-resume');
    expect(await screen.findByText('remote page mf_scanner/UploadPage')).toBeInTheDocument();
  });

  it('shows a not-found page for unknown paths', async () => {
    renderAt('/nope');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('app bar', () => {
  beforeEach(() => window.localStorage.clear());

  it('on a phone, Menu opens the links under the bar; Escape closes it (focus back on Menu), and so does following a link', async () => {
    storeUser(ACCOUNT);
    renderAt('/privacy');
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(menu.getAttribute('aria-controls')!)).toContainElement(
      screen.getByRole('link', { name: 'Profile' }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Profile' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menu);
    await userEvent.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('signed out: brand links home and offers Sign in', () => {
    renderAt('/privacy');
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a[aria-label="ResumeBeat home"]')).toHaveAttribute('href', '/');
    expect(screen.getAllByRole('link', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
  });

  it('signed in: username, Premium badge, links, and Logout clears the session and goes to /login', async () => {
    storeUser({ ...ACCOUNT, isPremium: true, membershipType: 2 });
    window.localStorage.setItem('token', 'legacy');
    renderAt('/privacy');
    const banner = screen.getByRole('banner');
    expect(banner.querySelector('a[aria-label="ResumeBeat home"]')).toHaveAttribute('href', '/dashboard');
    expect(screen.getByTestId('app-bar-user')).toHaveTextContent('casey');
    expect(screen.getByText('Premium')).toBeInTheDocument();
    // jsdom applies no media query: the bar is the phone's, its links and Logout behind Menu.
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: 'Cover Letter' })).toHaveAttribute('href', '/cover-letter');
    // jsdom cannot navigate; it reports the attempt as a "not implemented" error.
    const navigation = jest.spyOn(console, 'error').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      navigation.mock.calls.some(([error]) => String((error as Error)?.message ?? error).includes('navigation')),
    ).toBe(true);
    navigation.mockRestore();
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it.each([
    [1, 'Basic'],
    [3, 'Enterprise'],
  ])("names the member's plan: type %i shows '★ %s', never 'Premium'", (membershipType, name) => {
    storeUser({ ...ACCOUNT, isPremium: true, membershipType });
    renderAt('/privacy');
    expect(screen.getByTestId('plan-badge')).toHaveTextContent(name);
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });

  it('a free account has no plan badge, even with a plan type left in storage', () => {
    storeUser({ ...ACCOUNT, isPremium: false, membershipType: 2 });
    renderAt('/privacy');
    expect(screen.queryByTestId('plan-badge')).not.toBeInTheDocument();
  });

  it('guest: Guest, (Guest Mode) and Exit Guest Mode, no Premium badge', async () => {
    storeUser(GUEST);
    renderAt('/privacy');
    expect(screen.getByTestId('app-bar-user')).toHaveTextContent('Guest');
    expect(screen.getByText('(Guest Mode)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('button', { name: 'Exit Guest Mode' })).toBeInTheDocument();
    expect(screen.queryByText('Premium')).not.toBeInTheDocument();
  });
});

describe('the Terms of Service (/terms)', () => {
  beforeEach(() => window.localStorage.clear());

  it('describe what is sold: one-month passes by card that do not renew, and monthly subscriptions by checkout that renew until cancelled', async () => {
    renderAt('/terms');
    await screen.findByRole('heading', { name: /How paid plans are sold/ });
    const terms = screen.getByRole('main');
    expect(terms).toHaveTextContent(/A card payment in the app buys one month of the plan; it does not renew/);
    expect(terms).toHaveTextContent(
      /secure checkout page is a monthly subscription: it renews every month until you cancel it/,
    );
    expect(terms).not.toHaveTextContent('Paid plans renew monthly until cancelled');
  });
});

function StateProbe() {
  const location = useLocation();
  return <output data-testid="state">{JSON.stringify(location.state ?? null)}</output>;
}

describe('a sign-in asked for by a page returns to it (decision 034)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.sessionStorage.clear();
    // The Logout of an earlier test in this file would keep the next moments quiet.
    resetSignOutQuiet();
  });

  it('a visitor refused /optimized-resume goes to /login, the page remembered with the reason', () => {
    renderAt('/optimized-resume');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(peekReturn()).toMatchObject({
      path: '/optimized-resume',
      message: 'Create a free account or sign in to see and download your optimized resume. Your analysis is kept.',
    });
  });

  it('an account arriving on the remembered page gets its navigation state back, once', async () => {
    storeUser(ACCOUNT);
    rememberReturn({ path: '/optimized-resume', state: { uploadResult: { score: 72 } } });
    stopMonitor?.();
    stopMonitor = startSessionMonitor();
    renderWithProviders(
      <>
        <AppRoutes />
        <Where />
        <StateProbe />
      </>,
      { path: '/optimized-resume' },
    );
    expect(await screen.findByText('remote page mf_scanner/OptimizedResumePage')).toBeInTheDocument();
    expect(screen.getByTestId('state')).toHaveTextContent('{"uploadResult":{"score":72}}');
    expect(peekReturn()).toBeNull();
  });

  it('an expired session refused /profile goes to /login noting the expiry, and /dashboard does too', () => {
    storeUser({ ...ACCOUNT, expiresAt: Date.now() - 1_000 });
    const view = renderAt('/profile');
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(peekReturn()).toMatchObject({ path: '/profile', expired: true });
    view.unmount();

    window.sessionStorage.clear();
    storeUser({ ...ACCOUNT, expiresAt: Date.now() - 1_000 });
    renderAt('/dashboard');
    expect(screen.getAllByTestId('location').at(-1)).toHaveTextContent('/login');
    expect(peekReturn()).toMatchObject({ path: '/dashboard', expired: true });
  });
});
