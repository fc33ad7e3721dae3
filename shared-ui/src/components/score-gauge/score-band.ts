/** Score bands (docs/product/rules-and-limits.md#score-bands): 80 and over is excellent, 60 and over good, below that needs work. */
export type ScoreBand = 'excellent' | 'good' | 'needs-work';

export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return 'excellent';
  if (score >= 60) return 'good';
  return 'needs-work';
}

export const SCORE_BAND_PALETTE: Record<ScoreBand, string> = {
  excellent: 'green',
  good: 'orange',
  'needs-work': 'red',
};
