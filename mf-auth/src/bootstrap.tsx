// Standalone QA mount: this remote's pages with the design system, a router and a dev session,
// deep links included. The composed app never loads this file; it loads the exposed modules.
import { mountStandalone } from '@resumebeat/qa-harness';
import AuthPage from './exposes/auth-page';
import GithubCallbackPage from './exposes/github-callback-page';
import LinkedinCallbackPage from './exposes/linkedin-callback-page';

mountStandalone({
  remote: 'mf-auth',
  routes: [
  { path: '/login', label: 'AuthPage', Page: AuthPage },
  { path: '/register', label: 'AuthPage', Page: AuthPage },
  { path: '/reset-password', label: 'AuthPage', Page: AuthPage },
  { path: '/github-callback', label: 'GithubCallbackPage', Page: GithubCallbackPage },
  { path: '/linkedin-callback', label: 'LinkedinCallbackPage', Page: LinkedinCallbackPage },
  ],
});
