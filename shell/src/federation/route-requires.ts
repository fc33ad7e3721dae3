import { REMOTE_ROUTES } from '../routes/remote-routes';
import { readPreloadedRemotes } from './remotes-map';

/**
 * Whether the remote page a path shows needs the shared module `key` (e.g.
 * `@resumebeat/shared-session/api`), as its remote's manifest says (`exposes[].requires`): the
 * manifest the server put into the page, as it will be loaded. False when unknown (no manifest in
 * the page, a path of the shell's own), so the start then does only what every page needs.
 */
export function routePageRequires(pathname: string, key: string): boolean {
  const route = REMOTE_ROUTES.find((candidate) => candidate.path === pathname);
  const preloaded = readPreloadedRemotes();
  if (!route || !preloaded) return false;
  const [remote, page] = route.id.split('/') as [string, string];
  const url = preloaded.map[remote];
  const text = url ? preloaded.manifests.get(url) : undefined;
  if (!text) return false;
  try {
    const manifest = JSON.parse(text) as { exposes?: { name?: unknown; requires?: unknown }[] };
    const exposed = manifest.exposes?.find((item) => item.name === page);
    return Array.isArray(exposed?.requires) && exposed.requires.includes(key);
  } catch {
    return false;
  }
}
