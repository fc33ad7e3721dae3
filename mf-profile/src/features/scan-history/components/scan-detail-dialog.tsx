import { useEffect, useState } from 'react';
import { useNavigate } from '@resumebeat/shared-router';
import {
  isApiError,
  missingRequiredCount,
  resumeApi,
  type ResumeDetail,
  type ResumeSummary,
} from '@resumebeat/shared-session/api';
import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  HStack,
  SCORE_BAND_PALETTE,
  SparklesIcon,
  Spinner,
  Stack,
  Text,
  scoreBand,
} from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { AppDialog } from '@resumebeat/shared-ui/overlays';
import { ProgressBar, feedbackElements } from '@resumebeat/shared-ui/widgets';
import { atsFeedback, toUploadResult } from '../utils/stored-scan';
import { paths } from '@resumebeat/shared-contract/paths';

type DetailState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; scan: ResumeDetail };

export interface ScanDetailDialogProps {
  /** The scan to show; null: closed. */
  scan: ResumeSummary | null;
  onClose: () => void;
  /** Today's allowance, passed on with the scan to the next page. */
  remainingScans: number;
  hasPaidMembership: boolean;
}

const points = (value: number) => String(Math.round(value * 10) / 10);
const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Details({ scan }: { scan: ResumeDetail }) {
  const palette = SCORE_BAND_PALETTE[scoreBand(scan.aiAnalysis.score)];
  const target = [scan.jobTitle, scan.companyName].filter(Boolean).join(' at ');
  return (
    <Stack gap="5">
      <Flex gap="4" align="center" wrap="wrap">
        <Box
          textAlign="center"
          minW="24"
          py="2"
          px="4"
          borderRadius="xl"
          bg={`${palette}.subtle`}
          color={`${palette}.fg`}
        >
          <Text fontSize="3xl" fontWeight="bold" lineHeight="1" data-testid="stored-score">
            {Math.round(scan.aiAnalysis.score)}
          </Text>
          <Text fontSize="xs">ATS score</Text>
        </Box>
        <Stack gap="1" flex="1" minW="0">
          <Text fontWeight="medium">{atsFeedback(scan.aiAnalysis.score, missingRequiredCount(scan.keywords))}</Text>
          <Text fontSize="sm" color="fg.muted">
            {scan.fileName} · {dateTime.format(new Date(scan.createdAt))}
            {target ? ` · targeted at ${target}` : ''}
          </Text>
        </Stack>
      </Flex>

      {scan.scoreComponents.length > 0 ? (
        <Stack as="section" gap="3" aria-labelledby="stored-breakdown-heading">
          <Heading as="h3" size="md" id="stored-breakdown-heading">
            Score Breakdown
          </Heading>
          <Stack as="ul" gap="3" listStyleType="none" data-testid="stored-breakdown">
            {scan.scoreComponents.map((component) => {
              const share = component.max > 0 ? (component.score / component.max) * 100 : 0;
              return (
                <Box as="li" key={component.id}>
                  <ProgressBar
                    value={share}
                    label={component.label}
                    valueText={`${points(component.score)}/${points(component.max)}`}
                    colorPalette={SCORE_BAND_PALETTE[scoreBand(share)]}
                  />
                  {component.suggestions[0] ? (
                    <Text fontSize="sm" color="fg.muted" mt="1">
                      {component.suggestions[0]}
                    </Text>
                  ) : null}
                </Box>
              );
            })}
          </Stack>
        </Stack>
      ) : null}

      {scan.keywords ? (
        <Stack as="section" gap="2" aria-labelledby="stored-keywords-heading">
          <Heading as="h3" size="md" id="stored-keywords-heading">
            Keyword Match
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {Math.round(scan.keywords.matchRate)}% of the job&apos;s key skills found in your resume.
          </Text>
          <HStack wrap="wrap" gap="2" as="ul" listStyleType="none" aria-label="Matched keywords">
            {scan.keywords.matched.map((keyword) => (
              <li key={keyword.keyword}>
                <Badge colorPalette="green" variant="subtle">
                  {keyword.keyword}
                </Badge>
              </li>
            ))}
          </HStack>
          {scan.keywords.missing.length > 0 ? (
            <HStack wrap="wrap" gap="2" as="ul" listStyleType="none" aria-label="Missing keywords">
              {scan.keywords.missing.map((keyword) => (
                <li key={keyword.keyword}>
                  <Badge colorPalette="orange" variant="subtle">
                    {keyword.keyword}
                  </Badge>
                </li>
              ))}
            </HStack>
          ) : null}
        </Stack>
      ) : null}

      <Stack as="section" gap="2" aria-labelledby="stored-feedback-heading">
        <HStack gap="2">
          <SparklesIcon color="brand.solid" boxSize="5" />
          <Heading as="h3" size="md" id="stored-feedback-heading">
            AI Feedback
          </Heading>
        </HStack>
        <Box
          data-testid="stored-feedback"
          lineHeight="tall"
          css={{
            '& h4, & h5': { fontSize: 'md', fontWeight: 'semibold', mt: '3', mb: '1' },
            '& p': { mb: '2' },
            '& ul, & ol': { ps: '6', mb: '2' },
            '& ul': { listStyleType: 'disc' },
            '& ol': { listStyleType: 'decimal' },
            '& > :first-of-type': { mt: '0' },
          }}
        >
          {feedbackElements(scan.aiAnalysis.analysis, { demoteHeadings: true })}
        </Box>
      </Stack>
    </Stack>
  );
}

