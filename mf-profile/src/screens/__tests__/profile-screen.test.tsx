import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { logout, storeUser } from '@resumebeat/shared-session';
import { held, json, startApiServer } from '../../testing/api-server';
import { aProfile, aResumeSummary, aSubscription, aUsageStatus } from '../../testing/data';
import { renderRoutes, settleUntil } from '@resumebeat/qa-harness/testing';
import { ProfileScreen } from '../profile-screen';

const api = startApiServer();
// A bound against hangs, not a speed check: typing into forms is slow on a busy machine.
jest.setTimeout(30_000);

const CONFIG = {
  auth: {
    google: { enabled: false, clientId: null, scriptUrl: '' },
    github: { enabled: false, clientId: null, authorizeUrl: '', scope: '' },
    linkedin: { enabled: false, clientId: null, authorizeUrl: '', scope: '' },
  },
  payments: { provider: 'none', stripePublishableKey: null },
  limits: { maxUploadBytes: 10485760, freeScans: 3, scanWindow: 'day' },
  session: { lifetimeMs: 10800000, tokenRefreshPath: '/api/auth/refresh' },
};

function serve(
  profile = aProfile(),
  options: { stripe?: boolean; provider?: 'stripe' | 'local' | 'none'; usage?: object } = {},
) {
  api.routes['GET /api/profile'] = json(200, profile);
  api.routes['GET /api/resume/usage-status'] = json(200, options.usage ?? aUsageStatus());
  // GET /api/config is read once per page (and test file): the built-in provider, as by default.
  const provider = options.provider ?? (options.stripe ? 'stripe' : 'local');
  api.routes['GET /api/config'] = json(200, {
    ...CONFIG,
    payments: { provider, stripePublishableKey: provider === 'stripe' ? 'pk_test' : null },
  });
  api.routes['GET /api/resume/my-resumes'] = json(200, []);
}

const renderProfile = (path = '/profile') => renderRoutes({ '/profile': <ProfileScreen /> }, { path });
// The cards are laid out while the profile loads (decision 046): loaded is when Edit can be used.
const loaded = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Edit' })).toBeEnabled());
  return screen.getByRole('heading', { name: 'Personal Information' });
};

beforeEach(() => {
  window.localStorage.clear();
  storeUser({ token: 'jwt-1', username: 'casey', email: 'casey@example.com' });
});
afterEach(() => {
  jest.useRealTimers();
  logout();
});

