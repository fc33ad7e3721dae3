import { useEffect, useRef, useState } from 'react';
import { paymentApi, type MembershipPlan, type Purchase } from '@resumebeat/shared-session/api';
import { Badge, Button, HStack, Heading, Spinner, Stack, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { AppDialog } from '@resumebeat/shared-ui/overlays';
import { PaymentStep } from '../features/checkout/components/payment-step';
import { usePaymentConfig } from '../features/checkout/hooks/use-payment-config';
import { PlanGrid } from '../features/plans/components/plan-grid';
import { usePlans } from '../features/plans/hooks/use-plans';
import { UPGRADE_TEXT } from '../shared/messages';

/** After Complete the dialog stays this long, so the member sees it, then closes itself. */
export const CLOSE_AFTER_SUCCESS_MS = 1_500;

export interface UpgradeDialogViewProps {
  onClose: () => void;
  onUpgraded?: () => void;
}

/** The upgrade dialog (docs/product/plans-and-billing.md#upgrade-dialog): plans, then payment; success refreshes usage and closes. */
export function UpgradeDialogView({ onClose, onUpgraded }: UpgradeDialogViewProps) {
  const { state, reload } = usePlans();
  const config = usePaymentConfig();
  const testMode = config.kind === 'loaded' && config.config.provider !== 'none' && config.config.testMode;
  const [chosen, setChosen] = useState<MembershipPlan | null>(null);
  // Back from the payment step: the keyboard lands on the first plan it can choose, not on the
  // page behind the dialog (decision 036). The payment step focuses its own first field.
  const plansStep = useRef<HTMLDivElement>(null);
  const cameBack = useRef(false);
  useEffect(() => {
    if (chosen) {
      cameBack.current = true;
      return;
    }
    if (!cameBack.current) return;
    plansStep.current?.querySelector<HTMLButtonElement>('button:not([disabled])')?.focus();
  }, [chosen, state.kind]);
  const [busy, setBusy] = useState(false);
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);
  // One purchase at a time per account (decision 028): one being processed is shown, not paid again.
  const [processing, setProcessing] = useState<Purchase | null>(null);
  useEffect(() => {
    let live = true;
    paymentApi.purchase().then(
      ({ purchase }) => live && setProcessing(purchase?.state === 'processing' ? purchase : null),
      (error: unknown) => console.warn('[mf-billing] purchase in progress unknown', error),
    );
    return () => {
      live = false;
    };
  }, []);

  const paid = () => {
    setBusy(false);
    // The usage card refreshes behind the dialog at once; the dialog shows Complete, then closes.
    onUpgraded?.();
    closeTimer.current = setTimeout(onClose, CLOSE_AFTER_SUCCESS_MS);
  };

  return (
    <AppDialog
      open
      // The plan grid needs the width; a payment form reads better narrower.
      size={chosen ? 'lg' : 'xl'}
      dismissible={!busy}
      onOpenChange={(next) => {
        if (!next && !busy) onClose();
      }}
      title={chosen ? UPGRADE_TEXT.paymentTitle(chosen.name) : UPGRADE_TEXT.title}
    >
      {testMode ? (
        // Every payment screen says so when no real money moves (decision 029).
        <Badge colorPalette="orange" variant="solid" alignSelf="flex-start" mb="3" data-testid="test-mode-badge">
          TEST MODE
        </Badge>
      ) : null}
      {processing && !chosen ? (
        <Stack gap="4" data-testid="purchase-processing">
          <FormAlert status="info">{processing.message}</FormAlert>
          <Text fontSize="sm" color="fg.muted">
            {`Your ${processing.planName} payment is with the payment provider. We finish it on our own and will not charge you again; you can close this window.`}
          </Text>
          <Button variant="outline" alignSelf="flex-start" onClick={onClose}>
            Close
          </Button>
        </Stack>
      ) : chosen ? (
        <PaymentStep
          plan={chosen}
          onBack={() => setChosen(null)}
          onPaid={paid}
          onBusyChange={setBusy}
          onClose={onClose}
        />
      ) : (
        <Stack gap="5" ref={plansStep}>
          <Stack gap="1" textAlign="center">
            <Heading as="h3" size="lg">
              {UPGRADE_TEXT.plansHeading}
            </Heading>
            <Text color="fg.muted">{UPGRADE_TEXT.plansSubheading}</Text>
          </Stack>
          {state.kind === 'loading' ? (
            <HStack gap="3" py="10" justify="center" role="status">
              <Spinner size="sm" color="brand.solid" />
              <Text color="fg.muted">Loading plans…</Text>
            </HStack>
          ) : state.kind === 'error' ? (
            <Stack gap="3">
              <FormAlert>{state.message}</FormAlert>
              <Button variant="outline" alignSelf="flex-start" onClick={() => void reload()}>
                Retry
              </Button>
            </Stack>
          ) : (
            <PlanGrid plans={state.plans} currentType={state.currentType} onChoose={setChosen} />
          )}
          <Stack gap="1" textAlign="center" fontSize="sm" color="fg.muted">
            <Text>{UPGRADE_TEXT.guarantee}</Text>
            <Text>{UPGRADE_TEXT.noCommitment}</Text>
            {testMode ? (
              <Text fontWeight="semibold" color="orange.700" data-testid="test-mode">
                Test mode: payments here are test payments, no real money moves.
              </Text>
            ) : null}
          </Stack>
        </Stack>
      )}
    </AppDialog>
  );
}
