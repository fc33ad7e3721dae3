import { useFetchState } from '@resumebeat/shared-session';
import { INVALID_RESPONSE, isApiError, paymentApi, type MembershipPlan } from '@resumebeat/shared-session/api';
import { PAYMENT_MESSAGES } from '../../../shared/messages';

export type PlansState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'loaded'; plans: MembershipPlan[]; currentType: number };

/**
 * The plans (GET membership-plans) and the account's current plan type (usage-status), loaded
 * together when the dialog opens. docs/product/errors.md#plans-and-payment: 'Failed to load membership plans', or
 * 'Invalid response from server' when the answer is not an array.
 */
export function usePlans() {
  return useFetchState<PlansState>(
    async () => {
      const [plans, usage] = await Promise.all([
        paymentApi.membershipPlans(),
        paymentApi.usageStatus().catch(() => null),
      ]);
      return { kind: 'loaded', plans, currentType: usage?.membershipType ?? 0 };
    },
    (error) => {
      console.error('[mf-billing] membership plans failed', error);
      return {
        kind: 'error',
        message:
          isApiError(error) && error.serverMessage === INVALID_RESPONSE
            ? INVALID_RESPONSE
            : PAYMENT_MESSAGES.plansFailed,
      };
    },
  );
}
