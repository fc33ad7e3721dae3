import { Box, Button, Heading, HStack, Spinner, Stack, Text } from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { UsageBar } from '@resumebeat/shared-ui/widgets';
import { FREE_SCANS } from '@resumebeat/shared-session/api';
import type { UsageState } from '../hooks/use-usage-status';

/** docs/product/rules-and-limits.md#plan-type-codes: membership type codes. */
export const MEMBERSHIP_NAMES: Record<number, string> = { 0: 'Free', 1: 'Basic', 2: 'Premium', 3: 'Enterprise' };
export const membershipName = (type: number) => MEMBERSHIP_NAMES[type] ?? 'Unknown';

export interface UsageCardProps {
  state: UsageState;
  onRetry: () => void;
  /** Anonymous visitors see 'Free Scans' and IP-based tracking; accounts see 'Daily Scans'. */
  signedIn: boolean;
  /** The way on beside the limit (decision 034): 'Upgrade Now' at 1 scan or fewer left. */
  onUpgrade?: () => void;
}

/** The usage-status card of the upload page (docs/product/screens.md#usage-card). */
export function UsageCard({ state, onRetry, signedIn, onUpgrade }: UsageCardProps) {
  return (
    <Box bg="bg.panel" borderWidth="1px" borderRadius="2xl" p="5" aria-live="polite" data-testid="usage-card">
      {state.kind === 'loading' ? (
        // As high as the allowance it turns into (heading, bar, count), so nothing below moves
        // when the server answers (the page's first paint shows this state).
        <HStack gap="3" minH="6.5rem">
          <Spinner size="sm" color="brand.solid" />
          <Text color="fg.muted">Checking your scans…</Text>
        </HStack>
      ) : state.kind === 'error' ? (
        <Stack gap="3">
          <FormAlert>Failed to load usage status</FormAlert>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      ) : state.usage.remainingScans === -1 ? (
        <Text fontWeight="medium" color="green.700">
          You have unlimited scans with your {membershipName(state.usage.membershipType)} membership!
        </Text>
      ) : (
        <UsageDetails
          remaining={state.usage.remainingScans}
          used={state.usage.scanCount}
          signedIn={signedIn}
          onUpgrade={onUpgrade}
        />
      )}
    </Box>
  );
}

function UsageDetails({
  remaining,
  used,
  signedIn,
  onUpgrade,
}: {
  remaining: number;
  used: number;
  signedIn: boolean;
  onUpgrade?: () => void;
}) {
  const limit = Math.max(FREE_SCANS, used + remaining);
  const usedOfLimit = limit - remaining;
  return (
    <Stack gap="3">
      <Heading as="h2" size="md">
        {signedIn ? 'Daily Scans' : 'Free Scans'}
      </Heading>
      <UsageBar
        used={usedOfLimit}
        limit={limit}
        label={`${remaining} of ${limit} scans remaining`}
        valueText={`${remaining} left`}
      />
      <Text fontSize="sm" color="fg.muted">
        {signedIn ? `Total scans today: ${used}` : `IP-based tracking: ${used} ${used === 1 ? 'scan' : 'scans'} used`}
      </Text>
      {remaining <= 1 ? (
        <FormAlert status="warning">
          {/* An anonymous visitor's 3 scans never renew: no 'today' for them (decision 036). */}
          {remaining <= 0
            ? "You've reached your scan limit! Upgrade to continue scanning."
            : signedIn
              ? 'Only 1 scan remaining today!'
              : 'Only 1 free scan remaining!'}
        </FormAlert>
      ) : null}
      {remaining <= 1 && onUpgrade ? (
        <Button size="sm" colorPalette="brand" alignSelf="flex-start" onClick={onUpgrade}>
          Upgrade Now
        </Button>
      ) : null}
    </Stack>
  );
}
