// Standalone QA mount: this remote's pages with the design system, a router and a dev session,
// deep links included. The composed app never loads this file; it loads the exposed modules.
import { mountStandalone } from '@resumebeat/qa-harness';
import ProfilePage from './exposes/profile-page';
import CoverLetterPage from './exposes/cover-letter-page';

mountStandalone({
  remote: 'mf-profile',
  routes: [
  { path: '/profile', label: 'ProfilePage', Page: ProfilePage },
  { path: '/cover-letter', label: 'CoverLetterPage', Page: CoverLetterPage },
  ],
});
