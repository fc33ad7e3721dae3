// A bounded pool of engine worker threads: the only way the api reads, scores, optimizes or
// writes a letter. Why threads: parsing runs dozens of patterns over text a stranger sent, and
// PDFium or mammoth over a file a stranger made; on the main thread one bad input would stall every
// request (review C1, H2). Here a job costs a worker at most its time budget, then the worker is
// terminated and replaced.
//
// What bounds the pool (review H3, M8):
// - `maxQueued` jobs may wait; past that a job is refused at once with ENGINE_BUSY (503).
// - One client (an address or an account) may have `maxPerClient` jobs waiting or running; past
//   that its next job is refused with TOO_MANY_AT_ONCE (429), so one visitor cannot fill the queue.
// - A job's time budget runs from the moment it is queued: waiting counts.
// - A job whose client left (its AbortSignal fired) is dropped from the queue, or its worker
//   terminated if it was running.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { ResumeParseError, type ResumeErrorCode } from '../errors';
import type { EngineTaskArgs, EngineTaskName, EngineTaskResult, SerializedError } from './engine-tasks';

export interface EnginePoolOptions {
  /** Worker threads; each holds PDFium and the engine (about 60 MB). Default: cores, at most 2. */
  workers?: number;
  /** Jobs that may wait for a worker. */
  maxQueued?: number;
  /** Jobs one client may have waiting or running at once. */
  maxPerClient?: number;
  /** V8 heap limit of each worker (the text runs of a PDF, mammoth's DOM); PDFium's memory is bounded apart. */
  heapMb?: number;
}

export interface EngineRunOptions {
  /** Time budget from the moment the job is queued. */
  timeoutMs: number;
  /** Who asked: an address or account key. Without one the job is not counted against any share. */
  client?: string;
  /** Fires when the caller no longer wants the answer (the HTTP client left). */
  signal?: AbortSignal;
  /** The error a job that ran out of time fails with; a generic READ_TIMEOUT otherwise. */
  timeoutError?: () => Error;
}

export interface EnginePoolStats {
  queued: number;
  running: number;
  workers: number;
  /** Workers that have loaded the engine and can start a job at once. */
  ready: number;
}

export const ENGINE_MESSAGES = {
  busy: 'The server is busy reading other resumes. Please try again in a minute.',
  tooManyAtOnce: 'You have several files being read already. Wait for them to finish, then try again.',
  timeout: 'This took too long to read. Try a shorter resume, or upload it as DOCX or PDF.',
  tooComplex: 'This file is too complex to read. Export it again with text, or upload DOCX.',
  closed: 'The server is restarting. Please try again in a moment.',
} as const;

type Reply = { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError } | { ready: true };

interface Job {
  id: number;
  task: EngineTaskName;
  args: unknown;
  transfer: ArrayBuffer[];
  client: string | undefined;
  options: EngineRunOptions;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
  timer: NodeJS.Timeout | null;
  onAbort: (() => void) | null;
  slot: Slot | null;
  settled: boolean;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
  ready: boolean;
}

const workerUrl = new URL('./engine-worker.mjs', import.meta.url);

/** The engine's typed errors cross the thread boundary as { code, message }: made whole again here. */
function reviveError(error: SerializedError): Error {
  if (error.code) return new ResumeParseError(error.code as ResumeErrorCode, error.message);
  const revived = new Error(error.message);
  revived.name = error.name;
  return revived;
}

const abortError = () => new DOMException('The client left before the answer was ready.', 'AbortError');

