import { useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from '@resumebeat/shared-router';
import { saveFile } from '@resumebeat/shared-session';
import { isApiError, resumeApi } from '@resumebeat/shared-session/api';
import {
  AlertIcon,
  ArrowLeftIcon,
  Box,
  Button,
  CheckIcon,
  FileTextIcon,
  Flex,
  Heading,
  PageContainer,
  Stack,
  TargetIcon,
  Text,
  UploadIcon,
} from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import { ScoreGauge } from '@resumebeat/shared-ui/motion';
import { ProgressBar, Snackbar } from '@resumebeat/shared-ui/widgets';
import { readResultPageState, type ResultPageState } from '../../../shared/navigation-state';
import { useOptimizedResume } from '../hooks/use-optimized-resume';
import { DOCX_FILE_NAME, HTML_FILE_NAME, PDF_FILE_NAME, resumeHtmlDocument } from '../utils/resume-document';
import { KeywordChecklist } from './keyword-checklist';
import { ChangesLegend, NumbersToCheck, ResumeDocument } from './resume-document';
import { StreamedText } from './streamed-text';
import { paths } from '@resumebeat/shared-contract/paths';

/** docs/product/screens.md#optimized-resume-page and docs/product/rules-and-limits.md#time-and-progress. */
export const OPTIMIZED_TEXT = {
  copied: 'Optimized resume copied to clipboard!',
  copyFailed: 'Copying is not available here. Select the text and copy it instead.',
  docxFailed: 'Could not create the Word document. Please try again.',
  pdfFailed: 'Could not create the PDF. Please try again.',
  downloadHint: 'PDF to send; DOCX to edit in Word; Download saves the HTML page (optimized-resume.html).',
  target: 'Target Achieved: optimized for 90%+ ATS compatibility',
  targetPending: 'Target: 90%+ ATS compatibility',
  targetMissed: (score: number) =>
    `Target: 90%+ ATS compatibility. This version scores ${score}%: the rest needs skills and results only you can add (tick the job's keywords you really have, or add results to your bullets).`,
  verify: 'Please verify: review all information for accuracy',
} as const;
export const SNACKBAR_MS = 3000;
export const TARGET_SCORE = 90;

/**
 * /optimized-resume: the upload result comes as navigation state (docs/decisions/002). docs/product/screens.md#optimized-resume-page
 * says both "otherwise redirects to /upload-resume" and "with no data it shows 'No Resume Data
 * Available'": arriving with no state at all (a typed URL, a bookmark) redirects; arriving with
 * state that holds no resume text (an empty or unreadable result) shows the no-data screen.
 */
export function OptimizedResumeView() {
  const location = useLocation();
  // Read once: the state stays in history (a reload shows the page again) and is not re-read.
  const [state] = useState(() => readResultPageState(location.state));
  if (location.state == null) return <Navigate to={paths.uploadResume} replace />;
  return state && state.uploadResult.content.trim() ? <OptimizedResume state={state} /> : <NoResumeData />;
}

function NoResumeData() {
  const navigate = useNavigate();
  return (
    <PageContainer
      title="No Resume Data Available"
      subtitle="Analyze a resume first: its optimized version appears here."
      maxWidth="3xl"
    >
      <Button colorPalette="brand" size="lg" onClick={() => navigate(paths.uploadResume)}>
        <UploadIcon /> Upload Resume
      </Button>
    </PageContainer>
  );
}

/**
 * The 'Target Achieved' note (docs/product/screens.md#optimized-resume-page), said only when it is true: the optimized version was rescored
 * at 90 or more. The optimizer never invents experience, so a resume without the substance for
 * the job stays below; claiming the target then would mislead (docs/decisions/002).
 */
function TargetNote({ score, rescored }: { score: number; rescored: boolean }) {
  const rounded = Math.round(score);
  const achieved = rescored && rounded >= TARGET_SCORE;
  const text = achieved
    ? OPTIMIZED_TEXT.target
    : rescored
      ? OPTIMIZED_TEXT.targetMissed(rounded)
      : OPTIMIZED_TEXT.targetPending;
  return (
    <Flex gap="2" align="center" data-testid="target-note">
      {achieved ? (
        <CheckIcon color="green.600" boxSize="5" flexShrink={0} />
      ) : (
        <TargetIcon color="brand.600" boxSize="5" flexShrink={0} />
      )}
      <Text fontWeight="medium">{text}</Text>
    </Flex>
  );
}

function OptimizedResume({ state }: { state: ResultPageState }) {
  const navigate = useNavigate();
  // The job's missing keywords: offered, never ticked for the person (docs/decisions/019).
  const missing = state.uploadResult.keywords?.missing ?? [];
  const [ticked, setTicked] = useState<string[]>([]);
  const [confirmed, setConfirmed] = useState<string[]>([]);
  const optimized = useOptimizedResume(state, confirmed);
  const [snackbar, setSnackbar] = useState<string | null>(null);
  const [exporting, setExporting] = useState<'pdf' | 'docx' | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [showChanges, setShowChanges] = useState(true);
  const exportAbort = useRef<AbortController | null>(null);
  const closeSnackbar = useCallback(() => setSnackbar(null), []);
  const ready = !optimized.streaming && optimized.text.trim().length > 0;

  useEffect(() => () => exportAbort.current?.abort(), []);

  const download = () =>
    saveFile(new Blob([resumeHtmlDocument(optimized.text)], { type: 'text/html;charset=utf-8' }), HTML_FILE_NAME);

  /** The PDF and the Word file are built by the api's engine workers (docs/decisions/037). */
  const exportFile = async (kind: 'pdf' | 'docx') => {
    setExportError(null);
    setExporting(kind);
    exportAbort.current?.abort();
    const controller = new AbortController();
    exportAbort.current = controller;
    try {
      if (kind === 'pdf')
        saveFile(await resumeApi.exportPdf(optimized.text, 'resume', controller.signal), PDF_FILE_NAME);
      else saveFile(await resumeApi.exportDocx(optimized.text, controller.signal), DOCX_FILE_NAME);
    } catch (failure) {
      if (controller.signal.aborted) return;
      console.warn(`[mf-scanner] ${kind.toUpperCase()} export failed`, failure);
      setExportError(
        isApiError(failure) && failure.status < 500
          ? failure.serverMessage
          : kind === 'pdf'
            ? OPTIMIZED_TEXT.pdfFailed
            : OPTIMIZED_TEXT.docxFailed,
      );
    } finally {
      if (!controller.signal.aborted) setExporting(null);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(optimized.text);
      setSnackbar(OPTIMIZED_TEXT.copied);
    } catch (failure) {
      console.warn('[mf-scanner] copy failed', failure);
      setSnackbar(OPTIMIZED_TEXT.copyFailed);
    }
  };

  const backToAnalysis = () => {
    const { uploadResult, industry } = state;
    const optimizedResume = optimized.text.trim() ? optimized.text : uploadResult.aiAnalysis.optimizedResume;
    navigate(paths.upload, {
      state: {
        uploadResult: { ...uploadResult, aiAnalysis: { ...uploadResult.aiAnalysis, optimizedResume } },
        ...(industry ? { industry } : {}),
      },
    });
  };

  const progress = Math.round(optimized.progress);

  return (
    <PageContainer
      title="Your Optimized Resume"
      subtitle="Rewritten for applicant-tracking systems, from your own resume."
      maxWidth="5xl"
    >
      <Stack gap="6">
        <Flex
          direction={{ base: 'column', md: 'row' }}
          gap="6"
          align={{ base: 'stretch', md: 'center' }}
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="2xl"
          p={{ base: '5', md: '6' }}
        >
          <Stack as="section" aria-labelledby="performance-heading" align="center" gap="2" minW={{ md: '220px' }}>
            <Heading as="h2" size="md" id="performance-heading">
              Performance Score
            </Heading>
            <ScoreGauge
              score={optimized.score}
              label="ATS Compatibility"
              pendingText={optimized.rescoring ? 'Rescoring...' : undefined}
              valueTestId="optimized-score-value"
            />
            {optimized.rescored ? (
              <Text fontSize="sm" color="fg.muted" data-testid="original-score">
                Before optimization: {Math.round(optimized.originalScore)}%
              </Text>
            ) : null}
          </Stack>
          <Stack gap="3" flex="1">
            <TargetNote score={optimized.score} rescored={optimized.rescored} />
            <Flex gap="2" align="center">
              <AlertIcon color="orange.500" boxSize="5" flexShrink={0} />
              <Text fontWeight="medium">{OPTIMIZED_TEXT.verify}</Text>
            </Flex>
          </Stack>
        </Flex>

        {missing.length > 0 ? (
          <KeywordChecklist
            keywords={missing}
            ticked={ticked}
            applied={confirmed}
            busy={optimized.streaming || optimized.rescoring}
            onToggle={(keyword, checked) =>
              setTicked((current) => (checked ? [...current, keyword] : current.filter((k) => k !== keyword)))
            }
            // In the job's order, so the summary names the job's first asks first.
            onApply={() => setConfirmed(missing.map((m) => m.keyword).filter((keyword) => ticked.includes(keyword)))}
          />
        ) : null}

        <Stack
          as="section"
          aria-labelledby="optimized-heading"
          gap="4"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="2xl"
          p={{ base: '5', md: '6' }}
        >
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            <Heading as="h2" size="lg" id="optimized-heading">
              Optimized Resume
            </Heading>
            <Flex gap="2" wrap="wrap" aria-describedby="download-hint">
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() => void exportFile('pdf')}
                disabled={!ready || exporting !== null}
                aria-busy={exporting === 'pdf' || undefined}
              >
                <FileTextIcon /> {exporting === 'pdf' ? 'Preparing PDF…' : 'Download PDF'}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                onClick={() => void exportFile('docx')}
                disabled={!ready || exporting !== null}
                aria-busy={exporting === 'docx' || undefined}
              >
                <FileTextIcon /> {exporting === 'docx' ? 'Preparing DOCX…' : 'Download DOCX'}
              </Button>
              <Button size="sm" variant="outline" colorPalette="brand" onClick={download} disabled={!ready}>
                <FileTextIcon /> Download
              </Button>
              <Button size="sm" variant="outline" onClick={() => void copy()} disabled={!ready}>
                Copy
              </Button>
            </Flex>
          </Flex>
          <Text fontSize="xs" color="fg.muted" id="download-hint" mt="-2">
            {OPTIMIZED_TEXT.downloadHint}
          </Text>
          {/* Shown while the resume is written; once it is done the bar has served (decision 035). */}
          {optimized.streaming ? (
            <ProgressBar value={optimized.progress} label="Optimizing your resume..." valueText={`${progress}%`} />
          ) : null}
          {exportError ? <FormAlert>{exportError}</FormAlert> : null}
          {!optimized.streaming && !optimized.text.trim() ? (
            <Text color="fg.muted" role="status">
              The optimized resume could not be written right now. Go back to the analysis and try again.
            </Text>
          ) : optimized.streaming ? (
            <StreamedText value={optimized.streamed} busy={optimized.streaming} />
          ) : (
            <>
              <NumbersToCheck text={optimized.text} />
              <ChangesLegend showChanges={showChanges} onToggle={() => setShowChanges((shown) => !shown)} />
              <ResumeDocument text={optimized.text} original={state.uploadResult.content} showChanges={showChanges} />
            </>
          )}
        </Stack>

        <Box>
          <Flex gap="3" wrap="wrap">
            <Button variant="outline" onClick={() => navigate(paths.upload)}>
              <UploadIcon /> Upload New Resume
            </Button>
            <Button variant="ghost" onClick={backToAnalysis}>
              <ArrowLeftIcon /> Back to Analysis
            </Button>
          </Flex>
        </Box>
      </Stack>
      <Snackbar open={snackbar !== null} message={snackbar ?? ''} onClose={closeSnackbar} durationMs={SNACKBAR_MS} />
    </PageContainer>
  );
}
