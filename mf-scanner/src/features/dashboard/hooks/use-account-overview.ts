import { useCallback, useEffect, useRef, useState } from 'react';
import { paymentApi, resumeApi, type ResumeSummary, type UsageStatus } from '@resumebeat/shared-session/api';

export type RecentScans =
  { kind: 'none' } | { kind: 'loading' } | { kind: 'error' } | { kind: 'loaded'; scans: ResumeSummary[] };

/** How many of the latest scans the dashboard lists (the profile has them all). */
export const RECENT_SCANS = 5;

const newestFirst = (a: ResumeSummary, b: ResumeSummary) => Date.parse(b.createdAt) - Date.parse(a.createdAt);

/**
 * What the server knows of an account, for its dashboard (decision 034): the latest scans (a
 * returning member on a new browser has no local flags) and the usage status (the way on at the
 * limit). Nothing is asked for a guest or a visitor without an account.
 */
export function useAccountOverview(hasAccount: boolean) {
  const [recent, setRecent] = useState<RecentScans>(hasAccount ? { kind: 'loading' } : { kind: 'none' });
  const [usage, setUsage] = useState<UsageStatus | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const id = ++latest.current;
    setRecent({ kind: 'loading' });
    const [scans, status] = await Promise.allSettled([resumeApi.myResumes(), paymentApi.usageStatus()]);
    if (id !== latest.current) return;
    if (scans.status === 'fulfilled')
      setRecent({ kind: 'loaded', scans: [...scans.value].sort(newestFirst).slice(0, RECENT_SCANS) });
    else {
      console.warn('[mf-scanner] recent scans unavailable', scans.reason);
      setRecent({ kind: 'error' });
    }
    if (status.status === 'fulfilled') setUsage(status.value);
    else console.warn('[mf-scanner] usage status unavailable', status.reason);
  }, []);

  useEffect(() => {
    if (hasAccount) void load();
    return () => {
      latest.current += 1;
    };
  }, [hasAccount, load]);

  const reloadUsage = useCallback(async () => {
    try {
      setUsage(await paymentApi.usageStatus());
    } catch (error) {
      console.warn('[mf-scanner] usage status unavailable', error);
    }
  }, []);

  return { recent, usage, reload: load, reloadUsage };
}
