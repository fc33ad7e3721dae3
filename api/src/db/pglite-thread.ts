// PGlite on its own worker thread (pglite-worker.mjs), behind the small part of PGlite's API that
// Drizzle's pglite driver and the migrations use: query, exec, transaction, close.
//
// Why: PGlite runs every statement synchronously in the thread that owns it. In the api's thread
// that was half of the event loop's time under load (upload benchmark, docs/decisions/006), so
// requests queued behind the database while the second core sat idle. On its own thread the
// database works while the event loop parses requests and writes responses, as PostgreSQL does
// in its own process.
import { Worker } from 'node:worker_threads';

/** What a statement answers (PGlite's `Results`, as the worker sends it back). */
export interface ThreadResults<Row = Record<string, unknown>> {
  rows: Row[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}

interface QueryOptions {
  rowMode?: 'object' | 'array';
  /** Only identity parsers are supported: they keep these types as the text PostgreSQL sent. */
  parsers?: Record<number, (value: string, typeId: number) => unknown>;
}

export interface ThreadConnection {
  query<Row>(sql: string, params?: unknown[], options?: QueryOptions): Promise<ThreadResults<Row>>;
  exec(sql: string): Promise<ThreadResults[]>;
}

export interface ThreadTransaction extends ThreadConnection {
  /** Ends the transaction without its changes (the callback's result is still returned). */
  rollback(): Promise<void>;
  readonly closed: boolean;
}

type Reply =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: { message: string } & Record<string, unknown> };

/** An error from the database thread, with PostgreSQL's fields (code, detail, constraint...). */
export class DatabaseThreadError extends Error {
  code?: string;
  detail?: string;
  constraint?: string;
  constructor(fields: { message: string } & Record<string, unknown>) {
    super(fields.message);
    Object.assign(this, fields);
    this.name = 'DatabaseThreadError';
  }
}

/** The database thread is not there (it died and is being replaced, or was closed): a 503, not a 500. */
export class DatabaseUnavailableError extends Error {
  readonly databaseUnavailable = true;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailableError';
  }
}

const PROBE = '2026-01-01 00:00:00+00';

// Drizzle hands the same parsers object to every query of a prepared statement: check it once.
const checkedParsers = new WeakMap<object, number[]>();

/** The type ids whose parser keeps the text as it is; anything else cannot cross threads. */
function rawTypesOf(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let types = checkedParsers.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse(PROBE, Number(type)) !== PROBE)
        throw new Error(`PGlite thread: only parsers that keep the text are supported (type ${type})`);
      return Number(type);
    });
    checkedParsers.set(parsers, types);
  }
  return types;
}

export interface PGliteThreadOptions {
  /** A statement not answered in this time means the thread is wedged: it is replaced. */
  statementTimeoutMs?: number;
  /** Where the thread's failures and repairs are reported (the api's logger). */
  log?: Pick<Console, 'error' | 'warn' | 'info'>;
}

// No resourceLimits on this thread: tried, a capped heap turned a large result into a fatal
// out-of-memory error of the whole process (V8 reports external-memory failures process-wide).
const DEFAULTS = { statementTimeoutMs: 60_000 } as const;
type ResolvedOptions = { statementTimeoutMs: number; log?: PGliteThreadOptions['log'] };
/** Waits between attempts to start a replacement thread. */
const RESTART_DELAYS_MS = [100, 500, 2_000, 5_000];

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: NodeJS.Timeout | null;
}

function startWorker(dataDir: string): Promise<Worker> {
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
  return new Promise<Worker>((resolve, reject) => {
    const onExit = (code: number) => reject(new Error(`The embedded database did not start (thread exit ${code})`));
    worker.once('error', reject);
    worker.once('exit', onExit);
    worker.once('message', () => {
      worker.off('error', reject);
      worker.off('exit', onExit);
      resolve(worker);
    });
  });
}

/**
 * The database thread, kept alive: when it dies (a WebAssembly abort, out of memory) or stops
 * answering, the statements in flight fail, new ones fail at once while a replacement thread
 * opens the same data directory, and then everything works again. PGlite writes its files as
 * PostgreSQL does, so a committed transaction survives the thread (review H6).
 */
export class PGliteThread implements ThreadConnection {
  #worker: Worker;
  readonly #pending = new Map<number, Pending>();
  readonly #dataDir: string;
  readonly #options: ResolvedOptions;
  #nextId = 1;
  /** Why statements fail now: the thread is being replaced (or was closed). null: it is working. */
  #stopped: Error | null = null;
  #closed = false;
  #restarts = 0;

  private constructor(worker: Worker, dataDir: string, options: ResolvedOptions) {
    this.#dataDir = dataDir;
    this.#options = options;
    this.#worker = worker;
    this.#attach(worker);
  }

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static async open(dataDir: string, options: PGliteThreadOptions = {}): Promise<PGliteThread> {
    const settings = { ...DEFAULTS, ...options };
    return new PGliteThread(await startWorker(dataDir), dataDir, settings);
  }

