import type { ParsedResume } from '../types';
import { feedbackHtmlBlocks } from './feedback';
import { scoreResume, type ScoreOptions, type ScoreResult } from './score-resume';

export type AnalysisEvent =
  { event: 'delta'; data: string } | { event: 'final'; data: { score: number; result: ScoreResult } };

/**
 * The 'stream-analysis' call: HTML feedback in complete blocks (so a half-received stream still
 * renders), then the final score. Scoring takes about a millisecond; the stream exists so the
 * api can keep the same server-sent-events contract the product's client expects.
 */
export async function* streamAnalysis(parsed: ParsedResume, options: ScoreOptions = {}): AsyncGenerator<AnalysisEvent> {
  const result = scoreResume(parsed, options);
  for (const [i, block] of feedbackHtmlBlocks(result).entries())
    yield { event: 'delta', data: i === 0 ? block : `\n${block}` };
  yield { event: 'final', data: { score: result.score, result } };
}
