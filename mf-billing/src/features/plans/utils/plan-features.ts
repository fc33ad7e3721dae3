import { MEMBERSHIP_TYPES } from '@resumebeat/shared-contract';
import type { MembershipPlan } from '@resumebeat/shared-session/api';

/** SPEC.md section 9: the free plan's features. */
export const FREE_FEATURES = ['3 daily scans', 'AI-powered analysis', 'ATS optimization tips'] as const;

/** What a plan card lists: the free plan's features, or unlimited scans plus the plan's flagged extras. */
export function planFeatures(plan: MembershipPlan): string[] {
  if (plan.type === MEMBERSHIP_TYPES.FREE) return [...FREE_FEATURES];
  const features = ['Unlimited resume scans', 'AI-powered analysis', 'ATS optimization tips'];
  // Cover letters are generated for type 2 and up (SPEC.md section 6).
  if (plan.type >= MEMBERSHIP_TYPES.PREMIUM) features.push('AI cover letters');
  if (plan.hasAdvancedAnalytics) features.push('Advanced analytics dashboard');
  if (plan.hasPrioritySupport) features.push('Priority support');
  if (plan.hasBulkUpload) features.push('Bulk resume upload');
  return features;
}

/** $19.99 (prices are dollars a month). */
export const formatPrice = (price: number) => `$${price.toFixed(2)}`;

/** Hosted checkout when the plan has a price id at the provider (SPEC.md section 2). */
export const usesHostedCheckout = (plan: MembershipPlan) => Boolean(plan.stripePriceId);

/** How a paid plan is billed (decision 010): a monthly subscription through checkout, or one month by card. */
export const billingNote = (plan: MembershipPlan) => (usesHostedCheckout(plan) ? 'Billed monthly · cancel anytime' : 'One month, paid once by card');
