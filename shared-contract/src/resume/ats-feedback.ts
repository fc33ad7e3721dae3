/**
 * The sentence beside the ATS score. docs/product/rules-and-limits.md#score-bands gives the three bands (80 and 60); a scan
 * targeted at a job that misses required keywords is never called 'Excellent!' (decision 036):
 * at 80 and over it names what is missing instead.
 */
export const ATS_FEEDBACK_SENTENCES = {
  excellent: 'Excellent! Your resume is well-optimized for ATS systems.',
  good: 'Good! Your resume has decent ATS compatibility with room for improvement.',
  'needs-work':
    'Your resume could benefit from ATS optimization. Consider using standard formatting and relevant keywords.',
} as const;

/** At 80 and over with required job keywords missing. */
export function missingRequiredSentence(missingRequired: number): string {
  const one = missingRequired === 1;
  return `Good formatting, but ${missingRequired} required keyword${one ? '' : 's'} from the job description ${one ? 'is' : 'are'} missing. Add ${one ? 'it' : 'them'} if you have ${one ? 'that skill' : 'those skills'}.`;
}

/** `missingRequired`: the job's required keywords the resume lacks (0 without a job description). */
export function atsFeedbackSentence(score: number, missingRequired = 0): string {
  if (score >= 80)
    return missingRequired > 0 ? missingRequiredSentence(missingRequired) : ATS_FEEDBACK_SENTENCES.excellent;
  if (score >= 60) return ATS_FEEDBACK_SENTENCES.good;
  return ATS_FEEDBACK_SENTENCES['needs-work'];
}

/** How many of a keyword report's missing keywords the job requires. */
export function missingRequiredCount(
  keywords: { missing: ReadonlyArray<{ importance: string }> } | null | undefined,
): number {
  return keywords ? keywords.missing.filter((keyword) => keyword.importance === 'required').length : 0;
}

/** '1 page', '2 pages': a count with its noun, for the texts the reader and the scorer write. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
