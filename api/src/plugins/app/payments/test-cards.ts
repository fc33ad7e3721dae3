// Stripe's public test card numbers (https://docs.stripe.com/testing) and what each one does, with
// the messages Stripe gives. The built-in test provider charges by them; its card forms accept
// nothing else, so a real card number never moves money here.

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
  postalCode: string;
}

export interface CardError {
  code: string;
  message: string;
}

export type CardOutcome =
  { kind: 'succeeds' } | { kind: 'declined'; error: CardError } | { kind: 'needs-authentication' };

const declined = (code: string, message: string): CardOutcome => ({ kind: 'declined', error: { code, message } });

/** The test numbers and their outcomes, as Stripe documents them. */
export const TEST_CARDS: Record<string, CardOutcome> = {
  '4242424242424242': { kind: 'succeeds' },
  '4000056655665556': { kind: 'succeeds' },
  '5555555555554444': { kind: 'succeeds' },
  '2223003122003222': { kind: 'succeeds' },
  '378282246310005': { kind: 'succeeds' },
  '6011111111111117': { kind: 'succeeds' },
  '4000000000000002': declined('card_declined', 'Your card was declined.'),
  '4000000000009995': declined('card_declined', 'Your card has insufficient funds.'),
  '4000000000009987': declined('card_declined', 'Your card was declined.'),
  '4000000000000069': declined('expired_card', 'Your card has expired.'),
  '4000000000000127': declined('incorrect_cvc', "Your card's security code is incorrect."),
  '4000000000000119': declined(
    'processing_error',
    'An error occurred while processing your card. Try again in a little bit.',
  ),
  '4000002500003155': { kind: 'needs-authentication' },
  '4000002760003184': { kind: 'needs-authentication' },
};

export const AUTHENTICATION_FAILED: CardError = {
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export const NOT_A_TEST_CARD: CardError = {
  code: 'card_declined',
  message:
    "Your card was declined. This is a test payment: use one of Stripe's test card numbers, such as 4242 4242 4242 4242.",
};

export const digitsOf = (number: string) => number.replace(/[\s-]/g, '');

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Stripe's card checks, in its order and words; null when the card is complete and well-formed. */
export function cardProblem(card: CardInput, now: Date): CardError | null {
  const digits = digitsOf(card.number);
  if (!/^\d+$/.test(digits) || digits.length < 13)
    return { code: 'incomplete_number', message: 'Your card number is incomplete.' };
  if (digits.length > 19 || !luhnValid(digits))
    return { code: 'invalid_number', message: 'Your card number is invalid.' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return { code: 'invalid_expiry_month', message: "Your card's expiration month is invalid." };
  }
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (!Number.isInteger(year) || year * 12 + (card.expMonth - 1) < thisMonth) {
    return { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
  }
  const cvcLength = digits.startsWith('34') || digits.startsWith('37') ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc.trim()))
    return { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
  if (card.postalCode.trim().length < 3) return { code: 'incomplete_zip', message: 'Your postal code is incomplete.' };
  return null;
}

/** What charging this card does: a checked card's test outcome; any other number is declined. */
export function chargeCard(card: CardInput, now: Date): CardOutcome {
  const problem = cardProblem(card, now);
  if (problem) return { kind: 'declined', error: problem };
  return TEST_CARDS[digitsOf(card.number)] ?? { kind: 'declined', error: NOT_A_TEST_CARD };
}

export const last4 = (number: string) => digitsOf(number).slice(-4);
