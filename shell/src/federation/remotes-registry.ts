import { registerRemotes } from '@module-federation/enhanced/runtime';
import { takeRemotesMap, type RemotesMap } from './remotes-map';

/** What the federation runtime was last given, remote name -> manifest URL. */
let registered: RemotesMap = {};

/** Registers every remote of the map with the federation runtime. */
export function registerRemotesMap(map: RemotesMap): void {
  registerRemotes(
    Object.entries(map).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = { ...map };
}

/**
 * Registers the remotes whose manifest URL differs from what the runtime has (a map read again
 * after the page's copy proved stale); the others, and the modules already loaded from them, stay.
 */
export function registerChangedRemotes(map: RemotesMap): void {
  const changed = Object.entries(map).filter(([name, entry]) => registered[name] !== entry);
  if (changed.length === 0) return;
  registerRemotes(
    changed.map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
  registered = { ...registered, ...Object.fromEntries(changed) };
}

let registration: Promise<void> | null = null;

/**
 * Registers the map once it arrives. The shell renders without waiting: only remote pages need
 * the map, and they wait for it through remotesRegistered().
 */
export function startRemotesRegistration(map: Promise<RemotesMap>): Promise<void> {
  const attempt = map.then(registerRemotesMap);
  registration = attempt;
  attempt.catch((error: unknown) => {
    // Without the map no remote can load; the shell's own pages still work, and every remote
    // route shows its fallback. Forgetting the failed attempt lets Retry read the map again.
    console.error('[ResumeBeat] could not read the remotes map', error);
    if (registration === attempt) registration = null;
  });
  return attempt;
}

/** Resolves once the map is registered; after a failed read, reads it again. */
export function remotesRegistered(): Promise<void> {
  return registration ?? startRemotesRegistration(takeRemotesMap());
}
