import { Link as RouterLink, useNavigate } from '@resumebeat/shared-router';
import { useSession } from '@resumebeat/shared-session';
import type { ResumeSummary } from '@resumebeat/shared-session/api';
import {
  Box,
  Button,
  FileTextIcon,
  Flex,
  Heading,
  HStack,
  Link,
  PageContainer,
  Spinner,
  Stack,
  Text,
  UploadIcon,
  loadedWhenOpened,
} from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { JourneyStepper } from '@resumebeat/shared-ui/widgets';
import { useEffect, useState } from 'react';
import {
  hasJobDescription,
  isResumeUploaded,
  journeyState,
  noteJourneyProgress,
} from '../../../shared/journey-storage';
import { useAccountOverview, type RecentScans } from '../hooks/use-account-overview';
import { paths } from '@resumebeat/shared-contract/paths';

// mf-billing's dialog loads when first opened, not with the dashboard.
const RemoteUpgradeDialog = loadedWhenOpened(() =>
  import('@resumebeat/shared-ui/overlays').then((module) => module.RemoteUpgradeDialog),
);

const scanDate = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(undefined, { month: 'short', day: 'numeric', year: 'numeric' });
};

/** The dashboard of docs/product/screens.md#dashboard: welcome, two actions, the three-step journey; for an account, its recent scans. */
export function Dashboard() {
  const { user, isGuest, hasAccount } = useSession();
  const navigate = useNavigate();
  const overview = useAccountOverview(hasAccount);
  const [upgradeShown, setUpgradeShown] = useState(false);
  const serverScans = overview.recent.kind === 'loaded' && overview.recent.scans.length > 0;
  const jdDone = hasJobDescription();
  // A returning member on a new browser has no local flags: their scans on the server count.
  const resumeDone = isResumeUploaded() || serverScans;
  const { activeIndex, progress } = journeyState(jdDone, resumeDone);
  const name = !user || isGuest ? 'Guest' : user.username;
  // Progress stored before the cookie existed: the next visit's first paint must not hide it.
  useEffect(() => {
    if (jdDone || resumeDone) noteJourneyProgress();
  }, [jdDone, resumeDone]);
  const usage = overview.usage;
  const atLimit =
    usage !== null && !usage.hasActiveMembership && usage.remainingScans !== -1 && usage.remainingScans <= 1;

  return (
    <PageContainer
      title={`Welcome, ${name}!`}
      subtitle="Beat the bots in three steps: add the job, upload your resume, see your results."
    >
      <Stack gap="8">
        {isGuest ? (
          <Box
            bg="brand.subtle"
            borderWidth="1px"
            borderColor="brand.emphasized"
            borderRadius="xl"
            p="4"
            data-testid="guest-prompt"
          >
            <Text>
              You are exploring as a guest.{' '}
              <Link asChild color="brand.fg" fontWeight="semibold">
                <RouterLink to={paths.login}>Sign up for a free account</RouterLink>
              </Link>{' '}
              to get 3 scans every day and keep your profile.
            </Text>
          </Box>
        ) : null}
        {atLimit ? (
          // Where the limit shows, the way on shows with it (decision 034).
          <Flex
            as="section"
            aria-label="Scans left"
            data-testid="dashboard-limit"
            gap="3"
            wrap="wrap"
            align="center"
            justify="space-between"
          >
            <Box flex="1" minW="16rem">
              <FormAlert status="warning">
                {usage.remainingScans <= 0
                  ? "You've reached your scan limit! Upgrade to continue scanning."
                  : 'Only 1 scan remaining today!'}
              </FormAlert>
            </Box>
            <Button colorPalette="brand" onClick={() => setUpgradeShown(true)}>
              Upgrade Now
            </Button>
          </Flex>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button colorPalette="brand" size="lg" onClick={() => navigate(paths.upload)}>
            <UploadIcon /> Upload New Resume
          </Button>
          <Button variant="outline" size="lg" onClick={() => navigate(paths.jobDescription)}>
            <FileTextIcon /> Upload Job Description
          </Button>
        </Stack>
        <JourneyStepper
          label="Your progress"
          activeIndex={activeIndex}
          progress={progress}
          steps={[
            {
              title: 'Add Job Description',
              description: 'Target your scan at the job you want.',
              done: jdDone,
              onSelect: () => navigate(paths.jobDescription),
            },
            {
              title: 'Upload Resume',
              description: 'PDF, DOCX or TXT, up to 10 MB.',
              done: resumeDone,
              onSelect: () => navigate(paths.upload),
            },
            {
              title: 'View Results',
              description: resumeDone ? 'See your score and feedback.' : 'Available once a resume is uploaded.',
              done: false,
              disabled: !resumeDone,
              onSelect: resumeDone
                ? () => navigate(serverScans && !isResumeUploaded() ? paths.profile : paths.upload)
                : undefined,
            },
          ]}
        />
        {hasAccount ? (
          <RecentScansList
            recent={overview.recent}
            onRetry={() => void overview.reload()}
            onOpenAll={() => navigate(paths.profile)}
          />
        ) : null}
      </Stack>
      {hasAccount ? (
        <RemoteUpgradeDialog
          open={upgradeShown}
          onClose={() => setUpgradeShown(false)}
          onUpgraded={() => void overview.reloadUsage()}
        />
      ) : null}
    </PageContainer>
  );
}

function RecentScansList({
  recent,
  onRetry,
  onOpenAll,
}: {
  recent: RecentScans;
  onRetry: () => void;
  onOpenAll: () => void;
}) {
  if (recent.kind === 'none') return null;
  return (
    <Stack
      as="section"
      aria-labelledby="recent-scans-title"
      gap="3"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      p={{ base: '4', md: '6' }}
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="md" id="recent-scans-title">
          Your recent scans
        </Heading>
        {recent.kind === 'loaded' && recent.scans.length > 0 ? (
          <Button size="sm" variant="ghost" colorPalette="brand" onClick={onOpenAll}>
            See all in your profile
          </Button>
        ) : null}
      </Flex>
      {recent.kind === 'loading' ? (
        <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
          <Spinner size="xs" />
          <Text>Loading your scans…</Text>
        </HStack>
      ) : recent.kind === 'error' ? (
        <Stack gap="2">
          <FormAlert>Failed to load your recent scans.</FormAlert>
          <Button size="sm" variant="outline" alignSelf="flex-start" onClick={onRetry}>
            Retry
          </Button>
        </Stack>
      ) : recent.scans.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          No scans yet. Upload your resume to get your first score.
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" data-testid="recent-scans">
          {recent.scans.map((scan) => (
            <ScanRow key={String(scan.id)} scan={scan} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function ScanRow({ scan }: { scan: ResumeSummary }) {
  const target = [scan.jobTitle, scan.companyName].filter(Boolean).join(' at ');
  return (
    <Flex
      as="li"
      justify="space-between"
      align="center"
      gap="3"
      borderBottomWidth="1px"
      pb="2"
      _last={{ borderBottomWidth: 0, pb: 0 }}
    >
      <Box minW="0">
        <Text fontWeight="medium" truncate>
          {scan.fileName}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {scanDate(scan.createdAt)}
          {target ? ` · ${target}` : ''}
        </Text>
      </Box>
      <Text fontWeight="bold" fontSize="lg" flexShrink={0} aria-label={`Score ${Math.round(scan.score)}%`}>
        {Math.round(scan.score)}%
      </Text>
    </Flex>
  );
}
