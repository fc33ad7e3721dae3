// The advanced analytics dashboard (plans with hasAdvancedAnalytics; docs/decisions/040): figures
// computed from a member's stored scans, nothing stored for it but the score of each scan's
// optimized resume when its owner rescored it (migration 0017). The flag is read from the plan of
// an active membership, never from the plan's name or type.
import {
  ANALYTICS_TOP_MISSING,
  INDUSTRIES,
  type Analytics,
  type KeywordReport,
  type ScoreComponent,
} from '@resumebeat/shared-contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { resumes } from '../../db/schema';
import { planHasFlag } from './memberships-repository';

/** The newest scans the figures come from (the history's own bound, MAX_LISTED_RESUMES). */
export const ANALYTICS_MAX_SCANS = 100;

/** The engine's component order (ats-engine score-resume.ts). */
const COMPONENT_ORDER = [
  'parseability',
  'sections',
  'contact',
  'dates',
  'bullets',
  'length',
  'industry',
  'keywords',
  'soft-skills',
  'requirements',
];

/** What the figures read of a stored scan. */
export interface AnalyticsRow {
  id: string;
  createdAt: Date;
  fileName: string;
  jobTitle: string | null;
  companyName: string | null;
  jobDescription: string | null;
  industry: string;
  score: number;
  scoreComponents: unknown;
  keywords: unknown;
  optimizedScore: number | null;
}

const percentOf = (component: Pick<ScoreComponent, 'score' | 'max'>) =>
  component.max > 0 ? Math.round((component.score / component.max) * 100) : 0;
const normalize = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();

function jobLabel(row: AnalyticsRow): string {
  const title = row.jobTitle?.trim();
  const company = row.companyName?.trim();
  if (title && company) return `${title} at ${company}`;
  if (title || company) return (title ?? company)!;
  const words = (row.jobDescription ?? '').trim().split(/\s+/).slice(0, 8).join(' ');
  return words.length > 60 ? `${words.slice(0, 57)}…` : `${words}…`;
}

