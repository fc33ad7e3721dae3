import type { BulkItem, BulkItemStatus, ResumeDetail, ResumeUploadResult } from '@resumebeat/shared-session/api';

/** What the page knows of a row beyond the server's word: its file is on its way, or was refused on the way. */
export type LocalPhase = { kind: 'uploading' } | { kind: 'failed'; message: string };

export type RowStatus = BulkItemStatus | 'uploading';

export interface BulkRow {
  id: string;
  position: number;
  fileName: string;
  status: RowStatus;
  score: number | null;
  resumeId: string | null;
  findings: string[];
  error: string | null;
}

export const ROW_STATUS: Record<RowStatus, { label: string; progress: number }> = {
  waiting: { label: 'Waiting to upload', progress: 5 },
  uploading: { label: 'Uploading', progress: 25 },
  queued: { label: 'Queued', progress: 50 },
  scanning: { label: 'Scanning', progress: 75 },
  done: { label: 'Done', progress: 100 },
  failed: { label: 'Failed', progress: 100 },
};

/** The server's rows with what the page knows locally (a file being sent, a send that failed). */
export function mergeRows(items: BulkItem[], local: ReadonlyMap<string, LocalPhase>): BulkRow[] {
  return items.map((item) => {
    const phase = local.get(item.id);
    if (item.status === 'waiting' && phase?.kind === 'uploading') return { ...item, status: 'uploading' };
    if (item.status === 'waiting' && phase?.kind === 'failed')
      return { ...item, status: 'failed', error: phase.message };
    return { ...item };
  });
}

export type ScoreSort = 'desc' | 'asc' | null;

/** By score (rows without one last, in their order), or in the order the files were chosen. */
export function sortRows(rows: BulkRow[], sort: ScoreSort): BulkRow[] {
  if (!sort) return [...rows].sort((a, b) => a.position - b.position);
  return [...rows].sort((a, b) => {
    if (a.score === null || b.score === null)
      return a.score === null && b.score === null ? a.position - b.position : a.score === null ? 1 : -1;
    return sort === 'desc'
      ? b.score - a.score || a.position - b.position
      : a.score - b.score || a.position - b.position;
  });
}

/** A CSV cell: quoted, quotes doubled, and a leading formula character defused for spreadsheets. */
function cell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export const CSV_HEADER = ['File', 'Status', 'Score', 'Finding 1', 'Finding 2', 'Finding 3', 'Error'] as const;

/** The table as CSV, in the order shown. */
export function toCsv(rows: BulkRow[]): string {
  const lines = rows.map((row) =>
    [
      row.fileName,
      ROW_STATUS[row.status].label,
      row.score,
      row.findings[0] ?? '',
      row.findings[1] ?? '',
      row.findings[2] ?? '',
      row.error ?? '',
    ]
      .map(cell)
      .join(','),
  );
  return [CSV_HEADER.map(cell).join(','), ...lines].join('\r\n') + '\r\n';
}

/** A stored scan as the analysis view reads an upload's answer. */
export function toUploadResult(scan: ResumeDetail): ResumeUploadResult {
  return {
    id: scan.id,
    content: scan.content,
    resumeContent: scan.content,
    aiAnalysis: scan.aiAnalysis,
    // A plan with bulk upload is a paid one: unlimited scans.
    remainingScans: -1,
    hasPaidMembership: true,
    scoreComponents: scan.scoreComponents,
    keywords: scan.keywords,
    scoringVersion: scan.scoringVersion,
    ...(scan.jobDescription ? { jobDescription: scan.jobDescription } : {}),
    ...(scan.jobTitle ? { jobTitle: scan.jobTitle } : {}),
    ...(scan.companyName ? { companyName: scan.companyName } : {}),
    ...(scan.scanTicket ? { scanTicket: scan.scanTicket } : {}),
  };
}
