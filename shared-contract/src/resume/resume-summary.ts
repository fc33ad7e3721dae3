import { z } from 'zod';

/**
 * GET /api/resume/my-resumes: one scan of the owner's history. A module of its own, importing no
 * other schema: the profile checks this list as it starts, and a bundle building it builds none of
 * the upload's or the analysis' schemas (docs/decisions/047).
 */
export const ResumeSummarySchema = z
  .object({
    id: z.union([z.string(), z.number()]),
    fileName: z.string(),
    score: z.number(),
    industry: z.string(),
    jobTitle: z.string().nullable(),
    companyName: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'ResumeSummary' });
export type ResumeSummary = z.infer<typeof ResumeSummarySchema>;
