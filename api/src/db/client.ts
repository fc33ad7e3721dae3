// One database API over two drivers: embedded PGlite (PostgreSQL 17 in WebAssembly, files in
// DATA_DIR) by default, PostgreSQL through `pg` when DATABASE_URL is set. The same Drizzle schema,
// queries and SQL migrations run on both (docs/decisions/003-embedded-database.md).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { lockDataDir } from './data-dir-lock';
import { PGliteThread } from './pglite-thread';
import { schema } from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** The raw statements migrations need: a multi-statement script and a parameterised query. */
export interface ScriptRunner {
  exec(script: string): Promise<void>;
  query<Row>(text: string, params?: unknown[]): Promise<Row[]>;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs `work` in one transaction on one connection (used by migrations). */
  withTransaction<T>(work: (runner: ScriptRunner) => Promise<T>): Promise<T>;
  /** Resolves when the database answers `SELECT 1` within `timeoutMs` (health checks). */
  ping(timeoutMs: number): Promise<void>;
  /** The embedded database's thread (PGlite only), for fault drills. */
  readonly embeddedThread?: PGliteThread;
  close(): Promise<void>;
}

/** Statements that run longer are cancelled by the database (PostgreSQL) or end the thread (PGlite). */
export const STATEMENT_TIMEOUT_MS = 30_000;

export interface DatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  poolMax?: number;
  /** Where connection failures and the embedded thread's repairs are reported. */
  log?: Pick<Console, 'error' | 'warn' | 'info'>;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ?? 10, options.log)
    : openPglite(options.dataDir, options);
}

async function openPglite(dataDir: string, options: Pick<DatabaseOptions, 'log'> = {}): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  const dir = path.join(dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  // One process per embedded database: a second one is refused here, with a message (data-dir-lock.ts).
  const unlock = lockDataDir(path.join(dataDir, 'pglite.lock'), dir);
  // On its own thread, so its statements do not hold the event loop (db/pglite-thread.ts).
  let client: PGliteThread;
  try {
    client = await PGliteThread.open(dir, { statementTimeoutMs: STATEMENT_TIMEOUT_MS * 2, log: options.log });
  } catch (error) {
    unlock();
    throw error;
  }
  let closed = false;
  return {
    kind: 'pglite',
    // Drizzle's pglite driver calls only query and transaction, which the thread client mirrors.
    db: drizzle({ client: client as never, schema }) as unknown as Db,
    withTransaction: (work) =>
      client.transaction((tx) =>
        work({
          exec: async (script) => {
            await tx.exec(script);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await tx.query<Row>(text, params)).rows,
        }),
      ),
    ping: (timeoutMs) => client.ping(timeoutMs),
    embeddedThread: client,
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(connectionString: string, max: number, log?: DatabaseOptions['log']): Promise<Database> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // statement_timeout: the server cancels a statement stuck on a lock; query_timeout: the client
  // gives up on a server that stopped answering (review M7).
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 10_000,
    statement_timeout: STATEMENT_TIMEOUT_MS,
    query_timeout: STATEMENT_TIMEOUT_MS + 5_000,
  });
  // An idle client that loses its connection emits 'error' on the pool; without a listener the
  // process would crash. The next query gets a fresh connection.
  pool.on('error', (error) =>
    log?.warn({ err: error }, 'an idle database connection failed; the next query opens a new one'),
  );
  // Fail at start, with the driver's message, when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  let closed = false;
  return {
    kind: 'postgres',
    db: drizzle({ client: pool, schema }) as unknown as Db,
    async withTransaction(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work({
          exec: async (script) => {
            await client.query(script);
          },
          query: async <Row>(text: string, params?: unknown[]) => (await client.query(text, params)).rows as Row[],
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    },
    ping: async (timeoutMs) => {
      await pool.query({ text: 'SELECT 1', query_timeout: timeoutMs } as never);
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
