import { Suspense, lazy, useState } from 'react';
import { Box, Button, ChartIcon, Heading, HStack, Spinner, Stack, Text } from '@resumebeat/shared-ui';
import { Card } from '@resumebeat/shared-ui/widgets';
import { AnalyticsUpgrade } from './analytics-upgrade';

// The dashboard and its charts load when it is opened, not with the profile (docs/decisions/040).
const AnalyticsDashboard = lazy(() => import('./analytics-dashboard'));

export interface AdvancedAnalyticsSectionProps {
  /** An active paid membership: its plan may have the dashboard (the server says, by the plan's flag). */
  hasPaidMembership: boolean;
  /** Opens the plans (the upgrade dialog). */
  onUpgrade: () => void;
}

/**
 * docs/product/screens.md#advanced-analytics, the plans' 'Advanced analytics dashboard' (hasAdvancedAnalytics): a card on the
 * profile. Without a paid membership it says what the dashboard shows and opens the plans; a
 * member opens it, and a plan without the flag gets the server's 403 as the same way to upgrade.
 */
export function AdvancedAnalyticsSection({ hasPaidMembership, onUpgrade }: AdvancedAnalyticsSectionProps) {
  const [open, setOpen] = useState(false);
  return (
    // Positioned: the charts' screen-reader tables (visually hidden, absolutely placed) stay inside it.
    <Card.Root
      as="section"
      aria-labelledby="advanced-analytics-heading"
      data-testid="advanced-analytics"
      position="relative"
      minW="0"
    >
      <Card.Header>
        <HStack gap="2" justify="space-between" wrap="wrap">
          <HStack gap="2">
            <ChartIcon color="brand.solid" boxSize="5" />
            <Heading as="h2" size="lg" id="advanced-analytics-heading">
              Advanced Analytics
            </Heading>
          </HStack>
          {open ? (
            <Button size="sm" variant="ghost" onClick={() => setOpen(false)}>
              Close dashboard
            </Button>
          ) : null}
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          Every part of your score over time, your keywords per job, and where you stand in your industry.
        </Text>
      </Card.Header>
      <Card.Body>
        {!hasPaidMembership ? (
          <AnalyticsUpgrade onUpgrade={onUpgrade} />
        ) : open ? (
          <Suspense
            fallback={
              <HStack role="status" gap="3" minH="24" justify="center">
                <Spinner size="sm" color="brand.solid" />
                <Text color="fg.muted">Opening your dashboard…</Text>
              </HStack>
            }
          >
            <AnalyticsDashboard onUpgrade={onUpgrade} />
          </Suspense>
        ) : (
          <Stack gap="3" align="flex-start">
            <Box>
              <Button colorPalette="brand" onClick={() => setOpen(true)}>
                <ChartIcon /> Open analytics dashboard
              </Button>
            </Box>
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
