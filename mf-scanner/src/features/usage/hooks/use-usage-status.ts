import { useFetchState } from '@resumebeat/shared-session';
import { paymentApi, type UsageStatus } from '@resumebeat/shared-session/api';

export type UsageState = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; usage: UsageStatus };

/** GET /api/resume/usage-status (token optional), with a reload for Retry and after a scan. */
export function useUsageStatus() {
  return useFetchState<UsageState>(
    async () => ({ kind: 'loaded', usage: await paymentApi.usageStatus() }),
    (error) => {
      console.error('[mf-scanner] usage status failed', error);
      return { kind: 'error' };
    },
  );
}
