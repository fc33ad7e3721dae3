import { useRef } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import type { ScanLimitError } from '@resumebeat/shared-session/api';
import { Button, Stack, Text } from '@resumebeat/shared-ui';
import { AppDialog } from '@resumebeat/shared-ui/overlays';
import { UPGRADE_SIGNUP_MESSAGE } from '../hooks/use-upgrade';
import { paths } from '@resumebeat/shared-contract/paths';

/** docs/product/screens.md#routes-and-guards: the texts of the scan-limit dialog, word for word. */
export const SCAN_LIMIT_TEXT = {
  titlePayment: 'Upgrade Required',
  titleLimit: 'Scan Limit Reached',
  defaultMessage: "You've reached your scan limit.",
  signedIn: 'Upgrade to a paid plan to get unlimited resume scans and premium features.',
  anonymous: 'Sign up for an account and upgrade to continue scanning resumes.',
} as const;

export interface ScanLimitDialogProps {
  open: boolean;
  /** The 429 body (kept after closing, so the title does not change while the dialog fades out). */
  scanLimit: ScanLimitError | null;
  /** An account (not a guest: to the server a guest is an anonymous visitor). */
  signedIn: boolean;
  onClose: () => void;
  /** 'Upgrade Now' of an account: opens the upgrade dialog. */
  onUpgrade: () => void;
  /** Before 'Sign Up & Upgrade' leaves: the page remembers itself, to open the plans once back. */
  onSignUpToUpgrade?: () => void;
  /** Before 'Sign In' leaves: the page remembers itself (the waiting scan comes back with it). */
  onSignIn?: () => void;
}

export function ScanLimitDialog({
  open,
  scanLimit,
  signedIn,
  onClose,
  onUpgrade,
  onSignUpToUpgrade,
  onSignIn,
}: ScanLimitDialogProps) {
  const navigate = useNavigate();
  // The upgrade dialog opens once this one has gone: opened while this one still closes, the
  // focus returning to the page would count as a click outside it and dismiss it at once.
  const upgradeAfterClose = useRef(false);
  const go = (path: string, state?: unknown) => {
    onClose();
    navigate(path, state === undefined ? undefined : { state });
  };
  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      onExitComplete={() => {
        if (!upgradeAfterClose.current) return;
        upgradeAfterClose.current = false;
        onUpgrade();
      }}
      title={scanLimit?.needsPayment ? SCAN_LIMIT_TEXT.titlePayment : SCAN_LIMIT_TEXT.titleLimit}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          {signedIn ? null : (
            <Button
              variant="outline"
              onClick={() => {
                onSignIn?.();
                go(paths.login);
              }}
            >
              Sign In
            </Button>
          )}
          {signedIn ? (
            <Button
              colorPalette="brand"
              onClick={() => {
                upgradeAfterClose.current = true;
                onClose();
              }}
            >
              Upgrade Now
            </Button>
          ) : (
            <Button
              colorPalette="brand"
              onClick={() => {
                onSignUpToUpgrade?.();
                go(paths.register, { message: UPGRADE_SIGNUP_MESSAGE });
              }}
            >
              Sign Up &amp; Upgrade
            </Button>
          )}
        </>
      }
    >
      <Stack gap="3" data-testid="scan-limit-dialog">
        <Text fontWeight="medium">{scanLimit?.message || SCAN_LIMIT_TEXT.defaultMessage}</Text>
        <Text color="fg.muted">{signedIn ? SCAN_LIMIT_TEXT.signedIn : SCAN_LIMIT_TEXT.anonymous}</Text>
      </Stack>
    </AppDialog>
  );
}
