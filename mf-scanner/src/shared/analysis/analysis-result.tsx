import { Suspense, lazy, type Ref } from 'react';
import { missingRequiredCount, type ResumeUploadResult } from '@resumebeat/shared-session/api';
import {
  Box,
  Button,
  Flex,
  Heading,
  SparklesIcon,
  Stack,
  StarIcon,
  Text,
  UploadIcon,
  VStack,
} from '@resumebeat/shared-ui';
import { FormAlert } from '@resumebeat/shared-ui/forms';
import type { StateJobDescription } from '../navigation-state';
import { UPLOAD_MESSAGES, atsFeedback } from '../upload-rules';
import { asReading, ReadingPanel } from './reading-panel';
import { FeedbackHtml } from './feedback-html';
import { KeywordReport } from './keyword-report';
import { ScoreBreakdown } from './score-breakdown';

/** The account's membership as the page knows it now (the usage status read after the scan or a payment). */
export interface LiveMembership {
  paid: boolean;
  remainingScans: number;
}

export interface AnalysisResultProps {
  result: ResumeUploadResult;
  /**
   * Newer than the scan's own answer when given: after a payment on this page the result shows
   * the new state (remaining scans, Generate Cover Letter, no Upgrade for Unlimited).
   */
  membership?: LiveMembership | null;
  /** The job description the scan was compared with, if it was targeted. */
  comparedWith: StateJobDescription | null;
  streamingFeedback: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
  /** The whole result: the page scrolls it to the top of the screen when it arrives. */
  sectionRef?: Ref<HTMLDivElement>;
  feedbackRef?: Ref<HTMLDivElement>;
  onUploadAnother: () => void;
  onViewOptimized: () => void;
  onCoverLetter: () => void;
  onUpgrade: () => void;
}

/**
 * The animated gauge brings framer-motion (the `motion` entry, ~40 KB gzip), which the upload page
 * does not need before a result: it is fetched when a file is chosen (preloadScoreGauge), so it is
 * usually in by the time a scan answers. Until then the score shows in a gauge of the same size
 * without its arc.
 */
const loadScoreGauge = () => import('@resumebeat/shared-ui/motion').then((module) => ({ default: module.ScoreGauge }));
const ScoreGauge = lazy(loadScoreGauge);
export function preloadScoreGauge(): void {
  void loadScoreGauge().catch(() => undefined); // a failed prefetch is retried when the gauge renders
}

function ScoreWithoutArc({ score, label }: { score: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(score)));
  return (
    <VStack gap="1" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} aria-label={label}>
      <VStack width="160px" height="160px" justify="center" gap="0">
        <Text fontSize="4xl" fontWeight="bold" color="fg" lineHeight="1" data-testid="score-value">
          <span data-testid="ats-score-value">{value}</span>
          <Box as="span" fontSize="md" color="fg.muted">
            %
          </Box>
        </Text>
      </VStack>
      <Text fontSize="sm" color="fg.muted" fontWeight="medium">
        {label}
      </Text>
    </VStack>
  );
}

function remainingText(remaining: number): string {
  if (remaining === -1) return 'You have unlimited scans.';
  return `You have ${remaining} scan${remaining === 1 ? '' : 's'} remaining.`;
}

/**
 * The result view of docs/product/screens.md#routes-and-guards, with the keywords and the score breakdown beyond it. It
 * leads with what matters (score, keyword match, missing keywords, the way to the optimized
 * resume), then the breakdown, compact and expandable (docs/decisions/035).
 */
