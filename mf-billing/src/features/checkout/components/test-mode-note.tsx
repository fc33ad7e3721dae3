import { FormAlert } from '@resumebeat/shared-ui/forms';

/** Said wherever a payment is a test one (the built-in provider, or Stripe test keys). */
export function TestModeNote({ hosted = false }: { hosted?: boolean }) {
  return (
    <FormAlert status="info">
      {hosted
        ? 'Test payment: no real money moves. On the checkout page use the test card 4242 4242 4242 4242, any future date, any CVC and any ZIP.'
        : 'Test payment: no real money moves. Use the test card 4242 4242 4242 4242, any future date, any CVC and any ZIP.'}
    </FormAlert>
  );
}
