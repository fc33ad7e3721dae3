import { useCallback } from 'react';
import { useLocation, useNavigate } from '@resumebeat/shared-router';
import { CHECKOUT_MESSAGES, useCheckoutReturn as useReturn, type CheckoutReturn } from '@resumebeat/shared-session/api';

export { CHECKOUT_MESSAGES, type CheckoutReturn };

/**
 * docs/product/plans-and-billing.md#checkout-return, on the profile: `?payment=success&session_id=...` verifies
 * the checkout and reloads the profile; `?payment=cancelled` says the checkout was cancelled.
 * The parameters are removed with a history replace (others stay).
 */
export function useCheckoutReturn(onVerified: () => Promise<void> | void): CheckoutReturn {
  const location = useLocation();
  const navigate = useNavigate();
  const replace = useCallback((to: string, state: unknown) => navigate(to, { replace: true, state }), [navigate]);
  return useReturn(location, replace, onVerified);
}
