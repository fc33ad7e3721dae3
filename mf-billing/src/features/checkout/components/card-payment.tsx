import { Suspense, lazy, useCallback, useEffect, useRef, useState } from 'react';
import {
  isApiError,
  paymentApi,
  type MembershipPlan,
  type PaymentConfigResponse,
} from '@resumebeat/shared-session/api';
import { Button, HStack, Stack, Text } from '@resumebeat/shared-ui';
import { Alert, FormAlert } from '@resumebeat/shared-ui/forms';
import { formatPrice } from '../../../shared/plan-features';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import type { ConfirmCard, ConfirmOutcome } from '../utils/payment-outcome';
import { LoadingNote } from './loading-note';
import TestCardForm from './test-card-form';

// Stripe Elements and react-stripe-js are their own chunk: only a Stripe card payment loads them.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

export type PaymentStepIndex = 0 | 1 | 2;

type Intent =
  { kind: 'creating' } | { kind: 'failed' } | { kind: 'ready'; clientSecret: string; paymentIntentId: string };

interface Problem {
  title: string;
  detail?: string | null;
  /** The card was charged but the plan is not active yet: Retry asks the api again, no new charge. */
  activation?: boolean;
}

export interface CardPaymentProps {
  plan: MembershipPlan;
  config: PaymentConfigResponse;
  step: PaymentStepIndex;
  onStep: (step: PaymentStepIndex) => void;
  /** The membership exists (confirm-payment answered). */
  onPaid: () => void;
  /** The card is being confirmed or the plan activated: the dialog must not be dismissed meanwhile. */
  onBusyChange: (busy: boolean) => void;
  /** Closes the dialog: offered while a charged payment waits for the server to finish it. */
  onClose: () => void;
}

/** Decision 029: a charged payment whose plan is not active yet can be left; the server finishes it. */
export const ACTIVATION_MESSAGES = {
  title: 'Your payment went through, but your plan is not active yet.',
  explanation:
    'We finish activating it on our own, usually within minutes, and you will not be charged again. You can close this window and come back later, or try again now.',
} as const;

/** The message for a card that failed (docs/product/errors.md#plans-and-payment), and the others' (docs/product/rules-and-limits.md#payment). */
function problemOf(outcome: Exclude<ConfirmOutcome, { kind: 'succeeded' }>): Problem {
  switch (outcome.kind) {
    case 'failed':
      return { title: PAYMENT_MESSAGES.failedRetry, detail: outcome.message || PAYMENT_MESSAGES.providerFailed };
    case 'not-successful':
      return { title: PAYMENT_MESSAGES.failedRetry, detail: PAYMENT_MESSAGES.notSuccessful };
    case 'not-ready':
      return { title: PAYMENT_MESSAGES.notReady };
    case 'card-missing':
      return { title: PAYMENT_MESSAGES.cardMissing };
  }
}

/**
 * The card flow (a plan without stripePriceId): a payment intent for the plan, the provider's card
 * form, then Processing (the provider confirms the card), then the api makes the membership and
 * the stepper shows Complete. A failure returns to Payment Details with the reason.
 */
