import { BIO_MAX_LENGTH, MEMBERSHIP_TYPES, type Subscription } from '@resumebeat/shared-session/api';
import { dateFormat } from '../../../shared/date-formats';

export { BIO_MAX_LENGTH };

const PLAN_NAMES: Record<number, string> = {
  [MEMBERSHIP_TYPES.FREE]: 'Free',
  [MEMBERSHIP_TYPES.BASIC]: 'Basic',
  [MEMBERSHIP_TYPES.PREMIUM]: 'Premium',
  [MEMBERSHIP_TYPES.ENTERPRISE]: 'Enterprise',
};

/** Plan type code to name (docs/product/rules-and-limits.md#plan-type-codes): anything else is Unknown. */
export function planTypeName(type: number): string {
  return PLAN_NAMES[type] ?? 'Unknown';
}

/** `$19.99/month`: two decimals on the profile (docs/product/plans-and-billing.md#plans). */
export function formatMonthlyPrice(price: number): string {
  return `$${price.toFixed(2)}/month`;
}

/**
 * Where a paid plan stands (decision 029): a subscription that renews, one set to end (cancelled,
 * kept until the period's end), a one-month pass (paid once, never renews), or one no longer active.
 */
export type PlanTerm = 'renews' | 'ends' | 'pass' | 'ended';

const isPass = (subscription: Subscription) => subscription.billing === 'pass';

/** The server's word (decision 028's fields): its state, whether it renews, how it is billed. */
export function planTerm(subscription: Subscription): PlanTerm {
  if (!subscription.isActive || subscription.state === 'inactive') return 'ended';
  if (subscription.renews) return 'renews';
  return isPass(subscription) ? 'pass' : 'ends';
}

/** What the price buys: `$9.99/month` for a subscription, `$19.99 for one month` for a pass. */
export function formatPlanPrice(subscription: Subscription): string {
  return isPass(subscription)
    ? `$${subscription.price.toFixed(2)} for one month`
    : formatMonthlyPrice(subscription.price);
}

/** A date for people, in their locale and the UTC calendar day the api counts in. */
export function formatDate(
  iso: string | null | undefined,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string | null {
  if (!iso) return null;
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return null;
  return dateFormat({ ...options, timeZone: iso.length === 10 ? 'UTC' : undefined }).format(date);
}

/** The date input's value: the date part only (docs/product/rules-and-limits.md#profile). */
export function dateInputValue(value: string | null | undefined): string {
  return value ? value.slice(0, 10) : '';
}