describe('loading the profile (docs/product/screens.md#profile-page and docs/product/errors.md#profile)', () => {
  it('shows the profile with the bearer token, and Back to Scanning goes to /upload', async () => {
    serve();
    const view = renderProfile();
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    await loaded();
    expect(api.calls('GET', '/api/profile')[0]!.authorization).toBe('Bearer jwt-1');
    const info = screen.getByTestId('personal-info');
    expect(within(info).getByText('Casey Jones')).toBeInTheDocument();
    expect(within(info).getByText('casey@example.com')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Scanning' }));
    expect(view.location.current.pathname).toBe('/upload');
  });

  it('while the profile loads, shows the page as it will be: the cards, their labels and who is signed in', async () => {
    serve();
    const profile = held(json(200, aProfile()));
    api.routes['GET /api/profile'] = profile.handler;
    renderProfile();
    expect(screen.getByText('Loading your profile…')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Signed in as/)).toHaveTextContent('Signed in as casey');
    for (const name of ['Personal Information', 'Subscription', 'Usage Statistics', 'Scan History']) {
      expect(screen.getByRole('heading', { name })).toBeInTheDocument();
    }
    const info = screen.getByTestId('personal-info');
    for (const label of ['Name', 'Username', 'Email', 'Phone number', 'Date of birth', 'Last updated', 'Bio']) {
      expect(within(info).getByText(label)).toBeInTheDocument();
    }
    expect(within(info).getByText('casey')).toBeInTheDocument();
    expect(within(info).getByText('casey@example.com')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    profile.release();
    await loaded();
    expect(screen.queryByText('Loading your profile…')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('personal-info')).getByText('Casey Jones')).toBeInTheDocument();
  });

  it('asks for the scans with the profile, not once the profile has arrived', async () => {
    serve();
    const profile = held(json(200, aProfile()));
    api.routes['GET /api/profile'] = profile.handler;
    renderProfile();
    await waitFor(() => expect(api.calls('GET', '/api/resume/my-resumes')).toHaveLength(1));
    expect(api.calls('GET', '/api/profile')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Edit' })).toBeDisabled();
    profile.release();
    await loaded();
    expect(await screen.findByTestId('scan-history-empty')).toBeInTheDocument();
    expect(api.calls('GET', '/api/resume/my-resumes')).toHaveLength(1);
  });

  it("401: the failure screen says 'Unauthorized - please log in again' and offers to log in", async () => {
    api.routes['GET /api/profile'] = json(401, { message: 'Token expired' });
    const view = renderProfile();
    const failed = await screen.findByTestId('profile-load-failed');
    // The alert comes with the design system's forms entry, loaded when the first one shows.
    expect(await within(failed).findByRole('alert')).toHaveTextContent('Failed to load profile. Please try again.');
    expect(failed).toHaveTextContent('Unauthorized - please log in again');
    await userEvent.click(screen.getByRole('button', { name: 'Log In Again' }));
    expect(view.location.current.pathname).toBe('/login');
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it("other failures: the server's message, else 'Failed to fetch profile'; Try Again loads again", async () => {
    api.routes['GET /api/profile'] = json(503, { message: 'Database is restarting' });
    renderProfile();
    expect(await screen.findByTestId('profile-load-failed')).toHaveTextContent('Database is restarting');
    api.routes['GET /api/profile'] = (_req, res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html>oops</html>');
    };
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(screen.getByTestId('profile-load-failed')).toHaveTextContent('Failed to fetch profile'));
    serve();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await loaded();
  });
});

describe('personal information: view and edit (docs/product/screens.md#profile-page and docs/product/rules-and-limits.md#profile)', () => {
  it('edits and saves the editable fields, shows the success message for 3 s, and shows the saved values', async () => {
    serve(aProfile({ bio: null, dateOfBirth: null }));
    api.routes['PUT /api/profile'] = (req, res, body) => {
      const sent = JSON.parse(body) as Record<string, string>;
      json(200, aProfile({ ...sent, dateOfBirth: sent.dateOfBirth ?? null, lastUpdated: '2026-11-23T10:00:00.000Z' }))(
        req,
        res,
        body,
      );
    };
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const form = within(screen.getByRole('form', { name: 'Edit personal information' }));
    expect(form.getByLabelText('Username')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Email')).toHaveAttribute('readonly');
    expect(form.getByLabelText('Phone number')).toHaveAttribute('type', 'tel');
    expect(form.getByLabelText('Date of birth')).toHaveAttribute('type', 'date');
    await user.clear(form.getByLabelText('First name'));
    await user.type(form.getByLabelText('First name'), 'Ada');
    await user.type(form.getByLabelText('Bio'), 'Writes programs.');
    expect(form.getByText('16/500')).toBeInTheDocument();
    await user.type(form.getByLabelText('Date of birth'), '1990-12-10');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    await act(async () => {
      screen.getByRole('button', { name: 'Save' }).click();
    });
    await settleUntil(() => screen.queryByText('Profile updated successfully!') !== null);
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/profile')[0]!.json).toEqual({
      firstName: 'Ada',
      lastName: 'Jones',
      phoneNumber: '+1 204 555 0101',
      bio: 'Writes programs.',
      dateOfBirth: '1990-12-10',
    });
    expect(within(screen.getByTestId('personal-info')).getByText('Ada Jones')).toBeInTheDocument();
    expect(within(screen.getByTestId('personal-info')).getByText('Writes programs.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Profile updated successfully!')).not.toBeInTheDocument();
  });

  it('Cancel restores the values and sends nothing; the bio stops at 500 characters', async () => {
    serve();
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(screen.getByLabelText('Last name'));
    await user.type(screen.getByLabelText('Last name'), 'Changed');
    expect(screen.getByLabelText('Bio')).toHaveAttribute('maxLength', '500');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByTestId('personal-info')).getByText('Casey Jones')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Last name')).toHaveValue('Jones');
    expect(api.calls('PUT', '/api/profile')).toEqual([]);
  });

  it("a failed save keeps the form with the server's message; 401 says 'Unauthorized - please log in again'", async () => {
    serve();
    api.routes['PUT /api/profile'] = json(400, { message: 'Bio must be at most 500 characters' });
    const user = userEvent.setup();
    renderProfile();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bio must be at most 500 characters');
    api.routes['PUT /api/profile'] = json(401, { message: 'expired' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Unauthorized - please log in again'));
    api.routes['PUT /api/profile'] = json(500, {});
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to update profile'));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});

describe('usage statistics', () => {
  it("shows Total Scans and the last scan's date, or 'Never'", async () => {
    serve(aProfile({ scanCount: 0, lastScanDate: null }));
    renderProfile();
    await loaded();
    expect(screen.getByTestId('total-scans')).toHaveTextContent('0');
    expect(screen.getByTestId('last-scan')).toHaveTextContent('Never');
  });
});

describe('Manage billing', () => {
  it('is offered to a member with the built-in provider too (its own portal), not only with Stripe', async () => {
    serve(aProfile({ subscription: aSubscription() }), {
      provider: 'local',
      usage: aUsageStatus({ hasActiveMembership: true, membershipType: 2, remainingScans: -1 }),
    });
    renderProfile();
    expect(await screen.findByRole('button', { name: 'Manage billing' })).toBeInTheDocument();
  });
});

describe('checkout return (docs/product/plans-and-billing.md#checkout-return)', () => {
  it('verifies the checkout, reloads the profile, and removes payment and session_id from the URL', async () => {
    serve();
    api.routes['GET /api/payment/verify-checkout'] = (req, res, body) => {
      serve(aProfile({ subscription: aSubscription() }));
      json(200, { success: true, subscription: aSubscription() })(req, res, body);
    };
    const view = renderProfile('/profile?payment=success&session_id=cs_test_1&tab=x');
    // Verify, then reload profile and usage: bounded generously for a busy machine.
    expect(
      await screen.findByText('Payment confirmed. Your membership is now active.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(api.calls('GET', '/api/payment/verify-checkout')[0]!.query.get('sessionId')).toBe('cs_test_1');
    expect(screen.getByTestId('plan-name')).toHaveTextContent('Premium');
    expect(api.calls('GET', '/api/profile').length).toBe(2);
    await waitFor(() => expect(view.location.current.search).toBe('?tab=x'));
  });

  it('says so when the checkout cannot be verified, and still removes the parameters', async () => {
    serve();
    api.routes['GET /api/payment/verify-checkout'] = json(400, { message: 'This checkout session is not paid.' });
    const view = renderProfile('/profile?payment=success&session_id=cs_bad');
    expect(await screen.findByText('This checkout session is not paid.', {}, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(view.location.current.search).toBe(''));
  });

  it('a cancelled checkout says so, verifies nothing, and removes the parameters (others stay)', async () => {
    serve();
    const view = renderProfile('/profile?payment=cancelled&tab=x');
    await loaded();
    expect(
      screen.getByText('Checkout cancelled. You were not charged and your plan has not changed.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.location.current.search).toBe('?tab=x'));
    expect(api.calls('GET', '/api/payment/verify-checkout')).toEqual([]);
  });

  it('does nothing without payment=success and a session id', async () => {
    serve();
    const view = renderProfile('/profile?payment=success&tab=x');
    await loaded();
    expect(api.calls('GET', '/api/payment/verify-checkout')).toEqual([]);
    expect(view.location.current.search).toBe('?payment=success&tab=x');
  });
});

describe('scan history on the profile', () => {
  it('lists the stored scans and offers nothing to open when there are none, but a link to /upload', async () => {
    serve();
    const view = renderProfile();
    const empty = await screen.findByTestId('scan-history-empty');
    await userEvent.click(within(empty).getByRole('link', { name: /Scan your first resume/ }));
    expect(view.location.current.pathname).toBe('/upload');
  });

  it('shows a row per scan with file, job and score', async () => {
    serve();
    api.routes['GET /api/resume/my-resumes'] = json(200, [
      aResumeSummary({
        id: 'b',
        fileName: 'second.pdf',
        score: 71,
        jobTitle: 'Java Developer',
        companyName: 'Acme',
        createdAt: '2026-11-12T09:00:00.000Z',
      }),
      aResumeSummary({ id: 'a', fileName: 'first.pdf', score: 58, createdAt: '2026-11-10T09:00:00.000Z' }),
    ]);
    renderProfile();
    const rows = within(await screen.findByTestId('scan-history-rows')).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/second\.pdf.*Java Developer at Acme.*71/),
      expect.stringMatching(/first\.pdf.*General scan.*58/),
    ]);
  });
});

describe('the page does its work once (docs/decisions/046)', () => {
  it('fills in the cards it showed while loading, rather than replacing them, when the answers arrive', async () => {
    serve();
    const profile = held(json(200, aProfile()));
    api.routes['GET /api/profile'] = profile.handler;
    renderProfile();
    const cardWhileLoading = screen.getByRole('heading', { name: 'Personal Information' }).closest('section')!;
    const subscriptionWhileLoading = screen.getByTestId('subscription-card');
    const emailWhileLoading = within(screen.getByTestId('personal-info')).getByText('casey@example.com');
    expect(cardWhileLoading).toHaveAttribute('aria-busy', 'true');
    profile.release();
    await loaded();
    await waitFor(() => expect(screen.getByTestId('plan-name')).toBeInTheDocument());
    // The same elements, their values filled in: nothing the person is looking at is drawn anew.
    expect(screen.getByRole('heading', { name: 'Personal Information' }).closest('section')).toBe(cardWhileLoading);
    expect(cardWhileLoading).not.toHaveAttribute('aria-busy');
    expect(within(cardWhileLoading).getByText('Casey Jones')).toBeInTheDocument();
    expect(within(screen.getByTestId('personal-info')).getByText('casey@example.com')).toBe(emailWhileLoading);
    expect(screen.getByTestId('subscription-card')).toBe(subscriptionWhileLoading);
  });
});

describe('the sections below the first screen (docs/decisions/046)', () => {
  /** An IntersectionObserver the test drives: `reveal()` brings every watched element near the screen. */
  const observers: { callback: IntersectionObserverCallback; watched: Element[] }[] = [];
  const reveal = () =>
    act(() => {
      for (const observer of [...observers]) {
        const entries = observer.watched.map(
          (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
        );
        if (entries.length) observer.callback(entries, {} as IntersectionObserver);
      }
    });
  beforeEach(() => {
    observers.length = 0;
    (window as { IntersectionObserver?: unknown }).IntersectionObserver = class {
      private readonly entry: { callback: IntersectionObserverCallback; watched: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, watched: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.watched.push(element);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    };
  });
  afterEach(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('renders analytics and contact support only when they come near the screen, their places kept until then', async () => {
    serve();
    renderProfile();
    await loaded();
    expect(screen.queryByTestId('advanced-analytics')).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Contact support' })).not.toBeInTheDocument();
    expect(screen.getByTestId('support-when-near').style.minHeight).not.toBe('');
    reveal();
    expect(await screen.findByTestId('advanced-analytics')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByTestId('support-when-near')).not.toBeInTheDocument();
  });

  it('renders contact support at once when the address targets it (/profile#support)', async () => {
    serve();
    renderProfile('/profile#support');
    await loaded();
    expect(await screen.findByRole('form', { name: 'Contact support' })).toBeInTheDocument();
    expect(screen.queryByTestId('advanced-analytics')).not.toBeInTheDocument();
  });
});
