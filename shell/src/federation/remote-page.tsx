import { Suspense, lazy, useMemo, useState, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { Center, RemoteBoundary, Spinner } from '@resumebeat/shared-ui';
import { remotesRegistered } from './remotes-registry';

/** A remote that has not answered in this time is shown as failed, with Retry. */
export const REMOTE_LOAD_TIMEOUT_MS = 20_000;

export type RemoteModuleId = `${string}/${string}`;

function withTimeout<T>(promise: Promise<T>, ms: number, id: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${id} did not load within ${ms / 1000} s`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error instanceof Error ? error : new Error(String(error))); },
    );
  });
}

/**
 * Loads an exposed page (`mf_scanner/UploadPage`) once the remotes map is registered, and checks
 * it is a component. The time bound covers both.
 */
export async function loadRemoteComponent(id: RemoteModuleId): Promise<{ default: ComponentType }> {
  const loading = remotesRegistered().then(() => loadRemote<{ default?: ComponentType }>(id));
  const module = await withTimeout(loading, REMOTE_LOAD_TIMEOUT_MS, id);
  if (!module || typeof module.default !== 'function') {
    throw new Error(`${id} did not export a page component`);
  }
  return { default: module.default };
}

export function PageSpinner() {
  return (
    <Center py="24" aria-live="polite">
      <Spinner size="lg" color="brand.solid" aria-label="Loading page" />
    </Center>
  );
}

export interface RemotePageProps {
  id: RemoteModuleId;
  /** Human name for the fallback, e.g. 'the upload page'. */
  what: string;
}

/**
 * Renders one remote page in its own error boundary and Suspense: a remote that is down, slow
 * or throws shows a fallback with Retry, and the app bar, footer and other routes keep working.
 */
export function RemotePage({ id, what }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really loads again instead of replaying the error.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `attempt` is the point: it forces a fresh load.
  const Page = useMemo(() => lazy(() => loadRemoteComponent(id)), [id, attempt]);
  return (
    <RemoteBoundary key={`${id}#${attempt}`} what={what} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        {/* Marks where a remote's page is mounted (tests and debugging); no box of its own. */}
        <div data-remote-page={id} style={{ display: 'contents' }}>
          <Page />
        </div>
      </Suspense>
    </RemoteBoundary>
  );
}
