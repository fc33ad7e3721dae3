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

type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: { message: string } & Record<string, unknown> };

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

const PROBE = '2026-01-01 00:00:00+00';

// Drizzle hands the same parsers object to every query of a prepared statement: check it once.
const checkedParsers = new WeakMap<object, number[]>();

/** The type ids whose parser keeps the text as it is; anything else cannot cross threads. */
function rawTypesOf(parsers: QueryOptions['parsers']): number[] | undefined {
  if (!parsers) return undefined;
  let types = checkedParsers.get(parsers);
  if (!types) {
    types = Object.entries(parsers).map(([type, parse]) => {
      if (parse(PROBE, Number(type)) !== PROBE) throw new Error(`PGlite thread: only parsers that keep the text are supported (type ${type})`);
      return Number(type);
    });
    checkedParsers.set(parsers, types);
  }
  return types;
}

export class PGliteThread implements ThreadConnection {
  readonly #worker: Worker;
  readonly #pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  #nextId = 1;
  #stopped: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (message: Reply) => {
      const waiting = this.#pending.get(message.id);
      if (!waiting) return;
      this.#pending.delete(message.id);
      if (message.ok) waiting.resolve(message.result);
      else waiting.reject(new DatabaseThreadError(message.error));
    });
    const stop = (reason: Error) => {
      this.#stopped ??= reason;
      for (const waiting of this.#pending.values()) waiting.reject(this.#stopped);
      this.#pending.clear();
    };
    worker.on('error', (error) => stop(new Error(`The embedded database stopped: ${error.message}`, { cause: error })));
    worker.on('exit', (code) => stop(new Error(`The embedded database stopped (thread exit ${code})`)));
  }

  /** Starts the thread and opens (or creates) the database in `dataDir`. */
  static async open(dataDir: string): Promise<PGliteThread> {
    const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The embedded database did not start (thread exit ${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', () => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        resolve();
      });
    });
    return new PGliteThread(worker);
  }

  #send<T>(message: Record<string, unknown>, id = this.#nextId++): Promise<T> {
    if (this.#stopped) return Promise.reject(this.#stopped);
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.#worker.postMessage({ ...message, id });
      } catch (error) {
        // A parameter that cannot be cloned (a function, say): the statement never left.
        this.#pending.delete(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  query<Row>(sql: string, params: unknown[] = [], options: QueryOptions = {}, tx?: number): Promise<ThreadResults<Row>> {
    try {
      return this.#send({ type: 'query', sql, params, rowMode: options.rowMode, rawTypes: rawTypesOf(options.parsers), tx });
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
      query: <Row>(sql: string, params?: unknown[], options?: QueryOptions) => this.query<Row>(sql, params, options, id),
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
    if (this.#stopped) return;
    await this.#send({ type: 'close' });
    await this.#worker.terminate();
  }
}
