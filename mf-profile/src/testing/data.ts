import type {
  CoverLetterResponse,
  Profile,
  ResumeSummary,
  ResumeUploadResult,
  Subscription,
  UsageStatus,
} from '@resumebeat/shared-session/api';
import type { ResumeDetail } from '@resumebeat/shared-contract';

/** Data generators with overrides, shaped as the api answers (shared-contract schemas). */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    username: 'casey',
    email: 'casey@example.com',
    firstName: 'Casey',
    lastName: 'Jones',
    phoneNumber: '+1 204 555 0101',
    bio: 'Backend engineer.',
    dateOfBirth: '1990-04-12',
    lastUpdated: '2026-11-20T10:00:00.000Z',
    scanCount: 4,
    lastScanDate: '2026-11-21T15:30:00.000Z',
    subscription: null,
    ...overrides,
  };
}

export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    planName: 'Premium',
    price: 19.99,
    isActive: true,
    scansUsed: 12,
    scanLimit: -1,
    scansRemaining: -1,
    type: 2,
    startDate: '2026-11-01T00:00:00.000Z',
    endDate: '2026-12-01T00:00:00.000Z',
    canCancel: true,
    state: 'active',
    billing: 'subscription',
    currentPeriodEnd: '2026-12-01T00:00:00.000Z',
    cancelAtPeriodEnd: false,
    renews: true,
    provider: 'local',
    canManageBilling: true,
    ...overrides,
  };
}

export function aUsageStatus(overrides: Partial<UsageStatus> = {}): UsageStatus {
  return { remainingScans: 2, scanCount: 1, hasActiveMembership: false, membershipType: 0, ...overrides };
}

export function aResumeSummary(overrides: Partial<ResumeSummary> = {}): ResumeSummary {
  return {
    id: 'r1',
    fileName: 'john_doe.pdf',
    score: 64,
    industry: 'Tech',
    jobTitle: null,
    companyName: null,
    createdAt: '2026-11-10T09:00:00.000Z',
    ...overrides,
  };
}

export function aResumeDetail(overrides: Partial<ResumeDetail> = {}): ResumeDetail {
  return {
    ...aResumeSummary(),
    content: 'John Doe\nFull Stack Java Developer\nABC Company, Inc.\n• Built Spring services',
    jobDescription: null,
    aiAnalysis: {
      score: 64,
      analysis: '<h3>ATS score: 64/100</h3><p>Add more <strong>numbers</strong>.</p><script>alert(1)</script>',
      optimizedResume: null,
    },
    scoreComponents: [
      {
        id: 'bullets',
        label: 'Bullet points',
        score: 8,
        max: 10,
        evidence: ['12 bullet points found'],
        suggestions: ['Start each bullet with an action verb'],
      },
      { id: 'contact', label: 'Contact details', score: 4, max: 10, evidence: ['No phone number'], suggestions: [] },
    ],
    keywords: null,
    scoringVersion: 'test',
    ...overrides,
  };
}

export function anUploadResult(overrides: Partial<ResumeUploadResult> = {}): ResumeUploadResult {
  return {
    content: 'Jane Doe\nSoftware Engineer\nExperience: React, TypeScript',
    resumeContent: 'Jane Doe\nSoftware Engineer\nExperience: React, TypeScript',
    aiAnalysis: { score: 72, analysis: '<p>Good.</p>', optimizedResume: null },
    remainingScans: -1,
    hasPaidMembership: true,
    ...overrides,
  };
}

export function aCoverLetter(overrides: Partial<CoverLetterResponse> = {}): CoverLetterResponse {
  const coverLetter =
    'Dear Hiring Manager,\n\nI am writing to apply for the Java Developer position at Acme.\n\nSincerely,\nJane Doe';
  return {
    coverLetter,
    wordCount: coverLetter.split(/\s+/).length,
    suggestions: ['Address the letter to a named person at Acme if you can find one.'],
    ...overrides,
  };
}
