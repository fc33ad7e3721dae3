import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useLocation, useNavigate } from '@resumebeat/shared-router';
import {
  clearScanDraft,
  keepScanDraft,
  loadScanDraft,
  peekScanDraft,
  rememberReturn,
  useSession,
} from '@resumebeat/shared-session';
import {
  CHECKOUT_MESSAGES,
  INDUSTRIES,
  readCheckoutReturn,
  useCheckoutReturn,
  type Industry,
  type ResumeUploadResult,
} from '@resumebeat/shared-session/api';
import {
  Box,
  Button,
  CloseIcon,
  Flex,
  IconButton,
  PageContainer,
  Stack,
  Text,
  UploadIcon,
  loadedWhenOpened,
} from '@resumebeat/shared-ui';
import { Field, FormAlert, Select } from '@resumebeat/shared-ui/forms';
import { JourneyStepper, ProgressBar } from '@resumebeat/shared-ui/widgets';
import { BulkUploadSection } from '../features/bulk-upload/components/bulk-upload-section';
import {
  isIndustry,
  readUploadPageState,
  type ResultPageState,
  type StateJobDescription,
  type UploadPageState,
} from '../shared/navigation-state';
import { latestJobDescription } from '../shared/journey-storage';
import { UsageCard } from '../features/usage/components/usage-card';
import { useUsageStatus } from '../features/usage/hooks/use-usage-status';
import { useUpgrade } from '../features/scan-limit/hooks/use-upgrade';
import {
  forgetResultAfterCheckout,
  keepResultForCheckout,
  peekResultAfterCheckout,
} from '../features/scan-limit/utils/checkout-return-result';
import { useResumeAnalysis } from '../features/upload/hooks/use-resume-analysis';
import { RESUME_ACCEPT, UPLOAD_MESSAGES, formatBytes } from '../shared/upload-rules';
import { FileChip, FileDropZone } from '../shared/file-drop-zone';
import { AnalysisResult, preloadScoreGauge } from '../shared/analysis/analysis-result';
import { JobDescriptionSummary } from '../features/upload/components/job-description-summary';
import { paths } from '@resumebeat/shared-contract/paths';

// The dialogs load when they first open (most scans never reach the limit), not with the page.
const ScanLimitDialog = loadedWhenOpened(() =>
  import('../features/scan-limit/components/scan-limit-dialog').then((module) => module.ScanLimitDialog),
);
const RemoteUpgradeDialog = loadedWhenOpened(() =>
  import('@resumebeat/shared-ui/overlays').then((module) => module.RemoteUpgradeDialog),
);

/**
 * The file and industry chosen before a detour (job description, sign-in, payment) come back
 * with the page (decision 034): from memory while the app lives; after a reload, from IndexedDB
 * (read once mounted, see below). What the navigation state passes wins.
 */
function withKeptDraft(state: UploadPageState): UploadPageState & { restoredFile: boolean; waiting: boolean } {
  const draft = peekScanDraft();
  const file = state.file ?? draft?.file ?? undefined;
  const industry = state.industry ?? (isIndustry(draft?.industry) ? draft.industry : undefined);
  return {
    ...state,
    ...(file ? { file } : {}),
    ...(industry ? { industry } : {}),
    restoredFile: !state.file && Boolean(draft?.file),
    waiting: !state.file && draft?.waiting === true,
  };
}

function savedJobDescription(): StateJobDescription | null {
  const item = latestJobDescription();
  return item && item.description.trim()
    ? { jobTitle: item.jobTitle, companyName: item.companyName, description: item.description }
    : null;
}

/** The job description a result was compared with: the server echoes it on a targeted scan. */
function comparedWith(result: ResumeUploadResult, saved: StateJobDescription | null): StateJobDescription | null {
  if (!result.jobDescription?.trim()) return null;
  return {
    jobTitle: result.jobTitle ?? saved?.jobTitle ?? '',
    companyName: result.companyName ?? saved?.companyName ?? '',
    description: result.jobDescription,
  };
}

