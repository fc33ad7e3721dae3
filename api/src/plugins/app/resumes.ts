// The resume service: bytes or text in, the engine's parse and score, the AI layer's feedback and
// optimized resume, the scan consumed and the result stored. Order matters for the scan limit:
// the file is read and scored first (a file that cannot be read costs nothing), then one scan is
// consumed and the result stored in one transaction (plugins/app/scans.ts), and only then may the
// AI provider run; if that step fails before a paid provider was asked, the scan is given back. The
// upload answers a scan ticket, bound to who scanned and to the text read, which the calls on that
// scan afterwards (the text routes) must show (lib/scan-tickets.ts, docs/decisions/025).
import {
  type Industry,
  isResumeParseError,
  normalizeIndustry,
  type ParsedResume,
  renderFeedbackHtml,
  type ResumeParseError,
  type ScoreOptions,
  type ScoreResult,
} from '@resumebeat/ats-engine';
import {
  type KeywordReport,
  READING_FEEDBACK_MESSAGES,
  type ReadingFeedbackRequest,
  type ResumeDetail,
  type ResumeSummary,
  type ResumeTextPayload,
  type ResumeUploadResult,
  type ScoreComponent,
  type UploadResumeFields,
} from '@resumebeat/shared-contract';
import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { readingFeedback, type ResumeRow, resumes } from '../../db/schema';
import { clientAddressKey } from '../../lib/client-address';
import { badRequest, HttpError } from '../../lib/http-errors';
import { deepFreeze, LruCache } from '../../lib/lru-cache';
import { addressDigest, type ScanTicketClaims, type ScanTickets, textDigest } from '../../lib/scan-tickets';
import { createUploadGate, type UploadGate } from '../../lib/upload-gate';
import type { AiCall, AiInput, AiService } from './ai';
import type { AiBudget } from './ai/budget';
import type { EngineContext, EngineService } from './engine';
import { type ScanService, type ScanSubject, scanLimitError } from './scans';

export interface UploadedFile {
  bytes: Uint8Array;
  fileName: string;
  mimeType: string;
}

interface Scored {
  result: ScoreResult;
  analysis: string;
  scoreComponents: ScoreComponent[];
  keywords: KeywordReport | null;
}

/** The messages docs/product/rules-and-limits.md#job-description fixes for the job-description file, where they differ. */
const JOB_FILE_MESSAGES: Partial<Record<ResumeParseError['code'], string>> = {
  UNSUPPORTED_TYPE: 'Please upload a PDF, DOCX, or TXT file only.',
  FILE_TOO_LARGE: 'File size must be less than 10MB.',
  TEXT_TOO_LONG:
    'This file holds more than 100,000 characters of text, far more than a job description. Paste the posting itself instead.',
};

/** The engine's typed errors as HTTP errors: its messages are written for the user. */
export function fileError(error: unknown, purpose: 'resume' | 'job'): unknown {
  if (!isResumeParseError(error)) return error;
  const message = (purpose === 'job' ? JOB_FILE_MESSAGES[error.code] : undefined) ?? error.message;
  // Every 429 of the upload route says whether paying would help (docs/product/rules-and-limits.md#scan-limits); a busy engine would not.
  return new HttpError(error.httpStatus, message, {
    code: error.code,
    ...(error.httpStatus === 429 ? { needsPayment: false } : {}),
  });
}

export function toScoreComponents(result: ScoreResult): ScoreComponent[] {
  return result.components.map(({ id, label, score, max, evidence, suggestions }) => ({
    id,
    label,
    score,
    max,
    evidence,
    suggestions,
  }));
}

export function toKeywordReport(result: ScoreResult): KeywordReport | null {
  if (!result.keywords) return null;
  const { matched, missing, matchRate } = result.keywords;
  return {
    matched: matched.map(({ keyword, match, found, importance }) => ({ keyword, match, found, importance })),
    missing: missing.map(({ keyword, importance }) => ({ keyword, importance })),
    matchRate,
  };
}

const blankToNull = (value: string | undefined | null) => (value?.trim() ? value.trim() : null);

function toSummary(
  row: Pick<ResumeRow, 'id' | 'fileName' | 'score' | 'industry' | 'jobTitle' | 'companyName' | 'createdAt'>,
): ResumeSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    score: row.score,
    industry: row.industry,
    jobTitle: row.jobTitle,
    companyName: row.companyName,
    createdAt: row.createdAt.toISOString(),
  };
}

