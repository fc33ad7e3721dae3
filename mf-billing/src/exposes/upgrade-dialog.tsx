import { Button, Text, type UpgradeDialogProps } from '@resumebeat/shared-ui';
import { AppDialog } from '@resumebeat/shared-ui/overlays';

export default function UpgradeDialog({ open, onClose }: UpgradeDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title="Upgrade Your Account"
      footer={<Button variant="outline" onClick={onClose}>Close</Button>}
    >
      <Text data-testid="page-placeholder">UpgradeDialog (mf-billing) is coming soon.</Text>
    </AppDialog>
  );
}