export function createEnginePool(options: EnginePoolOptions = {}) {
  const size = Math.max(1, options.workers ?? Math.min(2, availableParallelism()));
  const maxQueued = options.maxQueued ?? 32;
  const maxPerClient = options.maxPerClient ?? 4;
  const heapMb = options.heapMb ?? 512;

  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, job: null, ready: false }));
  const queue: Job[] = [];
  const perClient = new Map<string, number>();
  let nextId = 1;
  let closed = false;

  function settle(job: Job, outcome: { value: unknown } | { error: unknown }) {
    if (job.settled) return;
    job.settled = true;
    if (job.timer) clearTimeout(job.timer);
    if (job.onAbort) job.options.signal?.removeEventListener('abort', job.onAbort);
    if (job.client !== undefined) {
      const left = (perClient.get(job.client) ?? 1) - 1;
      if (left > 0) perClient.set(job.client, left);
      else perClient.delete(job.client);
    }
    if ('value' in outcome) job.resolve(outcome.value);
    else job.reject(outcome.error);
  }

  /**
   * Ends a worker (a job ran too long, its client left, or the thread failed) and starts its
   * replacement at once: loading the engine takes about a second, better spent before the next job.
   */
  function discard(slot: Slot) {
    const worker = slot.worker;
    const loaded = slot.ready;
    slot.worker = null;
    slot.job = null;
    slot.ready = false;
    if (worker) {
      worker.removeAllListeners();
      worker.on('error', () => undefined);
      void worker.terminate();
    }
    // Only a worker that had loaded is replaced eagerly: one that failed to load would fail again.
    if (!closed && loaded) {
      slot.worker = spawn(slot);
      slot.worker.unref();
    }
  }

  function spawn(slot: Slot): Worker {
    const worker = new Worker(workerUrl, { resourceLimits: { maxOldGenerationSizeMb: heapMb } });
    worker.on('message', (reply: Reply) => {
      if ('ready' in reply) {
        slot.ready = true;
        return;
      }
      const job = slot.job;
      if (!job || job.id !== reply.id) return;
      slot.job = null;
      job.slot = null;
      // Idle workers must not keep a CLI run or a test process alive.
      worker.unref();
      settle(job, reply.ok ? { value: reply.value } : { error: reviveError(reply.error) });
      pump();
    });
    const failed = (error?: unknown) => {
      if (slot.worker !== worker) return;
      const job = slot.job;
      discard(slot);
      if (job) {
        job.slot = null;
        const outOfMemory = (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';
        settle(job, {
          error: outOfMemory
            ? new ResumeParseError('PDF_TOO_COMPLEX', ENGINE_MESSAGES.tooComplex, { cause: error })
            : new Error('An engine worker stopped unexpectedly', { cause: error }),
        });
      }
      pump();
    };
    worker.on('error', failed);
    worker.on('exit', () => failed());
    return worker;
  }

  function pump() {
    for (const slot of slots) {
      if (slot.job) continue;
      const job = queue.shift();
      if (!job) return;
      slot.job = job;
      job.slot = slot;
      const worker = slot.worker ?? (slot.worker = spawn(slot));
      worker.ref();
      worker.postMessage({ id: job.id, task: job.task, args: job.args }, job.transfer);
    }
  }

  /** Drops a job wherever it is: out of the queue, or its worker terminated. */
  function cancel(job: Job, error: unknown) {
    if (job.settled) return;
    if (job.slot) {
      discard(job.slot);
      job.slot = null;
    } else {
      const at = queue.indexOf(job);
      if (at >= 0) queue.splice(at, 1);
    }
    settle(job, { error });
    pump();
  }

  return {
    /**
     * Runs one engine task in a worker. Rejects with the engine's ResumeParseError for bad input,
     * ENGINE_BUSY or TOO_MANY_AT_ONCE when it cannot be queued, READ_TIMEOUT (or `timeoutError`)
     * past its budget, and an AbortError when the signal fires first.
     */
    run<T extends EngineTaskName>(task: T, args: EngineTaskArgs<T>, run: EngineRunOptions, transfer: ArrayBuffer[] = []): Promise<EngineTaskResult<T>> {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.closed));
        if (run.signal?.aborted) return reject(abortError());
        const { client } = run;
        if (client !== undefined && (perClient.get(client) ?? 0) >= maxPerClient) {
          return reject(new ResumeParseError('TOO_MANY_AT_ONCE', ENGINE_MESSAGES.tooManyAtOnce));
        }
        const idle = slots.some((slot) => !slot.job);
        if (!idle && queue.length >= maxQueued) return reject(new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.busy));

        const job: Job = {
          id: nextId++,
          task,
          args,
          transfer,
          client,
          options: run,
          resolve: resolve as (value: unknown) => void,
          reject,
          timer: null,
          onAbort: null,
          slot: null,
          settled: false,
        };
        if (client !== undefined) perClient.set(client, (perClient.get(client) ?? 0) + 1);
        job.timer = setTimeout(() => cancel(job, run.timeoutError?.() ?? new ResumeParseError('READ_TIMEOUT', ENGINE_MESSAGES.timeout)), run.timeoutMs);
        if (run.signal) {
          job.onAbort = () => cancel(job, abortError());
          run.signal.addEventListener('abort', job.onAbort, { once: true });
        }
        queue.push(job);
        pump();
      });
    },

    stats(): EnginePoolStats {
      return {
        queued: queue.length,
        running: slots.filter((s) => s.job).length,
        workers: slots.filter((s) => s.worker).length,
        ready: slots.filter((s) => s.worker && s.ready).length,
      };
    },

    /** Starts the workers now, so the first request does not wait for a thread to load the engine. */
    warm() {
      for (const slot of slots) {
        if (slot.worker) continue;
        slot.worker = spawn(slot);
        slot.worker.unref();
      }
    },

    /** Refuses new jobs, fails the waiting ones and stops the workers. */
    async close() {
      closed = true;
      for (const job of queue.splice(0)) settle(job, { error: new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.closed) });
      await Promise.all(
        slots.map(async (slot) => {
          const { worker, job } = slot;
          slot.worker = null;
          slot.job = null;
          slot.ready = false;
          if (job) settle(job, { error: new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.closed) });
          if (worker) {
            worker.removeAllListeners();
            worker.on('error', () => undefined);
            await worker.terminate();
          }
        }),
      );
    },
  };
}

export type EnginePool = ReturnType<typeof createEnginePool>;
