import { z } from 'zod';

/** How many of the most often missing keywords the dashboard lists. */
export const ANALYTICS_TOP_MISSING = 10;

/** One scan's score and each of its components as a share of that component's maximum (0 to 100). */
export const AnalyticsScanSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  fileName: z.string(),
  jobTitle: z.string().nullable(),
  score: z.number(),
  components: z
    .record(z.string(), z.number())
    .meta({ description: 'Component id → percent of its maximum (0 to 100, rounded).' }),
});
export type AnalyticsScan = z.infer<typeof AnalyticsScanSchema>;

export const AnalyticsSchema = z
  .object({
    scanCount: z.number().int().meta({ description: 'Scans the figures come from (the newest 100 at most).' }),
    /** The components seen in the scans, in the engine's order, with their labels. */
    components: z.array(z.object({ id: z.string(), label: z.string() })),
    /** Oldest first. */
    scans: z.array(AnalyticsScanSchema),
    /** One entry per distinct job description scanned against, newest first. */
    keywordCoverage: z.array(
      z.object({
        label: z.string().meta({ description: 'Job title and company, else the first words of the description.' }),
        scans: z.number().int(),
        firstMatchRate: z.number(),
        latestMatchRate: z.number(),
        matched: z.number().int().meta({ description: 'Keywords found in the latest scan against it.' }),
        missing: z.number().int(),
        lastScannedAt: z.string(),
      }),
    ),
    /** The keywords most often missing across the scans (the latest scan per job description counts), most often first. */
    missingKeywords: z.array(
      z.object({ keyword: z.string(), scans: z.number().int(), importance: z.enum(['required', 'preferred', 'soft']) }),
    ),
    /** Scans whose optimized resume was scored: the score before and after, newest first. */
    optimized: z.array(
      z.object({
        id: z.string(),
        createdAt: z.string(),
        fileName: z.string(),
        jobTitle: z.string().nullable(),
        before: z.number(),
        after: z.number(),
      }),
    ),
    /** The newest scan against its industry's profile (the engine's 'Industry profile' component). */
    industry: z
      .object({
        industry: z.string(),
        label: z.string(),
        percent: z.number(),
        score: z.number(),
        max: z.number(),
        evidence: z.array(z.string()),
        suggestions: z.array(z.string()),
        /** The same share over the member's earlier scans in that industry (null with one scan). */
        previousAverage: z.number().nullable(),
      })
      .nullable(),
  })
  .meta({ id: 'Analytics' });
export type Analytics = z.infer<typeof AnalyticsSchema>;
