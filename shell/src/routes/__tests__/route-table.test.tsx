import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import { screen } from '@testing-library/react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from '@resumebeat/shared-router';
import { startSessionMonitor } from '@resumebeat/shared-session';
import { ROUTES, type Access, type AppRoute } from '@resumebeat/shared-contract/app-map';
import { renderWithProviders } from '../../testing/render';
import { AppRoutes } from '../app-routes';
import { startRemotesRegistration } from '../../federation/remotes-registry';
import { installRemoteLoader } from '../../federation/remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
installRemoteLoader();
(loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <p>remote page {id}</p> }));
beforeAll(() => startRemotesRegistration(Promise.resolve({})));

function Where() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

type Visitor = 'signed-out' | 'guest' | 'account';
const USERS: Record<Visitor, Record<string, unknown> | null> = {
  'signed-out': null,
  guest: { token: 'guest-token-1', username: 'Guest User', email: 'guest@resumebeat.local', isGuest: true },
  account: { token: 'a.b.c', username: 'casey', email: 'casey@example.com' },
};
/** Who may see a route of each access, and who may not. */
const ALLOWED: Record<Access, Visitor> = {
  anyone: 'signed-out',
  session: 'guest',
  account: 'account',
  'signed-out': 'signed-out',
  'not-account': 'guest',
};
const REFUSED: Partial<Record<Access, Visitor>> = {
  session: 'signed-out',
  account: 'guest',
  'signed-out': 'guest',
  'not-account': 'account',
};
/** What each page of the shell's own shows. */
const SHELL_HEADINGS: Record<string, string | RegExp> = {
  '/': 'Resumes That Beat the Bots. Land the Interview.',
  '/privacy': 'Privacy Policy',
  '/terms': 'Terms of Service',
};

let stopMonitor: (() => void) | undefined;
afterEach(() => stopMonitor?.());

function renderAs(visitor: Visitor, path: string) {
  window.localStorage.clear();
  const user = USERS[visitor];
  const now = Date.now();
  if (user)
    window.localStorage.setItem(
      'user',
      JSON.stringify({ isPremium: false, expiresAt: now + 3_600_000, lastActivity: now, ...user }),
    );
  stopMonitor?.();
  stopMonitor = startSessionMonitor();
  renderWithProviders(
    <>
      <AppRoutes />
      <Where />
    </>,
    { path },
  );
}

/** The paths of the shell's router, read from the elements AppRoutes renders. */
function routerPaths(node: ReactNode): string[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement(child)) return [];
    const { path, children } = (child as ReactElement<{ path?: string; children?: ReactNode }>).props;
    return [...(path ? [path] : []), ...routerPaths(children)];
  });
}

describe('the shell routes exactly the route table (shared-contract/app-map)', () => {
  it('has a route for every path of the table, and no other but the not-found page', () => {
    // AppRoutes uses no hook: its element tree is the router config.
    expect(routerPaths(AppRoutes()).sort()).toEqual([...ROUTES.map((route) => route.path), '*'].sort());
  });

  it.each(ROUTES.map((route) => [route.path, route] as [string, AppRoute]))(
    '%s shows the page the table names to who may see it',
    async (path, route) => {
      renderAs(ALLOWED[route.access], path);
      if (route.page === 'shell') {
        expect(await screen.findByRole('heading', { level: 1, name: SHELL_HEADINGS[path] })).toBeInTheDocument();
      } else {
        expect(await screen.findByText(`remote page ${route.page}`)).toBeInTheDocument();
      }
      expect(screen.getByTestId('location')).toHaveTextContent(path);
    },
  );

  const guarded = ROUTES.filter((route) => REFUSED[route.access]).map(
    (route) => [route.path, route] as [string, AppRoute],
  );
  it.each(guarded)('%s sends who may not see it where the table says', async (path, route) => {
    renderAs(REFUSED[route.access]!, path);
    const target = route.redirectTo ?? '/';
    await screen.findByText(
      (_, element) => element?.getAttribute('data-testid') === 'location' && element.textContent === target,
    );
  });
});