export function AnalysisResult(props: AnalysisResultProps) {
  const { result, comparedWith, streamingFeedback, headingRef, sectionRef, feedbackRef } = props;
  const score = result.aiAnalysis.score;
  const paid = props.membership?.paid ?? result.hasPaidMembership;
  const remainingScans = props.membership?.remainingScans ?? result.remainingScans;
  const showUpgrade = !paid && remainingScans !== -1 && remainingScans <= 1;
  const reading = asReading(result.reading);
  const comparedTitle = comparedWith
    ? [comparedWith.jobTitle.trim(), comparedWith.companyName.trim()].filter(Boolean).join(' at ')
    : '';
  return (
    <Stack
      as="section"
      aria-labelledby="analysis-result-heading"
      gap={{ base: '5', md: '6' }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="2xl"
      p={{ base: '4', md: '8' }}
      scrollMarginTop={{ base: '2', md: '20' }}
      ref={sectionRef}
      data-testid="analysis-result"
    >
      <Flex justify="space-between" align="center" gap="3" wrap="wrap">
        <Heading as="h2" size="xl" id="analysis-result-heading" ref={headingRef} tabIndex={-1} outline="none">
          Your Analysis
        </Heading>
        <Box flexShrink={0} maxW="100%">
          <FormAlert status="success">{UPLOAD_MESSAGES.success}</FormAlert>
        </Box>
      </Flex>
      {comparedWith ? (
        <Text color="fg.muted" fontSize="sm" mt={{ base: '-2', md: '-3' }} data-testid="compared-with">
          {comparedTitle
            ? `Your resume was compared with your saved job description: ${comparedTitle}.`
            : 'Your resume was compared with your saved job description.'}
        </Text>
      ) : null}

      {/* The lead: score, keyword match and what is missing, and the one way on (optimize). */}
      <Flex
        direction={{ base: 'column', md: 'row' }}
        gap={{ base: '4', md: '8' }}
        align={{ base: 'stretch', md: 'flex-start' }}
        data-testid="analysis-lead"
      >
        <Stack align="center" gap="2" minW={{ md: '200px' }}>
          <Heading as="h3" size="md">
            ATS Compatibility Score
          </Heading>
          <Suspense fallback={<ScoreWithoutArc score={score} label="ATS Compatibility" />}>
            <ScoreGauge score={score} label="ATS Compatibility" valueTestId="ats-score-value" />
          </Suspense>
          <Text fontSize="sm" color="fg.muted" data-testid="remaining-scans">
            {remainingText(remainingScans)}
          </Text>
        </Stack>
        <Stack flex="1" gap="4" minW="0">
          <Text fontWeight="medium" data-testid="ats-feedback">
            {atsFeedback(score, missingRequiredCount(result.keywords))}
          </Text>
          {result.keywords ? <KeywordReport keywords={result.keywords} /> : null}
          <Flex gap="3" wrap="wrap">
            <Button colorPalette="brand" onClick={props.onViewOptimized}>
              <SparklesIcon /> View Optimized Resume
            </Button>
            {paid ? (
              <Button variant="outline" colorPalette="brand" onClick={props.onCoverLetter}>
                Generate Cover Letter
              </Button>
            ) : null}
            {showUpgrade ? (
              <Button colorPalette="orange" onClick={props.onUpgrade}>
                <StarIcon /> Upgrade for Unlimited
              </Button>
            ) : null}
            <Button variant="ghost" onClick={props.onUploadAnother}>
              <UploadIcon /> Upload Another Resume
            </Button>
          </Flex>
        </Stack>
      </Flex>

      {result.scoreComponents && result.scoreComponents.length > 0 ? (
        <ScoreBreakdown components={result.scoreComponents} />
      ) : null}

      {reading ? (
        <ReadingPanel
          reading={reading}
          scan={
            result.scanTicket
              ? { scanTicket: result.scanTicket, content: result.content }
              : result.id !== undefined
                ? { resumeId: String(result.id) }
                : {}
          }
        />
      ) : null}

      {/* The written feedback goes over the same ground as the lead and the breakdown: it is there
          for whoever wants it as prose, folded, so the page says each thing once. */}
      <Box as="details" borderWidth="1px" borderRadius="lg" data-testid="ai-feedback-panel">
        <Box
          as="summary"
          cursor="pointer"
          px="4"
          py="3"
          display="flex"
          alignItems="center"
          gap="2"
          fontWeight="semibold"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        >
          <SparklesIcon color="brand.solid" boxSize="5" />
          <Heading as="h3" size="md" id="ai-feedback-heading">
            AI Feedback
          </Heading>
          <Text as="span" fontSize="sm" color="fg.muted" fontWeight="normal">
            {streamingFeedback ? 'Tailoring the feedback to your job description…' : 'the full write-up'}
          </Text>
        </Box>
        <Box px="4" pb="4">
          <FeedbackHtml ref={feedbackRef} html={result.aiAnalysis.analysis} busy={streamingFeedback} />
        </Box>
      </Box>
    </Stack>
  );
}
