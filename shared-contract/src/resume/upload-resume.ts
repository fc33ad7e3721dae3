import { z } from 'zod';
import { route } from '../common/route';
import { INDUSTRY_VALUES } from './constants';

/** Multipart (file, industry, jobTitle?, companyName?, jobDescription?); `?skipAi=true`; token optional. */
export const UPLOAD_RESUME_ROUTE = route('POST', '/api/resume/upload');

/** The text fields of the multipart body (the file travels as the `file` part). */
export const UploadResumeFieldsSchema = z
  .object({
    industry: z.enum(INDUSTRY_VALUES).catch('General'),
    jobTitle: z.string().trim().max(200).optional(),
    companyName: z.string().trim().max(200).optional(),
    jobDescription: z.string().trim().max(50_000).optional(),
  })
  .meta({ id: 'UploadResumeFields' });
export type UploadResumeFields = z.input<typeof UploadResumeFieldsSchema>;

export const AiAnalysisSchema = z
  .object({
    score: z.number(),
    analysis: z.string().meta({ description: 'Feedback as HTML (the page renders it).' }),
    optimizedResume: z.string().nullish(),
  })
  .meta({ id: 'AiAnalysis' });
export type AiAnalysis = z.infer<typeof AiAnalysisSchema>;

export const ScoreComponentSchema = z
  .object({ key: z.string(), label: z.string(), score: z.number(), max: z.number() })
  .meta({ id: 'ScoreComponent' });
export type ScoreComponent = z.infer<typeof ScoreComponentSchema>;

/**
 * SPEC.md section 3 "Resume upload result". Beyond the spec the server may add the score
 * breakdown and keywords (issue 5); clients ignore fields they do not know.
 */
export const ResumeUploadResultSchema = z
  .looseObject({
    id: z.union([z.string(), z.number()]).optional(),
    content: z.string(),
    aiAnalysis: AiAnalysisSchema,
    remainingScans: z.number().int().meta({ description: '-1 = unlimited' }),
    hasPaidMembership: z.boolean(),
    resumeContent: z.string().optional(),
    jobDescription: z.string().optional(),
    jobTitle: z.string().optional(),
    companyName: z.string().optional(),
    scoreComponents: z.array(ScoreComponentSchema).optional(),
    matchedKeywords: z.array(z.string()).optional(),
    missingKeywords: z.array(z.string()).optional(),
  })
  .meta({ id: 'ResumeUploadResult' });
export type ResumeUploadResult = z.infer<typeof ResumeUploadResultSchema>;
