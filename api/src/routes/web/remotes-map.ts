import { readFileSync } from 'node:fs';
import { RemotesMapSchema, type RemotesMap } from '@resumebeat/shared-contract';
import { REMOTE_FOLDERS } from '../../config';

/** The map served at /remotes.json when REMOTES_JSON is not set: every remote served by this api. */
export const DEFAULT_REMOTES: RemotesMap = Object.fromEntries(
  Object.entries(REMOTE_FOLDERS).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]),
);

/**
 * REMOTES_JSON is inline JSON (starts with `{`) or a path to a JSON file. Its entries override the
 * defaults one by one, so a deploy re-points one remote with one line; `null` removes a remote.
 * A file is re-read on every request: editing it re-points remotes without a restart.
 */
export function readRemotesMap(source: string | null): RemotesMap {
  if (!source) return DEFAULT_REMOTES;
  const text = source.trimStart().startsWith('{') ? source : readFileSync(source, 'utf8');
  const raw: unknown = JSON.parse(text);
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) throw new Error('REMOTES_JSON must be a JSON object');
  const merged: Record<string, unknown> = { ...DEFAULT_REMOTES };
  for (const [name, url] of Object.entries(raw)) {
    if (url === null) delete merged[name];
    else merged[name] = url;
  }
  return RemotesMapSchema.parse(merged);
}

/** Origins of remotes hosted elsewhere (absolute URLs in the map): the CSP must allow them. */
export function remoteOrigins(map: RemotesMap): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(map)) {
    if (/^https?:\/\//i.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}
