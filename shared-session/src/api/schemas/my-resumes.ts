// Zod's browser setting, before any schema is built (shared-contract/src/common/browser-parsing.ts).
import '@resumebeat/shared-contract/browser-parsing';
import { ResumeSummarySchema } from '@resumebeat/shared-contract';

/**
 * The scan history's schema alone: the profile makes this call as it starts, and it needs none of
 * the upload, detail, analytics or optimize schemas (./resume.ts, built with the first of those calls).
 */
export const ResumeListSchema = ResumeSummarySchema.array();
