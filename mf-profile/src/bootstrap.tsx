// Standalone QA mount: this remote's pages with the design system, a router and a dev session,
// deep links included (the route table's routes of this remote). The composed app never loads
// this file; it loads the exposed modules.
import { mountStandalone, standaloneRoutes } from '@resumebeat/qa-harness';
import ProfilePage from './exposes/profile-page';
import CoverLetterPage from './exposes/cover-letter-page';

mountStandalone({
  remote: 'mf-profile',
  routes: standaloneRoutes('mf-profile', { ProfilePage, CoverLetterPage }),
});
