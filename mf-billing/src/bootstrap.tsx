// Standalone QA mount: this remote's pieces with the design system, a router and a dev session.
// The composed app never loads this file; it loads the exposed modules.
import { mountStandalone } from '@resumebeat/qa-harness';
import UpgradeDialogDemoPage from './exposes/upgrade-dialog-demo-page';

mountStandalone({
  remote: 'mf-billing',
  routes: [{ path: '/upgrade', label: 'UpgradeDialog', Page: UpgradeDialogDemoPage }],
});
