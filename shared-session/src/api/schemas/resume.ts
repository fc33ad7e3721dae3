// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';
import { ResumeSummarySchema } from '@resumebeat/shared-contract';

/** The schemas of the resume calls' answers, built when the first of them is made (./client.ts). */
export {
  AnalyticsSchema,
  ExtractTextResponseSchema,
  OptimizeResponseSchema,
  ReadingFeedbackResponseSchema,
  RescoreResponseSchema,
  ResumeDetailSchema,
  ResumeUploadResultSchema,
} from '@resumebeat/shared-contract';

export const ResumeListSchema = ResumeSummarySchema.array();
