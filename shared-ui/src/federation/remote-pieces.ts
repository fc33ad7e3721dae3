import type { ComponentType } from 'react';

/**
 * Loading another app's exposed piece at run time: a remote page for the shell, or one remote's
 * piece inside another (mf-scanner and mf-profile open mf-billing's upgrade dialog).
 *
 * Why here: the remotes map is registered on the shell's federation instance. A remote's own
 * `loadRemote` (from `@module-federation/enhanced/runtime`, bundled into each remote) asks the
 * remote's instance, which knows no remotes (`RUNTIME-004 Failed to locate remote`). This module
 * is part of a federation singleton the shell provides, so the loader the shell installs here is
 * the one every remote reaches.
 *
 * - The shell calls `provideRemoteLoader` once at start-up.
 * - Everyone else calls `loadRemotePiece` / `loadRemoteComponent` (remotes never import
 *   `loadRemote` themselves; a lint rule says so).
 */

/** `<container>/<exposed name>`, e.g. `mf_billing/UpgradeDialog`. */
export type RemotePieceId = `${string}/${string}`;

export type RemoteLoader = (id: RemotePieceId) => Promise<unknown>;

/**
 * A piece that has not arrived in this time counts as failed (the caller shows Retry). A remote
 * that hangs must cost a person seconds, not half a minute: 6 s is far beyond what a page's
 * chunks take on a slow phone connection (tens of KB), and leaves the shell's own load (a few
 * seconds on a slow phone or a busy machine) room to put the fallback on screen within 10 s of
 * the navigation.
 */
export const REMOTE_LOAD_TIMEOUT_MS = 6_000;

export const NO_REMOTE_LOADER =
  'No remote loader: this page runs without the shell (a remote on its own), so other remotes cannot be loaded here';

let loader: RemoteLoader | null = null;

/** The shell only: how a piece is loaded (its federation instance, once the remotes map is registered). */
export function provideRemoteLoader(load: RemoteLoader | null): void {
  loader = load;
}

/**
 * Loads an exposed module. Rejects (never throws synchronously) when no loader is installed, when
 * the remote fails, or after `timeoutMs`.
 */
export function loadRemotePiece<T = unknown>(
  id: RemotePieceId,
  { timeoutMs = REMOTE_LOAD_TIMEOUT_MS } = {},
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (!loader) {
      reject(new Error(`${NO_REMOTE_LOADER} (${id})`));
      return;
    }
    const timer = setTimeout(() => reject(new Error(`${id} did not load within ${timeoutMs / 1000} s`)), timeoutMs);
    Promise.resolve()
      .then(() => loader!(id))
      .then(
        (module) => {
          clearTimeout(timer);
          resolve(module as T);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      );
  });
}

/** Loads an exposed component (default export) in the shape `React.lazy` wants; anything else is an error. */
export async function loadRemoteComponent<P = object>(
  id: RemotePieceId,
  options?: { timeoutMs?: number },
): Promise<{ default: ComponentType<P> }> {
  const module = await loadRemotePiece<{ default?: unknown } | null | undefined>(id, options);
  if (!module || typeof module.default !== 'function') throw new Error(`${id} did not export a component`);
  return { default: module.default as ComponentType<P> };
}