function toDetail(row: ResumeRow): ResumeDetail {
  return {
    ...toSummary(row),
    content: row.content,
    jobDescription: row.jobDescription,
    aiAnalysis: { score: row.score, analysis: row.analysis, optimizedResume: row.optimizedResume },
    scoreComponents: row.scoreComponents as ScoreComponent[],
    keywords: (row.keywords as KeywordReport | null) ?? null,
    scoringVersion: row.scoringVersion,
  };
}

/** UUIDs only: anything else cannot be a resume id (404, not a database error). */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const MAX_LISTED_RESUMES = 100;

/** How long a scan ticket lets the calls on a scan work: the length of a browser session. */
export const SCAN_TICKET_LIFETIME_MS = 3 * 60 * 60 * 1000;

export const SCAN_TICKET_MESSAGES = {
  missing: 'Upload your resume to analyze it: this works on a scan you made.',
  expired: 'This scan has expired. Upload your resume again to analyze it.',
  usedUp:
    'This scan has been analyzed and optimized as often as one scan allows. Upload your resume again to start a new scan.',
  otherSubject: 'This scan was made from another account or connection. Upload your resume here to analyze it.',
  otherText:
    'This is not the resume text this scan read. Upload this resume to analyze it: a scan works on the resume it read.',
} as const;

/**
 * Which text a call on a scan may carry: the scan's own text (analysis and optimize), or also an
 * optimized text answered for that scan (rescore of the optimized resume).
 */
export type ScanTextUse = 'scanned' | 'scanned-or-derived';

/** What a parsed resume weighs in the cache: its text, its lines and sections, roughly. */
const parsedWeight = (parsed: ParsedResume) => parsed.text.length * 6 + 4096;

/** What the engine needs to know of a request: who sent it (their share of the queue) and whether they left. */
export function engineContext(ip: string, signal?: AbortSignal): EngineContext {
  return { client: clientAddressKey(ip), ...(signal ? { signal } : {}) };
}

const isAbort = (error: unknown) => (error as { name?: unknown } | null)?.name === 'AbortError';

