import { formatCardNumber, formatExpiry, toTestCard, validateCard } from '../utils/card-fields';

const NOW = new Date('2026-11-22T10:00:00Z');
const good = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123', postalCode: '10001' };

describe('the test card form’s fields', () => {
  it('groups the number as Stripe does (Amex 4-6-5) and the expiry as MM / YY', () => {
    expect(formatCardNumber('4242424242424242999')).toBe('4242 4242 4242 4242 999');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4a2-4')).toBe('424');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('1')).toBe('1');
  });

  it('accepts a complete card and reads it for the provider', () => {
    expect(validateCard(good, NOW)).toEqual({});
    expect(toTestCard(good)).toEqual({
      number: '4242424242424242',
      expMonth: 12,
      expYear: 34,
      cvc: '123',
      postalCode: '10001',
    });
  });

  it.each([
    [{ number: '4242 4242' }, 'number', 'Your card number is incomplete.'],
    [{ number: '4242 4242 4242 4241' }, 'number', 'Your card number is invalid.'],
    [{ expiry: '12 / 3' }, 'expiry', "Your card's expiration date is incomplete."],
    [{ expiry: '13 / 30' }, 'expiry', "Your card's expiration date is invalid."],
    [{ expiry: '10 / 26' }, 'expiry', "Your card's expiration year is in the past."],
    [{ cvc: '12' }, 'cvc', "Your card's security code is incomplete."],
    [{ number: '3782 822463 10005', cvc: '123' }, 'cvc', "Your card's security code is incomplete."],
    [{ postalCode: ' 1 ' }, 'postalCode', 'Your ZIP is incomplete.'],
  ])('%j: %s says %s', (change, field, message) => {
    expect(validateCard({ ...good, ...change }, NOW)).toEqual({ [field]: message });
  });

  it('this month still counts as valid', () => {
    expect(validateCard({ ...good, expiry: '11 / 26' }, NOW)).toEqual({});
  });
});
