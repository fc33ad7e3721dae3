import { request } from './client';
import { postEventStream } from './sse';
import type {
  AuthResponse,
  CoverLetterRequest,
  CoverLetterResponse,
  MembershipPlan,
  Profile,
  ProfileUpdate,
  PublicConfig,
  ResumeTextPayload,
  ResumeUploadResult,
  Subscription,
  SupportMessage,
  UsageStatus,
} from './types';

/** SPEC.md section 7 base paths. */
export const API_BASE = { auth: '/api/auth', profile: '/api/profile', payment: '/api', resume: '/api/resume' } as const;

/** Auth calls send no bearer token (SPEC.md leaves it open; they do not need one). */
export const authApi = {
  register: (body: { username: string; email: string; password: string }) => request<AuthResponse>('POST', `${API_BASE.auth}/register`, { auth: 'none', json: body }),
  login: (body: { usernameOrEmail: string; password: string }) => request<AuthResponse>('POST', `${API_BASE.auth}/login`, { auth: 'none', json: body }),
  google: (body: { idToken: string }) => request<AuthResponse>('POST', `${API_BASE.auth}/google`, { auth: 'none', json: body }),
  github: (body: { code: string }) => request<AuthResponse>('POST', `${API_BASE.auth}/github`, { auth: 'none', json: body }),
  linkedin: (body: { code: string }) => request<AuthResponse>('POST', `${API_BASE.auth}/linkedin`, { auth: 'none', json: body }),
};

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
    return request<ResumeUploadResult>('POST', `${API_BASE.resume}/upload`, { body: form, searchParams: { skipAi: 'true' }, signal });
  },
  myResumes: () => request<unknown[]>('GET', `${API_BASE.resume}/my-resumes`, { auth: 'required' }),
  get: (id: string | number) => request<unknown>('GET', `${API_BASE.resume}/${encodeURIComponent(String(id))}`, { auth: 'required' }),
  optimize: (payload: ResumeTextPayload) => request<{ optimizedResume: string }>('POST', `${API_BASE.resume}/optimize`, { json: payload }),
  rescore: (payload: ResumeTextPayload) => request<{ score: number }>('POST', `${API_BASE.resume}/rescore`, { json: payload }),
  /** Job-description files: the server extracts PDF and DOCX text properly. */
  extractText(file: Blob, fileName: string) {
    const form = new FormData();
    form.append('file', file, fileName);
    return request<{ text: string }>('POST', `${API_BASE.resume}/extract-text`, { body: form });
  },
  /** 'delta' events of feedback text, then 'final' with `{ score }`. */
  streamAnalysis: (payload: ResumeTextPayload, signal?: AbortSignal) => postEventStream(`${API_BASE.resume}/stream-analysis`, payload, signal),
  /** 'delta' events of the optimized resume. */
  streamOptimize: (payload: ResumeTextPayload, signal?: AbortSignal) => postEventStream(`${API_BASE.resume}/stream-optimize`, payload, signal),
};

export const paymentApi = {
  async membershipPlans(): Promise<MembershipPlan[]> {
    const plans = await request<unknown>('GET', `${API_BASE.payment}/payment/membership-plans`, { auth: 'optional' });
    if (!Array.isArray(plans)) throw new Error('Invalid response from server');
    return plans as MembershipPlan[];
  },
  usageStatus: () => request<UsageStatus>('GET', `${API_BASE.payment}/resume/usage-status`, { auth: 'optional' }),
  createPaymentIntent: (planId: MembershipPlan['id']) =>
    request<{ clientSecret: string; paymentIntentId: string }>('POST', `${API_BASE.payment}/payment/create-payment-intent`, { auth: 'required', json: { planId } }),
  confirmPayment: (planId: MembershipPlan['id'], paymentIntentId: string) =>
    request<unknown>('POST', `${API_BASE.payment}/payment/confirm-payment`, { auth: 'required', json: { planId, paymentIntentId } }),
  checkoutSession: (planId: MembershipPlan['id']) => request<{ url: string }>('POST', `${API_BASE.payment}/payment/checkout-session`, { auth: 'required', json: { planId } }),
  subscriptionStatus: () => request<Subscription | null>('GET', `${API_BASE.payment}/payment/subscription-status`, { auth: 'required' }),
  verifyCheckout: (sessionId: string) => request<unknown>('GET', `${API_BASE.payment}/payment/verify-checkout`, { auth: 'required', searchParams: { sessionId } }),
  billingPortalSession: () => request<{ url: string }>('POST', `${API_BASE.payment}/payment/billing-portal-session`, { auth: 'required', json: {} }),
  cancelSubscription: () => request<unknown>('POST', `${API_BASE.payment}/payment/cancel-subscription`, { auth: 'required', json: {} }),
  config: () => request<{ stripePublishableKey: string | null }>('GET', `${API_BASE.payment}/payment/config`, { auth: 'none' }),
};

export const profileApi = {
  get: () => request<Profile>('GET', API_BASE.profile, { auth: 'required' }),
  update: (update: ProfileUpdate) => request<Profile>('PUT', API_BASE.profile, { auth: 'required', json: update }),
  cancelSubscription: () => request<unknown>('POST', `${API_BASE.profile}/cancel-subscription`, { auth: 'required', json: {} }),
};

export const coverLetterApi = {
  generate: (form: CoverLetterRequest) => request<CoverLetterResponse>('POST', '/api/cover-letter/generate', { auth: 'required', json: form }),
};

export const supportApi = {
  contact: (message: SupportMessage) => request<unknown>('POST', '/api/support/contact', { auth: 'none', json: message }),
};

let configPromise: Promise<PublicConfig> | null = null;

/** GET /api/config, once per page; a failure is not cached so a later call retries. */
export function getPublicConfig(): Promise<PublicConfig> {
  configPromise ??= request<PublicConfig>('GET', '/api/config', { auth: 'none' }).catch((error: unknown) => {
    configPromise = null;
    throw error;
  });
  return configPromise;
}
