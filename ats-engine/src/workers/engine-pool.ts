// A bounded pool of engine workers: the only way the api reads, scores, optimizes or writes a
// letter. Why workers: parsing runs dozens of patterns over text a stranger sent, and PDFium or
// mammoth over a file a stranger made; on the main thread one bad input would stall every request
// (review C1, H2). Here a job costs a worker at most its time budget, then the worker is ended and
// replaced. Each worker is a child process (engine-process.ts says why not a thread), so a worker
// that fills its heap ends alone (review L13).
//
// What bounds the pool (review H3, M8):
// - `maxQueued` jobs may wait; past that a job is refused at once with ENGINE_BUSY (503).
// - One client (an address or an account) may have `maxPerClient` jobs waiting or running; past
//   that its next job is refused with TOO_MANY_AT_ONCE (429), so one visitor cannot fill the queue.
// - A job's time budget runs from the moment it is queued: waiting counts.
// - A job whose client left (its AbortSignal fired) is dropped from the queue, or its worker
//   terminated if it was running.
//
// Each worker is given its next job while it still runs one (PIPELINE_DEPTH): it starts the next
// as soon as it posts an answer, instead of waiting for the event loop to hear the answer and
// send more, which under load (collections, multipart parsing) left the engine idle. A job given
// ahead this way can go back to the queue if its worker
// dies on the job before it; one that is cancelled while it waits is dropped with its worker's
// next answer (the worker is replaced rather than let run a job nobody wants).
import { availableParallelism } from 'node:os';
import { ResumeParseError, type ResumeErrorCode } from '../errors';
import { EngineProcess, type EngineProcessExit } from './engine-process';
import type { EngineTaskArgs, EngineTaskName, EngineTaskResult, SerializedError } from './engine-tasks';

export interface EnginePoolOptions {
  /** Worker processes; each holds PDFium and the engine (about 100 MB). Default: cores, at most 2. */
  workers?: number;
  /** Jobs that may wait for a worker. */
  maxQueued?: number;
  /** Jobs one client may have waiting or running at once. */
  maxPerClient?: number;
  /** V8 old-space limit of each worker process (the text runs of a PDF, mammoth's DOM); PDFium's memory is bounded apart. */
  heapMb?: number;
  /** The workers' nice value (Linux): above 0 they yield the cores to the event loop's thread. */
  nice?: number;
}

/** Low enough that the event loop's thread gets about nine time slices to a busy worker's one. */
export const DEFAULT_WORKER_NICE = 10;

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
  outOfMemory:
    'This file needs more memory to read than any resume does. Save it again as a simpler PDF or DOCX, or paste its text.',
  stopped: 'Reading this stopped unexpectedly. Please try again in a moment.',
} as const;

type Reply =
  { id: number; ok: true; value: unknown } | { id: number; ok: false; error: SerializedError } | { ready: true };

interface Job {
  id: number;
  task: EngineTaskName;
  args: unknown;
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
  worker: EngineProcess | null;
  /** The running job first, then the one given ahead (at most PIPELINE_DEPTH in all). */
  jobs: Job[];
  ready: boolean;
}

/** Jobs a worker holds at once: the one it runs and the next. */
const PIPELINE_DEPTH = 2;

