import { Suspense, lazy, useMemo, useState } from 'react';
import { RemoteBoundary, loadRemoteComponent, type RemotePieceId } from '@resumebeat/shared-ui';
import { FirstPaintServed, RemotePageLoading } from './first-paint';

export { REMOTE_LOAD_TIMEOUT_MS } from '@resumebeat/shared-ui';
export { PageSpinner } from './page-spinner';

export type RemoteModuleId = RemotePieceId;

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
      <Suspense fallback={<RemotePageLoading id={id} />}>
        {/* Marks where a remote's page is mounted (tests and debugging); no box of its own. */}
        <div data-remote-page={id} style={{ display: 'contents' }}>
          <Page />
        </div>
        <FirstPaintServed />
      </Suspense>
    </RemoteBoundary>
  );
}
