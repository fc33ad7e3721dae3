import { readStoredJson } from '@resumebeat/shared-session';
import type { ResumeUploadResult } from '@resumebeat/shared-session/api';

/**
 * Where the form's values come from: the upload result another page passed as navigation state
 * (`{ uploadResult }`, docs/product/screens.md#cover-letter-page), and the saved job description of docs/product/rules-and-limits.md#browser-storage
 * (local storage `jobDescriptions`, the latest entry; or the older single `jobDescription`).
 * Both come from outside this remote's code, so every read checks the shape.
 */
export interface SavedJob {
  jobTitle: string;
  companyName: string;
  description: string;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

/** `{ uploadResult }`, or an upload result passed as the state itself. */
export function readUploadResult(state: unknown): ResumeUploadResult | null {
  const value = record(state);
  const candidate = record(value?.uploadResult) ?? value;
  const analysis = record(candidate?.aiAnalysis);
  if (!candidate || !analysis || typeof candidate.content !== 'string' || typeof analysis.score !== 'number')
    return null;
  return candidate as unknown as ResumeUploadResult;
}

function asJob(value: unknown): SavedJob | null {
  const item = record(value);
  if (!item || typeof item.description !== 'string' || !item.description.trim()) return null;
  return {
    jobTitle: typeof item.jobTitle === 'string' ? item.jobTitle : '',
    companyName: typeof item.companyName === 'string' ? item.companyName : '',
    description: item.description,
  };
}

export function savedJobDescription(): SavedJob | null {
  const list = readStoredJson('jobDescriptions');
  if (Array.isArray(list)) {
    for (let index = list.length - 1; index >= 0; index -= 1) {
      const job = asJob(list[index]);
      if (job) return job;
    }
  }
  return asJob(readStoredJson('jobDescription'));
}

/** A file name part from free text: "Acme Corp." → "acme-corp". */
export function slug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 40);
}
