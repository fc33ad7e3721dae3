// Standalone QA mount: this remote's pages with the design system, a router and a dev session,
// deep links included (the route table's routes of this remote). The composed app never loads
// this file; it loads the exposed modules.
import { mountStandalone, standaloneRoutes } from '@resumebeat/qa-harness';
import AuthPage from './exposes/auth-page';
import GithubCallbackPage from './exposes/github-callback-page';
import LinkedinCallbackPage from './exposes/linkedin-callback-page';

mountStandalone({
  remote: 'mf-auth',
  routes: standaloneRoutes('mf-auth', { AuthPage, GithubCallbackPage, LinkedinCallbackPage }),
});
