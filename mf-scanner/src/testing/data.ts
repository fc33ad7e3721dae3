import type { ResumeUploadResult, ServerSentEvent, UsageStatus } from '@resumebeat/shared-session/api';

/** An upload result as the api answers it, with overrides. */
export function uploadResult(overrides: Partial<ResumeUploadResult> = {}): ResumeUploadResult {
  return {
    content: 'Jane Doe\nSoftware Engineer\nExperience: React, TypeScript',
    resumeContent: 'Jane Doe\nSoftware Engineer\nExperience: React, TypeScript',
    aiAnalysis: {
      score: 72,
      analysis: '<h3>ATS score: 72/100</h3><p>Add more <strong>metrics</strong>.</p>',
      optimizedResume: null,
    },
    remainingScans: 2,
    hasPaidMembership: false,
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

export function usageStatus(overrides: Partial<UsageStatus> = {}): UsageStatus {
  return { remainingScans: 2, scanCount: 1, hasActiveMembership: false, membershipType: 0, ...overrides };
}

/** An async generator of server-sent events; each waits for `gate` when given (to pause a stream). */
export async function* events(list: ServerSentEvent[], gate?: () => Promise<void>): AsyncGenerator<ServerSentEvent> {
  for (const event of list) {
    if (gate) await gate();
    yield event;
  }
}

/** A promise with its resolve and reject outside. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export function resumeFile(name = 'resume.pdf', type = 'application/pdf', size?: number): File {
  const file = new File(['%PDF-1.4 resume'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}
