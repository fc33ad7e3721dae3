import { useCallback, useEffect, useRef, useState } from 'react';
import { INVALID_RESPONSE, isApiError, paymentApi, type MembershipPlan } from '@resumebeat/shared-session/api';
import { PAYMENT_MESSAGES } from '../../../shared/messages';

export type PlansState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; plans: MembershipPlan[]; currentType: number };

/**
 * The plans (GET membership-plans) and the account's current plan type (usage-status), loaded
 * together when the dialog opens. SPEC.md section 8: 'Failed to load membership plans', or
 * 'Invalid response from server' when the answer is not an array.
 */
export function usePlans() {
  const [state, setState] = useState<PlansState>({ kind: 'loading' });
  const latest = useRef(0);
  const load = useCallback(async () => {
    const id = ++latest.current;
    setState({ kind: 'loading' });
    try {
      const [plans, usage] = await Promise.all([paymentApi.membershipPlans(), paymentApi.usageStatus().catch(() => null)]);
      if (id === latest.current) setState({ kind: 'loaded', plans, currentType: usage?.membershipType ?? 0 });
    } catch (error) {
      if (id !== latest.current) return;
      console.error('[mf-billing] membership plans failed', error);
      setState({ kind: 'error', message: isApiError(error) && error.serverMessage === INVALID_RESPONSE ? INVALID_RESPONSE : PAYMENT_MESSAGES.plansFailed });
    }
  }, []);
  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [load]);
  return { state, reload: load };
}
