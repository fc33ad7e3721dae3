import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The state of one request a page shows (loading, then its answer or its failure), with a reload
 * for Retry. Only the latest load may answer, and none after unmount (a page left mid-request).
 * `load` resolves to the state to show; `failed` turns its error into one. Both are read when a
 * load starts, so they may be inline functions.
 */
export function useFetchState<S extends { kind: string }>(
  load: () => Promise<S>,
  failed: (error: unknown) => S,
): { state: S; reload: () => Promise<void> } {
  const [state, setState] = useState<S>({ kind: 'loading' } as S);
  const latest = useRef(0);
  const calls = useRef({ load, failed });
  useEffect(() => {
    calls.current = { load, failed };
  });
  const reload = useCallback(async () => {
    const id = ++latest.current;
    setState({ kind: 'loading' } as S);
    let next: S;
    try {
      next = await calls.current.load();
    } catch (error) {
      if (id !== latest.current) return;
      next = calls.current.failed(error);
    }
    if (id === latest.current) setState(next);
  }, []);
  useEffect(() => {
    void reload();
    return () => {
      latest.current += 1;
    };
  }, [reload]);
  return { state, reload };
}
