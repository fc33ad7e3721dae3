import {
  INDUSTRIES,
  type Industry,
  type ResumeUploadResult,
  type ResumeTextPayload,
} from '@resumebeat/shared-session/api';

/**
 * The navigation state the scanner's pages pass each other (and accept from other remotes):
 *
 * - to /upload: `{ file?, industry?, triggerAnalyze?, jobDescription?, uploadResult?, openPlans? }`
 *   (docs/product/screens.md#routes-and-guards; the page reads it once and clears it);
 * - to /optimized-resume and /cover-letter: `{ uploadResult, industry? }`.
 *
 * History state comes from outside the code (another remote, an older version, a reload), so
 * every read checks the shape and ignores what it does not recognise.
 */
export interface StateJobDescription {
  jobTitle: string;
  companyName: string;
  description: string;
}

export interface UploadPageState {
  file?: File;
  industry?: Industry;
  triggerAnalyze?: boolean;
  jobDescription?: StateJobDescription;
  uploadResult?: ResumeUploadResult;
  /** Back from signing up to upgrade: the plans open at once (decision 034). */
  openPlans?: boolean;
}

export interface ResultPageState {
  uploadResult: ResumeUploadResult;
  industry?: Industry;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;

export function isIndustry(value: unknown): value is Industry {
  return INDUSTRIES.some((industry) => industry.value === value);
}

/** The fields every page relies on; the rest of the contract's fields are optional. */
export function asUploadResult(value: unknown): ResumeUploadResult | null {
  const result = record(value);
  const analysis = record(result?.aiAnalysis);
  if (!result || !analysis) return null;
  if (typeof result.content !== 'string' || typeof analysis.score !== 'number' || typeof analysis.analysis !== 'string')
    return null;
  if (typeof result.remainingScans !== 'number' || typeof result.hasPaidMembership !== 'boolean') return null;
  return result as unknown as ResumeUploadResult;
}

function asJobDescription(value: unknown): StateJobDescription | undefined {
  if (typeof value === 'string')
    return value.trim() ? { jobTitle: '', companyName: '', description: value } : undefined;
  const item = record(value);
  const description =
    typeof item?.description === 'string'
      ? item.description
      : typeof item?.jobDescription === 'string'
        ? item.jobDescription
        : '';
  if (!item || !description.trim()) return undefined;
  return {
    jobTitle: typeof item.jobTitle === 'string' ? item.jobTitle : '',
    companyName: typeof item.companyName === 'string' ? item.companyName : '',
    description,
  };
}

export function readUploadPageState(state: unknown): UploadPageState {
  const value = record(state);
  if (!value) return {};
  const read: UploadPageState = {};
  if (typeof File !== 'undefined' && value.file instanceof File) read.file = value.file;
  if (isIndustry(value.industry)) read.industry = value.industry;
  if (value.triggerAnalyze === true) read.triggerAnalyze = true;
  const jobDescription = asJobDescription(value.jobDescription);
  if (jobDescription) read.jobDescription = jobDescription;
  const uploadResult = asUploadResult(value.uploadResult);
  if (uploadResult) read.uploadResult = uploadResult;
  if (value.openPlans === true) read.openPlans = true;
  return read;
}

/** `{ uploadResult }`, or an upload result passed as the state itself. */
export function readResultPageState(state: unknown): ResultPageState | null {
  const value = record(state);
  const uploadResult = asUploadResult(value?.uploadResult) ?? asUploadResult(value);
  if (!uploadResult) return null;
  return isIndustry(value?.industry) ? { uploadResult, industry: value.industry } : { uploadResult };
}

/** The JSON body of optimize, rescore and the streams, from a result and what the scan was targeted at. */
export function textPayload(
  result: ResumeUploadResult,
  options: { content?: string; jobDescription?: StateJobDescription | null; industry?: Industry } = {},
): ResumeTextPayload {
  const jd = options.jobDescription;
  const payload: ResumeTextPayload = { content: options.content ?? result.resumeContent ?? result.content };
  const jobTitle = result.jobTitle ?? jd?.jobTitle;
  const companyName = result.companyName ?? jd?.companyName;
  const jobDescription = result.jobDescription ?? jd?.description;
  if (jobTitle?.trim()) payload.jobTitle = jobTitle.trim().slice(0, 200);
  if (companyName?.trim()) payload.companyName = companyName.trim().slice(0, 200);
  if (jobDescription?.trim()) payload.jobDescription = jobDescription.trim().slice(0, 50_000);
  if (options.industry) payload.industry = options.industry;
  // What the counted scan buys: the server refuses these calls without it.
  if (result.scanTicket) payload.scanTicket = result.scanTicket;
  return payload;
}
