import {
  AnalyticsSchema,
  AuthResponseSchema,
  BulkBatchListSchema,
  BulkBatchSchema,
  BulkItemSchema,
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  ConfirmPaymentResponseSchema,
  ContactSupportResponseSchema,
  CoverLetterResponseSchema,
  ExtractTextResponseSchema,
  ForgotPasswordResponseSchema,
  GoogleStartResponseSchema,
  LocalPaymentResultSchema,
  MeResponseSchema,
  MembershipPlansResponseSchema,
  MySupportMessagesResponseSchema,
  OAuthStartResponseSchema,
  OptimizeResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  PaymentProcessingResponseSchema,
  ProfileSchema,
  PublicConfigSchema,
  PurchaseResponseSchema,
  ReadingFeedbackResponseSchema,
  RescoreResponseSchema,
  ResetPasswordResponseSchema,
  ResumeDetailSchema,
  ResumeSummarySchema,
  ResumeUploadResultSchema,
  SubscriptionStatusResponseSchema,
  UsageStatusSchema,
  VerifyCheckoutResponseSchema,
  type ConfirmPaymentResponse,
  type PaymentProcessingResponse,
} from '@resumebeat/shared-contract';
import type { ResponseSchema } from './client';

/**
 * The contract's schemas the client checks answers with. A chunk of its own, loaded (and its zod
 * schemas built) when the first call is made, not when the client is evaluated: the start of a page
 * does not pay for schemas no call has used yet (docs/decisions/046-doing-less-at-start.md).
 */
export {
  AnalyticsSchema,
  BulkBatchListSchema,
  BulkBatchSchema,
  BulkItemSchema,
  CancelSubscriptionResponseSchema,
  CheckoutSessionResponseSchema,
  ContactSupportResponseSchema,
  CoverLetterResponseSchema,
  ExtractTextResponseSchema,
  ForgotPasswordResponseSchema,
  GoogleStartResponseSchema,
  LocalPaymentResultSchema,
  MeResponseSchema,
  MembershipPlansResponseSchema,
  MySupportMessagesResponseSchema,
  OAuthStartResponseSchema,
  OptimizeResponseSchema,
  PaymentConfigResponseSchema,
  PaymentIntentResponseSchema,
  ProfileSchema,
  PublicConfigSchema,
  PurchaseResponseSchema,
  ReadingFeedbackResponseSchema,
  RescoreResponseSchema,
  ResetPasswordResponseSchema,
  ResumeDetailSchema,
  ResumeUploadResultSchema,
  SubscriptionStatusResponseSchema,
  UsageStatusSchema,
  VerifyCheckoutResponseSchema,
};

/**
 * Every field optional on purpose: an answer without a token must reach storeAuthenticatedUser,
 * which raises 'No authentication token received' (docs/product/errors.md#sign-in-and-registration), not a schema error.
 */
export const SignInResponseSchema = AuthResponseSchema.partial();

export const ResumeListSchema = ResumeSummarySchema.array();

/** confirm-payment's 200 (the membership) or 202 (still processing; the server finishes it). */
export const ConfirmPaymentResultSchema: ResponseSchema<ConfirmPaymentResponse | PaymentProcessingResponse> = {
  safeParse: (data) => {
    const paid = ConfirmPaymentResponseSchema.safeParse(data);
    return paid.success ? paid : PaymentProcessingResponseSchema.safeParse(data);
  },
};
