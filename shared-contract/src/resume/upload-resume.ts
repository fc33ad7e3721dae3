import { z } from 'zod';
import { route } from '../common/route';
import { INDUSTRY_VALUES } from './constants';
import { ResumeReadingSchema } from './reading';

/** Multipart (file, industry, jobTitle?, companyName?, jobDescription?); `?skipAi=true`; token optional. */
export const UPLOAD_RESUME_ROUTE = route('POST', '/api/resume/upload');

/**
 * `?skipAi=true` (what the browser sends): the feedback is the engine's, optimizedResume is null,
 * and the page streams the AI parts afterwards. Without it the configured AI provider writes both.
 */
export const UploadResumeQuerySchema = z.object({
  skipAi: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((value) => value === 'true' || value === '1'),
});
// No `.meta({ id })`: a query string schema must stay inline for the OpenAPI document.

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

/** One line of the explainable score: what it measured, what was found, what to change. */
export const ScoreComponentSchema = z
  .object({
    id: z.string().meta({
      description:
        'Stable id: parseability, sections, contact, dates, bullets, length, industry, keywords, soft-skills, requirements.',
    }),
    label: z.string(),
    score: z.number(),
    max: z.number(),
    evidence: z.array(z.string()),
    suggestions: z.array(z.string()),
  })
  .meta({ id: 'ScoreComponent' });
export type ScoreComponent = z.infer<typeof ScoreComponentSchema>;

/** How a job keyword was found: the word itself, an alias ("k8s"), or a stem ("microservice"). */
export const KeywordMatchTypeSchema = z.enum(['exact', 'alias', 'stemmed']);
export const KeywordImportanceSchema = z.enum(['required', 'preferred', 'soft']);

/** Present only when the scan was targeted at a job description. */
export const KeywordReportSchema = z
  .object({
    matched: z.array(
      z.object({
        keyword: z.string(),
        match: KeywordMatchTypeSchema,
        found: z.string(),
        importance: KeywordImportanceSchema,
      }),
    ),
    missing: z.array(z.object({ keyword: z.string(), importance: KeywordImportanceSchema })),
    matchRate: z.number().meta({ description: "Weighted share of the job's hard skills found, 0 to 100." }),
  })
  .meta({ id: 'KeywordReport' });
export type KeywordReport = z.infer<typeof KeywordReportSchema>;

/**
 * The upload result (docs/product/api.md#resume). The server may also add the score
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
    keywords: KeywordReportSchema.nullish(),
    scoringVersion: z.string().optional(),
    scanTicket: z.string().optional().meta({
      description:
        'Send it with the calls on this scan (stream-analysis, stream-optimize, optimize, rescore): what a counted scan buys.',
    }),
    reading: ResumeReadingSchema.optional().meta({
      description:
        'docs/product/api.md#resume: what the reader found in the file (contact, roles, schools, skills) and plain warnings where something was not found or guessed. Old clients ignore it.',
    }),
  })
  .meta({ id: 'ResumeUploadResult' });
export type ResumeUploadResult = z.infer<typeof ResumeUploadResultSchema>;
