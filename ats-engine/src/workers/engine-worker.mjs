// An engine worker: a child process (engine-process.ts) that runs engine tasks (engine-tasks.ts)
// one at a time for the pool in engine-pool.ts, its messages over the IPC channel. Plain
// JavaScript so it starts without a loader; the tasks are TypeScript, loaded through tsx when the
// engine runs from source (the api, its tests) and as JavaScript once built.
import { existsSync, readdirSync } from 'node:fs';
import { setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { extractPdfInThread, warmUpPdfium } from '../extract/pdfium-extract.mjs';

// A child whose pool has gone (the api stopped or crashed) has nobody to answer: it ends.
process.on('disconnect', () => process.exit(0));
const reply = (message) => process.send?.(message);

// The engine's work is long and the event loop's short: on a machine whose cores the workers keep
// busy (a queue of hostile files, say), the thread that answers every request must not wait for a
// time slice behind them. So a worker runs at a lower priority (a higher nice value) than the api.
// Linux sets priorities per thread: this lowers each thread of the process (/proc/self/task: the
// JavaScript thread and V8's helpers; threads started later inherit it). Elsewhere, or where it is
// not allowed, the worker keeps the api's priority.
const nice = Number(process.env.ENGINE_PROCESS_NICE) || 0;
if (nice > 0) {
  try {
    for (const threadId of readdirSync('/proc/self/task')) setPriority(Number(threadId), nice);
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
    reply({ id, ok: true, value });
  } catch (error) {
    reply({ id, ok: false, error: serializeError(error) });
  }
}

// One job at a time, in the order they came: the pool gives a worker its next job while the
// current one runs, and a task awaits inside (a PDF's pages), so a plain async handler would start
// the next job in those gaps. Jobs must not share a worker's memory or budget.
let previous = Promise.resolve();
process.on('message', (message) => {
  previous = previous.then(() => run(message));
});
// PDFium compiles and loads before the worker says it is ready, so no upload waits for it. (A
// failure here is reported by the first PDF, which tries again.)
await warmUpPdfium().catch(() => undefined);
reply({ ready: true });
