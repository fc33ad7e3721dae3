import { useState } from 'react';
import { MEMBERSHIP_TYPES } from '@resumebeat/shared-session/api';
import { isApiError, paymentApi, type Subscription, type UsageStatus } from '@resumebeat/shared-session/api';
import {
  Badge,
  Box,
  Button,
  CheckIcon,
  Flex,
  Heading,
  HStack,
  Stack,
  StarIcon,
  Text,
  loadedWhenOpened,
} from '@resumebeat/shared-ui';
import { FormAlert } from '../../../shared/forms-later';
import { Card, UsageBar } from '@resumebeat/shared-ui/widgets';
import {
  formatDate,
  formatMonthlyPrice,
  formatPlanPrice,
  planTerm,
  planTypeName,
  type PlanTerm,
} from '../utils/format';
import { PROFILE_MESSAGES, serverMessage } from '../utils/profile-messages';

// Loaded when first opened ('Cancel Subscription'), not with the page: with it, the dialog
// machinery (the `overlays` entry) stays out of the profile's start (docs/decisions/047).
const CancelSubscriptionDialog = loadedWhenOpened(() =>
  import('./cancel-subscription-dialog').then((module) => module.CancelSubscriptionDialog),
);

/** Where the browser goes; a seam for tests (jsdom cannot navigate). */
export const browser = { assign: (url: string) => window.location.assign(url) };

/** What the free plan includes (docs/product/plans-and-billing.md#plans). */
export const FREE_PLAN_FEATURES = ['3 daily scans', 'AI-powered analysis', 'ATS optimization tips'] as const;

export interface SubscriptionCardProps {
  /** null: the free plan (docs/product/plans-and-billing.md#subscription-card). */
  subscription: Subscription | null;
  /** Today's scans, for the free plan's bar; null while unknown. */
  usage: UsageStatus | null;
  /** Payments are on (Stripe or the built-in provider): members get 'Manage billing', the provider's portal. */
  billingPortal: boolean;
  onUpgrade: () => void;
  /** After a cancellation: reload the profile. */
  onCancelled: () => void;
  /**
   * While the profile (or today's usage) loads: the card's heading, and its body's place kept at the
   * height of the free plan's (plan, price, today's scans, what it includes, Upgrade), the most
   * common. The same card then fills in (docs/decisions/046).
   */
  pending?: boolean;
}

function Usage({ used, limit, label }: { used: number; limit: number; label: string }) {
  if (limit === -1) {
    return (
      <Text data-testid="subscription-usage">
        <strong>Unlimited scans</strong> · {used} used
      </Text>
    );
  }
  return <UsageBar used={used} limit={limit} scale="profile" label={label} valueText={`${used} of ${limit} used`} />;
}

/** The free plan's body, measured at a phone's width (the Lighthouse and browser-test viewport). */
const SUBSCRIPTION_BODY_MIN_H = '15.75rem';

/** Decision 029: what the card says of the plan's period, in the server's terms. */
export function termText(term: PlanTerm, plan: string, date: string | null): string | null {
  if (!date) return null;
  switch (term) {
    case 'renews':
      return `Renews ${date}`;
    case 'ends':
      return `Renewal cancelled: you keep ${plan} until ${date}. It will not renew.`;
    case 'pass':
      return `One month, paid once: you keep ${plan} until ${date}. It does not renew.`;
    case 'ended':
      return `Ended ${date}`;
  }
}

/**
 * The subscription card of docs/product/plans-and-billing.md#subscription-card and docs/product/rules-and-limits.md#usage-bar-colours: plan (or 'Free'), active or inactive,
 * the price and what it buys (`$price/month` with two decimals, or a one-month pass), a usage
 * bar (red at 90% used, amber at 70%, else green; capped at 100%) or 'Unlimited scans', Cancel
 * only when active and cancellable, 'Manage billing' (the active provider's portal) for members,
 * and Upgrade (mf-billing's dialog). Until when the plan is kept, and whether it renews, is the
 * server's word (decision 029); an inactive plan says so, with today's free scans.
 */
