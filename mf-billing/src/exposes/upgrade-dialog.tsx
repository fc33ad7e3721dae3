import { useEffect } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import { useSession } from '@resumebeat/shared-session';
import type { UpgradeDialogProps } from '@resumebeat/shared-ui';
import { UpgradeDialogView } from '../screens/upgrade-dialog-view';
import { UPGRADE_TEXT } from '../shared/messages';
import { paths } from '@resumebeat/shared-contract/paths';

/**
 * `mf_billing/UpgradeDialog`, opened by other remotes through shared-ui's RemoteUpgradeDialog.
 * Payments need an account: opened without one (signed out, or a guest), it sends the visitor to
 * /register with the upgrade message instead (docs/product/plans-and-billing.md#who-may-upgrade).
 */
export default function UpgradeDialog({ open, onClose, onUpgraded }: UpgradeDialogProps) {
  const { hasAccount } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (open && !hasAccount) {
      onClose();
      navigate(paths.register, { state: { message: UPGRADE_TEXT.signupMessage } });
    }
  }, [open, hasAccount, onClose, navigate]);
  if (!open || !hasAccount) return null;
  return <UpgradeDialogView onClose={onClose} onUpgraded={onUpgraded} />;
}
