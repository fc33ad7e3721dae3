// Standalone QA mount: this remote's pages with the design system, a router and a dev session,
// deep links included (the route table's routes of this remote). The composed app never loads
// this file; it loads the exposed modules.
import { mountStandalone, standaloneRoutes } from '@resumebeat/qa-harness';
import DashboardPage from './exposes/dashboard-page';
import UploadPage from './exposes/upload-page';
import JobDescriptionPage from './exposes/job-description-page';
import OptimizedResumePage from './exposes/optimized-resume-page';

mountStandalone({
  remote: 'mf-scanner',
  routes: standaloneRoutes('mf-scanner', { DashboardPage, UploadPage, JobDescriptionPage, OptimizedResumePage }),
});