export function CardPayment({ plan, config, step, onStep, onPaid, onBusyChange, onClose }: CardPaymentProps) {
  const [intent, setIntent] = useState<Intent>({ kind: 'creating' });
  const [problem, setProblem] = useState<Problem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  useEffect(() => {
    let current = true;
    setIntent({ kind: 'creating' });
    paymentApi.createPaymentIntent(plan.id).then(
      (created) => current && setIntent({ kind: 'ready', ...created }),
      (error: unknown) => {
        if (!current) return;
        console.error('[mf-billing] payment intent failed', error);
        setIntent({ kind: 'failed' });
        // A reason the server gives in words (e.g. 'You already have the Premium plan.') is shown too.
        setProblem({
          title: PAYMENT_MESSAGES.initFailed,
          detail: isApiError(error) && error.status < 500 && error.status !== 401 ? error.serverMessage : null,
        });
      },
    );
    return () => {
      current = false;
    };
  }, [plan.id, attempt]);

  const [activating, setActivating] = useState(false);
  const activate = useCallback(
    async (paymentIntentId: string) => {
      onBusyChange(true);
      setActivating(true);
      try {
        const answer = await paymentApi.confirmPayment(plan.id, paymentIntentId);
        if (!live.current) return;
        if (!answer.success) {
          // 202: still processing at the provider; the server makes the plan when it clears.
          onBusyChange(false);
          setProblem({ title: ACTIVATION_MESSAGES.title, detail: answer.message, activation: true });
          return;
        }
        setProblem(null);
        onStep(2);
        onBusyChange(false);
        onPaid();
      } catch (error) {
        if (!live.current) return;
        console.error('[mf-billing] confirm-payment failed', error);
        onBusyChange(false);
        const detail = isApiError(error) ? error.serverMessage : error instanceof Error ? error.message : null;
        if (isApiError(error) && error.status === 402) {
          setProblem({ title: PAYMENT_MESSAGES.failedRetry, detail: PAYMENT_MESSAGES.notSuccessful });
          onStep(0);
        } else {
          // Charged, not active: never a trap. The dialog can be closed; Retry asks again (no new charge).
          setProblem({ title: ACTIVATION_MESSAGES.title, detail, activation: true });
        }
      } finally {
        if (live.current) setActivating(false);
      }
    },
    [plan.id, onStep, onPaid, onBusyChange],
  );

  const pay = useCallback(
    async (confirm: ConfirmCard) => {
      if (intent.kind !== 'ready') {
        setProblem({ title: PAYMENT_MESSAGES.notReady });
        return;
      }
      setProblem(null);
      onStep(1);
      onBusyChange(true);
      const outcome = await confirm();
      if (!live.current) return;
      if (outcome.kind !== 'succeeded') {
        onBusyChange(false);
        setProblem(problemOf(outcome));
        onStep(0);
        return;
      }
      await activate(intent.paymentIntentId);
    },
    [intent, onStep, activate, onBusyChange],
  );

  if (intent.kind === 'creating') {
    return <LoadingNote>Preparing a secure payment…</LoadingNote>;
  }
  if (intent.kind === 'failed') {
    return (
      <Stack gap="3">
        <ProblemAlert problem={problem ?? { title: PAYMENT_MESSAGES.initFailed }} />
        <Button variant="outline" alignSelf="flex-start" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </Stack>
    );
  }
  if (step === 2) {
    return (
      <FormAlert status="success">
        {`Payment complete. Welcome to ${plan.name}: unlimited scans are unlocked.`}
      </FormAlert>
    );
  }

  const formProps = {
    payLabel: `Pay ${formatPrice(plan.price)}`,
    paymentIntentId: intent.paymentIntentId,
    clientSecret: intent.clientSecret,
    busy: step === 1,
    testMode: config.testMode,
    onPay: (confirm: ConfirmCard) => void pay(confirm),
  };
  return (
    <Stack gap="4">
      {problem ? <ProblemAlert problem={problem} /> : null}
      {problem?.activation ? (
        <Stack gap="3" data-testid="activation-pending">
          <Text fontSize="sm">{ACTIVATION_MESSAGES.explanation}</Text>
          <HStack gap="3" flexWrap="wrap">
            <Button
              colorPalette="brand"
              onClick={() => void activate(intent.paymentIntentId)}
              loading={activating}
              loadingText="Checking…"
            >
              Retry
            </Button>
            <Button variant="outline" onClick={onClose} disabled={activating}>
              Close and come back later
            </Button>
          </HStack>
        </Stack>
      ) : config.provider === 'stripe' ? (
        <Suspense fallback={<LoadingNote>Loading the secure card form…</LoadingNote>}>
          <StripeCardForm {...formProps} publishableKey={config.stripePublishableKey} />
        </Suspense>
      ) : (
        <TestCardForm {...formProps} />
      )}
    </Stack>
  );
}

function ProblemAlert({ problem }: { problem: Problem }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{problem.title}</Alert.Title>
        {problem.detail ? <Alert.Description>{problem.detail}</Alert.Description> : null}
      </Alert.Content>
    </Alert.Root>
  );
}
