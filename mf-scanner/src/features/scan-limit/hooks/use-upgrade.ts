import { useCallback, useState } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import { useSession } from '@resumebeat/shared-session';
import { paths } from '@resumebeat/shared-contract/paths';

/** docs/product/screens.md#routes-and-guards: what an account-less visitor is told on the registration screen. */
export const UPGRADE_SIGNUP_MESSAGE = 'Create an account to upgrade and get unlimited scans!';

/**
 * 'Upgrade': an account opens mf-billing's dialog; anyone else (signed out, or a guest, whose
 * payment calls would need an account) goes to /register with the message.
 */
export function useUpgrade() {
  const { hasAccount } = useSession();
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(false);
  const upgrade = useCallback(() => {
    if (hasAccount) setDialogOpen(true);
    else navigate(paths.register, { state: { message: UPGRADE_SIGNUP_MESSAGE } });
  }, [hasAccount, navigate]);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  return { upgrade, dialogOpen, closeDialog };
}
