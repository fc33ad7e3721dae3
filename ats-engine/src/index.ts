export { ResumeParseError, isResumeParseError, type ResumeErrorCode } from './errors';
export type {
  Contact,
  DocumentKind,
  EducationEntry,
  ExperienceEntry,
  ExtractOptions,
  ExtractedDocument,
  Layout,
  LayoutIssue,
  ParsedResume,
  ProjectEntry,
  Section,
  SectionKind,
} from './types';
export { INDUSTRIES, DEFAULT_INDUSTRY, normalizeIndustry, isIndustry, type Industry } from './industries';
export { MAX_FILE_BYTES, detectDocumentKind } from './extract/detect-type';
export { extractDocument, extractDocumentText } from './extract/extract-document';
export { shutdownPdfWorkers, DEFAULT_PDF_TIMEOUT_MS } from './extract/pdf-worker-pool';
export { MAX_TEXT_CHARS } from './limits';
export {
  createEnginePool,
  DEFAULT_WORKER_NICE,
  ENGINE_MESSAGES,
  type EnginePool,
  type EnginePoolOptions,
  type EngineRunOptions,
  type EnginePoolStats,
} from './workers/engine-pool';
export type { EngineTaskName, EngineTaskArgs, EngineTaskResult } from './workers/engine-tasks';
export { parseResume, parseResumeText } from './parse/parse-resume';
export {
  scoreResume,
  scoreBand,
  SCORING_VERSION,
  type ScoreResult,
  type ScoreComponent,
  type ScoreOptions,
  type ScoreBand,
  type ComponentId,
  type KeywordReport,
  type MatchedKeyword,
  type MissingKeyword,
} from './score/score-resume';
export {
  readingOf,
  roleLabel,
  READING_LIMITS,
  type ResumeReading,
  type ReadingWarning,
  type ReadingWarningId,
  type ReadRole,
  type ReadSchool,
} from './score/reading';
export { extractJobRequirements, type JobRequirements, type JobKeyword } from './score/job-description';
export {
  feedbackSentence,
  renderFeedbackHtml,
  feedbackHtmlBlocks,
  escapeHtml,
  FEEDBACK_SENTENCES,
  FEEDBACK_TAGS,
} from './score/feedback';
export { streamAnalysis, type AnalysisEvent } from './score/stream-analysis';
export { textPdf, type TextPdfKind } from './export/text-pdf';
export {
  formatDate,
  roleTense,
  optimizeResume,
  streamOptimizedResume,
  withConfirmedSkills,
  type OptimizeOptions,
  type OptimizeResult,
} from './optimize/optimize-resume';
export { confirmedAmong, createClaimCheck, MAX_CONFIRMED_KEYWORDS } from './optimize/keyword-claims';
export {
  generateCoverLetter,
  COVER_LETTER_TONES,
  COVER_LETTER_WORDS,
  COVER_LETTER_FOCUSES,
  type CoverLetterInput,
  type CoverLetterResult,
  type CoverLetterTone,
  type CoverLetterFocus,
} from './optimize/cover-letter';
