// Standalone QA mount: this remote's pages with the design system, a router and a dev session,
// deep links included. The composed app never loads this file; it loads the exposed modules.
import { mountStandalone } from '@resumebeat/qa-harness';
import DashboardPage from './exposes/dashboard-page';
import UploadPage from './exposes/upload-page';
import JobDescriptionPage from './exposes/job-description-page';
import OptimizedResumePage from './exposes/optimized-resume-page';

mountStandalone({
  remote: 'mf-scanner',
  routes: [
  { path: '/dashboard', label: 'DashboardPage', Page: DashboardPage },
  { path: '/upload', label: 'UploadPage', Page: UploadPage },
  { path: '/upload-resume', label: 'UploadPage', Page: UploadPage },
  { path: '/job-description', label: 'JobDescriptionPage', Page: JobDescriptionPage },
  { path: '/optimized-resume', label: 'OptimizedResumePage', Page: OptimizedResumePage },
  ],
});
