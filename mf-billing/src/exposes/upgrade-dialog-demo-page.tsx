import { useState } from 'react';
import { Button, PageContainer, Text } from '@resumebeat/shared-ui';
import UpgradeDialog from './upgrade-dialog';

/** Standalone QA only: a page that opens the exposed dialog the way other remotes do. */
export default function UpgradeDialogDemoPage() {
  const [open, setOpen] = useState(false);
  return (
    <PageContainer title="Upgrade dialog (QA)">
      <Text mb="4" color="fg.muted">Other remotes open this dialog through `loadRemote('mf_billing/UpgradeDialog')`.</Text>
      <Button colorPalette="brand" onClick={() => setOpen(true)}>Upgrade Now</Button>
      <UpgradeDialog open={open} onClose={() => setOpen(false)} />
    </PageContainer>
  );
}