export function SubscriptionCard({
  subscription,
  usage,
  billingPortal,
  onUpgrade,
  onCancelled,
  pending = false,
}: SubscriptionCardProps) {
  const [cancelOpen, setCancelOpen] = useState(false);
  const [portalBusy, setPortalBusy] = useState(false);
  const [portalError, setPortalError] = useState<string | null>(null);
  // Until the profile carries the subscription, today's usage still knows a member's plan type.
  const memberByUsage = !subscription && usage?.hasActiveMembership === true;
  const planName =
    subscription?.planName || (memberByUsage ? planTypeName(usage.membershipType) : PROFILE_MESSAGES.free);
  const active = subscription?.isActive === true && subscription.state !== 'inactive';
  const canUpgrade = !active || (subscription?.type ?? 0) < MEMBERSHIP_TYPES.ENTERPRISE;

  const openPortal = async () => {
    setPortalBusy(true);
    setPortalError(null);
    try {
      const { url } = await paymentApi.billingPortalSession();
      browser.assign(url);
    } catch (error) {
      console.warn('[mf-profile] the billing portal could not be opened', error);
      setPortalError(
        (isApiError(error) && error.status !== 401 && serverMessage(error.body)) ||
          PROFILE_MESSAGES.billingPortalFailed,
      );
      setPortalBusy(false);
    }
  };

  const term = subscription ? planTerm(subscription) : null;
  const until =
    subscription && term ? termText(term, planName, formatDate(subscription.endDate, { dateStyle: 'long' })) : null;
  // An inactive plan counts against the free allowance again: today's scans, not 'Unlimited'.
  const showSubscriptionUsage = subscription !== null && active;
  return (
    <Card.Root
      as="section"
      aria-labelledby="subscription-heading"
      aria-busy={pending || undefined}
      data-testid="subscription-card"
    >
      <Card.Header>
        <Heading as="h2" size="lg" id="subscription-heading">
          Subscription
        </Heading>
      </Card.Header>
      <Card.Body>
        {pending ? (
          <Box minH={SUBSCRIPTION_BODY_MIN_H} />
        ) : (
          <Stack gap="4">
            <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Box>
                <HStack gap="2" wrap="wrap">
                  <Text fontSize="xl" fontWeight="bold" data-testid="plan-name">
                    {planName}
                  </Text>
                  {subscription ? (
                    <Badge colorPalette={active ? 'green' : 'gray'} variant="subtle" data-testid="plan-status">
                      {active ? 'Active' : 'Inactive'}
                    </Badge>
                  ) : null}
                  {term === 'ends' ? (
                    <Badge colorPalette="orange" variant="subtle" data-testid="plan-ending">
                      Not renewing
                    </Badge>
                  ) : null}
                </HStack>
                {memberByUsage ? null : (
                  <Text color="fg.muted" data-testid="plan-price">
                    {subscription ? formatPlanPrice(subscription) : formatMonthlyPrice(0)}
                  </Text>
                )}
              </Box>
              {subscription?.startDate ? (
                <Text fontSize="sm" color="fg.muted" textAlign="end">
                  Since {formatDate(subscription.startDate)}
                </Text>
              ) : null}
            </Flex>
            {until ? (
              <Text fontSize="sm" data-testid="plan-term">
                {until}
              </Text>
            ) : null}
            {subscription && !active ? (
              <Text fontSize="sm" color="fg.muted" data-testid="plan-inactive">
                Your {planName} plan is no longer active: you have the free plan&apos;s 3 daily scans. Upgrade to get
                unlimited scans again.
              </Text>
            ) : null}

            {showSubscriptionUsage ? (
              <Usage used={subscription.scansUsed} limit={subscription.scanLimit} label="Scans used" />
            ) : usage ? (
              <Usage
                used={usage.scanCount}
                limit={usage.remainingScans === -1 ? -1 : usage.scanCount + usage.remainingScans}
                label="Scans used today"
              />
            ) : null}

            {!subscription && !memberByUsage ? (
              <Stack as="ul" gap="1.5" listStyleType="none" aria-label="Free plan features">
                {FREE_PLAN_FEATURES.map((feature) => (
                  <HStack as="li" key={feature} gap="2" fontSize="sm">
                    <CheckIcon color="green.600" boxSize="4" />
                    <Text>{feature}</Text>
                  </HStack>
                ))}
              </Stack>
            ) : null}

            {portalError ? <FormAlert>{portalError}</FormAlert> : null}

            <Flex gap="3" wrap="wrap">
              {canUpgrade ? (
                <Button colorPalette="brand" onClick={onUpgrade}>
                  <StarIcon /> Upgrade
                </Button>
              ) : null}
              {subscription && billingPortal && subscription.canManageBilling ? (
                <Button variant="outline" onClick={() => void openPortal()} loading={portalBusy} loadingText="Opening…">
                  Manage billing
                </Button>
              ) : null}
              {active && subscription?.canCancel ? (
                <Button variant="outline" colorPalette="red" onClick={() => setCancelOpen(true)}>
                  Cancel Subscription
                </Button>
              ) : null}
            </Flex>
          </Stack>
        )}
      </Card.Body>
      {subscription && !pending ? (
        <CancelSubscriptionDialog
          open={cancelOpen}
          planName={planName}
          endDate={subscription.endDate}
          onClose={() => setCancelOpen(false)}
          onCancelled={onCancelled}
        />
      ) : null}
    </Card.Root>
  );
}