/** The engine's typed errors cross the process boundary as { code, message }: made whole again here. */
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
  const nice = options.nice ?? DEFAULT_WORKER_NICE;

  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, jobs: [], ready: false }));
  const queue: Job[] = [];
  const perClient = new Map<string, number>();
  let nextId = 1;
  let closed = false;

  /** Jobs not yet started: in the queue, or given ahead to a busy worker. */
  function waiting(): number {
    return queue.length + slots.reduce((sum, slot) => sum + slot.jobs.slice(1).filter((job) => !job.settled).length, 0);
  }

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
   * A worker started ahead of need, once the pool is warmed: when a worker is ended (a hostile file
   * past its budget, a client that left), the spare, already loaded, takes its place at once, and a
   * new spare starts. Without it the next person's job waits for a process to start and load the
   * engine (one to several seconds on a busy machine), and that wait counts against its budget.
   */
  let spare: EngineProcess | null = null;
  let spareReady = false;

  function startSpare() {
    if (closed || spare) return;
    const worker = new EngineProcess({ heapMb, nice });
    spare = worker;
    spareReady = false;
    worker.onMessage((message) => {
      if (spare === worker && 'ready' in (message as Reply)) spareReady = true;
    });
    worker.onExit(() => {
      if (spare !== worker) return;
      spare = null;
      spareReady = false;
    });
    worker.unref();
  }

  /** The loaded spare put to work in `slot` (and a new spare started), or null if none is ready. */
  function takeSpare(slot: Slot): EngineProcess | null {
    if (!spare || !spareReady) return null;
    const worker = spare;
    spare = null;
    attach(slot, worker);
    slot.ready = true;
    startSpare();
    return worker;
  }

  /**
   * Ends a worker (a job ran too long, its client left, or the process failed) and puts its
   * replacement in at once: the loaded spare if there is one, otherwise a new process, whose
   * loading (about a second) is better spent before the next job than out of its budget.
   * `died`: the process ended by itself (a crash, a full heap), not ended by the pool.
   */
  function discard(slot: Slot, died = false) {
    const worker = slot.worker;
    const loaded = slot.ready;
    // Jobs given ahead had not started: back to the front of the queue, in their order.
    const ahead = slot.jobs.slice(1).filter((job) => !job.settled);
    for (const job of ahead) job.slot = null;
    queue.unshift(...ahead);
    slot.worker = null;
    slot.jobs = [];
    slot.ready = false;
    if (worker) void worker.kill();
    // A worker the pool ended is replaced whether or not it had loaded the engine (two jobs past
    // their budgets in a row, the second on a replacement still loading, must not leave the next
    // job to pay for a load). One that died by itself before loading is replaced only with the next
    // job: it failed to load, and a new one would likely fail the same way, again and again.
    if (!closed && (loaded || !died)) {
      slot.worker = takeSpare(slot) ?? spawn(slot);
      slot.worker.unref();
    }
  }

  function spawn(slot: Slot): EngineProcess {
    return attach(slot, new EngineProcess({ heapMb, nice }));
  }

  /** Makes `worker` the worker of `slot`: its answers settle the slot's jobs, its end fails them. */
  function attach(slot: Slot, worker: EngineProcess): EngineProcess {
    worker.onMessage((message) => {
      const reply = message as Reply;
      if ('ready' in reply) {
        slot.ready = true;
        return;
      }
      const job = slot.jobs[0];
      if (!job || job.id !== reply.id) return;
      slot.jobs.shift();
      job.slot = null;
      settle(job, reply.ok ? { value: reply.value } : { error: reviveError(reply.error) });
      // The job given ahead was cancelled while it waited: the worker has started it; replace it.
      if (slot.jobs[0]?.settled) discard(slot);
      // Idle workers must not keep a CLI run or a test process alive.
      else if (slot.jobs.length === 0) worker.unref();
      pump();
    });
    worker.onExit((exit: EngineProcessExit) => {
      if (slot.worker !== worker) return;
      const job = slot.jobs[0];
      discard(slot, true);
      if (job) {
        job.slot = null;
        // A worker that dies (its heap cap reached, a crash) fails its job alone, with a message the
        // user can act on; the api goes on and the worker is replaced (review L13).
        const cause = new Error(`engine worker ended (code ${exit.code}, signal ${exit.signal})`);
        settle(job, {
          error: exit.outOfMemory
            ? new ResumeParseError('PDF_TOO_COMPLEX', ENGINE_MESSAGES.outOfMemory, { cause })
            : new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.stopped, { cause }),
        });
      }
      pump();
    });
    return worker;
  }

  /** Jobs of a client in the pool: queued, given ahead or running. */
  const load = (job: Job) => (job.client === undefined ? 0 : (perClient.get(job.client) ?? 0));

  /**
   * The queued job to start next: the oldest of the client with the fewest jobs in the pool. A
   * person with one file goes before a client with a queue of them, so a few busy clients (one
   * address sending hostile files at its allowed rate, say) delay everyone else by one job at most
   * rather than by their whole queue. Jobs without a client count as lightest.
   */
  function takeNext(): Job | undefined {
    let best = -1;
    for (let i = 0; i < queue.length; i += 1) if (best < 0 || load(queue[i]!) < load(queue[best]!)) best = i;
    return best < 0 ? undefined : queue.splice(best, 1)[0];
  }

  /**
   * When the queue is full: the newest queued job of the heaviest client, if that client has more
   * jobs in the pool than the newcomer's would have; it makes way (refused as busy) so that a full
   * queue never shuts out a lighter client.
   */
  function makeWayFor(client: string | undefined): boolean {
    const newcomer = (client === undefined ? 0 : (perClient.get(client) ?? 0)) + 1;
    let heaviest = -1;
    for (let i = queue.length - 1; i >= 0; i -= 1)
      if (heaviest < 0 || load(queue[i]!) > load(queue[heaviest]!)) heaviest = i;
    if (heaviest < 0 || load(queue[heaviest]!) <= newcomer) return false;
    const [evicted] = queue.splice(heaviest, 1);
    settle(evicted!, { error: new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.busy) });
    return true;
  }

  function pump() {
    // Idle workers first; then a next job for each busy worker that has loaded the engine.
    for (const depth of [0, PIPELINE_DEPTH - 1]) {
      for (const slot of slots) {
        if (slot.jobs.length !== depth || (depth > 0 && !slot.ready)) continue;
        const job = takeNext();
        if (!job) return;
        slot.jobs.push(job);
        job.slot = slot;
        const worker = slot.worker ?? (slot.worker = spawn(slot));
        worker.ref();
        // Sent as a copy (over the process channel), so a job given ahead can be sent again if
        // this worker dies first.
        worker.send({ id: job.id, task: job.task, args: job.args });
      }
    }
  }

  /** Drops a job wherever it is: out of the queue, or its worker terminated. */
  function cancel(job: Job, error: unknown) {
    if (job.settled) return;
    if (job.slot) {
      // Running: its worker is ended. Given ahead: dropped with the worker's next answer (above).
      if (job.slot.jobs[0] === job) discard(job.slot);
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
    run<T extends EngineTaskName>(
      task: T,
      args: EngineTaskArgs<T>,
      run: EngineRunOptions,
    ): Promise<EngineTaskResult<T>> {
      return new Promise((resolve, reject) => {
        if (closed) return reject(new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.closed));
        if (run.signal?.aborted) return reject(abortError());
        const { client } = run;
        if (client !== undefined && (perClient.get(client) ?? 0) >= maxPerClient) {
          return reject(new ResumeParseError('TOO_MANY_AT_ONCE', ENGINE_MESSAGES.tooManyAtOnce));
        }
        const idle = slots.some((slot) => slot.jobs.length === 0);
        if (!idle && waiting() >= maxQueued && !makeWayFor(client))
          return reject(new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.busy));

        const job: Job = {
          id: nextId++,
          task,
          args,
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
        job.timer = setTimeout(
          () => cancel(job, run.timeoutError?.() ?? new ResumeParseError('READ_TIMEOUT', ENGINE_MESSAGES.timeout)),
          run.timeoutMs,
        );
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
        queued: waiting(),
        running: slots.filter((s) => s.jobs.length > 0).length,
        workers: slots.filter((s) => s.worker).length,
        ready: slots.filter((s) => s.worker && s.ready).length,
      };
    },

    /** The process ids of the running workers: for an operator's tools and the isolation tests. */
    workerPids(): number[] {
      return slots.flatMap((slot) => (slot.worker?.pid === undefined ? [] : [slot.worker.pid]));
    },

    /**
     * Starts the workers now, so the first request does not wait for a process to load the engine,
     * and a spare, so a worker ended by a hostile file is replaced without a wait.
     */
    warm() {
      for (const slot of slots) {
        if (slot.worker) continue;
        slot.worker = spawn(slot);
        slot.worker.unref();
      }
      startSpare();
    },

    /** Refuses new jobs, fails the waiting ones and stops the workers. */
    async close() {
      closed = true;
      const idle = spare;
      spare = null;
      await idle?.kill();
      for (const job of queue.splice(0))
        settle(job, { error: new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.closed) });
      await Promise.all(
        slots.map(async (slot) => {
          const { worker, jobs } = slot;
          slot.worker = null;
          slot.jobs = [];
          slot.ready = false;
          for (const job of jobs) settle(job, { error: new ResumeParseError('ENGINE_BUSY', ENGINE_MESSAGES.closed) });
          if (worker) await worker.kill();
        }),
      );
    },
  };
}

export type EnginePool = ReturnType<typeof createEnginePool>;
