/**
 * The API client (ky) of docs/product/api.md: base paths, bearer token from the stored user, one
 * error type, calls typed and checked with shared-contract, server-sent event streams. A
 * federation singleton of its own, so pages that call no API (the landing page) do not load it.
 */
export { ApiError, isApiError, INVALID_RESPONSE } from './api/api-error';
export { API_BASE, configureApi, NOT_AUTHENTICATED } from './api/client';
export type { ServerSentEvent } from './api/sse';
export { authApi } from './api/auth';
export { resumeApi, type UploadResumeInput } from './api/resume';
export { bulkUploadApi } from './api/bulk-upload';
export { paymentApi } from './api/payment';
export {
  useCheckoutReturn,
  readCheckoutReturn,
  withoutCheckoutParams,
  CHECKOUT_MESSAGES,
  type CheckoutReturn,
  type CheckoutReturnLocation,
} from './api/checkout-return';
export { profileApi } from './api/profile';
export { coverLetterApi } from './api/cover-letter';
export { supportApi } from './api/support';
export { getPublicConfig } from './api/config';
// The contract's constants pages need beside the calls, from its zod-free modules: importing them
// builds no schema (a domain's schemas load with its first call, ./api/schemas/). Imported from here, they
// come with this singleton rather than a copy in each remote.
export {
  ACCEPTED_EXTENSIONS,
  ACCEPTED_MIME_TYPES,
  ANALYTICS_MESSAGES,
  BIO_MAX_LENGTH,
  BULK_MAX_FILES,
  BULK_MESSAGES,
  COVER_LETTER_FOCUSES,
  COVER_LETTER_TONES,
  FREE_SCANS,
  INDUSTRIES,
  LOOSE_EMAIL_PATTERN,
  MAX_READING_CORRECTION_CHARS,
  MAX_UPLOAD_BYTES,
  MEMBERSHIP_TYPES,
  atsFeedbackSentence,
  countOf,
  missingRequiredCount,
  NAME_RULES,
  PASSWORD_CHECKS,
  PASSWORD_RULES,
  passwordProblem,
  READING_FEEDBACK_MESSAGES,
  READING_PROBLEM_LABELS,
  READING_PROBLEMS,
  SUPPORT_MESSAGE_RULES,
  UNLIMITED_SCANS,
} from '@resumebeat/shared-contract/page-rules';
// The shapes apps handle, from the contract, so a page needs one import for a call and its types.
export type {
  Industry,
  Analytics,
  AnalyticsScan,
  AuthResponse,
  AiAnalysis,
  ResumeUploadResult,
  ScoreComponent,
  KeywordReport,
  ResumeSummary,
  ResumeDetail,
  ResumeTextPayload,
  StreamFinalEvent,
  UsageStatus,
  MembershipPlan,
  Subscription,
  PaymentIntentResponse,
  CheckoutSessionResponse,
  PaymentProcessingResponse,
  Purchase,
  ConfirmPaymentResponse,
  VerifyCheckoutResponse,
  CancelSubscriptionResponse,
  PaymentConfigResponse,
  LocalPaymentResult,
  TestCard,
  MeResponse,
  Profile,
  ProfileUpdate,
  CoverLetterRequest,
  CoverLetterResponse,
  SupportMessage,
  PublicConfig,
  ScanLimitError,
  ResumeReading,
  ReadingWarning,
  ReadingProblem,
  ReadingFeedbackRequest,
  ReadingFeedbackResponse,
  BulkBatch,
  BulkBatchList,
  BulkItem,
  BulkItemStatus,
} from '@resumebeat/shared-contract';
