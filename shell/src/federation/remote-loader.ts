import { loadRemote } from '@module-federation/enhanced/runtime';
import { provideRemoteLoader } from '@resumebeat/shared-ui';
import { remotesRegistered } from './remotes-registry';

/**
 * Installs the one way anything is loaded from a remote: the shell's federation instance (where
 * the remotes map is registered), once the map is registered. Remote pages go through it, and so
 * do remotes that open another remote's piece: shared-ui is a singleton the shell provides, so
 * `loadRemotePiece('mf_billing/UpgradeDialog')` in mf-scanner lands here. A remote's own
 * `loadRemote` would ask its own instance, which knows no remotes (RUNTIME-004).
 */
export function installRemoteLoader(): void {
  provideRemoteLoader((id) => remotesRegistered().then(() => loadRemote(id)));
}
