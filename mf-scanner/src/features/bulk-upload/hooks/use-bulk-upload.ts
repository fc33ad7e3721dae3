import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  BULK_MAX_FILES,
  BULK_MESSAGES,
  bulkUploadApi,
  isApiError,
  type BulkBatch,
} from '@resumebeat/shared-session/api';
import type { Industry } from '@resumebeat/shared-contract';
import { type LocalPhase, mergeRows } from '../utils/bulk-rows';

/** How often an unfinished batch is read again. */
export const POLL_MS = 1000;
/** Files sent at once: under the server's per-client upload gate (4), leaving room for the rest of the page. */
const SENDS_AT_ONCE = 2;

export const BULK_PAGE_MESSAGES = {
  loadFailed: 'Failed to load your bulk uploads. Please try again.',
  startFailed: 'Failed to start the bulk upload. Please try again.',
  sendFailed: 'Failed to upload this file. Please try again.',
} as const;

export type BulkAccess =
  { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'not-on-plan' } | { kind: 'allowed' };

export interface StartOptions {
  industry: Industry;
  jobDescription?: { description: string; jobTitle?: string; companyName?: string } | null;
}

const serverMessage = (error: unknown, fallback: string) =>
  isApiError(error) && error.serverMessage ? error.serverMessage : fallback;

/**
 * A member's bulk uploads: whether their plan has it (the server reads the plan's flag), the
 * batch on screen (the latest, on return), starting one, sending its files two at a time, and
 * reading it again until every row is done or failed.
 */
export function useBulkUpload() {
  const [access, setAccess] = useState<BulkAccess>({ kind: 'loading' });
  const [batches, setBatches] = useState<BulkBatch[]>([]);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [local, setLocal] = useState<ReadonlyMap<string, LocalPhase>>(new Map());
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    setAccess({ kind: 'loading' });
    bulkUploadApi.list(controller.signal).then(
      (list) => {
        setBatches(list.batches);
        setBatchId((current) => current ?? list.batches[0]?.id ?? null);
        setAccess(list.allowed ? { kind: 'allowed' } : { kind: 'not-on-plan' });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf-scanner] bulk uploads could not be loaded', failure);
        setAccess({ kind: 'error', message: serverMessage(failure, BULK_PAGE_MESSAGES.loadFailed) });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const batch = useMemo(() => batches.find((entry) => entry.id === batchId) ?? null, [batches, batchId]);
  const replaceBatch = useCallback((next: BulkBatch) => {
    setBatches((current) =>
      current.some((entry) => entry.id === next.id)
        ? current.map((entry) => (entry.id === next.id ? next : entry))
        : [next, ...current],
    );
  }, []);
  const setPhase = useCallback((itemId: string, phase: LocalPhase | null) => {
    setLocal((current) => {
      const next = new Map(current);
      if (phase) next.set(itemId, phase);
      else next.delete(itemId);
      return next;
    });
  }, []);

  const rows = useMemo(() => (batch ? mergeRows(batch.items, local) : []), [batch, local]);

  // A batch with files on their way or being scanned is read again until they are (also one found on return).
  const unfinished = rows.some(
    (row) => row.status === 'uploading' || row.status === 'queued' || row.status === 'scanning',
  );
  useEffect(() => {
    if (!unfinished || !batchId) return;
    let current = true;
    const timer = setInterval(() => {
      bulkUploadApi.get(batchId).then(
        (next) => current && replaceBatch(next),
        (failure: unknown) => console.warn('[mf-scanner] the batch could not be read', failure),
      );
    }, POLL_MS);
    return () => {
      current = false;
      clearInterval(timer);
    };
  }, [unfinished, batchId, replaceBatch]);

  const start = useCallback(
    async (files: File[], options: StartOptions) => {
      setError(null);
      if (files.length === 0) return setError(BULK_MESSAGES.noFiles);
      if (files.length > BULK_MAX_FILES) return setError(BULK_MESSAGES.tooManyFiles);
      setStarting(true);
      let created: BulkBatch;
      try {
        const jd = options.jobDescription;
        created = await bulkUploadApi.create({
          files: files.map((file) => ({ fileName: file.name })),
          industry: options.industry,
          ...(jd?.description.trim()
            ? {
                jobDescription: jd.description,
                ...(jd.jobTitle ? { jobTitle: jd.jobTitle } : {}),
                ...(jd.companyName ? { companyName: jd.companyName } : {}),
              }
            : {}),
        });
      } catch (failure) {
        if (!alive.current) return;
        setStarting(false);
        if (isApiError(failure) && failure.status === 403) return setAccess({ kind: 'not-on-plan' });
        return setError(serverMessage(failure, BULK_PAGE_MESSAGES.startFailed));
      }
      if (!alive.current) return;
      replaceBatch(created);
      setBatchId(created.id);
      setStarting(false);
      // Each file to its row, a few at a time; one that fails says so on its row, the others go on.
      const queue = created.items.map((item, index) => ({ item, file: files[index]! }));
      const sendNext = async (): Promise<void> => {
        const next = queue.shift();
        if (!next) return;
        setPhase(next.item.id, { kind: 'uploading' });
        try {
          const row = await bulkUploadApi.sendFile(created.id, next.item.id, next.file, next.file.name);
          setBatches((current) =>
            current.map((entry) =>
              entry.id === created.id
                ? { ...entry, items: entry.items.map((item) => (item.id === row.id ? row : item)) }
                : entry,
            ),
          );
          setPhase(next.item.id, null);
        } catch (failure) {
          setPhase(next.item.id, { kind: 'failed', message: serverMessage(failure, BULK_PAGE_MESSAGES.sendFailed) });
        }
        return sendNext();
      };
      await Promise.all(Array.from({ length: SENDS_AT_ONCE }, sendNext));
    },
    [replaceBatch, setPhase],
  );

  return {
    access,
    batches,
    batch,
    rows,
    error,
    starting,
    start,
    selectBatch: setBatchId,
    retry: useCallback(() => setAttempt((n) => n + 1), []),
  };
}
