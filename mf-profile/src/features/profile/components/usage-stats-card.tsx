import { Box, ChartIcon, Heading, HStack, SimpleGrid, Text } from '@resumebeat/shared-ui';
import { Card } from '@resumebeat/shared-ui/widgets';
import { formatDate } from '../utils/format';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

/** A value not known yet: one line, empty (decision 046). */
const PENDING = '\u00a0';

/** docs/product/screens.md#usage-statistics: Total Scans, and Last Scan (a date, or 'Never'). */
export function UsageStatsCard({
  scanCount,
  lastScanDate,
}: {
  /** undefined while the profile loads: the card keeps its place and size, its values empty. */
  scanCount: number | undefined;
  lastScanDate: string | null | undefined;
}) {
  const pending = scanCount === undefined;
  return (
    <Card.Root as="section" aria-labelledby="usage-stats-heading" aria-busy={pending || undefined}>
      <Card.Header>
        <HStack gap="2">
          <ChartIcon color="brand.solid" boxSize="5" />
          <Heading as="h2" size="lg" id="usage-stats-heading">
            Usage Statistics
          </Heading>
        </HStack>
      </Card.Header>
      <Card.Body>
        <SimpleGrid as="dl" columns={2} gap="4">
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              Total Scans
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" data-testid="total-scans">
              {pending ? PENDING : scanCount}
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              Last Scan
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" data-testid="last-scan">
              {pending ? PENDING : (formatDate(lastScanDate ?? null) ?? PROFILE_MESSAGES.never)}
            </Text>
          </Box>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
