import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@resumebeat/shared-router';
import { saveFile } from '@resumebeat/shared-session';
import { textHtmlDocument } from '@resumebeat/shared-contract/document';
import {
  MEMBERSHIP_TYPES,
  coverLetterApi,
  isApiError,
  paymentApi,
  resumeApi,
  type CoverLetterResponse,
  type UsageStatus,
} from '@resumebeat/shared-session/api';
import {
  ArrowLeftIcon,
  Badge,
  Box,
  Button,
  HStack,
  Link,
  PageContainer,
  Spinner,
  Stack,
  StarIcon,
  Text,
  loadedWhenOpened,
} from '@resumebeat/shared-ui';
import { Alert, FormAlert } from '@resumebeat/shared-ui/forms';
import { Snackbar } from '@resumebeat/shared-ui/widgets';
import { useResumeSource } from '../hooks/use-resume-source';
import {
  COVER_LETTER_MESSAGES,
  describeGenerateFailure,
  missingRequired,
  type CoverLetterForm as FormValues,
} from '../utils/cover-letter-rules';
import { letterDocx, letterText } from '../utils/letter-docx';
import { readUploadResult, savedJobDescription, slug } from '../utils/letter-sources';
import { CoverLetterForm } from './cover-letter-form';
import { CoverLetterResult } from './cover-letter-result';
import { paths } from '@resumebeat/shared-contract/paths';

// Loaded when first opened (Upgrade Now), not with the page.
const RemoteUpgradeDialog = loadedWhenOpened(() =>
  import('@resumebeat/shared-ui/overlays').then((module) => module.RemoteUpgradeDialog),
);

type Outcome = { kind: 'none' } | { kind: 'premium' } | { kind: 'error'; message: string };

/** Cover letters need Premium or above (docs/product/rules-and-limits.md#tiers-and-roles): a free or Basic account is told before the form. */
const lacksCoverLetters = (usage: UsageStatus | null) =>
  usage !== null && (!usage.hasActiveMembership || usage.membershipType < MEMBERSHIP_TYPES.PREMIUM);

function initialForm(state: unknown): FormValues {
  const result = readUploadResult(state);
  const saved = savedJobDescription();
  return {
    jobTitle: result?.jobTitle ?? saved?.jobTitle ?? '',
    companyName: result?.companyName ?? saved?.companyName ?? '',
    jobDescription: result?.jobDescription ?? saved?.description ?? '',
    tone: 'professional',
    focus: 'skills',
  };
}

/**
 * The cover letter page (/cover-letter) of docs/product/screens.md#cover-letter-page, docs/product/rules-and-limits.md#cover-letter and docs/product/errors.md#cover-letter: form → generating →
 * letter; 403 is the Premium warning with Upgrade Now. A free or Basic account sees that warning
 * before the form (which is disabled until it upgrades), and Upgrade Now opens the plans there
 * and then (decision 029; sending it to /profile would be one step more). Prefilled from the upload
 * result passed as navigation state, else from the saved job description; the resume is the
 * passed one or the member's latest scan.
 */
