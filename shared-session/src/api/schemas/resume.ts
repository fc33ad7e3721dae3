// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';

/**
 * The schemas of the resume calls' answers, built when the first of them is made (./client.ts); the
 * scan history's has a module of its own (./my-resumes.ts).
 */
export {
  AnalyticsSchema,
  ExtractTextResponseSchema,
  OptimizeResponseSchema,
  ReadingFeedbackResponseSchema,
  RescoreResponseSchema,
  ResumeDetailSchema,
  ResumeUploadResultSchema,
} from '@resumebeat/shared-contract';
