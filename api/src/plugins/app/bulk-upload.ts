// Bulk resume upload (issue 32; docs/decisions/039-bulk-resume-upload.md). A member whose active
// plan has the has_bulk_upload flag (the plan's flag, never its name) creates a batch of up to 20
// files, then sends each file on its own through the upload gate with the single upload's rules
// (10 MB, PDF/DOCX/TXT). A received file is kept in bulk_items until it is scanned, and scanned
// here in the background by the same service as one upload (app.resumes.upload): the same engine
// pool, parse cache, scan limit and stored scan, each file counted as the member's scan. The page
// may be left at any time: what arrived is scanned, and the batch is listed on return.
//
// What one account may take (one batch cannot starve other people):
// - BULK_JOBS_PER_ACCOUNT files of an account are in the engine at once (default 2), below the
//   pool's share of one client (ENGINE_JOBS_PER_CLIENT), so the member's own single uploads still
//   get in, and the pool's fair queue serves everyone else between them;
// - one unfinished batch per account at a time (a second one is 429);
// - a busy engine (ENGINE_BUSY, TOO_MANY_AT_ONCE) puts the file back in the queue, a little later,
//   rather than failing it.
import {
  BULK_MAX_FILES,
  BULK_MESSAGES,
  type BulkBatch,
  type BulkBatchRequest,
  type BulkItem,
  type BulkItemStatus,
  type KeywordReport,
  type ResumeUploadResult,
} from '@resumebeat/shared-contract';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type BulkBatchRow, bulkBatches, type BulkItemRow, bulkItems } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { planHasFlag } from './memberships-repository';
import type { ResumeService, UploadedFile } from './resumes';

/** Batches listed on return. */
export const LISTED_BATCHES = 10;
/** A file not received this long after its batch was made never will be: the page was closed. */
export const RECEIVE_WINDOW_MS = 10 * 60 * 1000;
/** A file found 'scanning' at start this long after its last change was cut short by a stop. */
const STALE_SCAN_MS = 5 * 60 * 1000;
/** When the engine is busy, a file waits this long before it is tried again. */
const BUSY_RETRY_MS = 1_000;
const GENERIC_FAILURE = 'This file could not be scanned. Try it again on its own.';

/** Whether the user's active paid membership is on a plan with the bulk-upload flag. */
export function hasBulkUpload(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return planHasFlag(db, userId, 'hasBulkUpload', now);
}

const IMPORTANCE_ORDER = { required: 0, preferred: 1, soft: 2 } as const;

/**
 * The three things to fix first: with a job description, its missing keywords, required first;
 * otherwise (or to fill up) the first suggestion of each score component, the weakest first.
 */
export function topFindings(result: Pick<ResumeUploadResult, 'keywords' | 'scoreComponents'>, count = 3): string[] {
  const keywords = (result.keywords as KeywordReport | null)?.missing ?? [];
  const missing = [...keywords]
    .sort((a, b) => IMPORTANCE_ORDER[a.importance] - IMPORTANCE_ORDER[b.importance])
    .map((entry) => `Missing keyword: ${entry.keyword}`);
  const suggestions = [...(result.scoreComponents ?? [])]
    .filter((component) => component.suggestions.length > 0 && component.max > 0)
    .sort((a, b) => a.score / a.max - b.score / b.max)
    .map((component) => component.suggestions[0]!);
  return [...missing, ...suggestions].slice(0, count);
}

function toItem(row: BulkItemRow, batchCreatedAt: Date, now: number): BulkItem {
  const notReceived = row.status === 'waiting' && now - batchCreatedAt.getTime() > RECEIVE_WINDOW_MS;
  return {
    id: row.id,
    position: row.position,
    fileName: row.fileName,
    status: notReceived ? 'failed' : (row.status as BulkItemStatus),
    score: row.score,
    resumeId: row.resumeId,
    findings: Array.isArray(row.findings) ? (row.findings as string[]) : [],
    error: notReceived ? BULK_MESSAGES.notReceived : row.error,
  };
}