export function CoverLetterScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const [uploadResult] = useState(() => readUploadResult(location.state));
  const [form, setForm] = useState<FormValues>(() => initialForm(location.state));
  const resume = useResumeSource(uploadResult);
  const [generating, setGenerating] = useState(false);
  const [letter, setLetter] = useState<CoverLetterResponse | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [validation, setValidation] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [usage, setUsage] = useState<UsageStatus | null>(null);
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const resultHeading = useRef<HTMLHeadingElement>(null);
  const mounted = useRef(true);
  useEffect(() => () => void (mounted.current = false), []);

  // The account's plan, read on arrival and after an upgrade: unknown (a failure) gates nothing,
  // the server still answers 403.
  const readUsage = useCallback(async () => {
    try {
      const status = await paymentApi.usageStatus();
      if (mounted.current) setUsage(status);
    } catch (error) {
      // A page already closed has nobody to gate for.
      if (mounted.current) console.warn('[mf-profile] usage status unavailable', error);
    }
  }, []);
  useEffect(() => {
    void readUsage();
  }, [readUsage]);
  const gated = lacksCoverLetters(usage);

  useEffect(() => {
    if (letter) resultHeading.current?.focus();
  }, [letter]);

  const generate = async () => {
    if (missingRequired(form)) {
      setValidation(COVER_LETTER_MESSAGES.required);
      return;
    }
    if (resume.kind !== 'ready') return;
    setValidation(null);
    setOutcome({ kind: 'none' });
    setGenerating(true);
    try {
      const answer = await coverLetterApi.generate({
        ...form,
        jobTitle: form.jobTitle.trim(),
        companyName: form.companyName.trim(),
        jobDescription: form.jobDescription.trim(),
        resumeContent: resume.text,
      });
      if (mounted.current) setLetter(answer);
    } catch (error) {
      console.warn('[mf-profile] the cover letter could not be generated', error);
      const failure = describeGenerateFailure(error);
      if (mounted.current)
        setOutcome(failure.kind === 'premium' ? { kind: 'premium' } : { kind: 'error', message: failure.message });
    } finally {
      if (mounted.current) setGenerating(false);
    }
  };

  const [pdfBusy, setPdfBusy] = useState(false);
  const [pdfError, setPdfError] = useState<string | null>(null);
  /** The PDF is laid out by the api's engine workers, as the optimized resume's (docs/decisions/037). */
  const downloadPdf = async () => {
    if (!letter) return;
    setPdfError(null);
    setPdfBusy(true);
    try {
      const pdf = await resumeApi.exportPdf(letter.coverLetter, 'letter');
      if (mounted.current) saveFile(pdf, fileName('pdf'));
    } catch (failure) {
      console.warn('[mf-profile] PDF export failed', failure);
      if (mounted.current)
        setPdfError(
          isApiError(failure) && failure.status < 500 ? failure.serverMessage : COVER_LETTER_MESSAGES.pdfFailed,
        );
    } finally {
      if (mounted.current) setPdfBusy(false);
    }
  };
  const fileName = (extension: string) =>
    `cover-letter${form.companyName.trim() ? `-${slug(form.companyName)}` : ''}.${extension}`;
  const copy = async () => {
    if (!letter) return;
    try {
      await navigator.clipboard.writeText(letter.coverLetter);
      setCopied(true);
    } catch (error) {
      console.warn('[mf-profile] copying was refused', error);
    }
  };
  const backToAnalysis = () => navigate(paths.upload, uploadResult ? { state: { uploadResult } } : undefined);
  const back = () => {
    // Back where the user came from when this page was opened from another one; else the scanner.
    if (location.key !== 'default') navigate(-1);
    else navigate(paths.upload);
  };

  return (
    <PageContainer
      title="Cover Letter Generator"
      subtitle="A letter for this job, written from your resume: only what your resume and the job description say."
      actions={
        <Stack align="flex-end" gap="2">
          {/* orange.700 under white text: 5.2:1 (orange.600 was 3.6:1, below WCAG AA). */}
          <Badge bg="orange.700" color="white" size="lg">
            <StarIcon /> Premium Feature
          </Badge>
          <Button variant="outline" size="sm" onClick={back}>
            <ArrowLeftIcon /> Back
          </Button>
        </Stack>
      }
    >
      <Stack gap="6" bg="bg.panel" borderWidth="1px" borderRadius="2xl" p={{ base: '5', md: '8' }}>
        {outcome.kind === 'premium' || gated ? (
          <Alert.Root status="warning" role="alert" data-testid="premium-warning" flexWrap="wrap">
            <Alert.Indicator />
            <Alert.Content minW="12rem">
              <Alert.Title>{COVER_LETTER_MESSAGES.premium}</Alert.Title>
              {gated && usage?.hasActiveMembership ? (
                <Alert.Description>
                  Your plan does not include cover letters; Premium and Enterprise do.
                </Alert.Description>
              ) : null}
            </Alert.Content>
            <Button size="sm" colorPalette="brand" alignSelf="center" onClick={() => setUpgradeOpen(true)}>
              Upgrade Now
            </Button>
          </Alert.Root>
        ) : null}
        {outcome.kind === 'error' ? <FormAlert>{outcome.message}</FormAlert> : null}

        {letter ? (
          <CoverLetterResult
            letter={letter}
            headingRef={resultHeading}
            onCopy={() => void copy()}
            onDownloadPdf={() => void downloadPdf()}
            pdfBusy={pdfBusy}
            pdfError={pdfError}
            onDownloadDocx={() => saveFile(letterDocx(letter.coverLetter), fileName('docx'))}
            onDownloadHtml={() =>
              saveFile(
                new Blob([textHtmlDocument(letter.coverLetter, { title: 'Cover letter', kind: 'letter' })], {
                  type: 'text/html;charset=utf-8',
                }),
                fileName('html'),
              )
            }
            onDownloadText={() => saveFile(letterText(letter.coverLetter), fileName('txt'))}
            onRegenerate={() => setLetter(null)}
            onGenerateAnother={() => {
              setLetter(null);
              setForm((current) => ({ ...current, jobTitle: '', companyName: '', jobDescription: '' }));
            }}
            onBackToAnalysis={backToAnalysis}
          />
        ) : (
          <>
            {resume.kind === 'loading' ? (
              <HStack role="status" gap="2" color="fg.muted" fontSize="sm">
                <Spinner size="xs" />
                <Text>Finding your resume…</Text>
              </HStack>
            ) : resume.kind === 'ready' ? (
              <Text fontSize="sm" color="fg.muted" data-testid="resume-source">
                Written from {resume.description}.
              </Text>
            ) : (
              <Box data-testid="no-resume">
                <FormAlert status="info">{COVER_LETTER_MESSAGES.noResume}</FormAlert>
                <Link
                  href={paths.upload}
                  mt="2"
                  display="inline-block"
                  colorPalette="brand"
                  fontWeight="semibold"
                  onClick={(event) => {
                    event.preventDefault();
                    navigate(paths.upload);
                  }}
                >
                  Scan your resume
                </Link>
              </Box>
            )}
            <CoverLetterForm
              values={form}
              onChange={(values) => {
                setForm(values);
                if (validation && !missingRequired(values)) setValidation(null);
              }}
              onSubmit={() => void generate()}
              generating={generating}
              disabled={resume.kind !== 'ready' || gated}
              error={validation}
            />
          </>
        )}
      </Stack>
      <Snackbar open={copied} message={COVER_LETTER_MESSAGES.copied} onClose={() => setCopied(false)} />
      <RemoteUpgradeDialog
        open={upgradeOpen}
        onClose={() => setUpgradeOpen(false)}
        onUpgraded={() => {
          setOutcome({ kind: 'none' });
          void readUsage();
        }}
      />
    </PageContainer>
  );
}
