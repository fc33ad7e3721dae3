// The embedded database's own thread (see pglite-thread.ts, which starts it and speaks to it).
// PGlite is PostgreSQL compiled to WebAssembly: every statement runs synchronously in the thread
// that owns it. Here it runs beside the api's event loop instead of inside it, on the other core.
// Plain JavaScript so that it starts the same under `node`, `tsx` and Jest.
//
// Messages in:  { id, type: 'query', sql, params, rowMode, rawTypes, tx }
//               { id, type: 'exec', sql, tx }
//               { id, type: 'begin' }               -> opens transaction `id`
//               { id, type: 'end', tx, commit }     -> commits or rolls back transaction `tx`
//               { id, type: 'close' }
// Messages out: { id, ok: true, result } | { id, ok: false, error: { message, ...fields } }
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const database = await PGlite.create(workerData.dataDir);

/** Open transactions by id, each with the function that ends it. */
const transactions = new Map();

/** The PostgreSQL fields of an error (code, detail, constraint...), which a plain clone drops. */
function describeError(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  const described = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function' || typeof value === 'object') continue;
    described[key] = value;
  }
  return described;
}

const reply = (id, outcome) => parentPort.postMessage({ id, ...outcome });

/** The connection a statement runs on: its transaction's, or the database's. */
function connectionFor(tx) {
  if (tx === undefined) return database;
  const open = transactions.get(tx);
  if (!open) throw new Error(`transaction ${tx} is not open`);
  return open.connection;
}

const keepAsText = (value) => value;

const handlers = {
  async query({ sql, params, rowMode, rawTypes, tx }) {
    const parsers = rawTypes?.length ? Object.fromEntries(rawTypes.map((type) => [type, keepAsText])) : undefined;
    const { rows, fields, affectedRows } = await connectionFor(tx).query(sql, params, { rowMode, parsers });
    return { rows, fields, affectedRows };
  },

  async exec({ sql, tx }) {
    const results = await connectionFor(tx).exec(sql);
    return results.map(({ rows, fields, affectedRows }) => ({ rows, fields, affectedRows }));
  },

  // PGlite holds its lock for the whole callback, so statements from outside the transaction wait
  // for it, as on a server. The callback lasts until 'end' says how to finish.
  begin({ id }) {
    return new Promise((opened, failed) => {
      let started = false;
      const entry = {};
      entry.done = database.transaction(
        (connection) =>
          new Promise((finish) => {
            started = true;
            Object.assign(entry, { connection, finish });
            transactions.set(id, entry);
            opened(null);
          }),
      );
      // Before the callback ran, a failure is the answer to 'begin'; after, to 'end'.
      entry.done.catch((error) => {
        if (!started) failed(error);
      });
    });
  },

  async end({ tx, commit }) {
    const open = transactions.get(tx);
    if (!open) throw new Error(`transaction ${tx} is not open`);
    transactions.delete(tx);
    if (!commit) await open.connection.rollback();
    open.finish();
    // Settles once PGlite has committed (or rolled back) and released its lock.
    await open.done;
    return null;
  },

  async close() {
    await database.close();
    return null;
  },
};

parentPort.on('message', async (message) => {
  try {
    const result = await handlers[message.type](message);
    reply(message.id, { ok: true, result });
    if (message.type === 'close') parentPort.close();
  } catch (error) {
    reply(message.id, { ok: false, error: describeError(error) });
  }
});

parentPort.postMessage({ ready: true });
