import { Box, ChartIcon, Heading, HStack, SimpleGrid, Text } from '@resumebeat/shared-ui';
import { Card } from '@resumebeat/shared-ui/widgets';
import { formatDate } from '../utils/format';
import { PROFILE_MESSAGES } from '../utils/profile-messages';

/** docs/product/screens.md#usage-statistics: Total Scans, and Last Scan (a date, or 'Never'). */
export function UsageStatsCard({ scanCount, lastScanDate }: { scanCount: number; lastScanDate: string | null }) {
  return (
    <Card.Root as="section" aria-labelledby="usage-stats-heading">
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
              {scanCount}
            </Text>
          </Box>
          <Box>
            <Text as="dt" fontSize="sm" color="fg.muted">
              Last Scan
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="bold" data-testid="last-scan">
              {formatDate(lastScanDate) ?? PROFILE_MESSAGES.never}
            </Text>
          </Box>
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