/** The upload and analysis page of docs/product/screens.md#routes-and-guards, docs/product/rules-and-limits.md#validation and docs/product/errors.md (/upload and /upload-resume). */
export function UploadScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const { isSignedIn, hasAccount } = useSession();
  // Navigation state is read once (docs/product/screens.md#upload-page: it reads that state once and clears it). Back from a
  // hosted checkout, the analysis that was on screen when the plans opened is shown again.
  const [initial] = useState(() => {
    const state = withKeptDraft(readUploadPageState(location.state));
    if (state.uploadResult || !readCheckoutReturn(location.search)) return state;
    const kept = peekResultAfterCheckout();
    return kept ? { ...state, uploadResult: kept.uploadResult, industry: state.industry ?? kept.industry } : state;
  });
  const [jobDescription] = useState<StateJobDescription | null>(() => initial.jobDescription ?? savedJobDescription());
  const [industry, setIndustry] = useState<Industry>(initial.industry ?? 'General');
  const usage = useUsageStatus();
  const upgrade = useUpgrade();
  const replaceUrl = useCallback((to: string, state: unknown) => navigate(to, { replace: true, state }), [navigate]);
  // A hosted checkout started here comes back here: verified (usage read again) or cancelled.
  // A scan refused at the limit waits for the payment: a verified checkout runs it (decision 034).
  const reloadUsage = usage.reload;
  const onCheckoutVerified = useCallback(() => {
    void reloadUsage();
    runWaitingScan.current();
  }, [reloadUsage]);
  const checkout = useCheckoutReturn(location, replaceUrl, onCheckoutVerified);
  const fileInput = useRef<HTMLInputElement>(null);
  const analyzeButton = useRef<HTMLButtonElement>(null);
  const runWaitingScan = useRef<() => void>(() => undefined);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const resultSection = useRef<HTMLDivElement>(null);
  const analysis = useResumeAnalysis({
    jobDescription,
    industry,
    onScanned: usage.reload,
    initialFile: initial.file ?? null,
    initialResult: initial.uploadResult ?? null,
  });
  const { result, file } = analysis;
  // The scan that met the limit, run again once the person may scan (after paying).
  const [waiting, setWaiting] = useState(initial.waiting);
  const [draftRead, setDraftRead] = useState(Boolean(initial.file));
  const scanLimitShown = analysis.scanLimitOpen;
  useEffect(() => {
    if (scanLimitShown) setWaiting(true);
  }, [scanLimitShown]);

  // After a reload (sign-in, a hosted checkout) the chosen file is read back from IndexedDB.
  const chooseFile = analysis.chooseFile;
  useEffect(() => {
    if (initial.file) return;
    let active = true;
    void loadScanDraft().then((draft) => {
      if (!active) return;
      if (draft?.file && chooseFile(draft.file)) {
        if (isIndustry(draft.industry)) setIndustry(draft.industry);
        if (draft.waiting) setWaiting(true);
        if (!initial.uploadResult) analyzeButton.current?.focus();
      }
      setDraftRead(true);
    });
    return () => {
      active = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival.
  }, []);

  // The file and industry are kept for the next detour (once the kept copy has been read back).
  useEffect(() => {
    if (draftRead) keepScanDraft({ file, industry, waiting });
  }, [draftRead, file, industry, waiting]);

  // Back from a detour with the file: Analyze is the next step, so it has the focus.
  useEffect(() => {
    if (initial.restoredFile && !initial.uploadResult && !initial.triggerAnalyze) analyzeButton.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival.
  }, []);
  // The usage status is read again after every scan and payment: the result follows it.
  const liveUsage = usage.state.kind === 'loaded' ? usage.state.usage : null;

  // The analysis kept for a checkout's return is used once: forgotten as the page is shown.
  useEffect(() => forgetResultAfterCheckout(), []);

  useEffect(() => {
    if (location.state != null) navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [location.state, location.pathname, location.search, navigate]);

  // A trigger-analyze flag starts the scan of the passed file once (a timer, so React's
  // development double-mount cancels the first start instead of uploading twice).
  const analyze = analysis.analyze;
  const [triggered] = useState(() => Boolean(initial.triggerAnalyze && initial.file));
  useEffect(() => {
    if (!triggered) return;
    const timer = setTimeout(() => void analyze(initial.file ?? null), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival.
  }, [triggered]);

  // A page that arrives with a file or a result shows the gauge soon: fetch its code now.
  useEffect(() => {
    if (initial.file || initial.uploadResult) preloadScoreGauge();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival.
  }, []);

  // A new result takes focus, so keyboard and screen-reader users land on it, and comes to the top
  // of the screen: its lead (score, keyword match, missing keywords) is then in view.
  const resultShown = result !== null;
  useEffect(() => {
    if (!resultShown) return;
    resultHeading.current?.focus({ preventScroll: true });
    resultSection.current?.scrollIntoView?.({ block: 'start' });
  }, [resultShown]);

  const resultState = (): ResultPageState | null => (result ? { uploadResult: result, industry } : null);

  const onFiles = useCallback(
    (files: File[]) => {
      const chosen = files[0] ?? null;
      if (chosen) preloadScoreGauge();
      chooseFile(chosen);
    },
    [chooseFile],
  );

  const removeFile = () => {
    chooseFile(null);
    fileInput.current?.focus();
  };

  const uploadAnother = () => {
    analysis.uploadAnother();
    setWaiting(false);
    clearScanDraft();
    if (fileInput.current) fileInput.current.value = '';
    fileInput.current?.focus();
  };

  const viewResults = () => {
    const state = resultState();
    if (state) navigate(paths.optimizedResume, { state });
  };

  // The plans may lead to a hosted checkout and back: the analysis on screen is kept for that return.
  // Without an account the plans need one first: the page is remembered with the plans to open.
  const openPlans = () => {
    keepResultForCheckout(result, industry);
    if (!hasAccount)
      rememberReturn({
        path: location.pathname,
        state: { openPlans: true, ...(result ? { uploadResult: result, industry } : {}) },
      });
    upgrade.upgrade();
  };

  // 'Sign Up & Upgrade' (or 'Upgrade Now' signed out) brought the person back with an account:
  // the plans open at once.
  const openPlansOnArrival = Boolean(initial.openPlans) && hasAccount;
  useEffect(() => {
    if (!openPlansOnArrival) return;
    const timer = setTimeout(() => upgrade.upgrade(), 0);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival.
  }, []);

  // Paid: the scan refused at the limit runs now, with the same file and industry.
  const analyzeNow = analysis.analyze;
  runWaitingScan.current = () => {
    if (!waiting || !file) return;
    setWaiting(false);
    void analyzeNow(file);
  };
  const onUpgraded = () => {
    void usage.reload();
    runWaitingScan.current();
  };
  // A free account with no scan left is shown the way on beside Analyze (decision 034).
  const outOfScans =
    hasAccount && liveUsage !== null && liveUsage.remainingScans === 0 && !liveUsage.hasActiveMembership;
  const upgradeToScan = () => {
    if (file) setWaiting(true);
    openPlans();
  };

  // The bar shows while the scan runs; once the result (or an error) is in, it has served.
  const showProgress = analysis.analyzing;
  const roundedProgress = Math.round(analysis.progress);

  return (
    <PageContainer
      title="Resume Analysis"
      subtitle={hasAccount ? UPLOAD_MESSAGES.introSignedIn : UPLOAD_MESSAGES.introAnonymous}
      actions={
        <IconButton
          aria-label="Close"
          variant="ghost"
          onClick={() => navigate(isSignedIn ? paths.dashboard : paths.home)}
        >
          <CloseIcon />
        </IconButton>
      }
    >
      <Stack gap="6">
        {checkout.kind === 'verifying' ? (
          <FormAlert status="info">{CHECKOUT_MESSAGES.verifying}</FormAlert>
        ) : checkout.kind === 'verified' ? (
          <FormAlert status="success">{CHECKOUT_MESSAGES.verified}</FormAlert>
        ) : checkout.kind === 'failed' ? (
          <FormAlert status="warning">{checkout.message}</FormAlert>
        ) : checkout.kind === 'cancelled' ? (
          <FormAlert status="info">{CHECKOUT_MESSAGES.cancelled}</FormAlert>
        ) : null}
        {/* The drop zone comes first (on a phone it is in the first screen), then the usage and
            the journey (decision 035). */}
        <Stack
          as="section"
          aria-label="Upload your resume"
          gap="5"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="2xl"
          p={{ base: '5', md: '8' }}
        >
          <Stack direction={{ base: 'column', md: 'row' }} gap="4" align="stretch">
            <Field.Root flex="2">
              <Field.Label htmlFor="resume-file">Resume file</Field.Label>
              <FileDropZone
                id="resume-file"
                inputRef={fileInput}
                accept={RESUME_ACCEPT}
                onFiles={onFiles}
                disabled={analysis.analyzing}
                describedBy="resume-file-help"
              />
              <Field.HelperText id="resume-file-help">{UPLOAD_MESSAGES.supportedFormats}</Field.HelperText>
            </Field.Root>
            <Field.Root flex="1">
              <Field.Label htmlFor="resume-industry">Industry</Field.Label>
              <Select
                id="resume-industry"
                value={industry}
                disabled={analysis.analyzing}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => {
                  if (isIndustry(event.target.value)) setIndustry(event.target.value);
                }}
              >
                {INDUSTRIES.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </Field.Root>
          </Stack>

          {file ? (
            <FileChip
              testId="selected-file"
              prefix="Selected:"
              name={file.name}
              detail={`(${formatBytes(file.size)})`}
              onRemove={removeFile}
              disabled={analysis.analyzing}
            />
          ) : null}

          {jobDescription ? (
            <JobDescriptionSummary jobDescription={jobDescription} onEdit={() => navigate(paths.jobDescription)} />
          ) : null}

          {analysis.error ? <FormAlert>{analysis.error}</FormAlert> : null}

          <Flex gap="3" wrap="wrap">
            <Button
              ref={analyzeButton}
              colorPalette="brand"
              size="lg"
              onClick={() => void analysis.analyze()}
              disabled={analysis.analyzing}
              aria-busy={analysis.analyzing || undefined}
            >
              <UploadIcon /> Analyze Resume
            </Button>
            {outOfScans ? (
              <Button variant="solid" colorPalette="orange" size="lg" onClick={upgradeToScan}>
                Upgrade to keep scanning
              </Button>
            ) : null}
            {file && !jobDescription ? (
              <Button variant="outline" size="lg" onClick={() => navigate(paths.jobDescription)}>
                Next: Add Job Description
              </Button>
            ) : null}
          </Flex>

          {showProgress ? (
            <Box data-testid="analysis-progress">
              <ProgressBar
                value={analysis.progress}
                label={`Analyzing with AI... ${roundedProgress}%`}
                colorPalette="brand"
                height="2.5"
              />
            </Box>
          ) : null}
        </Stack>

        <UsageCard
          state={usage.state}
          onRetry={usage.reload}
          signedIn={hasAccount}
          onUpgrade={hasAccount ? openPlans : undefined}
        />

        {hasAccount ? null : (
          // docs/product/rules-and-limits.md#tiers-and-roles: a visitor without an account sees both ways to more scans.
          <Flex
            as="section"
            aria-label="More scans"
            gap="3"
            wrap="wrap"
            align="center"
            justify="space-between"
            bg="brand.subtle"
            borderRadius="xl"
            px={{ base: '4', md: '5' }}
            py="3"
          >
            <Text fontSize="sm">{UPLOAD_MESSAGES.moreScans}</Text>
            <Flex gap="2" wrap="wrap">
              <Button
                size="sm"
                variant="outline"
                colorPalette="brand"
                onClick={() => {
                  rememberReturn({
                    path: location.pathname,
                    ...(result ? { state: { uploadResult: result, industry } } : {}),
                  });
                  navigate(paths.login);
                }}
              >
                Login for More Scans
              </Button>
              <Button size="sm" colorPalette="brand" onClick={openPlans}>
                Upgrade Now
              </Button>
            </Flex>
          </Flex>
        )}

        <JourneyStepper
          label="Your resume journey"
          activeIndex={result ? 2 : jobDescription || file ? 1 : 0}
          steps={[
            {
              title: 'Add Job Description',
              description: jobDescription
                ? 'Saved. Your scan is targeted at it.'
                : 'Optional: target the scan at a job.',
              done: jobDescription !== null,
              action: (
                <Button
                  mt="3"
                  size="sm"
                  width="100%"
                  variant="outline"
                  colorPalette="brand"
                  aria-label={jobDescription ? 'Edit job description' : 'Add job description'}
                  onClick={() => navigate(paths.jobDescription)}
                >
                  {jobDescription ? 'Edit' : 'Add'}
                </Button>
              ),
            },
            {
              title: 'Upload Resume',
              description: result
                ? `Analyzed${file ? `: ${file.name}` : ''}. Next: view your results.`
                : file
                  ? `Ready: ${file.name}`
                  : 'Choose your file above, then analyze it.',
              done: result !== null,
              // docs/product/screens.md#routes-and-guards: the step carries its own 'Analyze Resume' button. Without a
              // file it says so (the same message as the main button) and focuses the chooser.
              // Once analyzed the step is done and the journey moves on to View Results: the step
              // no longer offers to analyze (the result's 'Upload Another Resume' starts again).
              action: result ? undefined : (
                <Button
                  mt="3"
                  size="sm"
                  width="100%"
                  colorPalette="brand"
                  data-testid="journey-analyze"
                  disabled={analysis.analyzing}
                  onClick={() => {
                    if (!file) fileInput.current?.focus();
                    void analysis.analyze();
                  }}
                >
                  Analyze Resume
                </Button>
              ),
            },
            {
              title: 'View Results',
              description: result ? 'Open your optimized resume.' : 'Available once your resume is analyzed.',
              done: false,
              disabled: !result,
              onSelect: result ? viewResults : undefined,
            },
          ]}
        />

        {result ? (
          <AnalysisResult
            result={result}
            membership={
              liveUsage ? { paid: liveUsage.hasActiveMembership, remainingScans: liveUsage.remainingScans } : null
            }
            comparedWith={comparedWith(result, jobDescription)}
            streamingFeedback={analysis.streamingFeedback}
            headingRef={resultHeading}
            sectionRef={resultSection}
            onUploadAnother={uploadAnother}
            onViewOptimized={viewResults}
            onCoverLetter={() => navigate(paths.coverLetter, { state: resultState() })}
            onUpgrade={openPlans}
          />
        ) : null}

        {hasAccount ? (
          <BulkUploadSection industry={industry} jobDescription={jobDescription} onUpgrade={openPlans} />
        ) : null}
      </Stack>

      <ScanLimitDialog
        open={analysis.scanLimitOpen}
        scanLimit={analysis.scanLimit}
        signedIn={hasAccount}
        onClose={analysis.closeScanLimit}
        onUpgrade={openPlans}
        onSignUpToUpgrade={() => rememberReturn({ path: location.pathname, state: { openPlans: true } })}
        onSignIn={() => rememberReturn({ path: location.pathname })}
      />
      <RemoteUpgradeDialog open={upgrade.dialogOpen} onClose={upgrade.closeDialog} onUpgraded={onUpgraded} />
    </PageContainer>
  );
}
