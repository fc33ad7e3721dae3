import { useCallback, useEffect, useRef, useState } from 'react';
import { type Analytics, isApiError, resumeApi } from '@resumebeat/shared-session/api';

export type AnalyticsState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  /** The member's plan has no advanced analytics (the server's 403 and its message). */
  | { kind: 'locked'; message: string }
  | { kind: 'loaded'; analytics: Analytics };

export const ANALYTICS_FAILED = 'Failed to load your analytics.';

/** GET /api/resume/analytics, with Retry; a 403 is the plan's answer, not a failure. */
export function useAnalytics() {
  const [state, setState] = useState<AnalyticsState>({ kind: 'loading' });
  const generation = useRef(0);
  const load = useCallback(async () => {
    const id = (generation.current += 1);
    setState({ kind: 'loading' });
    try {
      const analytics = await resumeApi.analytics();
      if (generation.current === id) setState({ kind: 'loaded', analytics });
    } catch (error) {
      if (generation.current !== id) return;
      if (isApiError(error) && error.status === 403) {
        setState({ kind: 'locked', message: error.message });
        return;
      }
      console.warn('[mf-profile] the analytics could not be loaded', error);
      setState({ kind: 'error', message: isApiError(error) && error.status === 401 ? 'Unauthorized - please log in again' : ANALYTICS_FAILED });
    }
  }, []);
  useEffect(() => {
    void load();
    return () => {
      generation.current += 1;
    };
  }, [load]);
  return { state, retry: () => void load() };
}
