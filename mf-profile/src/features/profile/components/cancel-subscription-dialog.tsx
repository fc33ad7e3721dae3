import { useEffect, useRef, useState } from 'react';
import { profileApi } from '@resumebeat/shared-session/api';
import { Button, HStack, Spinner, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { AppDialog } from '@resumebeat/shared-ui/overlays';
import { formatDate } from '../utils/format';
import { CANCEL_SUCCESS_CLOSE_MS, PROFILE_MESSAGES, describeProfileError } from '../utils/profile-messages';

type Step =
  | { kind: 'confirm' }
  | { kind: 'cancelling' }
  | { kind: 'success'; message: string }
  | { kind: 'error'; message: string };

/** Decision 029: cancelling stops the renewal; the plan stays until the end of the period paid. */
export const CANCEL_TEXT = {
  confirmTitle: 'Cancel Subscription',
  successTitle: 'Renewal Cancelled',
  confirm: (plan: string, until: string | null) =>
    until
      ? `Are you sure you want to cancel your ${plan} subscription? It will not renew: you keep ${plan}, with unlimited scans and its extras, until ${until}, and nothing more is charged.`
      : `Are you sure you want to cancel your ${plan} subscription? It will not renew: you keep ${plan} until the end of the period you have paid for, and nothing more is charged.`,
  /** When the server's answer carries no message of its own. */
  success: (plan: string, until: string | null) =>
    until
      ? `Your subscription will not renew. You keep ${plan} until ${until}.`
      : `Your subscription will not renew. You keep ${plan} until the end of the period you have paid for.`,
} as const;

export interface CancelSubscriptionDialogProps {
  open: boolean;
  planName: string;
  /** When the period already paid ends (the subscription's endDate): the plan is kept until then. */
  endDate: string | null;
  onClose: () => void;
  /** After a successful cancellation, when the dialog has closed itself: reload the profile. */
  onCancelled: () => void;
}

/**
 * docs/product/plans-and-billing.md#cancelling: confirm → success (closes itself after 2 s and the profile reloads) or
 * error ('Cancellation Failed' with Close, and Try Again back to the confirmation). Calls
 * POST /api/profile/cancel-subscription. It says what the server does: the renewal stops and the
 * plan stays until the period's end; the success shows the server's own sentence with that date.
 */
export function CancelSubscriptionDialog({
  open,
  planName,
  endDate,
  onClose,
  onCancelled,
}: CancelSubscriptionDialogProps) {
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
      const answer = await profileApi.cancelSubscription();
      const until = formatDate(answer.endDate ?? answer.subscription.endDate ?? endDate, { dateStyle: 'long' });
      setStep({
        kind: 'success',
        message: answer.message.trim() || CANCEL_TEXT.success(answer.subscription.planName || planName, until),
      });
    } catch (error) {
      console.warn('[mf-profile] the subscription could not be cancelled', error);
      setStep({ kind: 'error', message: describeProfileError(error, PROFILE_MESSAGES.cancelFailed) });
    }
  };

  const busy = step.kind === 'cancelling';
  const title =
    step.kind === 'error'
      ? PROFILE_MESSAGES.cancelFailedTitle
      : step.kind === 'success'
        ? CANCEL_TEXT.successTitle
        : CANCEL_TEXT.confirmTitle;
  const footer =
    step.kind === 'error' ? (
      <>
        <Button variant="outline" onClick={onClose}>
          Close
        </Button>
        <Button colorPalette="brand" onClick={() => setStep({ kind: 'confirm' })}>
          Try Again
        </Button>
      </>
    ) : step.kind === 'success' ? null : (
      <>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Keep Subscription
        </Button>
        <Button colorPalette="red" onClick={() => void confirm()} loading={busy} loadingText="Cancelling…">
          Yes, Cancel
        </Button>
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
        <FormAlert status="success">{step.message}</FormAlert>
      ) : busy ? (
        <HStack role="status" gap="3">
          <Spinner size="sm" color="brand.solid" />
          <Text>Cancelling your subscription…</Text>
        </HStack>
      ) : (
        <Text>{CANCEL_TEXT.confirm(planName, formatDate(endDate, { dateStyle: 'long' }))}</Text>
      )}
    </AppDialog>
  );
}
