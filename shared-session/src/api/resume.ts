import {
  ANALYTICS_ROUTE,
  DOCX_MIME_TYPE,
  EXPORT_DOCX_ROUTE,
  EXPORT_PDF_ROUTE,
  PDF_MIME_TYPE,
  READING_FEEDBACK_ROUTE,
} from '@resumebeat/shared-contract/api-routes';
import type { ReadingFeedbackRequest, ResumeTextPayload } from '@resumebeat/shared-contract';
// Through the package name, like client.ts: the session is the shared singleton, not a copy.
import { getAuthToken } from '@resumebeat/shared-session';
import { API_BASE, apiUrl, request, responseSchema } from './client';
import { toApiError } from './api-error';
import { postEventStream } from './sse';

/** The calls' response schemas: loaded, and built, when the first of these calls is made. */
const schemas = () => import('./schemas/resume');
/** The scan history's alone: the profile makes it as it starts (decision 046). */
const listSchemas = () => import('./schemas/my-resumes');

export interface UploadResumeInput {
  file: Blob;
  fileName: string;
  industry: string;
  jobTitle?: string;
  companyName?: string;
  jobDescription?: string;
}

export const resumeApi = {
  /** Multipart upload; token optional (anonymous visitors scan too). */
  upload(input: UploadResumeInput, signal?: AbortSignal) {
    const form = new FormData();
    form.append('file', input.file, input.fileName);
    form.append('industry', input.industry);
    if (input.jobTitle) form.append('jobTitle', input.jobTitle);
    if (input.companyName) form.append('companyName', input.companyName);
    if (input.jobDescription) form.append('jobDescription', input.jobDescription);
    return request('POST', `${API_BASE.resume}/upload`, {
      body: form,
      searchParams: { skipAi: 'true' },
      signal,
      schema: responseSchema(schemas, 'ResumeUploadResultSchema'),
    });
  },
  myResumes: () =>
    request('GET', `${API_BASE.resume}/my-resumes`, {
      auth: 'required',
      schema: responseSchema(listSchemas, 'ResumeListSchema'),
    }),
  /** One stored scan of the signed-in user, with its text, feedback and score breakdown (ResumeDetail). */
  getResume: (id: string | number) =>
    request('GET', `${API_BASE.resume}/${encodeURIComponent(String(id))}`, {
      auth: 'required',
      schema: responseSchema(schemas, 'ResumeDetailSchema'),
    }),
  /** docs/product/api.md#resume: the advanced analytics dashboard (plans with hasAdvancedAnalytics; 403 otherwise). */
  analytics: (signal?: AbortSignal) =>
    request(ANALYTICS_ROUTE.method, ANALYTICS_ROUTE.path, {
      auth: 'required',
      signal,
      schema: responseSchema(schemas, 'AnalyticsSchema'),
    }),
  optimize: (payload: ResumeTextPayload, signal?: AbortSignal) =>
    request('POST', `${API_BASE.resume}/optimize`, {
      json: payload,
      signal,
      schema: responseSchema(schemas, 'OptimizeResponseSchema'),
    }),
  rescore: (payload: ResumeTextPayload, signal?: AbortSignal) =>
    request('POST', `${API_BASE.resume}/rescore`, {
      json: payload,
      signal,
      schema: responseSchema(schemas, 'RescoreResponseSchema'),
    }),
  /** docs/product/api.md#resume: 'This is wrong' on how the resume was read; the server stores it only with consent. */
  readingFeedback: (payload: ReadingFeedbackRequest, signal?: AbortSignal) =>
    request(READING_FEEDBACK_ROUTE.method, READING_FEEDBACK_ROUTE.path, {
      json: payload,
      signal,
      schema: responseSchema(schemas, 'ReadingFeedbackResponseSchema'),
    }),
  /** Job-description files: the server extracts PDF and DOCX text properly. */
  extractText(file: Blob, fileName: string, signal?: AbortSignal) {
    const form = new FormData();
    form.append('file', file, fileName);
    return request('POST', `${API_BASE.resume}/extract-text`, {
      body: form,
      signal,
      schema: responseSchema(schemas, 'ExtractTextResponseSchema'),
    });
  },
  /** 'delta' events of feedback text, then 'final' with JSON `{ score }` (StreamFinalEventSchema). */
  streamAnalysis: (payload: ResumeTextPayload, signal?: AbortSignal) =>
    postEventStream(`${API_BASE.resume}/stream-analysis`, payload, signal),
  /** 'delta' events of the optimized resume. */
  streamOptimize: (payload: ResumeTextPayload, signal?: AbortSignal) =>
    postEventStream(`${API_BASE.resume}/stream-optimize`, payload, signal),
  /**
   * docs/product/api.md#resume: the optimized resume as a Word document (EXPORT_DOCX_ROUTE). Token optional,
   * as for optimize. The answer is bytes, not JSON, so this reads a Blob instead of going through
   * `request`; errors are the same ApiError.
   */
  async exportDocx(content: string, signal?: AbortSignal): Promise<Blob> {
    const token = getAuthToken();
    const response = await fetch(apiUrl(EXPORT_DOCX_ROUTE.path), {
      method: EXPORT_DOCX_ROUTE.method,
      headers: {
        'Content-Type': 'application/json',
        Accept: DOCX_MIME_TYPE,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ content }),
      signal,
    });
    if (!response.ok) throw await toApiError(response);
    return response.blob();
  },

  /** The optimized resume, or a cover letter (`kind: 'letter'`), as a PDF built by the api (docs/decisions/037). */
  async exportPdf(content: string, kind: 'resume' | 'letter' = 'resume', signal?: AbortSignal): Promise<Blob> {
    const token = getAuthToken();
    const response = await fetch(apiUrl(EXPORT_PDF_ROUTE.path), {
      method: EXPORT_PDF_ROUTE.method,
      headers: {
        'Content-Type': 'application/json',
        Accept: PDF_MIME_TYPE,
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify({ content, kind }),
      signal,
    });
    if (!response.ok) throw await toApiError(response);
    return response.blob();
  },
};
