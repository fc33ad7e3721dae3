import { useFetchState } from '@resumebeat/shared-session';
import { isApiError, resumeApi, type ResumeSummary } from '@resumebeat/shared-session/api';

export type ScanHistoryState =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'loaded'; scans: ResumeSummary[] };

export const SCAN_HISTORY_FAILED = 'Failed to load your scan history.';

export interface ScanHistory {
  state: ScanHistoryState;
  retry: () => void;
}

/** GET /api/resume/my-resumes (newest first), with Retry. */
export function useScanHistory(): ScanHistory {
  const { state, reload } = useFetchState<ScanHistoryState>(
    async () => ({ kind: 'loaded', scans: await resumeApi.myResumes() }),
    (error) => {
      console.warn('[mf-profile] the scan history could not be loaded', error);
      return {
        kind: 'error',
        message: isApiError(error) && error.status === 401 ? 'Unauthorized - please log in again' : SCAN_HISTORY_FAILED,
      };
    },
  );
  return { state, retry: () => void reload() };
}
