// An engine worker thread: runs engine tasks (engine-tasks.ts) one at a time for the pool in
// engine-pool.ts. Plain JavaScript so it starts without a loader; the tasks are TypeScript, loaded
// through tsx when the engine runs from source (the api, its tests) and as JavaScript once built.
import { existsSync, readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';
import { extractPdfInThread, warmUpPdfium } from '../extract/pdfium-extract.mjs';

// The engine's work is long and the event loop's short: on a machine whose cores the workers keep
// busy (a queue of hostile files, say), the thread that answers every request must not wait for a
// time slice behind them. So this thread runs at a lower priority (a higher nice value) than the
// rest of the process; Linux sets a thread's priority by its thread id, which /proc/thread-self
// names. Elsewhere, or where it is not allowed, the thread keeps the process's priority.
const nice = workerData?.nice ?? 0;
if (nice > 0) {
  try {
    setPriority(Number(readlinkSync('/proc/thread-self').split('/').pop()), nice);
  } catch {
    // Not Linux, or not permitted: the same priority as the event loop, as before.
  }
}

const compiled = new URL('./engine-tasks.mjs', import.meta.url);
let tasksUrl = compiled;
if (!existsSync(fileURLToPath(compiled))) {
  const { register } = await import('tsx/esm/api');
  register();
  tasksUrl = new URL('./engine-tasks.ts', import.meta.url);
}
const { runEngineTask, serializeError, usePdfExtractorInThisThread } = await import(tasksUrl.href);
usePdfExtractorInThisThread(extractPdfInThread);

async function run({ id, task, args }) {
  try {
    const value = await runEngineTask(task, args);
    parentPort.postMessage({ id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id, ok: false, error: serializeError(error) });
  }
}

// One job at a time, in the order they came: the pool gives a worker its next job while the
// current one runs, and a task awaits inside (a PDF's pages), so a plain async handler would start
// the next job in those gaps. Jobs must not share a worker's memory or budget.
let previous = Promise.resolve();
parentPort.on('message', (message) => {
  previous = previous.then(() => run(message));
});
// PDFium compiles and loads before the worker says it is ready, so no upload waits for it. (A
// failure here is reported by the first PDF, which tries again.)
await warmUpPdfium().catch(() => undefined);
parentPort.postMessage({ ready: true });
