import type { FederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

/**
 * Retries a remote's manifest and entry script a bounded number of times before the page shows
 * its fallback: a flaky CDN edge should not cost the user a page, a dead one should fail fast.
 * Two retries of the manifest (1 s apart, the plugin's fixed delay) and of the entry (0.5 s apart).
 * No static React import here: runtime plugins run before share negotiation (see the MF guide).
 */
export default function retryRuntimePlugin(): FederationRuntimePlugin {
  return RetryPlugin({
    fetch: { retryTimes: 2 },
    script: { retryTimes: 2, retryDelay: 500 },
  }) as unknown as FederationRuntimePlugin;
}
