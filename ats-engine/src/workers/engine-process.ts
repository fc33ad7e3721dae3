// One engine worker as a child process: what the pool (engine-pool.ts) starts, sends jobs to and
// ends. Why a process and not a worker thread: a thread's heap cap (`resourceLimits`) is best
// effort. A hostile file that drives a thread's heap to its cap usually fails the thread alone, but
// when the cap is reached while V8 collects (a thread being terminated mid-job, a large allocation
// in one piece), V8 aborts the whole process: the api with every request it held. A child process
// with its own `--max-old-space-size` can only abort itself.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export interface EngineProcessOptions {
  /** V8 old-space limit of the child, in MB. */
  heapMb: number;
  /** The child's nice value (Linux): above 0 it yields the cores to the api's event loop. */
  nice: number;
}

/** How an engine process ended: `outOfMemory` when V8 reported its heap full. */
export interface EngineProcessExit {
  outOfMemory: boolean;
  code: number | null;
  signal: NodeJS.Signals | null;
}

const workerPath = fileURLToPath(new URL('./engine-worker.mjs', import.meta.url));

/** What V8 prints before it aborts on a full heap. */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed/i;
/** How V8's fatal report begins (a full heap prints the last collections first). */
const V8_FATAL = /<--- Last few GCs --->|FATAL ERROR:|allocation failure;/;
/** The child's last words kept to tell a full heap from another crash. */
const STDERR_TAIL_CHARS = 4096;

// The parent's own heap flag must not reach the child: the child's limit is the pool's.
const inheritedFlags = () => process.execArgv.filter((flag) => !flag.startsWith('--max-old-space-size'));

export class EngineProcess {
  private readonly child: ChildProcess;
  private stderrTail = '';
  /** V8 has begun its fatal report: nothing more is passed on. */
  private fatal = false;
  private exitListener: ((exit: EngineProcessExit) => void) | null = null;

  constructor(options: EngineProcessOptions) {
    this.child = fork(workerPath, [], {
      execArgv: [...inheritedFlags(), `--max-old-space-size=${options.heapMb}`],
      // Structured clone over the channel: file bytes (Uint8Array) and results keep their types.
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'pipe', 'ipc'],
      // The child lowers its own threads' priority (engine-worker.mjs).
      env: { ...process.env, ENGINE_PROCESS_NICE: String(options.nice) },
    });
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (chunk: string) => {
      this.stderrTail = (this.stderrTail + chunk).slice(-STDERR_TAIL_CHARS);
      // The engine's warnings reach the api's log as a thread's did. V8's report of a full heap
      // does not: the job's error says what happened, and a supervisor that watches the api's
      // output for that report (a test runner's worker, say) would take the api for the one that
      // ran out of memory.
      if (this.fatal || (this.fatal = V8_FATAL.test(chunk))) return;
      process.stderr.write(chunk);
    });
    this.child.on('exit', (code, signal) => {
      // stderr may still hold the last lines: read what has arrived, then report.
      setImmediate(() => this.exitListener?.({ outOfMemory: OUT_OF_MEMORY.test(this.stderrTail), code, signal }));
    });
    // A failed send or spawn ends in 'exit' (or the job's time budget); nothing to add here.
    this.child.on('error', () => undefined);
  }

  /** The child's process id (undefined if it could not start). */
  get pid(): number | undefined {
    return this.child.pid;
  }

  onMessage(listener: (message: unknown) => void) {
    this.child.on('message', listener);
  }

  onExit(listener: (exit: EngineProcessExit) => void) {
    this.exitListener = listener;
  }

  send(message: unknown) {
    if (!this.child.connected) return;
    // The callback takes a closed channel's error: the child has gone, and 'exit' says so.
    this.child.send(message as never, () => undefined);
  }

  /** Lets an idle child not keep the parent alive (a CLI run, a test file), or makes it do so again. */
  ref() {
    this.child.ref();
    this.child.channel?.ref();
  }

  unref() {
    this.child.unref();
    this.child.channel?.unref();
  }

  /** Ends the child at once (a job past its budget, a client that left) and forgets its listeners. */
  kill(): Promise<void> {
    this.exitListener = null;
    this.child.removeAllListeners('message');
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}
