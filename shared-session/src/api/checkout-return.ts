import { useEffect, useRef, useState } from 'react';
import { isApiError } from './api-error';
import { paymentApi } from './payment';

export type CheckoutReturn =
  | { kind: 'none' }
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'failed'; message: string }
  /** The buyer left the hosted checkout without paying (`?payment=cancelled`). */
  | { kind: 'cancelled' };

/** What a page says when it is the return from a hosted checkout (docs/product/plans-and-billing.md#checkout-return). */
export const CHECKOUT_MESSAGES = {
  verifying: 'Confirming your payment…',
  verified: 'Payment confirmed. Your membership is now active.',
  failed:
    'We could not confirm your payment yet. If you were charged, it will show here shortly; otherwise contact support below.',
  cancelled: 'Checkout cancelled. You were not charged and your plan has not changed.',
} as const;

/** The return parameters hosted checkout adds: `payment=success&session_id=…` or `payment=cancelled`. */
export function readCheckoutReturn(
  search: string,
): { kind: 'success'; sessionId: string } | { kind: 'cancelled' } | null {
  const params = new URLSearchParams(search);
  const payment = params.get('payment');
  if (payment === 'cancelled') return { kind: 'cancelled' };
  const sessionId = payment === 'success' ? params.get('session_id')?.trim() : null;
  return sessionId ? { kind: 'success', sessionId } : null;
}

/** The query without the checkout's parameters (others stay), with its `?`, or ''. */
export function withoutCheckoutParams(search: string): string {
  const rest = new URLSearchParams(search);
  rest.delete('payment');
  rest.delete('session_id');
  const query = rest.toString();
  return query ? `?${query}` : '';
}

export interface CheckoutReturnLocation {
  pathname: string;
  search: string;
  state?: unknown;
}

/**
 * The checkout return (docs/product/plans-and-billing.md#checkout-return), for any page a hosted checkout comes back to (the page it
 * started from): with `?payment=success&session_id=…` it verifies the checkout
 * (GET /api/payment/verify-checkout) and calls `onVerified` (reload what the page shows); with
 * `?payment=cancelled` it says the checkout was cancelled. Either way the parameters are removed
 * (others stay) through `replace`, so Back and reload do not repeat it. Once per return, also
 * under React's development double effects.
 */
export function useCheckoutReturn(
  location: CheckoutReturnLocation,
  replace: (to: string, state: unknown) => void,
  onVerified: () => Promise<void> | void,
): CheckoutReturn {
  const found = readCheckoutReturn(location.search);
  const key = found ? (found.kind === 'success' ? `success:${found.sessionId}` : 'cancelled') : null;
  const [state, setState] = useState<CheckoutReturn>(() =>
    found?.kind === 'success'
      ? { kind: 'verifying' }
      : found?.kind === 'cancelled'
        ? { kind: 'cancelled' }
        : { kind: 'none' },
  );
  const handled = useRef<string | null>(null);
  const latest = useRef({ onVerified, replace });
  latest.current = { onVerified, replace };
  const { pathname, search, state: routeState } = location;

  useEffect(() => {
    if (!key || handled.current === key) return;
    handled.current = key;
    const found = readCheckoutReturn(search);
    const clean = () => latest.current.replace(`${pathname}${withoutCheckoutParams(search)}`, routeState);
    if (found?.kind !== 'success') {
      setState({ kind: 'cancelled' });
      clean();
      return;
    }
    setState({ kind: 'verifying' });
    void (async () => {
      try {
        await paymentApi.verifyCheckout(found.sessionId);
        await latest.current.onVerified();
        setState({ kind: 'verified' });
      } catch (error) {
        console.warn('[shared-session] the checkout could not be verified', error);
        setState({
          kind: 'failed',
          message:
            isApiError(error) && error.status !== 401 && error.serverMessage
              ? error.serverMessage
              : CHECKOUT_MESSAGES.failed,
        });
      } finally {
        clean();
      }
    })();
  }, [key, pathname, search, routeState]);

  return state;
}
