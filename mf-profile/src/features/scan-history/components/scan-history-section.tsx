import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from '@resumebeat/shared-router';
import type { ResumeSummary } from '@resumebeat/shared-session/api';
import {
  Badge,
  Box,
  Button,
  ChartIcon,
  Heading,
  HStack,
  Link,
  SCORE_BAND_PALETTE,
  Spinner,
  Stack,
  Text,
  UploadIcon,
  loadedWhenOpened,
  scoreBand,
} from '@resumebeat/shared-ui';
import { FormAlert } from '../../../shared/forms-later';
import { DATE_TIME, dateFormat } from '../../../shared/date-formats';
import { Card } from '@resumebeat/shared-ui/widgets';
import type { ScanHistory } from '../hooks/use-scan-history';
import type { ScanDetailDialogProps } from './scan-detail-dialog';
import { paths } from '@resumebeat/shared-contract/paths';

// The chart and its library load with this section, not with the first visit or other pages.
const ScoreHistoryChart = lazy(() => import('./score-history-chart'));

// Loaded when a scan is first opened, not with the page: with it, the dialog machinery (the
// `overlays` entry) stays out of the profile's start (docs/decisions/047).
const ScanDetailDialog = loadedWhenOpened<ScanDetailDialogProps & { open: boolean }>(() =>
  import('./scan-detail-dialog').then((module) => module.ScanDetailDialog),
);

// Made when the first scan is shown, not as the page is evaluated (../../../shared/date-formats.ts).
const dateTime = { format: (date: Date) => dateFormat(DATE_TIME).format(date) };

export interface ScanHistorySectionProps {
  /**
   * The scans, asked for by the page as it starts (useScanHistory), with the profile's other calls
   * rather than after the profile has arrived (docs/decisions/046).
   */
  history: ScanHistory;
  /** Today's allowance, passed on when a scan is opened and taken further. */
  remainingScans: number;
  hasPaidMembership: boolean;
}

function ChartLoading() {
  return (
    <HStack role="status" gap="3" minH="48" justify="center">
      <Spinner size="sm" color="brand.solid" />
      <Text color="fg.muted">Drawing your score history…</Text>
    </HStack>
  );
}

function ScanList({ scans, onOpen }: { scans: ResumeSummary[]; onOpen: (scan: ResumeSummary) => void }) {
  return (
    // Positioned: the screen-reader-only 'Actions' header (absolutely positioned) stays inside the
    // box that scrolls; without it, it escaped to the page, which then scrolled sideways on a phone.
    <Box overflowX="auto" position="relative">
      {/* Wide enough to read on a phone; the box scrolls sideways there (the Open buttons make it keyboard-reachable). */}
      <Box
        as="table"
        width="100%"
        minW="36rem"
        fontSize="sm"
        css={{ '& th, & td': { px: '3', py: '2.5', textAlign: 'start', borderBottomWidth: '1px' } }}
      >
        <caption style={{ textAlign: 'start', paddingBottom: '0.5rem' }}>
          <Text as="span" fontWeight="semibold">
            Your scans, newest first
          </Text>
        </caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">File</th>
            <th scope="col">Job</th>
            <th scope="col">Score</th>
            <th scope="col">
              <Box as="span" srOnly>
                Actions
              </Box>
            </th>
          </tr>
        </thead>
        <tbody data-testid="scan-history-rows">
          {scans.map((scan) => (
            <tr key={String(scan.id)}>
              <td>{dateTime.format(new Date(scan.createdAt))}</td>
              <td style={{ wordBreak: 'break-word' }}>{scan.fileName}</td>
              <td>
                {[scan.jobTitle, scan.companyName].filter(Boolean).join(' at ') || (
                  <Text as="span" color="fg.muted">
                    General scan
                  </Text>
                )}
              </td>
              <td>
                <Badge colorPalette={SCORE_BAND_PALETTE[scoreBand(scan.score)]} variant="subtle" size="md">
                  {Math.round(scan.score)}
                </Badge>
              </td>
              <td>
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="brand"
                  onClick={() => onOpen(scan)}
                  aria-label={`Open the scan of ${scan.fileName} from ${dateTime.format(new Date(scan.createdAt))}`}
                >
                  Open
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * docs/product/screens.md#scan-history (docs/decisions/012): the member's stored scans, a line chart of their scores
 * over time, and each scan opened again with its analysis, going on to the optimized resume or a
 * cover letter. A member without scans is sent to /upload.
 */
export function ScanHistorySection({ history, remainingScans, hasPaidMembership }: ScanHistorySectionProps) {
  const [open, setOpen] = useState<ResumeSummary | null>(null);
  const state = history.state;
  return (
    <Card.Root as="section" aria-labelledby="scan-history-heading" data-testid="scan-history">
      <Card.Header>
        <HStack gap="2">
          <ChartIcon color="brand.solid" boxSize="5" />
          <Heading as="h2" size="lg" id="scan-history-heading">
            Scan History
          </Heading>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          Watch your resume get better: every scan you make while signed in is kept here.
        </Text>
      </Card.Header>
      <Card.Body>
        {state.kind === 'loading' ? (
          <HStack role="status" gap="3">
            <Spinner size="sm" color="brand.solid" />
            <Text>Loading your scans…</Text>
          </HStack>
        ) : state.kind === 'error' ? (
          <Stack gap="3">
            <FormAlert>{state.message}</FormAlert>
            <Button alignSelf="flex-start" variant="outline" onClick={history.retry}>
              Retry
            </Button>
          </Stack>
        ) : state.scans.length === 0 ? (
          <Stack gap="3" align="flex-start" data-testid="scan-history-empty">
            <Text fontWeight="medium">No scans yet.</Text>
            <Text color="fg.muted">Scan your resume and your scores will appear here, so you can see it improve.</Text>
            <Link asChild colorPalette="brand" fontWeight="semibold">
              <RouterLink to={paths.upload}>
                <UploadIcon /> Scan your first resume
              </RouterLink>
            </Link>
          </Stack>
        ) : (
          <Stack gap="6">
            <Suspense fallback={<ChartLoading />}>
              <ScoreHistoryChart scans={state.scans} />
            </Suspense>
            <ScanList scans={state.scans} onOpen={setOpen} />
          </Stack>
        )}
      </Card.Body>
      <ScanDetailDialog
        open={open !== null}
        scan={open}
        onClose={() => setOpen(null)}
        remainingScans={remainingScans}
        hasPaidMembership={hasPaidMembership}
      />
    </Card.Root>
  );
}
