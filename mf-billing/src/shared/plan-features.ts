import { MEMBERSHIP_TYPES, type MembershipPlan } from '@resumebeat/shared-session/api';

/** docs/product/rules-and-limits.md#time-and-progress: the free plan's features. */
export const FREE_FEATURES = ['3 daily scans', 'AI-powered analysis', 'ATS optimization tips'] as const;

/** What a plan card lists: the free plan's features, or unlimited scans plus the plan's flagged extras. */
export function planFeatures(plan: MembershipPlan): string[] {
  if (plan.type === MEMBERSHIP_TYPES.FREE) return [...FREE_FEATURES];
  // Enterprise has what Premium has and, today, nothing more: it says so rather than repeat the list.
  if (plan.type === MEMBERSHIP_TYPES.ENTERPRISE) return ['Everything in Premium', ENTERPRISE_NOTE];
  const features = ['Unlimited resume scans', 'AI-powered analysis', 'ATS optimization tips'];
  // Cover letters are generated for type 2 and up (docs/product/rules-and-limits.md#tiers-and-roles).
  if (plan.type >= MEMBERSHIP_TYPES.PREMIUM) features.push('AI cover letters');
  if (plan.hasAdvancedAnalytics) features.push('Advanced analytics dashboard');
  if (plan.hasPrioritySupport) features.push('Priority support');
  if (plan.hasBulkUpload) features.push('Bulk resume upload');
  return features;
}

/** What Enterprise adds over Premium, said plainly (decision 029). */
export const ENTERPRISE_NOTE = 'No features beyond Premium yet';

/** $19.99 (prices are dollars a month). */
export const formatPrice = (price: number) => `$${price.toFixed(2)}`;

/** Hosted checkout when the plan has a price id at the provider (docs/product/plans-and-billing.md#upgrade-dialog). */
export const usesHostedCheckout = (plan: MembershipPlan) => Boolean(plan.stripePriceId);

/**
 * How long the price buys (decision 029): a month that renews (hosted checkout, a subscription)
 * or one month paid once (the card form, a pass that does not renew). The free plan is '/month'.
 */
export const pricePeriod = (plan: MembershipPlan) =>
  plan.type === MEMBERSHIP_TYPES.FREE || usesHostedCheckout(plan) ? '/month' : ' for one month';

/** How a paid plan is billed (decisions 010, 029): a monthly subscription through checkout, or one month by card. */
export const billingNote = (plan: MembershipPlan) =>
  usesHostedCheckout(plan)
    ? 'Monthly subscription · renews until you cancel'
    : 'One-month pass, paid once by card · does not renew';

/** The payment step's summary: what the payment buys and for how long. */
export const purchaseSummary = (plan: MembershipPlan) =>
  usesHostedCheckout(plan)
    ? `${formatPrice(plan.price)} a month, renews every month until you cancel.`
    : `${formatPrice(plan.price)} for one month, paid once (it does not renew).`;
