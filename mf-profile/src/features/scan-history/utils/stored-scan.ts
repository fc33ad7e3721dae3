import { atsFeedbackSentence, type ResumeDetail, type ResumeUploadResult } from '@resumebeat/shared-session/api';

/** docs/product/rules-and-limits.md#score-bands: the sentence of a score band (80 and 60); never 'Excellent!' while required keywords are missing. */
export function atsFeedback(score: number, missingRequired = 0): string {
  return atsFeedbackSentence(score, missingRequired);
}

/**
 * A stored scan in the shape of an upload result, the navigation state /optimized-resume,
 * /cover-letter and /upload accept (`{ uploadResult }`), so a scan from the history goes on
 * exactly as a fresh one does, with the scan ticket the stored scan came with. `remainingScans`
 * and `hasPaidMembership` are today's, not the
 * scan's: they decide what the next page offers now.
 */
export function toUploadResult(
  scan: ResumeDetail,
  now: { remainingScans: number; hasPaidMembership: boolean },
): ResumeUploadResult {
  return {
    content: scan.content,
    resumeContent: scan.content,
    aiAnalysis: scan.aiAnalysis,
    remainingScans: now.remainingScans,
    hasPaidMembership: now.hasPaidMembership,
    scoreComponents: scan.scoreComponents,
    keywords: scan.keywords,
    scoringVersion: scan.scoringVersion,
    ...(scan.jobDescription ? { jobDescription: scan.jobDescription } : {}),
    ...(scan.jobTitle ? { jobTitle: scan.jobTitle } : {}),
    ...(scan.companyName ? { companyName: scan.companyName } : {}),
    // The fresh ticket GET /api/resume/:id answers: the optimized resume and the analysis page
    // need it for their calls on this scan (docs/decisions/016).
    ...(scan.scanTicket ? { scanTicket: scan.scanTicket } : {}),
  };
}
