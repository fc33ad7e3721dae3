import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { preloadedManifest } from './remotes-map';

/** How often a failed manifest fetch or remote entry is tried again, and how long to wait. */
export const RETRY_TIMES = 2;
export const RETRY_DELAY_MS = 500;

type LoadEntryError = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryError>[0];

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a remote's manifest and entry script a bounded number of times before the page shows
 * its fallback: a flaky edge should not cost the user a page, a dead one should fail fast
 * (3 tries, 0.5 s apart). Written here rather than taken from @module-federation/retry-plugin,
 * whose only recent release pulls a second, older copy of the federation SDK into the shell's
 * startup bundle (about 8 KB gzip) and ignores its own delay option for fetches.
 * No static React import: runtime plugins run before shared modules are negotiated.
 */
export default function retryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'resumebeat-retry',
    async fetch(url, init) {
      // A manifest the page came with (the api puts the route's one in): no request at all.
      const fromPage = preloadedManifest(url);
      if (fromPage) return fromPage;
      let lastError: unknown;
      for (let attempt = 0; attempt <= RETRY_TIMES; attempt += 1) {
        if (attempt > 0) await wait(RETRY_DELAY_MS);
        try {
          const response = await fetch(url, init);
          if (response.ok) return response;
          lastError = new Error(`${url} answered HTTP ${response.status}`);
          // A 4xx will not heal by retrying.
          if (response.status < 500) break;
        } catch (error) {
          lastError = error;
        }
      }
      throw lastError instanceof Error ? lastError : new Error(`Could not fetch ${url}`);
    },
    // The runtime's type for this hook says Promise<Promise<entry>>, which no async function can
    // return; at run time it awaits whatever comes back.
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: LoadEntryErrorArgs) => {
      for (let attempt = 1; attempt <= RETRY_TIMES; attempt += 1) {
        await wait(RETRY_DELAY_MS);
        // The runtime caches the failed load under this key; forget it so the script is fetched again.
        delete globalLoading[uniqueKey];
        try {
          const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
          if (entry) return entry;
        } catch {
          // try again
        }
      }
      return undefined;
    }) as unknown as LoadEntryError,
  };
}
