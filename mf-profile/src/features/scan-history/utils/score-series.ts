import type { ResumeSummary } from '@resumebeat/shared-session/api';

/** The series of scans not targeted at a job. */
export const GENERAL_SERIES = 'General scans';

export interface ScoreSeries {
  /** Key in each point (`s0`, `s1`, ...): job titles are free text, not safe as object keys. */
  key: string;
  /** The job title, or 'General scans'. */
  label: string;
  color: string;
}

/** One scan on the time axis: `time` (ms) and the score under its series' key. */
export type ScorePoint = { time: number; id: ResumeSummary['id']; fileName: string; label: string } & Record<
  string,
  number | string | ResumeSummary['id']
>;

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

// Teal, purple and pink are not palettes of the design system (shared-ui/src/theme/system.ts):
// their 600 shades are written as values.
const PALETTE = ['#0d9488', '#9333ea', 'orange.600', 'blue.600', '#db2777', 'green.700'];

/** A job title as one series: "Java Developer" and " java developer " are the same job. */
const seriesName = (scan: ResumeSummary) => scan.jobTitle?.trim().replace(/\s+/g, ' ') || GENERAL_SERIES;

/**
 * The scans as a line chart's data: oldest first, one series per job title (scans without one
 * form 'General scans'), each scan one point carrying only its own series' score, so a line
 * joins the scans of one job (recharts `connectNulls`). Series are ordered by their first scan.
 */
export function scoreSeries(scans: ResumeSummary[]): { points: ScorePoint[]; series: ScoreSeries[] } {
  const ordered = [...scans].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const keys = new Map<string, ScoreSeries>();
  const byLowerName = new Map<string, string>();
  const points = ordered.map((scan) => {
    const name = seriesName(scan);
    const lower = name.toLowerCase();
    let label = byLowerName.get(lower);
    if (!label) {
      label = name;
      byLowerName.set(lower, label);
      keys.set(label, { key: `s${keys.size}`, label, color: PALETTE[keys.size % PALETTE.length]! });
    }
    const series = keys.get(label)!;
    const time = Date.parse(scan.createdAt);
    return {
      time,
      id: scan.id,
      fileName: scan.fileName,
      label: `${dateTime.format(time)} · ${scan.fileName}`,
      [series.key]: scan.score,
    } as ScorePoint;
  });
  return { points, series: [...keys.values()] };
}
