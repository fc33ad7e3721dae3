/**
 * The built-in test provider's card form, read and checked the way Stripe's card fields do, in
 * Stripe's words, before anything is sent (the server checks again and decides the outcome).
 */

export interface CardFieldValues {
  number: string;
  expiry: string;
  cvc: string;
  postalCode: string;
}

export type CardFieldErrors = Partial<Record<keyof CardFieldValues, string>>;

const digits = (value: string) => value.replace(/\D/g, '');

const isAmex = (number: string) => /^3[47]/.test(digits(number));

/** "4242424242424242" -> "4242 4242 4242 4242" (Amex: 4-6-5). */
export function formatCardNumber(value: string): string {
  const raw = digits(value).slice(0, 19);
  if (isAmex(raw)) return [raw.slice(0, 4), raw.slice(4, 10), raw.slice(10, 15)].filter(Boolean).join(' ');
  return raw.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" -> "12 / 34", as typed. */
export function formatExpiry(value: string): string {
  const raw = digits(value).slice(0, 4);
  return raw.length > 2 ? `${raw.slice(0, 2)} / ${raw.slice(2)}` : raw;
}

function luhn(number: string): boolean {
  let sum = 0;
  [...number].reverse().forEach((char, index) => {
    let digit = Number(char);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  });
  return sum % 10 === 0;
}

export function validateCard(values: CardFieldValues, now = new Date()): CardFieldErrors {
  const errors: CardFieldErrors = {};
  const number = digits(values.number);
  if (number.length < (isAmex(number) ? 15 : 16)) errors.number = 'Your card number is incomplete.';
  else if (!luhn(number)) errors.number = 'Your card number is invalid.';
  const expiry = digits(values.expiry);
  if (expiry.length < 4) errors.expiry = "Your card's expiration date is incomplete.";
  else {
    const month = Number(expiry.slice(0, 2));
    const year = 2000 + Number(expiry.slice(2, 4));
    if (month < 1 || month > 12) errors.expiry = "Your card's expiration date is invalid.";
    else if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth())
      errors.expiry = "Your card's expiration year is in the past.";
  }
  if (digits(values.cvc).length < (isAmex(number) ? 4 : 3)) errors.cvc = "Your card's security code is incomplete.";
  if (values.postalCode.trim().length < 3) errors.postalCode = 'Your ZIP is incomplete.';
  return errors;
}

/** What the provider's card call takes. */
export function toTestCard(values: CardFieldValues) {
  const expiry = digits(values.expiry);
  return {
    number: digits(values.number),
    expMonth: Number(expiry.slice(0, 2)),
    expYear: Number(expiry.slice(2, 4)),
    cvc: digits(values.cvc),
    postalCode: values.postalCode.trim(),
  };
}
