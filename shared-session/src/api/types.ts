/**
 * Shapes of SPEC.md section 3 as the browser reads them. When shared-contract's zod schemas
 * cover a call, these types are its inferred types.
 */
export interface AuthResponse {
  token?: string;
  username?: string;
  email?: string;
  isPremium?: boolean;
  error?: string;
}

export interface AiAnalysis {
  score: number;
  analysis: string;
  optimizedResume?: string | null;
}

export interface ResumeUploadResult {
  content: string;
  aiAnalysis: AiAnalysis;
  remainingScans: number;
  hasPaidMembership: boolean;
  resumeContent?: string;
  jobDescription?: string;
  jobTitle?: string;
  companyName?: string;
  [extra: string]: unknown;
}

export interface UsageStatus {
  remainingScans: number;
  scanCount: number;
  hasActiveMembership: boolean;
  membershipType: number;
}

export interface MembershipPlan {
  id: number | string;
  name: string;
  price: number;
  type: number;
  stripePriceId?: string | null;
  hasAdvancedAnalytics?: boolean;
  hasPrioritySupport?: boolean;
  hasBulkUpload?: boolean;
}

export interface Subscription {
  planName: string;
  price: number;
  isActive: boolean;
  scansUsed: number;
  scanLimit: number;
  scansRemaining: number;
  type: number;
  startDate: string | null;
  endDate: string | null;
  canCancel: boolean;
}

export interface Profile {
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  bio: string | null;
  dateOfBirth: string | null;
  lastUpdated: string | null;
  scanCount: number;
  lastScanDate: string | null;
  subscription: Subscription | null;
}

export type ProfileUpdate = Pick<Profile, 'firstName' | 'lastName' | 'phoneNumber' | 'bio' | 'dateOfBirth'>;

export interface ResumeTextPayload {
  content: string;
  jobTitle?: string;
  companyName?: string;
  jobDescription?: string;
  industry?: string;
}

export interface CoverLetterRequest {
  jobTitle: string;
  companyName: string;
  jobDescription: string;
  resumeContent: string;
  tone: 'professional' | 'enthusiastic' | 'confident' | 'friendly';
  focus: 'skills' | 'achievements' | 'culture' | 'growth';
}

export interface CoverLetterResponse {
  coverLetter: string;
  wordCount: number;
  suggestions: string[];
}

export interface SupportMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export interface OAuthProviderPublicConfig {
  enabled: boolean;
  clientId?: string | null;
  authorizeUrl?: string;
}

/** GET /api/config: what the browser may know at run time. */
export interface PublicConfig {
  auth: {
    google: { enabled: boolean; clientId?: string | null; scriptUrl?: string };
    github: OAuthProviderPublicConfig & { authorizeUrl: string };
    linkedin: OAuthProviderPublicConfig & { authorizeUrl: string };
  };
  payments: { provider: 'stripe' | 'local'; stripePublishableKey?: string | null };
  [extra: string]: unknown;
}
