import { useState } from 'react';
import type { MembershipPlan } from '@resumebeat/shared-session/api';
import { Button, HStack, Spinner, Stack, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { PaymentStepper } from './payment-stepper';
import { PAYMENT_MESSAGES, UPGRADE_TEXT } from '../../../shared/messages';
import { purchaseSummary, usesHostedCheckout } from '../../../shared/plan-features';
import { usePaymentConfig } from '../hooks/use-payment-config';
import { CardPayment, type PaymentStepIndex } from './card-payment';
import { HostedCheckout } from './hosted-checkout';

export interface PaymentStepProps {
  plan: MembershipPlan;
  onBack: () => void;
  onPaid: () => void;
  /** A payment is in flight: the dialog must not be dismissed. */
  onBusyChange: (busy: boolean) => void;
  /** Closes the dialog (offered when a charged payment waits for the server to finish it). */
  onClose: () => void;
}

/** The payment step of docs/product/plans-and-billing.md#two-ways-to-pay: hosted checkout for a plan with stripePriceId, else the card form. */
export function PaymentStep({ plan, onBack, onPaid, onBusyChange, onClose }: PaymentStepProps) {
  const config = usePaymentConfig();
  const hosted = usesHostedCheckout(plan);
  const [step, setStep] = useState<PaymentStepIndex>(0);
  const onStep = (next: PaymentStepIndex) => setStep(next);
  return (
    <Stack gap="5">
      <Stack gap="1">
        <Text color="fg.muted">{UPGRADE_TEXT.paymentSubtitle}</Text>
        <Text fontSize="sm" data-testid="plan-summary">
          <Text as="span" fontWeight="semibold">
            {plan.name}
          </Text>
          {`: ${purchaseSummary(plan)}`}
        </Text>
      </Stack>
      <PaymentStepper active={step} />
      {config.kind === 'loading' ? (
        <HStack gap="3" py="6" justify="center" role="status">
          <Spinner size="sm" color="brand.solid" />
          <Text color="fg.muted">Preparing a secure payment…</Text>
        </HStack>
      ) : config.kind === 'error' ? (
        <FormAlert>{PAYMENT_MESSAGES.notReady}</FormAlert>
      ) : config.config.provider === 'none' ? (
        <FormAlert status="warning">Payments are not available right now. Please try again later.</FormAlert>
      ) : hosted ? (
        <HostedCheckout plan={plan} testMode={config.config.testMode} />
      ) : (
        <CardPayment
          plan={plan}
          config={config.config}
          step={step}
          onStep={onStep}
          onPaid={onPaid}
          onBusyChange={onBusyChange}
          onClose={onClose}
        />
      )}
      {step === 0 ? (
        <Button variant="ghost" alignSelf="flex-start" onClick={onBack}>
          Back to plans
        </Button>
      ) : null}
    </Stack>
  );
}
