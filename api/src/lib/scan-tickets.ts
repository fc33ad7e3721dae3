// What a scan buys (docs/decisions/016-hostile-requests.md): the upload that counted a scan
// answers a scan ticket, and the calls that work on that scan afterwards (stream-analysis,
// stream-optimize, optimize, rescore) must show it. A ticket names the scan event and when it
// expires, signed with a key derived from the token secret; what it has been used for is counted
// on the scan event in the database (scans.ts), so every instance enforces one allowance. Without
// it these routes would be an unmetered scanner and, with an AI provider, unmetered AI spend.
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface ScanTicketClaims {
  /** scan_events.id of the counted scan. */
  scanEventId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

const VERSION = 'st1';

export function createScanTickets(secret: string, now: () => number = Date.now) {
  // A key of its own, so a ticket can never be mistaken for a session token or the reverse.
  const key = createHmac('sha256', secret).update('resumebeat scan tickets v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(scanEventId: string, lifetimeMs: number): { ticket: string; expiresAt: number } {
      const expiresAt = now() + lifetimeMs;
      const body = `${VERSION}.${scanEventId}.${Math.floor(expiresAt / 1000)}`;
      return { ticket: `${body}.${sign(body)}`, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
    },

    /** The claims of a genuine ticket, 'expired', or null for anything else. */
    read(ticket: string): ScanTicketClaims | 'expired' | null {
      const parts = ticket.split('.');
      if (parts.length !== 4 || parts[0] !== VERSION) return null;
      const [version, scanEventId, expires, signature] = parts as [string, string, string, string];
      const expected = Buffer.from(sign(`${version}.${scanEventId}.${expires}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!/^[0-9a-f-]{36}$/.test(scanEventId) || !/^\d{1,12}$/.test(expires)) return null;
      const expiresAt = Number(expires) * 1000;
      return expiresAt <= now() ? 'expired' : { scanEventId, expiresAt };
    },
  };
}

export type ScanTickets = ReturnType<typeof createScanTickets>;
