// Stripe's card form (PAYMENT_PROVIDER=stripe): Stripe Elements through react-stripe-js. This file
// is its own chunk, loaded only when a Stripe card payment starts, and Stripe.js itself is fetched
// from js.stripe.com only then (the `/pure` entry does not inject it on import).
import { useEffect, useState, type FormEvent } from 'react';
import {
  CardCvcElement,
  CardExpiryElement,
  CardNumberElement,
  Elements,
  useElements,
  useStripe,
} from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
// Types only (erased): importing the main entry itself would inject Stripe.js at once.
import type { Stripe, StripeCardNumberElementChangeEvent, StripeElementChangeEvent } from '@stripe/stripe-js';
import { Box, Button, HStack, Stack } from '@resumebeat/shared-ui';
import { Field, FormAlert, Input } from '@resumebeat/shared-ui/forms';
import { PAYMENT_MESSAGES } from '../../../shared/messages';
import type { CardFormProps } from '../utils/payment-outcome';
import { LoadingNote } from './loading-note';
import { TestModeNote } from './test-mode-note';

const loads = new Map<string, Promise<Stripe | null>>();

/**
 * Stripe.js for a publishable key, loaded once. Offline or blocked, loadStripe rejects and
 * <Elements> would not catch it: the rejection becomes null ('not ready'), and is forgotten so
 * Try again loads it again.
 */
export function loadStripeOnce(publishableKey: string): Promise<Stripe | null> {
  let load = loads.get(publishableKey);
  if (!load) {
    load = loadStripe(publishableKey).catch((error: unknown) => {
      console.warn('[mf-billing] Stripe.js could not be loaded', error);
      return null;
    });
    loads.set(publishableKey, load);
    void load.then((stripe) => {
      if (!stripe) loads.delete(publishableKey);
    });
  }
  return load;
}

const ELEMENT_STYLE = {
  base: { fontSize: '16px', color: '#1a1523', '::placeholder': { color: '#8a8594' } },
  invalid: { color: '#b42318' },
};

/** A box drawn like the product's inputs, around one Stripe element (an iframe of Stripe's). */
function ElementBox({ children }: { children: React.ReactNode }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      px="3"
      py="2.5"
      bg="bg.panel"
      _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      {children}
    </Box>
  );
}

type ElementErrors = { number?: string; expiry?: string; cvc?: string };

function StripeFields({ payLabel, clientSecret, busy, testMode, onPay }: CardFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [postalCode, setPostalCode] = useState('');
  const [errors, setErrors] = useState<ElementErrors>({});
  const track =
    (field: keyof ElementErrors) => (event: StripeElementChangeEvent | StripeCardNumberElementChangeEvent) =>
      setErrors((current) => ({ ...current, [field]: event.error?.message }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || !clientSecret) {
      onPay(async () => ({ kind: 'not-ready' }));
      return;
    }
    const card = elements.getElement(CardNumberElement);
    if (!card) {
      onPay(async () => ({ kind: 'card-missing' }));
      return;
    }
    onPay(async () => {
      try {
        const { error, paymentIntent } = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card, billing_details: { address: { postal_code: postalCode.trim() } } },
        });
        if (error) return { kind: 'failed', message: error.message ?? null };
        return paymentIntent?.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'not-successful' };
      } catch (caught) {
        return { kind: 'failed', message: caught instanceof Error ? caught.message : null };
      }
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <Stack gap="4">
        {testMode ? <TestModeNote /> : null}
        <Field.Root invalid={Boolean(errors.number)} disabled={busy}>
          <Field.Label>Card number</Field.Label>
          <ElementBox>
            <CardNumberElement
              options={{ style: ELEMENT_STYLE, disabled: busy, showIcon: true }}
              onChange={track('number')}
              onReady={(element) => element.focus()}
            />
          </ElementBox>
          <Field.ErrorText>{errors.number}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" align="flex-start">
          <Field.Root invalid={Boolean(errors.expiry)} disabled={busy}>
            <Field.Label>Expiration date</Field.Label>
            <ElementBox>
              <CardExpiryElement options={{ style: ELEMENT_STYLE, disabled: busy }} onChange={track('expiry')} />
            </ElementBox>
            <Field.ErrorText>{errors.expiry}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.cvc)} disabled={busy}>
            <Field.Label>CVC</Field.Label>
            <ElementBox>
              <CardCvcElement options={{ style: ELEMENT_STYLE, disabled: busy }} onChange={track('cvc')} />
            </ElementBox>
            <Field.ErrorText>{errors.cvc}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Field.Root disabled={busy}>
          <Field.Label>ZIP</Field.Label>
          <Input
            value={postalCode}
            onChange={(event) => setPostalCode(event.target.value.slice(0, 10))}
            autoComplete="postal-code"
            placeholder="12345"
          />
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Processing…">
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}

export interface StripeCardFormProps extends CardFormProps {
  publishableKey: string | null;
}

/** Loads Stripe.js, then the card fields; without Stripe.js it says 'Payment system not ready' with Try again. */
export default function StripeCardForm({ publishableKey, ...props }: StripeCardFormProps) {
  const [attempt, setAttempt] = useState(0);
  const [stripe, setStripe] = useState<Stripe | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    setStripe(undefined);
    if (!publishableKey) setStripe(null);
    else void loadStripeOnce(publishableKey).then((loaded) => live && setStripe(loaded));
    return () => {
      live = false;
    };
  }, [publishableKey, attempt]);

  if (stripe === undefined) {
    return <LoadingNote>Loading the secure card form…</LoadingNote>;
  }
  if (stripe === null) {
    return (
      <Stack gap="3">
        <FormAlert>{PAYMENT_MESSAGES.notReady}</FormAlert>
        <Button variant="outline" alignSelf="flex-start" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </Stack>
    );
  }
  return (
    <Elements stripe={stripe}>
      <StripeFields {...props} />
    </Elements>
  );
}
