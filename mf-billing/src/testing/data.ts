import type { MembershipPlan, PaymentConfigResponse, Subscription } from '@resumebeat/shared-session/api';

/** The plans of decision 010, as the api answers them, with overrides per plan type. */
export function plans(overrides: Partial<Record<number, Partial<MembershipPlan>>> = {}): MembershipPlan[] {
  const base: MembershipPlan[] = [
    {
      id: 1,
      name: 'Free',
      price: 0,
      type: 0,
      hasAdvancedAnalytics: false,
      hasPrioritySupport: false,
      hasBulkUpload: false,
    },
    {
      id: 2,
      name: 'Basic',
      price: 9.99,
      type: 1,
      stripePriceId: 'price_local_basic',
      hasAdvancedAnalytics: false,
      hasPrioritySupport: false,
      hasBulkUpload: false,
    },
    {
      id: 3,
      name: 'Premium',
      price: 19.99,
      type: 2,
      hasAdvancedAnalytics: true,
      hasPrioritySupport: true,
      hasBulkUpload: true,
    },
    {
      id: 4,
      name: 'Enterprise',
      price: 49.99,
      type: 3,
      stripePriceId: 'price_local_enterprise',
      hasAdvancedAnalytics: true,
      hasPrioritySupport: true,
      hasBulkUpload: true,
    },
  ];
  return base.map((plan) => ({ ...plan, ...overrides[plan.type] }));
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    planName: 'Premium',
    price: 19.99,
    isActive: true,
    scansUsed: 0,
    scanLimit: -1,
    scansRemaining: -1,
    type: 2,
    startDate: '2026-11-22T10:00:00.000Z',
    endDate: '2026-12-22T10:00:00.000Z',
    canCancel: false,
    state: 'active',
    billing: 'pass',
    currentPeriodEnd: '2026-12-22T10:00:00.000Z',
    cancelAtPeriodEnd: false,
    renews: false,
    provider: 'local',
    canManageBilling: true,
    ...overrides,
  };
}

export const LOCAL_CONFIG: PaymentConfigResponse = { provider: 'local', stripePublishableKey: null, testMode: true };
export const STRIPE_CONFIG: PaymentConfigResponse = {
  provider: 'stripe',
  stripePublishableKey: 'pk_test_123',
  testMode: true,
};