export function createResumeService(deps: {
  db: Db;
  scans: ScanService;
  ai: AiService;
  budget: AiBudget;
  config: AppConfig;
  tickets: ScanTickets;
  engine: EngineService;
}) {
  const { db, scans, ai, budget, config, tickets, engine } = deps;
  /** A ticket for the scan's owner (or an anonymous visitor), at the address it is answered to, for the scan's text. */
  const issueTicket = (scanEventId: string, owner: string | null, ip: string, text: string) =>
    tickets.issue(
      { scanEventId, owner, place: addressDigest(clientAddressKey(ip)), text: textDigest(text) },
      SCAN_TICKET_LIFETIME_MS,
    ).ticket;

  // Reading a PDF costs milliseconds of PDFium and the reader; people upload the same file again and
  // again (another job description, another try). Keyed by content and what the name and type
  // claim (they decide the type checks). Only files whose scan was counted are kept, and the
  // cache is bounded in bytes (review M4): refused uploads cannot fill it. A parse in progress is
  // shared, not repeated.
  const cacheWeight = { maxWeight: config.scans.cacheMb * 1024 * 1024, weigh: parsedWeight };
  const parsedFiles = new LruCache<string, ParsedResume>(config.scans.cacheEntries, cacheWeight);
  const parsing = new Map<string, Promise<ParsedResume>>();

  // The same file scored again for the same job, industry and day gives the same result: keep it
  // with the parsed file (a WeakMap, so it goes when the parsed file leaves the cache).
  const scoredFiles = new WeakMap<ParsedResume, LruCache<string, Scored>>();

  /** Scores a parse (or takes `computed`, the score the engine gave with the read), cached with it. */
  async function scoreFile(
    parsed: ParsedResume,
    jobDescription: string | null,
    industry: Industry,
    ctx: EngineContext,
    computed?: ScoreResult | null,
  ): Promise<Scored> {
    const compute = async (): Promise<Scored> => {
      const result = deepFreeze(computed ?? (await engine.score(parsed, { jobDescription, industry }, ctx)));
      return {
        result,
        analysis: renderFeedbackHtml(result),
        scoreComponents: toScoreComponents(result),
        keywords: toKeywordReport(result),
      };
    };
    if (!Object.isFrozen(parsed)) return compute();
    const key = `${industry}|${new Date().toISOString().slice(0, 10)}|${jobDescription ? createHash('sha256').update(jobDescription).digest('base64') : ''}`;
    let scores = scoredFiles.get(parsed);
    if (!scores) scoredFiles.set(parsed, (scores = new LruCache(20)));
    let scored = scores.get(key);
    if (!scored) scores.set(key, (scored = await compute()));
    return scored;
  }

  // The text routes (stream-analysis, optimize, rescore) get the resume back as text. When it is
  // exactly the text extracted from a file read here, use that parse: it keeps what only the file
  // showed (columns, icons, header contact), so the streamed 'final' score matches the upload's.
  const parsedByText = new LruCache<string, ParsedResume>(config.scans.cacheEntries, cacheWeight);
  const textKey = (text: string) => createHash('sha256').update(text).digest('base64');

  const fileKeys = new WeakMap<UploadedFile, string>();
  function fileKey(file: UploadedFile): string {
    let key = fileKeys.get(file);
    if (!key) {
      const extension = /\.[a-z0-9]+$/i.exec(file.fileName.trim())?.[0].toLowerCase() ?? '';
      key = `${createHash('sha256').update(file.bytes).digest('base64')}|${extension}|${file.mimeType.toLowerCase()}`;
      fileKeys.set(file, key);
    }
    return key;
  }
  /** True when this file was read, and its scan counted, before (and it is still cached). */
  const isParsed = (file: UploadedFile) => parsedFiles.has(fileKey(file));

  /**
   * The file's parse: from the cache, from a read of the same file in progress, or from the
   * engine. A file read afresh is scored for `scoring` in the same engine job (the parse need not
   * travel back to a worker to be scored): `score` is that score, null otherwise.
   */
  async function readResume(
    file: UploadedFile,
    ctx: EngineContext,
    scoring: ScoreOptions,
  ): Promise<{ parsed: ParsedResume; score: ScoreResult | null }> {
    const key = fileKey(file);
    const cached = parsedFiles.get(key);
    if (cached) return { parsed: cached, score: null };
    const share = (started: Promise<ParsedResume>) => {
      parsing.set(key, started);
      const settled = () => {
        if (parsing.get(key) === started) parsing.delete(key);
      };
      started.then(settled, settled);
    };
    const start = () => {
      const started = engine.readResume(file, ctx).then(deepFreeze);
      share(started);
      return started;
    };
    const shared = parsing.get(key);
    try {
      if (!shared) {
        const read = engine
          .readAndScoreFile(file, scoring, ctx)
          .then(({ parsed, score }) => ({ parsed: deepFreeze(parsed), score }));
        share(read.then(({ parsed }) => parsed));
        return await read;
      }
      try {
        return { parsed: await shared, score: null };
      } catch (error) {
        // The upload that started this parse left, and its job was dropped: read it for this one.
        if (isAbort(error) && !ctx.signal?.aborted) return { parsed: await start(), score: null };
        throw error;
      }
    } catch (error) {
      throw fileError(error, 'resume');
    }
  }

  /** Keeps a parse whose scan was counted, for the next upload of the file and the text routes. */
  function remember(file: UploadedFile, parsed: ParsedResume) {
    parsedFiles.set(fileKey(file), parsed);
    if (parsed.text.trim()) parsedByText.set(textKey(parsed.text), parsed);
  }

  /**
   * Checks the scan ticket of a call on a scan (the text routes) and counts the call against that
   * scan's allowance, and its paid-provider calls (`aiCalls`) against the day of who made the
   * scan: 403 without a genuine ticket, once it expired, from someone other than who scanned, or
   * for a text the scan did not read (or, with 'scanned-or-derived', answer), and nothing counted;
   * 429 when the day's AI calls (the scan's allowance untouched) or the scan's allowance are used up.
   */
  async function useScanTicket(
    ticket: string | undefined,
    request: { subject: ScanSubject; content: string; text: ScanTextUse; aiCalls: number },
  ): Promise<ScanTicketClaims> {
    const claims = await checkScanTicket(ticket, request);
    // The provider calls count on the day of whoever made the scan: an account's, token or not.
    if (request.aiCalls > 0)
      await budget.charge(
        claims.owner ? { userId: claims.owner, ip: request.subject.ip } : request.subject,
        request.aiCalls,
      );
    if (!(await scans.useFollowUp(claims.scanEventId, config.scans.followUpCalls))) {
      throw new HttpError(429, SCAN_TICKET_MESSAGES.usedUp, { code: 'SCAN_ALLOWANCE_USED' });
    }
    return claims;
  }

  /** The ticket's claims when it is genuine, current, shown by who scanned, for this text; counts nothing. */
  async function checkScanTicket(
    ticket: string | undefined,
    request: { subject: ScanSubject; content: string; text: ScanTextUse },
  ): Promise<ScanTicketClaims> {
    if (!request.content.trim()) throw badRequest('There is no resume text. Upload your resume first.');
    const claims = ticket ? tickets.read(ticket) : null;
    if (claims === null) throw new HttpError(403, SCAN_TICKET_MESSAGES.missing, { code: 'SCAN_TICKET_REQUIRED' });
    if (claims === 'expired') throw new HttpError(403, SCAN_TICKET_MESSAGES.expired, { code: 'SCAN_TICKET_EXPIRED' });
    // An account's scan serves that account wherever it is, and calls without a token from the
    // address its ticket was answered to (the streams carry no token, docs/product/api.md#resume); an anonymous scan
    // serves its address (signed in there since, or not). Another account's token never passes.
    const { subject } = request;
    const fromOwner = claims.owner !== null && subject.userId === claims.owner;
    const fromPlace =
      claims.place === addressDigest(clientAddressKey(subject.ip)) &&
      (subject.userId === null || claims.owner === null);
    if (!fromOwner && !fromPlace)
      throw new HttpError(403, SCAN_TICKET_MESSAGES.otherSubject, { code: 'SCAN_TICKET_OTHER_SUBJECT' });
    if (textDigest(request.content) !== claims.text) {
      const derived =
        request.text === 'scanned-or-derived' &&
        (await scans.hasDerivedText(claims.scanEventId, textDigest(request.content)));
      if (!derived) throw new HttpError(403, SCAN_TICKET_MESSAGES.otherText, { code: 'SCAN_TICKET_OTHER_TEXT' });
    }
    return claims;
  }

  /** The scan a report is about: its ticket with the text it read, or an account's stored scan; else 403/404. */
  async function scanOfReport(
    body: ReadingFeedbackRequest,
    subject: ScanSubject,
  ): Promise<{ scanEventId: string | null; userId: string | null; resumeId: string | null; content: string }> {
    if (body.scanTicket) {
      const content = body.content ?? '';
      const claims = await checkScanTicket(body.scanTicket, { subject, content, text: 'scanned' });
      return { scanEventId: claims.scanEventId, userId: claims.owner, resumeId: null, content };
    }
    if (body.resumeId && subject.userId) {
      const [row] = UUID_PATTERN.test(body.resumeId)
        ? await db
            .select({ id: resumes.id, content: resumes.content })
            .from(resumes)
            .where(and(eq(resumes.id, body.resumeId), eq(resumes.userId, subject.userId)))
            .limit(1)
        : [];
      if (!row)
        throw new HttpError(
          404,
          'That scan was not found in your account. Open it from your dashboard and try again.',
          { code: 'RESUME_NOT_FOUND' },
        );
      return {
        scanEventId: await scans.scanEventOfResume(subject.userId, row.id),
        userId: subject.userId,
        resumeId: row.id,
        content: row.content,
      };
    }
    throw new HttpError(403, READING_FEEDBACK_MESSAGES.scanRequired, { code: 'SCAN_TICKET_REQUIRED' });
  }

  /**
   * 'This is wrong': stores the reading a person was shown, the text it came from and their
   * correction, only with their consent (the schema refuses a request without it), and only for a
   * scan they made: its ticket with the text it read, or, signed in, one of their stored scans.
   */
  async function reportReading(body: ReadingFeedbackRequest, subject: ScanSubject): Promise<{ id: string }> {
    const { scanEventId, userId, resumeId, content } = await scanOfReport(body, subject);
    const id = randomUUID();
    await db.insert(readingFeedback).values({
      id,
      scanEventId,
      userId,
      resumeId,
      problem: body.problem,
      correction: body.correction ?? '',
      reading: body.reading,
      content,
      consentedAt: new Date(),
    });
    return { id };
  }

  /** Keeps an optimized text answered for a scan: its rescore is then accepted with the scan's ticket. */
  async function rememberOptimized(scanEventId: string, optimizedResume: string): Promise<void> {
    if (optimizedResume.trim())
      await scans.addDerivedText(scanEventId, textDigest(optimizedResume), config.scans.followUpCalls + 2);
  }

  /**
   * The AI input for text the browser sends back (optimize, rescore, the streams). `weave`
   * (rescore): the confirmed keywords join the text's Skills before it is scored; otherwise the
   * score is the text's as sent, and the confirmed keywords travel to the optimizer.
   */
  async function textInput(payload: ResumeTextPayload, ctx: EngineContext, { weave = false } = {}): Promise<AiInput> {
    if (!payload.content.trim()) throw badRequest('There is no resume text. Upload your resume first.');
    const industry = normalizeIndustry(payload.industry);
    const jobDescription = blankToNull(payload.jobDescription);
    const options = { jobDescription, industry };
    const confirmedKeywords = payload.confirmedKeywords ?? [];
    const known = weave && confirmedKeywords.length > 0 ? undefined : parsedByText.get(textKey(payload.content));
    const { parsed, score } = known
      ? { parsed: known, score: await engine.score(known, options, ctx) }
      : await engine.readAndScoreText(payload.content, options, ctx, weave ? confirmedKeywords : []);
    return {
      parsed,
      score,
      industry,
      jobDescription,
      jobTitle: blankToNull(payload.jobTitle),
      companyName: blankToNull(payload.companyName),
      confirmedKeywords,
    };
  }

  return {
    textInput,
    useScanTicket,
    rememberOptimized,
    reportReading,

    /** What the parse cache holds now (entries and estimated bytes), for tests and diagnostics. */
    cacheStats: () => ({ entries: parsedFiles.size, bytes: parsedFiles.weightInUse }),

    async upload(request: {
      file: UploadedFile;
      fields: UploadResumeFields;
      subject: ScanSubject;
      skipAi: boolean;
      signal: AbortSignal;
      /** Who sent it (the client's address key): their share of the engine's queue. */
      client: string;
    }): Promise<ResumeUploadResult> {
      const { file, fields, subject, skipAi, signal, client } = request;
      const ctx: EngineContext = { client, signal };
      // An early answer for a spent budget, before paying for a parse; the real check is the
      // atomic consume below, so a file read before (cached) goes straight to it, and so does a
      // subject known to have scans left (scans.hasScansLeft).
      if (!isParsed(file) && !scans.hasScansLeft(subject)) {
        const allowance = await scans.allowance(subject);
        if (allowance.limit !== null && allowance.remaining <= 0) throw scanLimitError(subject, config.scans);
      }

      const industry: Industry = normalizeIndustry(fields.industry);
      const jobDescription = blankToNull(fields.jobDescription);
      const jobTitle = blankToNull(fields.jobTitle);
      const companyName = blankToNull(fields.companyName);
      const { parsed, score } = await readResume(file, ctx, { jobDescription, industry });
      if (!parsed.text.trim())
        throw new HttpError(422, 'The file has no text in it. Check that you chose the right file.', {
          code: 'NO_TEXT',
        });
      const scored = await scoreFile(parsed, jobDescription, industry, ctx, score);
      // An upload confirms nothing: its optimized resume writes none of the job's missing keywords.
      const input: AiInput = {
        parsed,
        score: scored.result,
        industry,
        jobDescription,
        jobTitle,
        companyName,
        confirmedKeywords: [],
      };
      const { scoreComponents, keywords } = scored;

      // The scan is counted (and the engine's result stored) before any AI provider is paid for.
      const scan = await scans.record(
        subject,
        subject.userId
          ? {
              fileName: file.fileName.slice(0, 255) || 'resume',
              fileKind: parsed.kind,
              industry,
              jobTitle,
              companyName,
              jobDescription,
              content: parsed.text,
              score: scored.result.score,
              scoringVersion: scored.result.version,
              analysis: scored.analysis,
              scoreComponents,
              keywords,
              optimizedResume: null,
            }
          : null,
      );
      remember(file, parsed);

      // skipAi (what the browser sends): the engine's feedback now, the page streams the rest.
      let analysis = scored.analysis;
      let optimizedResume: string | null = null;
      if (!skipAi) {
        let asked = false;
        const call: AiCall = { client, onProviderRequest: () => (asked = true) };
        try {
          // Two provider calls against the day's budget; past it, the engine's feedback (as with skipAi).
          if (await budget.tryCharge(subject, 2)) {
            analysis = await ai.analysis(input, signal, call);
            optimizedResume = await ai.optimize(input, signal, call);
            if (scan.resumeId)
              await db.update(resumes).set({ analysis, optimizedResume }).where(eq(resumes.id, scan.resumeId));
            await rememberOptimized(scan.scanEventId, optimizedResume);
          }
        } catch (error) {
          // The scan was not delivered. It is given back only when no paid provider was asked: once
          // one was, the call may be billed, and a client that leaves does not get it for free
          // (review M12).
          if (!asked) await scans.giveBack(subject, scan);
          throw error;
        }
      }
      const { resumeId, remaining, membership } = scan;
      const ticket = issueTicket(scan.scanEventId, subject.userId, subject.ip, parsed.text);

      return {
        ...(resumeId ? { id: resumeId } : {}),
        content: parsed.text,
        aiAnalysis: { score: scored.result.score, analysis, optimizedResume },
        remainingScans: remaining,
        hasPaidMembership: membership !== null,
        resumeContent: parsed.text,
        ...(jobDescription ? { jobDescription } : {}),
        ...(jobTitle ? { jobTitle } : {}),
        ...(companyName ? { companyName } : {}),
        scoreComponents,
        keywords,
        scoringVersion: scored.result.version,
        scanTicket: ticket,
        // What the reader found, computed by the engine with the score (ScoreResult.reading).
        reading: scored.result.reading,
      };
    },

    /** A job description file's text (no scan). */
    async extractText(file: UploadedFile, ctx: EngineContext): Promise<string> {
      try {
        return (await engine.extractText(file, ctx)).text;
      } catch (error) {
        throw fileError(error, 'job');
      }
    },

    async list(userId: string): Promise<ResumeSummary[]> {
      // The summary's columns only: the stored text and feedback can be megabytes a row (review M10).
      const rows = await db
        .select({
          id: resumes.id,
          fileName: resumes.fileName,
          score: resumes.score,
          industry: resumes.industry,
          jobTitle: resumes.jobTitle,
          companyName: resumes.companyName,
          createdAt: resumes.createdAt,
        })
        .from(resumes)
        .where(eq(resumes.userId, userId))
        .orderBy(desc(resumes.createdAt), desc(resumes.id))
        .limit(MAX_LISTED_RESUMES);
      return rows.map(toSummary);
    },

    /** The owner's resume, or null (unknown id, someone else's, or not an id at all). */
    async find(userId: string, id: string, ip: string): Promise<ResumeDetail | null> {
      if (!UUID_PATTERN.test(id)) return null;
      const [row] = await db
        .select()
        .from(resumes)
        .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
        .limit(1);
      if (!row) return null;
      // Opened again, a stored scan can be analyzed and optimized again within its allowance.
      const scanEventId = await scans.scanEventOfResume(userId, row.id);
      return {
        ...toDetail(row),
        ...(scanEventId ? { scanTicket: issueTicket(scanEventId, userId, ip, row.content) } : {}),
      };
    },
  };
}

export type ResumeService = ReturnType<typeof createResumeService>;

declare module 'fastify' {
  interface FastifyInstance {
    resumes: ResumeService;
    /** Bounds the file uploads read at once (resume and job description files). */
    uploadGate: UploadGate;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'resumes',
      createResumeService({
        db: app.db,
        scans: app.scans,
        ai: app.ai,
        budget: app.aiBudget,
        config: app.config,
        tickets: app.scanTickets,
        engine: app.engine,
      }),
    );
    app.decorate('uploadGate', createUploadGate(app.config.uploads));
  },
  { name: 'resumes', dependencies: ['database', 'scans', 'ai', 'auth', 'engine'] },
);