  /** 'ready', 'restarting' (statements fail until the replacement is open) or 'closed'. */
  get state(): 'ready' | 'restarting' | 'closed' {
    if (this.#closed) return 'closed';
    return this.#stopped ? 'restarting' : 'ready';
  }

  /** How many times the thread was replaced since it was opened. */
  get restarts(): number {
    return this.#restarts;
  }

  #attach(worker: Worker) {
    worker.on('message', (message: Reply) => {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (waiting.timer) clearTimeout(waiting.timer);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(new DatabaseThreadError(message.error));
    });
    worker.on('error', (error) =>
      this.#fail(
        worker,
        new DatabaseUnavailableError(`The embedded database stopped: ${error.message}`, { cause: error }),
      ),
    );
    worker.on('exit', (code) =>
      this.#fail(worker, new DatabaseUnavailableError(`The embedded database stopped (thread exit ${code})`)),
    );
  }

  /** The thread `worker` is gone or wedged: fail what waits on it, then replace it. */
  #fail(worker: Worker, reason: Error) {
    if (worker !== this.#worker || this.#closed || this.#stopped) return;
    this.#stopped = reason;
    for (const waiting of this.#pending.values()) {
      if (waiting.timer) clearTimeout(waiting.timer);
      waiting.reject(reason);
    }
    this.#pending.clear();
    worker.removeAllListeners();
    worker.on('error', () => undefined);
    void worker.terminate();
    this.#options.log?.error({ err: reason }, 'embedded database thread stopped; starting a new one');
    void this.#restart(0);
  }

  async #restart(attempt: number): Promise<void> {
    await new Promise((resolve) =>
      setTimeout(resolve, RESTART_DELAYS_MS[Math.min(attempt, RESTART_DELAYS_MS.length - 1)]),
    );
    if (this.#closed) return;
    try {
      const worker = await startWorker(this.#dataDir);
      if (this.#closed) {
        await worker.terminate();
        return;
      }
      this.#worker = worker;
      this.#attach(worker);
      this.#restarts += 1;
      this.#stopped = null;
      this.#options.log?.info(
        { restarts: this.#restarts },
        'embedded database thread replaced; the database answers again',
      );
    } catch (error) {
      this.#options.log?.error(
        { err: error, attempt: attempt + 1 },
        'embedded database thread could not be restarted; trying again',
      );
      void this.#restart(attempt + 1);
    }
  }

  #send<T>(
    message: Record<string, unknown>,
    id = this.#nextId++,
    timeoutMs: number = this.#options.statementTimeoutMs,
  ): Promise<T> {
    if (this.#closed) return Promise.reject(new DatabaseUnavailableError('The embedded database is closed'));
    if (this.#stopped) return Promise.reject(this.#stopped);
    const worker = this.#worker;
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        // Statements run one at a time: one that never ends holds every other. Replace the thread.
        this.#fail(
          worker,
          new DatabaseUnavailableError(`The embedded database did not answer a statement within ${timeoutMs} ms`),
        );
      }, timeoutMs);
      timer.unref();
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      try {
        worker.postMessage({ ...message, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, say): the statement never left.
        clearTimeout(timer);
        this.#pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /**
   * Ends the thread the way a crash would (statements in flight fail, a new thread is started).
   * For fault drills and their tests; nothing in the api calls it.
   */
  async kill(): Promise<void> {
    const worker = this.#worker;
    await worker.terminate();
  }

  /** Resolves when the database answers `SELECT 1` within `timeoutMs` (health checks). */
  async ping(timeoutMs: number): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`The embedded database did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
    });
    try {
      await Promise.race([this.query('SELECT 1'), late]);
    } finally {
      clearTimeout(timer);
    }
  }

  query<Row>(
    sql: string,
    params: unknown[] = [],
    options: QueryOptions = {},
    tx?: number,
  ): Promise<ThreadResults<Row>> {
    try {
      return this.#send({
        type: 'query',
        sql,
        params,
        rowMode: options.rowMode,
        rawTypes: rawTypesOf(options.parsers),
        tx,
      });
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  exec(sql: string, tx?: number): Promise<ThreadResults[]> {
    return this.#send({ type: 'exec', sql, tx });
  }

  /**
   * Runs `work` in one transaction: committed when it resolves, rolled back when it throws (the
   * error is rethrown) or when it called `rollback()`. Statements from outside wait until it ends.
   */
  async transaction<T>(work: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    // The transaction is known by the id of the message that opened it.
    const id = this.#nextId++;
    await this.#send({ type: 'begin' }, id);
    let ended = false;
    const end = (commit: boolean) => {
      ended = true;
      return this.#send<void>({ type: 'end', tx: id, commit });
    };
    const tx: ThreadTransaction = {
      query: <Row>(sql: string, params?: unknown[], options?: QueryOptions) =>
        this.query<Row>(sql, params, options, id),
      exec: (sql: string) => this.exec(sql, id),
      // Like PGlite's: rolled back now; later statements of this transaction fail.
      rollback: () => end(false),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await work(tx);
    } catch (error) {
      if (!ended) await end(false).catch(() => {});
      throw error;
    }
    if (!ended) await end(true);
    return result;
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    const worker = this.#worker;
    if (!this.#stopped) await this.#send({ type: 'close' }).catch(() => undefined);
    this.#closed = true;
    worker.removeAllListeners();
    worker.on('error', () => undefined);
    await worker.terminate();
  }
}
