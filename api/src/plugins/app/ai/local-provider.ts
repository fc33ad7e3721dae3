// AI_PROVIDER=local (the default, and every fallback): the engine's own feedback and optimizer.
// Deterministic and offline; the optimizer and the letter run in the engine's worker processes
// (plugins/app/engine.ts), the feedback is rendered from the score already computed. The streams
// give way to the event loop between pieces and stop when the client has gone.
import { feedbackHtmlBlocks, renderFeedbackHtml } from '@resumebeat/ats-engine';
import type { EngineService } from '../engine';
import type { AiInput, AiProvider } from './types';

const scoreOptions = (input: AiInput) => ({ jobDescription: input.jobDescription, industry: input.industry });
const optimizeOptions = (input: AiInput) => ({ ...scoreOptions(input), confirmedKeywords: input.confirmedKeywords });

/** The feedback blocks, newline-separated as the engine's streamAnalysis sends them. */
export function localAnalysisPieces(input: AiInput, from = 0): string[] {
  return feedbackHtmlBlocks(input.score)
    .slice(from)
    .map((block, index) => (index === 0 && from === 0 ? block : `\n${block}`));
}

export function createLocalProvider(engine: EngineService): AiProvider {
  return {
    name: 'local',
    analysis: async (input) => renderFeedbackHtml(input.score),
    async *streamAnalysis(input, signal) {
      for (const piece of localAnalysisPieces(input)) {
        if (signal.aborted) return;
        yield piece;
      }
    },
    optimize: async (input, signal, client) =>
      (await engine.optimize(input.parsed, optimizeOptions(input), { signal, ...(client ? { client } : {}) }))
        .optimizedResume,
    async *streamOptimize(input, signal, client) {
      const { optimizedResume } = await engine.optimize(input.parsed, optimizeOptions(input), {
        signal,
        ...(client ? { client } : {}),
      });
      const lines = optimizedResume.split('\n');
      for (const [i, line] of lines.entries()) {
        if (signal.aborted) return;
        yield i < lines.length - 1 ? `${line}\n` : line;
      }
    },
    coverLetter: async (input, signal, client) =>
      (await engine.coverLetter(input, { signal, ...(client ? { client } : {}) })).coverLetter,
  };
}
