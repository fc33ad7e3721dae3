import { useEffect, useRef, useState } from 'react';
import { resumeApi } from '@resumebeat/shared-session/api';
import { useSimulatedProgress } from '../../../shared/use-simulated-progress';
import { textPayload, type ResultPageState } from '../../../shared/navigation-state';

/** Deltas beyond this many are folded into the settled text (the DOM stays small). */
const ANIMATED_CHUNKS = 24;

export interface StreamedText {
  /** Text already shown (no animation). */
  settled: string;
  /** The latest deltas, each revealed as it arrives. */
  recent: Array<{ id: number; text: string }>;
}

export const fullText = (streamed: StreamedText) =>
  streamed.settled + streamed.recent.map((chunk) => chunk.text).join('');

/**
 * docs/product/screens.md#optimized-resume-page: without an optimized resume the stream starts at once,
 * with fake progress to 99 and 100 at the end; afterwards (or at once, when it existed) one rescore
 * replaces the score. Failures are only logged; what arrived stays. Everything stops on unmount.
 *
 * `confirmedKeywords` (docs/product/screens.md#optimized-resume-page): the job's missing keywords the person ticked and applied.
 * A new list streams the resume again with them written in, then rescores it.
 */
export function useOptimizedResume(
  { uploadResult, industry }: ResultPageState,
  confirmedKeywords: readonly string[] = [],
) {
  const existing = uploadResult.aiAnalysis.optimizedResume?.trim() ? uploadResult.aiAnalysis.optimizedResume : null;
  const [streamed, setStreamed] = useState<StreamedText>({ settled: existing ?? '', recent: [] });
  const [streaming, setStreaming] = useState(existing === null);
  const [score, setScore] = useState(uploadResult.aiAnalysis.score);
  const [rescored, setRescored] = useState(false);
  const [rescoring, setRescoring] = useState(false);
  const { progress, start, complete, reset } = useSimulatedProgress();
  const nextId = useRef(0);

  const confirmedKey = confirmedKeywords.join('\n');

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    const confirmed = confirmedKey ? confirmedKey.split('\n') : [];
    const payload = {
      ...textPayload(uploadResult, { industry }),
      ...(confirmed.length > 0 ? { confirmedKeywords: confirmed } : {}),
    };

    async function stream(): Promise<string> {
      let text = '';
      setStreamed({ settled: '', recent: [] });
      setStreaming(true);
      start();
      try {
        for await (const event of resumeApi.streamOptimize(payload, signal)) {
          if (event.event !== 'delta' || !event.data) continue;
          text += event.data;
          const chunk = { id: nextId.current++, text: event.data };
          setStreamed((current) => {
            const recent = [...current.recent, chunk];
            const overflow = recent.length - ANIMATED_CHUNKS;
            if (overflow <= 0) return { settled: current.settled, recent };
            return {
              settled:
                current.settled +
                recent
                  .slice(0, overflow)
                  .map((c) => c.text)
                  .join(''),
              recent: recent.slice(overflow),
            };
          });
        }
      } catch (failure) {
        if (signal.aborted) return text;
        console.warn('[mf-scanner] optimized resume stream failed; keeping what arrived', failure);
      }
      if (signal.aborted) return text;
      if (text) complete();
      else reset();
      setStreaming(false);
      return text;
    }

    async function run() {
      setRescored(false);
      const text = (confirmed.length === 0 ? existing : null) ?? (await stream());
      if (signal.aborted || !text.trim()) return;
      setRescoring(true);
      try {
        const answer = await resumeApi.rescore({ ...payload, content: text }, signal);
        if (signal.aborted) return;
        setScore(answer.score);
        setRescored(true);
      } catch (failure) {
        if (!signal.aborted) console.warn('[mf-scanner] rescore failed; the earlier score stays', failure);
      } finally {
        if (!signal.aborted) setRescoring(false);
      }
    }

    void run();
    return () => controller.abort();
    // One run per result and confirmed list: the navigation state does not change while shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [uploadResult, confirmedKey]);

  return {
    streamed,
    text: fullText(streamed),
    streaming,
    progress,
    score,
    rescored,
    rescoring,
    originalScore: uploadResult.aiAnalysis.score,
  };
}
