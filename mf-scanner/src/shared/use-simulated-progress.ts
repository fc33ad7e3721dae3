import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product/rules-and-limits.md#time-and-progress: the progress tick. */
export const PROGRESS_TICK_MS = 400;
/** Held here until the call finishes. */
export const PROGRESS_CAP = 99;

/**
 * One tick of the simulated progress (docs/product/screens.md#routes-and-guards and docs/product/rules-and-limits.md#time-and-progress): +4..12 below 80, +1..4 below 95,
 * then +0.2; never past 99 while the call runs. `random` is in [0, 1).
 */
export function nextProgress(current: number, random: number = Math.random()): number {
  const step = current < 80 ? 4 + random * 8 : current < 95 ? 1 + random * 3 : 0.2;
  return Math.min(PROGRESS_CAP, current + step);
}

/**
 * Progress for a call whose duration is unknown: `start` ticks every 400 ms up to 99, `complete`
 * jumps to 100, `reset` goes back to 0 (a failure). The timer stops on unmount.
 */
export function useSimulatedProgress() {
  const [progress, setProgress] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  }, []);

  const start = useCallback(() => {
    stop();
    setProgress(0);
    timer.current = setInterval(() => setProgress((value) => nextProgress(value)), PROGRESS_TICK_MS);
  }, [stop]);

  const complete = useCallback(() => {
    stop();
    setProgress(100);
  }, [stop]);

  const reset = useCallback(() => {
    stop();
    setProgress(0);
  }, [stop]);

  useEffect(() => stop, [stop]);

  return { progress, start, complete, reset };
}
