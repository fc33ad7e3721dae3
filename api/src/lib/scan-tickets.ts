// What a scan buys (docs/decisions/016-hostile-requests.md, 025-ai-metered-per-person.md): the
// upload that counted a scan answers a scan ticket, and the calls that work on that scan afterwards
// (stream-analysis, stream-optimize, optimize, rescore) must show it. A ticket names the scan
// event, when it expires, who made the scan (the account, or none for an anonymous visitor), the
// address it was issued to (a digest of the address key: the streams carry no token, docs/product/api.md#resume) and
// the scan's text (a digest), signed with a key derived from the token secret. What it has been
// used for is counted on the scan event in the database (scans.ts), so every instance enforces
// one allowance. Without it these routes would be an unmetered scanner and, with an AI provider,
// unmetered AI spend; without the subject and the text in it, one ticket would serve anyone for
// any text.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export interface ScanTicketClaims {
  /** scan_events.id of the counted scan. */
  scanEventId: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  /** The account that made the scan, or null for an anonymous visitor. */
  owner: string | null;
  /** addressDigest() of the address the ticket was issued to. */
  place: string;
  /** textDigest() of the scan's text. */
  text: string;
}

const VERSION = 'st2';
/** Tickets of the first format named neither subject nor text: they read as expired. */
const RETIRED_VERSIONS = new Set(['st1']);

/**
 * A text's digest: line breaks normalised (a stream and a form may turn CR LF into LF), 128 bits
 * of SHA-256. Equal texts give equal digests on every instance.
 */
export function textDigest(text: string): string {
  return createHash('sha256').update(text.replace(/\r\n?/g, '\n')).digest('base64url').slice(0, 22);
}

/** An address key's digest (lib/client-address.ts): the ticket does not spell the address out. */
export function addressDigest(addressKey: string): string {
  return createHash('sha256').update(`scan place ${addressKey}`).digest('base64url').slice(0, 16);
}

const ANONYMOUS = 'a';

export function createScanTickets(secret: string, now: () => number = Date.now) {
  // A key of its own, so a ticket can never be mistaken for a session token or the reverse.
  const key = createHmac('sha256', secret).update('resumebeat scan tickets v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  return {
    issue(
      claims: { scanEventId: string; owner: string | null; place: string; text: string },
      lifetimeMs: number,
    ): { ticket: string; expiresAt: number } {
      const expiresAt = now() + lifetimeMs;
      const owner = claims.owner ?? ANONYMOUS;
      const body = `${VERSION}.${claims.scanEventId}.${Math.floor(expiresAt / 1000)}.${owner}.${claims.place}.${claims.text}`;
      return { ticket: `${body}.${sign(body)}`, expiresAt: Math.floor(expiresAt / 1000) * 1000 };
    },

    /** The claims of a genuine ticket, 'expired', or null for anything else. */
    read(ticket: string): ScanTicketClaims | 'expired' | null {
      const parts = ticket.split('.');
      if (parts.length === 4 && RETIRED_VERSIONS.has(parts[0]!)) return 'expired';
      if (parts.length !== 7 || parts[0] !== VERSION) return null;
      const [version, scanEventId, expires, owner, place, text, signature] = parts as [
        string,
        string,
        string,
        string,
        string,
        string,
        string,
      ];
      const expected = Buffer.from(sign(`${version}.${scanEventId}.${expires}.${owner}.${place}.${text}`));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      if (!/^[0-9a-f-]{36}$/.test(scanEventId) || !/^\d{1,12}$/.test(expires)) return null;
      const expiresAt = Number(expires) * 1000;
      return expiresAt <= now()
        ? 'expired'
        : { scanEventId, expiresAt, owner: owner === ANONYMOUS ? null : owner, place, text };
    },
  };
}

export type ScanTickets = ReturnType<typeof createScanTickets>;