function toBatch(batch: BulkBatchRow, items: BulkItemRow[], now = Date.now()): BulkBatch {
  const rows = items.sort((a, b) => a.position - b.position).map((row) => toItem(row, batch.createdAt, now));
  return {
    id: batch.id,
    createdAt: batch.createdAt.toISOString(),
    industry: batch.industry,
    jobTitle: batch.jobTitle,
    targeted: Boolean(batch.jobDescription),
    finished: rows.every((row) => row.status === 'done' || row.status === 'failed'),
    items: rows,
  };
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isBusy = (error: unknown) => {
  const code = (error as HttpError | null)?.extra?.code;
  return code === 'ENGINE_BUSY' || code === 'TOO_MANY_AT_ONCE';
};

export function createBulkService(deps: {
  db: Db;
  resumes: ResumeService;
  jobsPerAccount: number;
  log: FastifyBaseLogger;
  /** The embedded database, which one process owns: at start, nothing is being scanned elsewhere. */
  embedded: boolean;
}) {
  const { db, resumes, jobsPerAccount, log, embedded } = deps;
  /** Files of each account in the engine now. */
  const active = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const stopping = new AbortController();
  const timers = new Set<NodeJS.Timeout>();

  async function requirePlan(userId: string) {
    if (!(await hasBulkUpload(db, userId)))
      throw new HttpError(403, BULK_MESSAGES.notOnPlan, { code: 'BULK_UPLOAD_NOT_ON_PLAN' });
  }

  async function ownBatch(userId: string, batchId: string): Promise<BulkBatchRow> {
    const [batch] = UUID_PATTERN.test(batchId)
      ? await db
          .select()
          .from(bulkBatches)
          .where(and(eq(bulkBatches.id, batchId), eq(bulkBatches.userId, userId)))
          .limit(1)
      : [];
    if (!batch) throw new HttpError(404, BULK_MESSAGES.notFound, { code: 'BULK_BATCH_NOT_FOUND' });
    return batch;
  }

  async function view(batch: BulkBatchRow): Promise<BulkBatch> {
    return toBatch(batch, await db.select().from(bulkItems).where(eq(bulkItems.batchId, batch.id)));
  }

  /** The next queued file of the account, claimed for this process (another instance's claim fails). */
  async function claimNext(userId: string): Promise<(BulkItemRow & { batch: BulkBatchRow }) | null> {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const [candidate] = await db
        .select({ item: bulkItems, batch: bulkBatches })
        .from(bulkItems)
        .innerJoin(bulkBatches, eq(bulkItems.batchId, bulkBatches.id))
        .where(and(eq(bulkBatches.userId, userId), eq(bulkItems.status, 'queued')))
        .orderBy(asc(bulkBatches.createdAt), asc(bulkItems.position))
        .limit(1);
      if (!candidate) return null;
      const [claimed] = await db
        .update(bulkItems)
        .set({ status: 'scanning', updatedAt: new Date() })
        .where(and(eq(bulkItems.id, candidate.item.id), eq(bulkItems.status, 'queued')))
        .returning();
      if (claimed) return { ...claimed, batch: candidate.batch };
    }
    return null;
  }

  async function scan(userId: string, ip: string, item: BulkItemRow & { batch: BulkBatchRow }): Promise<void> {
    const { batch } = item;
    if (!item.fileBytes) {
      await db
        .update(bulkItems)
        .set({ status: 'failed', error: BULK_MESSAGES.interrupted, updatedAt: new Date() })
        .where(eq(bulkItems.id, item.id));
      return;
    }
    const file: UploadedFile = { bytes: item.fileBytes, fileName: item.fileName, mimeType: item.mimeType ?? '' };
    try {
      const result = await resumes.upload({
        file,
        fields: {
          industry: batch.industry as BulkBatchRequest['industry'],
          ...(batch.jobTitle ? { jobTitle: batch.jobTitle } : {}),
          ...(batch.companyName ? { companyName: batch.companyName } : {}),
          ...(batch.jobDescription ? { jobDescription: batch.jobDescription } : {}),
        },
        subject: { userId, ip },
        skipAi: true,
        signal: stopping.signal,
        // The account's share of the engine's queue, the same for all its files.
        client: `user:${userId}`,
      });
      await db
        .update(bulkItems)
        .set({
          status: 'done',
          score: Math.round(result.aiAnalysis.score),
          resumeId: result.id === undefined ? null : String(result.id),
          findings: topFindings(result),
          fileBytes: null,
          error: null,
          updatedAt: new Date(),
        })
        .where(eq(bulkItems.id, item.id));
    } catch (error) {
      if (stopping.signal.aborted || isBusy(error)) {
        // Not this file's fault: back in the queue (a stop: for the next start; busy: a moment later).
        await db.update(bulkItems).set({ status: 'queued', updatedAt: new Date() }).where(eq(bulkItems.id, item.id));
        if (!stopping.signal.aborted) later(userId, ip);
        return;
      }
      const message = error instanceof HttpError ? error.message : GENERIC_FAILURE;
      if (!(error instanceof HttpError)) log.error({ err: error, bulkItem: item.id }, 'a bulk upload file failed');
      await db
        .update(bulkItems)
        .set({ status: 'failed', error: message, fileBytes: null, updatedAt: new Date() })
        .where(eq(bulkItems.id, item.id));
    }
  }

  function later(userId: string, ip: string) {
    const timer = setTimeout(() => {
      timers.delete(timer);
      kick(userId, ip);
    }, BUSY_RETRY_MS);
    timer.unref();
    timers.add(timer);
  }

  /** Starts scanning the account's queued files, up to its share. */
  function kick(userId: string, ip: string): void {
    if (stopping.signal.aborted) return;
    const running = active.get(userId) ?? 0;
    if (running >= jobsPerAccount) return;
    active.set(userId, running + 1);
    const work = (async () => {
      try {
        for (;;) {
          if (stopping.signal.aborted) return;
          const item = await claimNext(userId);
          if (!item) return;
          await scan(userId, ip, item);
        }
      } catch (error) {
        if (!stopping.signal.aborted) log.error({ err: error }, 'bulk upload: scanning a batch failed');
      } finally {
        const left = (active.get(userId) ?? 1) - 1;
        if (left > 0) active.set(userId, left);
        else active.delete(userId);
      }
    })();
    inFlight.add(work);
    void work.finally(() => inFlight.delete(work));
    // Up to the share: each runner takes the next file.
    if (running + 1 < jobsPerAccount) kick(userId, ip);
  }

  return {
    hasBulkUpload: (userId: string) => hasBulkUpload(db, userId),

    async create(userId: string, request: BulkBatchRequest & { industry: string }): Promise<BulkBatch> {
      await requirePlan(userId);
      if (request.files.length > BULK_MAX_FILES) throw new HttpError(400, BULK_MESSAGES.tooManyFiles);
      // One unfinished batch at a time: files waiting to arrive (recently), queued or being scanned.
      const since = new Date(Date.now() - RECEIVE_WINDOW_MS);
      const [open] = await db
        .select({ id: bulkItems.id })
        .from(bulkItems)
        .innerJoin(bulkBatches, eq(bulkItems.batchId, bulkBatches.id))
        .where(
          and(
            eq(bulkBatches.userId, userId),
            or(
              inArray(bulkItems.status, ['queued', 'scanning']),
              and(eq(bulkItems.status, 'waiting'), gt(bulkBatches.createdAt, since)),
            ),
          ),
        )
        .limit(1);
      if (open) throw new HttpError(429, BULK_MESSAGES.batchInProgress, { code: 'BULK_BATCH_IN_PROGRESS' });
      const blank = (value: string | undefined) => (value?.trim() ? value.trim() : null);
      const batch: BulkBatchRow = {
        id: randomUUID(),
        userId,
        industry: request.industry,
        jobTitle: blank(request.jobTitle),
        companyName: blank(request.companyName),
        jobDescription: blank(request.jobDescription),
        createdAt: new Date(),
      };
      await db.transaction(async (tx) => {
        await tx.insert(bulkBatches).values(batch);
        await tx.insert(bulkItems).values(
          request.files.map((file, position) => ({
            id: randomUUID(),
            batchId: batch.id,
            position,
            fileName: file.fileName.slice(0, 255),
          })),
        );
      });
      return view(batch);
    },

    /** A file of a row arrived: kept, queued and scanned in the background; 202 with the row. */
    async receive(userId: string, ip: string, batchId: string, itemId: string, file: UploadedFile): Promise<BulkItem> {
      await requirePlan(userId);
      const batch = await ownBatch(userId, batchId);
      const [updated] = UUID_PATTERN.test(itemId)
        ? await db
            .update(bulkItems)
            .set({
              status: 'queued',
              fileBytes: file.bytes,
              mimeType: file.mimeType.slice(0, 255),
              updatedAt: new Date(),
            })
            .where(and(eq(bulkItems.id, itemId), eq(bulkItems.batchId, batch.id), eq(bulkItems.status, 'waiting')))
            .returning()
        : [];
      if (!updated) {
        const [exists] = UUID_PATTERN.test(itemId)
          ? await db
              .select({ id: bulkItems.id })
              .from(bulkItems)
              .where(and(eq(bulkItems.id, itemId), eq(bulkItems.batchId, batch.id)))
          : [];
        throw exists
          ? new HttpError(409, BULK_MESSAGES.alreadyReceived, { code: 'BULK_FILE_RECEIVED' })
          : new HttpError(404, BULK_MESSAGES.itemNotFound, { code: 'BULK_ITEM_NOT_FOUND' });
      }
      kick(userId, ip);
      return toItem(updated, batch.createdAt, Date.now());
    },

    /** A file the upload refused before it was kept (too large): its row says why. */
    async refuse(userId: string, batchId: string, itemId: string, message: string): Promise<void> {
      if (!UUID_PATTERN.test(batchId) || !UUID_PATTERN.test(itemId)) return;
      const batch = await ownBatch(userId, batchId).catch(() => null);
      if (!batch) return;
      await db
        .update(bulkItems)
        .set({ status: 'failed', error: message, updatedAt: new Date() })
        .where(and(eq(bulkItems.id, itemId), eq(bulkItems.batchId, batch.id), eq(bulkItems.status, 'waiting')));
    },

    async get(userId: string, batchId: string): Promise<BulkBatch> {
      return view(await ownBatch(userId, batchId));
    },

    /** Whether the plan allows bulk upload, and the account's recent batches (kept when the plan ends). */
    async list(userId: string): Promise<{ allowed: boolean; batches: BulkBatch[] }> {
      const allowed = await hasBulkUpload(db, userId);
      const batches = await db
        .select()
        .from(bulkBatches)
        .where(eq(bulkBatches.userId, userId))
        .orderBy(desc(bulkBatches.createdAt))
        .limit(LISTED_BATCHES);
      if (batches.length === 0) return { allowed, batches: [] };
      const items = await db
        .select()
        .from(bulkItems)
        .where(
          inArray(
            bulkItems.batchId,
            batches.map((batch) => batch.id),
          ),
        );
      const now = Date.now();
      return {
        allowed,
        batches: batches.map((batch) =>
          toBatch(
            batch,
            items.filter((item) => item.batchId === batch.id),
            now,
          ),
        ),
      };
    },

    /** At start: files left queued (or cut short while scanning) by a stop are scanned again. */
    async resumeQueued(): Promise<void> {
      // With PostgreSQL another instance may be scanning a file now: only one untouched for a while was cut short.
      const staleBefore = new Date(Date.now() - (embedded ? 0 : STALE_SCAN_MS));
      await db
        .update(bulkItems)
        .set({ status: 'queued' })
        .where(and(eq(bulkItems.status, 'scanning'), lte(bulkItems.updatedAt, staleBefore)));
      const owners = await db
        .selectDistinct({ userId: bulkBatches.userId })
        .from(bulkItems)
        .innerJoin(bulkBatches, eq(bulkItems.batchId, bulkBatches.id))
        .where(eq(bulkItems.status, 'queued'));
      // The address of a resumed scan is not known any more; it only names the scan's event.
      for (const { userId } of owners) kick(userId, '0.0.0.0');
    },

    /** Files of the account in the engine now (tests, diagnostics). */
    activeFor: (userId: string) => active.get(userId) ?? 0,

    /** Waits for the scans in flight (tests). */
    async settle(): Promise<void> {
      while (inFlight.size > 0 || timers.size > 0) {
        await Promise.race([...inFlight, new Promise((resolve) => setTimeout(resolve, 50))]);
      }
    },

    async close(): Promise<void> {
      stopping.abort(new Error('the server is stopping'));
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type BulkService = ReturnType<typeof createBulkService>;

declare module 'fastify' {
  interface FastifyInstance {
    bulkUploads: BulkService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const service = createBulkService({
      db: app.db,
      resumes: app.resumes,
      jobsPerAccount: app.config.engine.bulkJobsPerAccount,
      log: app.log,
      embedded: app.database.kind !== 'postgres',
    });
    app.decorate('bulkUploads', service);
    app.addHook('onReady', async () => {
      await service
        .resumeQueued()
        .catch((error: unknown) => app.log.error({ err: error }, 'bulk upload: resuming queued files failed'));
    });
    // Before the engine pool closes (hooks run in reverse order of registration).
    app.addHook('onClose', async () => {
      await service.close();
    });
  },
  { name: 'bulk-uploads', dependencies: ['database', 'resumes', 'engine'] },
);
