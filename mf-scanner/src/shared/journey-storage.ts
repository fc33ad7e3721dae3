/**
 * The browser storage of the resume journey (docs/product/api.md#resume): saved job descriptions and the
 * flags that mark the dashboard's steps done. Values written by other versions of the app may be
 * malformed; every read tolerates that.
 */
import { JOURNEY_PROGRESS_COOKIE } from '@resumebeat/shared-contract/first-paint';
import { readStoredJson, writeFirstPaintCookie } from '@resumebeat/shared-session';

export const JOB_DESCRIPTIONS_KEY = 'jobDescriptions';
export const JOB_DESCRIPTION_KEY = 'jobDescription';
export const RESUME_UPLOADED_KEY = 'resumeUploaded';
export const JD_ADDED_SESSION_KEY = 'resumeJourneyJDAdded';

export interface JobDescriptionItem {
  /** Date.now() when saved. */
  id: number;
  jobTitle: string;
  companyName: string;
  description: string;
  /** ISO time. */
  savedAt: string;
  source: 'file_upload' | 'manual_input';
  fileName?: string;
}

function isItem(value: unknown): value is JobDescriptionItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Record<string, unknown>;
  return typeof item.description === 'string' && typeof item.jobTitle === 'string';
}

/** Every saved job description, oldest first. */
export function readJobDescriptions(): JobDescriptionItem[] {
  const list = readStoredJson(JOB_DESCRIPTIONS_KEY);
  return Array.isArray(list) ? list.filter(isItem) : [];
}

/** The job description in use: the latest saved one (docs/product/rules-and-limits.md#browser-storage). */
export function latestJobDescription(): JobDescriptionItem | null {
  const list = readJobDescriptions();
  if (list.length > 0) return list[list.length - 1]!;
  const single = readStoredJson(JOB_DESCRIPTION_KEY);
  return isItem(single) ? single : null;
}

/** Saves a job description as the latest; throws when storage is full or unavailable. */
export function saveJobDescription(item: JobDescriptionItem): void {
  const list = [...readJobDescriptions(), item];
  window.localStorage.setItem(JOB_DESCRIPTIONS_KEY, JSON.stringify(list));
  window.localStorage.setItem(JOB_DESCRIPTION_KEY, JSON.stringify(item));
  window.sessionStorage.setItem(JD_ADDED_SESSION_KEY, '1');
  noteJourneyProgress();
}

export function hasJobDescription(): boolean {
  return (latestJobDescription()?.description.trim().length ?? 0) > 0;
}

export function isResumeUploaded(): boolean {
  try {
    return window.localStorage.getItem(RESUME_UPLOADED_KEY) === 'true';
  } catch {
    return false; // no storage (the build's prerender): nothing uploaded
  }
}

export function markResumeUploaded(): void {
  window.localStorage.setItem(RESUME_UPLOADED_KEY, 'true');
  noteJourneyProgress();
}

/**
 * Tells the server the dashboard now shows progress (a cookie, no content): it then stops sending
 * the dashboard's prerendered first paint, which shows a journey not started
 * (shared-contract/first-paint.ts). Kept as long as the browser allows (400 days).
 */
export function noteJourneyProgress(): void {
  let cookies: string;
  try {
    cookies = document.cookie;
  } catch {
    return; // no cookies here: the dashboard's first paint may then show the journey not started, briefly
  }
  if (!cookies.split('; ').includes(`${JOURNEY_PROGRESS_COOKIE}=1`))
    writeFirstPaintCookie(JOURNEY_PROGRESS_COOKIE, '1', 34_560_000);
}

/** The dashboard's journey (docs/product/screens.md#routes-and-guards): which step to start on, and progress. */
export function journeyState(jdDone: boolean, resumeDone: boolean) {
  const activeIndex = jdDone && resumeDone ? 2 : jdDone ? 1 : 0;
  const progress = ((Number(jdDone) + Number(resumeDone)) / 2) * 100;
  return { activeIndex, progress };
}