/**
 * One stored scan again (GET /api/resume/:id): its score, breakdown, keywords and feedback as
 * they were, and the ways on: the optimized resume, a cover letter (paid members, as on the
 * upload page), or the full analysis page.
 */
export function ScanDetailDialog({ scan, onClose, remainingScans, hasPaidMembership }: ScanDetailDialogProps) {
  const navigate = useNavigate();
  const [state, setState] = useState<DetailState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const id = scan?.id ?? null;

  useEffect(() => {
    if (id === null) return;
    let current = true;
    setState({ kind: 'loading' });
    resumeApi.getResume(id).then(
      (detail) => current && setState({ kind: 'loaded', scan: detail }),
      (error: unknown) => {
        console.warn('[mf-profile] the stored scan could not be loaded', error);
        if (!current) return;
        const message =
          isApiError(error) && error.status === 404
            ? 'This scan no longer exists.'
            : isApiError(error) && error.status === 401
              ? 'Unauthorized - please log in again'
              : 'Failed to load this scan. Please try again.';
        setState({ kind: 'error', message });
      },
    );
    return () => {
      current = false;
    };
  }, [id, attempt]);

  const go = (path: string) => {
    if (state.kind !== 'loaded') return;
    navigate(path, { state: { uploadResult: toUploadResult(state.scan, { remainingScans, hasPaidMembership }) } });
  };

  return (
    <AppDialog
      open={scan !== null}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      size="lg"
      title={scan ? `Scan of ${dateTime.format(new Date(scan.createdAt))}` : 'Scan'}
      footer={
        state.kind === 'loaded' ? (
          <>
            <Button variant="ghost" onClick={() => go(paths.upload)}>
              Open Full Analysis
            </Button>
            {hasPaidMembership ? (
              <Button variant="outline" colorPalette="brand" onClick={() => go(paths.coverLetter)}>
                Generate Cover Letter
              </Button>
            ) : null}
            <Button colorPalette="brand" onClick={() => go(paths.optimizedResume)}>
              <SparklesIcon /> View Optimized Resume
            </Button>
          </>
        ) : (
          <Button variant="outline" onClick={onClose}>
            Close
          </Button>
        )
      }
    >
      {state.kind === 'loading' ? (
        <HStack role="status" gap="3" py="6" justify="center">
          <Spinner size="sm" color="brand.solid" />
          <Text>Loading this scan…</Text>
        </HStack>
      ) : state.kind === 'error' ? (
        <Stack gap="3">
          <FormAlert>{state.message}</FormAlert>
          <Button alignSelf="flex-start" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Retry
          </Button>
        </Stack>
      ) : (
        // Focusable, so keyboard users can reach and scroll the long details (the dialog body scrolls).
        <Box
          tabIndex={0}
          role="region"
          aria-label="Scan details"
          outline="none"
          _focusVisible={{ boxShadow: 'outline' }}
        >
          <Details scan={state.scan} />
        </Box>
      )}
    </AppDialog>
  );
}
