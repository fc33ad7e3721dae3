/**
 * The API client (ky) of SPEC.md section 7: base paths, bearer token from the stored user, one
 * error type, typed calls, server-sent event streams. A federation singleton of its own.
 */
export { ApiError, isApiError } from './api/api-error';
export { configureApi, NOT_AUTHENTICATED } from './api/client';
export type { ServerSentEvent } from './api/sse';
export { API_BASE, authApi, resumeApi, paymentApi, profileApi, coverLetterApi, supportApi, getPublicConfig, type UploadResumeInput } from './api/endpoints';
export type * from './api/types';
