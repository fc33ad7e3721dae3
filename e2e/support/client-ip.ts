import { randomBytes } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';

/**
 * Makes every request of this browser context come from a client address of its own, as a
 * reverse proxy says in X-Forwarded-For. The e2e api trusts loopback as its proxy (TRUST_PROXY),
 * so anonymous scan limits, counted per visitor, start from zero in each test. The addresses are
 * in the IPv6 documentation range (2001:db8::/32), each in a /64 of its own (the api counts an
 * IPv6 visitor by its /64): a header value only, nothing is sent there.
 */
export async function asNewClient(context: BrowserContext): Promise<string> {
  const hex = randomBytes(6).toString('hex');
  const address = `2001:db8:${hex.slice(0, 4)}:${hex.slice(4, 8)}:${hex.slice(8)}::1`;
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}
