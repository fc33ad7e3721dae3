// AI_PROVIDER=local (the default, and every fallback): the engine's own feedback and optimizer.
// Deterministic, offline, about a millisecond; the streams give way to the event loop between
// pieces and stop when the client has gone.
import { feedbackHtmlBlocks, generateCoverLetter, optimizeResume, renderFeedbackHtml, streamOptimizedResume } from '@resumebeat/ats-engine';
import type { AiInput, AiProvider } from './types';

const scoreOptions = (input: AiInput) => ({ jobDescription: input.jobDescription, industry: input.industry });

/** The feedback blocks, newline-separated as the engine's streamAnalysis sends them. */
export function localAnalysisPieces(input: AiInput, from = 0): string[] {
  return feedbackHtmlBlocks(input.score)
    .slice(from)
    .map((block, index) => (index === 0 && from === 0 ? block : `\n${block}`));
}

export function createLocalProvider(): AiProvider {
  return {
    name: 'local',
    analysis: async (input) => renderFeedbackHtml(input.score),
    async *streamAnalysis(input, signal) {
      for (const piece of localAnalysisPieces(input)) {
        if (signal.aborted) return;
        yield piece;
      }
    },
    optimize: async (input) => optimizeResume(input.parsed, scoreOptions(input)).optimizedResume,
    async *streamOptimize(input, signal) {
      for await (const piece of streamOptimizedResume(input.parsed, scoreOptions(input))) {
        if (signal.aborted) return;
        yield piece;
      }
    },
    coverLetter: async (input) => generateCoverLetter(input).coverLetter,
  };
}
