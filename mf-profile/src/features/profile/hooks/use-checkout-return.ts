import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@resumebeat/shared-router';
import { isApiError, paymentApi } from '@resumebeat/shared-session/api';

export type CheckoutReturn =
  | { kind: 'none' }
  | { kind: 'verifying' }
  | { kind: 'verified' }
  | { kind: 'failed'; message: string };

/** Not in SPEC.md: what the page says when the checkout it came back from cannot be confirmed. */
export const CHECKOUT_MESSAGES = {
  verifying: 'Confirming your payment…',
  verified: 'Payment confirmed. Your membership is now active.',
  failed: 'We could not confirm your payment yet. If you were charged, it will show here shortly; otherwise contact support below.',
} as const;

/**
 * SPEC.md section 4, checkout return: with `?payment=success&session_id=...` in the URL the page
 * verifies the checkout (GET /api/payment/verify-checkout), reloads the profile, and removes
 * those two parameters (other parameters stay), replacing the history entry so Back and reload
 * do not verify again. Runs once per session id, also under React's development double effects.
 */
export function useCheckoutReturn(onVerified: () => Promise<void> | void): CheckoutReturn {
  const location = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(location.search);
  const sessionId = params.get('payment') === 'success' ? params.get('session_id')?.trim() || null : null;
  const [state, setState] = useState<CheckoutReturn>(() => (sessionId ? { kind: 'verifying' } : { kind: 'none' }));
  const handled = useRef<string | null>(null);
  const onVerifiedRef = useRef(onVerified);
  onVerifiedRef.current = onVerified;

  useEffect(() => {
    if (!sessionId || handled.current === sessionId) return;
    handled.current = sessionId;
    setState({ kind: 'verifying' });
    const rest = new URLSearchParams(location.search);
    rest.delete('payment');
    rest.delete('session_id');
    const query = rest.toString();
    void (async () => {
      try {
        await paymentApi.verifyCheckout(sessionId);
        await onVerifiedRef.current();
        setState({ kind: 'verified' });
      } catch (error) {
        console.warn('[mf-profile] the checkout could not be verified', error);
        setState({ kind: 'failed', message: isApiError(error) && error.status !== 401 && error.serverMessage ? error.serverMessage : CHECKOUT_MESSAGES.failed });
      } finally {
        navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true, state: location.state });
      }
    })();
  }, [sessionId, location.pathname, location.search, location.state, navigate]);

  return state;
}
