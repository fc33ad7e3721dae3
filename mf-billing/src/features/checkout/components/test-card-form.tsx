import { useEffect, useRef, useState, type FormEvent } from 'react';
import { paymentApi } from '@resumebeat/shared-session/api';
import { Button, HStack, Stack, Text } from '@resumebeat/shared-ui';
import { Field, Input } from '@resumebeat/shared-ui/forms';
import {
  type CardFieldErrors,
  type CardFieldValues,
  formatCardNumber,
  formatExpiry,
  toTestCard,
  validateCard,
} from '../utils/card-fields';
import type { CardFormProps, ConfirmOutcome } from '../utils/payment-outcome';
import { TestModeNote } from './test-mode-note';

type Authentication = { resolve: (outcome: 'complete' | 'fail') => void; last4: string };

/**
 * The built-in test provider's card form (PAYMENT_PROVIDER=local): Stripe's fields and words,
 * confirmed with the provider's card call. A card that asks for authentication shows the test
 * bank's step here, as Stripe.js shows its own.
 */
export default function TestCardForm({ payLabel, paymentIntentId, clientSecret, busy, onPay }: CardFormProps) {
  const [values, setValues] = useState<CardFieldValues>({ number: '', expiry: '', cvc: '', postalCode: '' });
  const [errors, setErrors] = useState<CardFieldErrors>({});
  const [authentication, setAuthentication] = useState<Authentication | null>(null);
  const numberInput = useRef<HTMLInputElement>(null);
  // The dialog moved from the plans to this step: the card number is where the keyboard goes
  // (decision 036), not the page behind the dialog.
  const showingFields = authentication === null;
  useEffect(() => {
    if (showingFields) numberInput.current?.focus();
  }, [showingFields]);

  const set = (field: keyof CardFieldValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const confirm = async (): Promise<ConfirmOutcome> => {
    try {
      let result = await paymentApi.localProvider.confirmCard(paymentIntentId, clientSecret, toTestCard(values));
      if (result.status === 'requires_action') {
        const outcome = await new Promise<'complete' | 'fail'>((resolve) =>
          setAuthentication({ resolve, last4: values.number.replace(/\D/g, '').slice(-4) }),
        );
        setAuthentication(null);
        result = await paymentApi.localProvider.authenticate(paymentIntentId, clientSecret, outcome);
      }
      if (result.error) return { kind: 'failed', message: result.error.message };
      return result.status === 'succeeded' ? { kind: 'succeeded' } : { kind: 'not-successful' };
    } catch (error) {
      return { kind: 'failed', message: error instanceof Error ? error.message : null };
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCard(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.number) numberInput.current?.focus();
      return;
    }
    onPay(confirm);
  };

  if (authentication) {
    return (
      <Stack
        gap="4"
        role="group"
        aria-labelledby="test-authentication-title"
        borderWidth="1px"
        borderRadius="lg"
        p="4"
        bg="bg.subtle"
      >
        <Text id="test-authentication-title" fontWeight="semibold">
          Test authentication
        </Text>
        <Text fontSize="sm">
          The card ending in {authentication.last4} asks its bank to confirm this payment. In a real payment your bank
          shows its own step here; in test mode you choose the outcome.
        </Text>
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="brand" onClick={() => authentication.resolve('complete')}>
            Complete authentication
          </Button>
          <Button variant="outline" onClick={() => authentication.resolve('fail')}>
            Fail authentication
          </Button>
        </HStack>
      </Stack>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <Stack gap="4">
        <TestModeNote />
        <Field.Root invalid={Boolean(errors.number)} disabled={busy}>
          <Field.Label>Card number</Field.Label>
          <Input
            ref={numberInput}
            value={values.number}
            onChange={(event) => set('number', formatCardNumber(event.target.value))}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="1234 1234 1234 1234"
          />
          <Field.ErrorText>{errors.number}</Field.ErrorText>
        </Field.Root>
        <HStack gap="3" align="flex-start">
          <Field.Root invalid={Boolean(errors.expiry)} disabled={busy}>
            <Field.Label>Expiration date</Field.Label>
            <Input
              value={values.expiry}
              onChange={(event) => set('expiry', formatExpiry(event.target.value))}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder="MM / YY"
            />
            <Field.ErrorText>{errors.expiry}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.cvc)} disabled={busy}>
            <Field.Label>CVC</Field.Label>
            <Input
              value={values.cvc}
              onChange={(event) => set('cvc', event.target.value.replace(/\D/g, '').slice(0, 4))}
              inputMode="numeric"
              autoComplete="cc-csc"
              placeholder="CVC"
            />
            <Field.ErrorText>{errors.cvc}</Field.ErrorText>
          </Field.Root>
        </HStack>
        <Field.Root invalid={Boolean(errors.postalCode)} disabled={busy}>
          <Field.Label>ZIP</Field.Label>
          <Input
            value={values.postalCode}
            onChange={(event) => set('postalCode', event.target.value.slice(0, 10))}
            autoComplete="postal-code"
            placeholder="12345"
          />
          <Field.ErrorText>{errors.postalCode}</Field.ErrorText>
        </Field.Root>
        <Button type="submit" colorPalette="brand" size="lg" loading={busy} loadingText="Processing…">
          {payLabel}
        </Button>
      </Stack>
    </form>
  );
}
