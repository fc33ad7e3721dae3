import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentApi, type UsageStatus } from '@resumebeat/shared-session/api';

export type UsageState = { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; usage: UsageStatus };

/** GET /api/resume/usage-status (token optional), with a reload for Retry and after a scan. */
export function useUsageStatus() {
  const [state, setState] = useState<UsageState>({ kind: 'loading' });
  // Only the latest load may answer, and none after unmount (a page left mid-request).
  const latest = useRef(0);
  const load = useCallback(async () => {
    const id = ++latest.current;
    setState({ kind: 'loading' });
    try {
      const usage = await paymentApi.usageStatus();
      if (id === latest.current) setState({ kind: 'loaded', usage });
    } catch (error) {
      if (id !== latest.current) return;
      console.error('[mf-scanner] usage status failed', error);
      setState({ kind: 'error' });
    }
  }, []);
  useEffect(() => {
    void load();
    return () => {
      latest.current += 1;
    };
  }, [load]);
  return { state, reload: load };
}
