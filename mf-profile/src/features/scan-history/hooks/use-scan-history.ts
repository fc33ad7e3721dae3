import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, resumeApi, type ResumeSummary } from '@resumebeat/shared-session/api';

export type ScanHistoryState = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; scans: ResumeSummary[] };

export const SCAN_HISTORY_FAILED = 'Failed to load your scan history.';

/** GET /api/resume/my-resumes (newest first), with Retry. */
export function useScanHistory() {
  const [state, setState] = useState<ScanHistoryState>({ kind: 'loading' });
  const generation = useRef(0);
  const load = useCallback(async () => {
    const id = (generation.current += 1);
    setState({ kind: 'loading' });
    try {
      const scans = await resumeApi.myResumes();
      if (generation.current === id) setState({ kind: 'loaded', scans });
    } catch (error) {
      if (generation.current !== id) return;
      console.warn('[mf-profile] the scan history could not be loaded', error);
      setState({ kind: 'error', message: isApiError(error) && error.status === 401 ? 'Unauthorized - please log in again' : SCAN_HISTORY_FAILED });
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
