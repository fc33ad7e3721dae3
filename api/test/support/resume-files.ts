// Files for the resume routes' tests: the project's own fixtures (fixtures/), the third-party
// sample corpus read in place where a test needs it (never copied; absent, those tests are
// skipped: ats-engine/test/support/corpus.ts), the engine's generators for hostile files (encrypted PDF, archive bombs), and multipart bodies
// built with the platform's FormData, as a browser builds them.
import type { InjectOptions } from 'fastify';
import type { ResumeUploadResult } from '@resumebeat/shared-contract';
import { type ScanTickets, textDigest } from '../../src/lib/scan-tickets';

export {
  makeDeclaredZipBomb,
  makeDocx,
  makeLyingZipBomb,
  makePdf,
  pngBytes,
} from '../../../ats-engine/test/support/fixtures';
export {
  corpusBytes,
  corpusText,
  describeWithCorpus,
  fixtureBytes,
  fixtureResume,
  fixtureText,
  itWithCorpus,
} from '../../../ats-engine/test/support/corpus';

/** A plain-text resume: fast to parse, so limit tests are about limits. */
export const TEXT_RESUME = [
  'Jane Roe',
  'Backend Engineer',
  'jane.roe@example.com | +1 204 555 0101 | Winnipeg, MB',
  '',
  'SUMMARY',
  'Backend engineer with 6 years of experience building Java and TypeScript services.',
  '',
  'EXPERIENCE',
  'Senior Software Engineer | Acme Corp | Winnipeg | Jan 2020 – Present',
  '• Built a payment service in Java and Spring Boot handling 2M requests a day',
  '• Reduced API latency by 40% by adding Redis caching and query tuning',
  'Software Engineer | Initech | Toronto | Jun 2017 – Dec 2019',
  '• Developed REST APIs in Node.js and PostgreSQL for 30 internal teams',
  '',
  'EDUCATION',
  'B.Sc. Computer Science | University of Manitoba | 2013 – 2017',
  '',
  'SKILLS',
  'Java, Spring Boot, TypeScript, Node.js, PostgreSQL, Redis, Docker, Kubernetes, AWS',
].join('\n');

export interface FilePart {
  name?: string;
  fileName: string;
  data: Uint8Array | string;
  type?: string;
}

/** A multipart/form-data request body: the file part and text fields. */
export async function multipart(
  file: FilePart | null,
  fields: Record<string, string> = {},
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  if (file) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data) : Buffer.from(file.data);
    form.append(file.name ?? 'file', new Blob([data], { type: file.type ?? '' }), file.fileName);
  }
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return { payload, headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Splits a text/event-stream body into events (data lines joined with \n), as the browser does. */
export function parseEvents(body: string): Array<{ event: string; data: string }> {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
}

let ticketIp = 0;

interface TicketApp {
  inject: (options: InjectOptions) => Promise<{ statusCode: number; json: () => unknown; body: string }>;
  scanTickets: ScanTickets;
}

/**
 * A scan ticket, as the browser holds one after an upload: one scan of TEXT_RESUME (the text routes
 * refuse calls without one). A ticket serves who made the scan: by default an anonymous visitor at
 * an address of its own; `ip` (and `token`, for an account) say who. With `text`, the ticket is the
 * same scan's, signed for that text instead (the text routes refuse any other text than the one the
 * ticket names), so a test can send text no upload would read identically.
 */
export async function scanTicketFor(
  app: TicketApp,
  options: { ip?: string; token?: string; text?: string } = {},
): Promise<string> {
  ticketIp += 1;
  const ip = options.ip ?? `198.18.${Math.floor(ticketIp / 250)}.${ticketIp % 250}`;
  const headers: Record<string, string> = options.token ? { authorization: `Bearer ${options.token}` } : {};
  const ticket = (await uploadTextResume(app, ip, headers)).scanTicket;
  if (!ticket) throw new Error('the upload answered no scan ticket');
  return options.text === undefined ? ticket : ticketForText(app, ticket, options.text);
}

/**
 * TEXT_RESUME uploaded (the AI step skipped) from the address `ip`, with `headers` (an account's
 * bearer token): what the upload answered, its scan ticket included. Fails on any status but 200.
 */
export async function uploadTextResume(
  app: Pick<TicketApp, 'inject'>,
  ip: string,
  headers: Record<string, string> = {},
): Promise<ResumeUploadResult & { scanTicket: string }> {
  const body = await multipart({ fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' }, { industry: 'General' });
  const response = await app.inject({
    method: 'POST',
    url: '/api/resume/upload?skipAi=true',
    remoteAddress: ip,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
  if (response.statusCode !== 200) throw new Error(`the upload answered ${response.statusCode}: ${response.body}`);
  return response.json() as ResumeUploadResult & { scanTicket: string };
}

/** The same scan's ticket, for the same subject, signed for another text. */
export function ticketForText(app: { scanTickets: ScanTickets }, ticket: string, text: string): string {
  const claims = app.scanTickets.read(ticket);
  if (!claims || claims === 'expired') throw new Error('not a live scan ticket');
  return app.scanTickets.issue(
    { scanEventId: claims.scanEventId, owner: claims.owner, place: claims.place, text: textDigest(text) },
    60 * 60 * 1000,
  ).ticket;
}
