import { useCallback, useEffect, useState } from 'react';
import { paymentApi, type UsageStatus } from '@resumebeat/shared-session/api';

export type UsageState = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; usage: UsageStatus };

/** GET /api/resume/usage-status (token optional), with a reload for Retry and after a scan. */
export function useUsageStatus() {
  const [state, setState] = useState<UsageState>({ kind: 'loading' });
  const load = useCallback(async () => {
    setState({ kind: 'loading' });
    try {
      setState({ kind: 'loaded', usage: await paymentApi.usageStatus() });
    } catch (error) {
      console.error('[mf-scanner] usage status failed', error);
      setState({ kind: 'error' });
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);
  return { state, reload: load };
}
