import { screen } from '@testing-library/react';
import { logout } from '@resumebeat/shared-session';
import { authApi } from '@resumebeat/shared-session/api';
import { loadExposedComponents, renderRoutes } from '@resumebeat/qa-harness/testing';
import { exposes } from '../../module-federation.config';
import { GITHUB_STATE_KEY, LINKEDIN_STATE_KEY } from '../shared/oauth-redirect';

// The sign-in page asks the server which identity providers exist; none, here.
jest.mock('../features/auth-screen/hooks/use-auth-providers', () => ({ useAuthProviders: () => ({ known: true }) }));

const load = () => loadExposedComponents(exposes, (file) => import(`../../${file.replace('./', '')}`));

describe('mf-auth exposes its pages to the shell', () => {
  beforeEach(() => {
    window.sessionStorage.clear();
    window.localStorage.clear();
    logout();
  });
  afterEach(() => jest.restoreAllMocks());

  it('exposes the sign-in page and the GitHub and LinkedIn callback pages', async () => {
    const pages = await load();
    expect(pages.map((page) => page.name)).toEqual(['AuthPage', 'GithubCallbackPage', 'LinkedinCallbackPage']);
  });

  it('the sign-in page renders its own page at /login and /register', async () => {
    const [auth] = await load();
    const AuthPage = auth!.Component;
    for (const [path, heading] of [
      ['/login', 'Welcome back'],
      ['/register', 'Create your free account'],
    ] as const) {
      const view = renderRoutes({ [path]: <AuthPage /> }, { path });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      view.unmount();
    }
  });

  it('each callback page exchanges the code it is given and goes on to /dashboard', async () => {
    const [, github, linkedin] = await load();
    const session = { token: 'jwt-1', username: 'casey', email: 'casey@example.com' };
    const exchanges = {
      GithubCallbackPage: jest.spyOn(authApi, 'github').mockResolvedValue(session),
      LinkedinCallbackPage: jest.spyOn(authApi, 'linkedin').mockResolvedValue(session),
    };
    const pages = [
      { page: github!, path: '/github-callback', stateKey: GITHUB_STATE_KEY, heading: 'Signing you in with GitHub...' },
      {
        page: linkedin!,
        path: '/linkedin-callback',
        stateKey: LINKEDIN_STATE_KEY,
        heading: 'Completing LinkedIn sign in...',
      },
    ];
    for (const { page, path, stateKey, heading } of pages) {
      window.sessionStorage.setItem(stateKey, 'state-1');
      const Page = page.Component;
      const view = renderRoutes({ [path]: <Page /> }, { path: `${path}?code=abc&state=state-1` });
      expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Page /dashboard' })).toBeInTheDocument();
      expect(exchanges[page.name as keyof typeof exchanges]).toHaveBeenCalledWith({ code: 'abc', state: 'state-1' });
      view.unmount();
      logout();
    }
  });
});
