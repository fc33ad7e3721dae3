import { z } from 'zod';
import { route } from '../common/route';
import { AiAnalysisSchema, KeywordReportSchema, ScoreComponentSchema } from './upload-resume';
import { ResumeSummarySchema } from './resume-summary';

export { ResumeSummarySchema, type ResumeSummary } from './resume-summary';

/** Token required; the owner's resumes, newest first. */
export const MY_RESUMES_ROUTE = route('GET', '/api/resume/my-resumes');
/** Token required; another user's id is 404. */
export const GET_RESUME_ROUTE = route('GET', '/api/resume/:id');
/** Multipart `file`: a job description as PDF, DOCX or TXT; answers its text. */
export const EXTRACT_TEXT_ROUTE = route('POST', '/api/resume/extract-text');

/**
 * GET /api/resume/:id: one stored scan, as its owner uploaded it. The summary's fields, plus what
 * the upload answered (content, aiAnalysis, scoreComponents, keywords, scoringVersion), so a page
 * can show it again the way it showed the upload result. `content` is the text the engine read.
 */
export const ResumeDetailSchema = ResumeSummarySchema.extend({
  content: z.string(),
  jobDescription: z.string().nullable(),
  aiAnalysis: AiAnalysisSchema,
  scoreComponents: z.array(ScoreComponentSchema),
  keywords: KeywordReportSchema.nullable(),
  scoringVersion: z.string(),
  scanTicket: z.string().optional().meta({
    description: 'Lets the owner analyze and optimize this stored scan again (see ResumeTextPayload.scanTicket).',
  }),
}).meta({ id: 'ResumeDetail' });
export type ResumeDetail = z.infer<typeof ResumeDetailSchema>;

export const ExtractTextResponseSchema = z.object({ text: z.string() }).meta({ id: 'ExtractTextResponse' });
export type ExtractTextResponse = z.infer<typeof ExtractTextResponseSchema>;
