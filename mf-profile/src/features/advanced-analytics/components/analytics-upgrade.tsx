import { ANALYTICS_MESSAGES } from '@resumebeat/shared-session/api';
import { Badge, Box, Button, HStack, StarIcon, Stack, Text } from '@resumebeat/shared-ui';

/** What the dashboard shows, for members whose plan lacks it. */
export const ANALYTICS_FEATURES = [
  'Each part of your score over time, not just the total',
  'Keyword coverage for every job description you scanned against',
  'The keywords most often missing from your resume',
  'Your optimized resumes, before and after',
  "Where your resume stands against its industry's profile",
] as const;

/**
 * The way in for a member whose plan has no advanced analytics: what it is, and the plans
 * ('See plans' opens the upgrade dialog). `message` is the server's 403, when it answered one.
 */
export function AnalyticsUpgrade({
  message = ANALYTICS_MESSAGES.planRequired,
  onUpgrade,
}: {
  message?: string;
  onUpgrade: () => void;
}) {
  return (
    <Stack gap="3" align="flex-start" data-testid="analytics-upgrade">
      <Badge colorPalette="yellow" variant="subtle">
        <StarIcon /> Premium feature
      </Badge>
      <Text>{message}</Text>
      <Box as="ul" ps="5" fontSize="sm" color="fg.muted">
        {ANALYTICS_FEATURES.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </Box>
      <HStack>
        <Button colorPalette="brand" onClick={onUpgrade}>
          See plans
        </Button>
      </HStack>
    </Stack>
  );
}
