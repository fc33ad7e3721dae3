// Standalone QA mount: this remote's pieces with the design system, a router and a dev session.
// The composed app never loads this file; it loads the exposed modules.
import { useState } from 'react';
import { mountStandalone } from '@resumebeat/qa-harness';
import { Button, PageContainer, Text } from '@resumebeat/shared-ui';
import UpgradeDialog from './exposes/upgrade-dialog';

/**
 * Standalone QA only: opens the exposed dialog the way other remotes do (in the composed app they
 * render shared-ui's RemoteUpgradeDialog, which loads this module through the shell). Payments
 * need an account: sign in the QA account with the bar above first.
 */
function UpgradeDialogDemoPage() {
  const [open, setOpen] = useState(false);
  const [upgraded, setUpgraded] = useState(0);
  return (
    <PageContainer title="Upgrade dialog (QA)">
      <Text mb="4" color="fg.muted">
        Other remotes open this dialog with RemoteUpgradeDialog from @resumebeat/shared-ui/overlays.
        {upgraded > 0 ? ` Upgraded ${upgraded} time(s) in this page.` : ''}
      </Text>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>
        Upgrade Now
      </Button>
      <UpgradeDialog open={open} onClose={() => setOpen(false)} onUpgraded={() => setUpgraded((n) => n + 1)} />
    </PageContainer>
  );
}

mountStandalone({
  remote: 'mf-billing',
  routes: [{ path: '/upgrade', label: 'UpgradeDialog', Page: UpgradeDialogDemoPage }],
});
