import { useFetchState } from '@resumebeat/shared-session';
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
  const { state, reload } = useFetchState<AnalyticsState>(
    async () => ({ kind: 'loaded', analytics: await resumeApi.analytics() }),
    (error) => {
      if (isApiError(error) && error.status === 403) return { kind: 'locked', message: error.message };
      console.warn('[mf-profile] the analytics could not be loaded', error);
      return {
        kind: 'error',
        message: isApiError(error) && error.status === 401 ? 'Unauthorized - please log in again' : ANALYTICS_FAILED,
      };
    },
  );
  return { state, retry: () => void reload() };
}
