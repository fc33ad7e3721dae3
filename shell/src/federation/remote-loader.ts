import { loadRemote } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader } from '@resumebeat/shared-ui';
import { discardPreloadedRemotes, fetchRemotesMap, usingPreloadedRemotes } from './remotes-map';
import { registerChangedRemotes, remotesRegistered } from './remotes-registry';

/**
 * Loads a remote's module. When the remotes came from the page's own copy of the map and the load
 * fails, that copy may be stale: the map changed after the page was sent (a remote re-pointed,
 * its old folder removed). Then /remotes.json is read, the remotes registered again from it, and
 * the module loaded once more; a remote that is really down still fails (and shows its fallback).
 */
async function loadFromCurrentMap<T>(id: string): Promise<T | null> {
  await remotesRegistered();
  const fromPage = usingPreloadedRemotes();
  try {
    return await loadRemote<T>(id);
  } catch (error) {
    if (!fromPage) throw error;
    if (usingPreloadedRemotes()) {
      discardPreloadedRemotes();
      registerChangedRemotes(await fetchRemotesMap());
    }
    return loadRemote<T>(id);
  }
}

/**
 * Installs the one way anything is loaded from a remote: the shell's federation instance (where
 * the remotes map is registered), once the map is registered. Remote pages go through it, and so
 * do remotes that open another remote's piece: shared-ui is a singleton the shell provides, so
 * `loadRemotePiece('mf_billing/UpgradeDialog')` in mf-scanner lands here. A remote's own
 * `loadRemote` would ask its own instance, which knows no remotes (RUNTIME-004).
 */
export function installRemoteLoader(): void {
  provideRemoteLoader((id) => loadFromCurrentMap(id));
}
