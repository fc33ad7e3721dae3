import { useEffect, useRef, useState } from 'react';
import { profileApi } from '@resumebeat/shared-session/api';
import { Button, HStack, Spinner, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { AppDialog } from '@resumebeat/shared-ui/overlays';
import { CANCEL_SUCCESS_CLOSE_MS, PROFILE_MESSAGES, describeProfileError } from '../utils/profile-messages';

type Step = { kind: 'confirm' } | { kind: 'cancelling' } | { kind: 'success' } | { kind: 'error'; message: string };

export interface CancelSubscriptionDialogProps {
  open: boolean;
  planName: string;
  onClose: () => void;
  /** After a successful cancellation, when the dialog has closed itself: reload the profile. */
  onCancelled: () => void;
}

/**
 * SPEC.md section 4: confirm → success (closes itself after 2 s and the profile reloads) or
 * error ('Cancellation Failed' with Close, and Try Again back to the confirmation). Calls
 * POST /api/profile/cancel-subscription.
 */
export function CancelSubscriptionDialog({ open, planName, onClose, onCancelled }: CancelSubscriptionDialogProps) {
  const [step, setStep] = useState<Step>({ kind: 'confirm' });
  // The 2 s timer must not restart when the parent re-renders with new callbacks.
  const callbacks = useRef({ onClose, onCancelled });
  callbacks.current = { onClose, onCancelled };

  useEffect(() => {
    if (open) setStep({ kind: 'confirm' });
  }, [open]);

  useEffect(() => {
    if (step.kind !== 'success') return;
    const timer = setTimeout(() => {
      callbacks.current.onClose();
      callbacks.current.onCancelled();
    }, CANCEL_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [step.kind]);

  const confirm = async () => {
    setStep({ kind: 'cancelling' });
    try {
      await profileApi.cancelSubscription();
      setStep({ kind: 'success' });
    } catch (error) {
      console.warn('[mf-profile] the subscription could not be cancelled', error);
      setStep({ kind: 'error', message: describeProfileError(error, PROFILE_MESSAGES.cancelFailed) });
    }
  };

  const busy = step.kind === 'cancelling';
  const title =
    step.kind === 'error' ? PROFILE_MESSAGES.cancelFailedTitle : step.kind === 'success' ? 'Subscription Cancelled' : 'Cancel Subscription';
  const footer =
    step.kind === 'error' ? (
      <>
        <Button variant="outline" onClick={onClose}>Close</Button>
        <Button colorPalette="brand" onClick={() => setStep({ kind: 'confirm' })}>Try Again</Button>
      </>
    ) : step.kind === 'success' ? null : (
      <>
        <Button variant="outline" onClick={onClose} disabled={busy}>Keep Subscription</Button>
        <Button colorPalette="red" onClick={() => void confirm()} loading={busy} loadingText="Cancelling…">Yes, Cancel</Button>
      </>
    );

  return (
    <AppDialog
      open={open}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      dismissible={!busy}
      title={title}
      footer={footer}
    >
      {step.kind === 'error' ? (
        <FormAlert>{step.message}</FormAlert>
      ) : step.kind === 'success' ? (
        <FormAlert status="success">Your {planName} subscription has been cancelled.</FormAlert>
      ) : busy ? (
        <HStack role="status" gap="3">
          <Spinner size="sm" color="brand.solid" />
          <Text>Cancelling your subscription…</Text>
        </HStack>
      ) : (
        <Text>
          Are you sure you want to cancel your {planName} subscription? You will lose unlimited scans and the plan&apos;s extras.
        </Text>
      )}
    </AppDialog>
  );
}