/** The dashboard's figures from the scans, in any order (pure: the tests check it on known scans). */
export function computeAnalytics(input: AnalyticsRow[]): Analytics {
  const rows = [...input].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const labels = new Map<string, string>();
  const scans = rows.map((row) => {
    const components: Record<string, number> = {};
    for (const component of (row.scoreComponents as ScoreComponent[] | null) ?? []) {
      labels.set(component.id, labels.get(component.id) ?? component.label);
      components[component.id] = percentOf(component);
    }
    return {
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      fileName: row.fileName,
      jobTitle: row.jobTitle,
      score: row.score,
      components,
    };
  });
  const rank = (id: string) => (COMPONENT_ORDER.includes(id) ? COMPONENT_ORDER.indexOf(id) : COMPONENT_ORDER.length);
  const components = [...labels].map(([id, label]) => ({ id, label })).sort((a, b) => rank(a.id) - rank(b.id));

  // Per distinct job description (its text, spaces and case aside): first and latest coverage.
  const jobs = new Map<string, { first: AnalyticsRow; latest: AnalyticsRow; scans: number }>();
  for (const row of rows) {
    const report = row.keywords as KeywordReport | null;
    if (!row.jobDescription?.trim() || !report) continue;
    const key = normalize(row.jobDescription);
    const job = jobs.get(key);
    if (job) {
      job.latest = row;
      job.scans += 1;
    } else jobs.set(key, { first: row, latest: row, scans: 1 });
  }
  const report = (row: AnalyticsRow) => row.keywords as KeywordReport;
  const keywordCoverage = [...jobs.values()]
    .sort((a, b) => b.latest.createdAt.getTime() - a.latest.createdAt.getTime())
    .map((job) => ({
      label: jobLabel(job.latest),
      scans: job.scans,
      firstMatchRate: Math.round(report(job.first).matchRate),
      latestMatchRate: Math.round(report(job.latest).matchRate),
      matched: report(job.latest).matched.length,
      missing: report(job.latest).missing.length,
      lastScannedAt: job.latest.createdAt.toISOString(),
    }));

  // Missing keywords: counted over every scan against a job description, so a keyword missing
  // from each try stands out; one added since still counts for the scans that lacked it.
  const missing = new Map<string, { keyword: string; scans: number; importance: 'required' | 'preferred' | 'soft' }>();
  const weight = { required: 0, preferred: 1, soft: 2 } as const;
  for (const row of rows) {
    const keywords = row.keywords as KeywordReport | null;
    if (!row.jobDescription?.trim() || !keywords) continue;
    const seen = new Set<string>();
    for (const item of keywords.missing) {
      const key = normalize(item.keyword);
      if (seen.has(key)) continue;
      seen.add(key);
      const entry = missing.get(key);
      if (entry) {
        entry.scans += 1;
        if (weight[item.importance] < weight[entry.importance]) entry.importance = item.importance;
      } else missing.set(key, { keyword: item.keyword, scans: 1, importance: item.importance });
    }
  }
  const missingKeywords = [...missing.values()]
    .sort(
      (a, b) => b.scans - a.scans || weight[a.importance] - weight[b.importance] || a.keyword.localeCompare(b.keyword),
    )
    .slice(0, ANALYTICS_TOP_MISSING);

  const optimized = rows
    .filter((row) => row.optimizedScore !== null)
    .reverse()
    .map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      fileName: row.fileName,
      jobTitle: row.jobTitle,
      before: row.score,
      after: row.optimizedScore!,
    }));

  const latest = rows[rows.length - 1];
  let industry: Analytics['industry'] = null;
  const fitOf = (row: AnalyticsRow) =>
    ((row.scoreComponents as ScoreComponent[] | null) ?? []).find((component) => component.id === 'industry');
  const latestFit = latest ? fitOf(latest) : undefined;
  if (latest && latestFit) {
    const earlier = rows
      .slice(0, -1)
      .filter((row) => row.industry === latest.industry)
      .map(fitOf)
      .filter((fit): fit is ScoreComponent => Boolean(fit));
    industry = {
      industry: latest.industry,
      label: INDUSTRIES.find((item) => item.value === latest.industry)?.label ?? latest.industry,
      percent: percentOf(latestFit),
      score: latestFit.score,
      max: latestFit.max,
      evidence: latestFit.evidence,
      suggestions: latestFit.suggestions,
      previousAverage: earlier.length
        ? Math.round(earlier.reduce((sum, fit) => sum + percentOf(fit), 0) / earlier.length)
        : null,
    };
  }

  return { scanCount: rows.length, components, scans, keywordCoverage, missingKeywords, optimized, industry };
}

/** Whether an active paid membership of the user is on a plan with the advanced-analytics flag. */
export function hasAdvancedAnalytics(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return planHasFlag(db, userId, 'hasAdvancedAnalytics', now);
}

/** The user's newest scans' figures (the summary columns and the breakdowns, never the texts but the job description). */
export async function analyticsOf(db: Db, userId: string): Promise<Analytics> {
  const rows = await db
    .select({
      id: resumes.id,
      createdAt: resumes.createdAt,
      fileName: resumes.fileName,
      jobTitle: resumes.jobTitle,
      companyName: resumes.companyName,
      // Only what grouping needs: a description is at most 100,000 characters (review M10).
      jobDescription: sql<string | null>`left(${resumes.jobDescription}, 2000)`,
      industry: resumes.industry,
      score: resumes.score,
      scoreComponents: resumes.scoreComponents,
      keywords: resumes.keywords,
      optimizedScore: resumes.optimizedScore,
    })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.createdAt), desc(resumes.id))
    .limit(ANALYTICS_MAX_SCANS);
  return computeAnalytics(rows);
}

/**
 * Keeps the score of an optimized text its owner rescored on a scan (the text was answered for
 * that scan, not the scan's own): the dashboard's 'after'. Anonymous scans store nothing.
 */
export async function recordOptimizedScore(
  db: Db,
  scan: { scanEventId: string; owner: string | null },
  score: number,
): Promise<void> {
  if (!scan.owner) return;
  await db.execute(sql`
    UPDATE ${resumes} SET optimized_score = ${score}::int, optimized_scored_at = now()
    WHERE user_id = ${scan.owner}::uuid AND id = (SELECT resume_id FROM scan_events WHERE id = ${scan.scanEventId}::uuid AND user_id = ${scan.owner}::uuid)`);
}
