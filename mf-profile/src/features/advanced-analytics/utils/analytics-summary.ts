import type { Analytics } from '@resumebeat/shared-session/api';

// The sentences that sum up each chart: what a reader of the page (or of its text alternative)
// takes from it first. Pure, so the tests check them on known figures.

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const formatScanDate = (iso: string) => dateTime.format(new Date(iso));

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Each component's share over the scans that have it, oldest first. */
export function componentTrend(analytics: Analytics) {
  return analytics.components.map((component) => {
    const values = analytics.scans
      .map((scan) => scan.components[component.id])
      .filter((value): value is number => value !== undefined);
    return { ...component, first: values[0] ?? 0, latest: values[values.length - 1] ?? 0, count: values.length };
  });
}

export function componentsSummary(analytics: Analytics): string {
  const trend = componentTrend(analytics).filter((item) => item.count > 0);
  if (trend.length === 0) return 'No score breakdown yet.';
  const weakest = [...trend].sort((a, b) => a.latest - b.latest)[0]!;
  const strongest = [...trend].sort((a, b) => b.latest - a.latest)[0]!;
  if (analytics.scans.length === 1) {
    return `From your first scan: strongest is ${strongest.label} (${strongest.latest}%), the most room to grow is ${weakest.label} (${weakest.latest}%). Scan again to see each part change.`;
  }
  const improved = [...trend]
    .filter((item) => item.count > 1)
    .sort((a, b) => b.latest - b.first - (a.latest - a.first))[0];
  const gain = improved ? improved.latest - improved.first : 0;
  const change =
    improved && gain > 0
      ? `Most improved: ${improved.label} (${improved.first}% to ${improved.latest}%). `
      : 'No part has improved yet. ';
  return `${change}Needs the most work now: ${weakest.label} (${weakest.latest}%). Over ${plural(analytics.scans.length, 'scan')}.`;
}

export function coverageSummary(analytics: Analytics): string {
  const coverage = analytics.keywordCoverage;
  if (coverage.length === 0)
    return 'No scan against a saved job description yet: add a job description before you scan to see how many of its keywords your resume covers.';
  const latest = coverage[0]!;
  const since = latest.scans > 1 ? `, up from ${latest.firstMatchRate}% over ${plural(latest.scans, 'scan')}` : '';
  const best = [...coverage].sort((a, b) => b.latestMatchRate - a.latestMatchRate)[0]!;
  const others =
    coverage.length > 1
      ? ` Best covered of ${plural(coverage.length, 'job description')}: ${best.label} (${best.latestMatchRate}%).`
      : '';
  return `${latest.label}: ${latest.latestMatchRate}% of its keywords covered${since}.${others}`;
}

export function missingSummary(analytics: Analytics): string {
  const missing = analytics.missingKeywords;
  if (missing.length === 0)
    return analytics.keywordCoverage.length === 0
      ? 'Keywords missing from your resume appear here once you scan against a job description.'
      : 'No keyword is missing from your scans. Well done!';
  return `Most often missing: ${missing
    .slice(0, 3)
    .map((item) => `${item.keyword} (${plural(item.scans, 'scan')})`)
    .join(', ')}.`;
}

export function optimizedSummary(analytics: Analytics): string {
  const optimized = analytics.optimized;
  if (optimized.length === 0)
    return 'No optimized resume scored yet: open View Optimized Resume after a scan to see its score before and after.';
  const average = Math.round(optimized.reduce((sum, item) => sum + (item.after - item.before), 0) / optimized.length);
  const direction =
    average >= 0 ? `raised your score by ${plural(average, 'point')}` : `changed your score by ${average} points`;
  return `Optimizing ${direction} on average, over ${plural(optimized.length, 'resume')}.`;
}

/** 'Technology employers', or 'employers in general' for the General profile. */
export const employersOf = (industry: { industry: string; label: string }) =>
  industry.industry === 'General' ? 'employers in general' : `${industry.label} employers`;

export function industrySummary(analytics: Analytics): string {
  const industry = analytics.industry;
  if (!industry) return 'Scan a resume to see where it stands against its industry.';
  const earlier =
    industry.previousAverage === null
      ? ''
      : ` Your earlier ${industry.label} scans averaged ${industry.previousAverage}%.`;
  return `Your latest resume meets ${industry.percent}% of what ${employersOf(industry)} look for (${industry.score} of ${industry.max} points).${earlier}`;
}
