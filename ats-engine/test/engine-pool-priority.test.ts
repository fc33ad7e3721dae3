// The engine's workers yield the cores to the event loop: on Linux each worker thread lowers its
// own priority (nice 10), so a machine whose cores the workers keep busy still answers requests
// at once. Read back from /proc, where each thread of this process lists its nice value.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createEnginePool, DEFAULT_WORKER_NICE } from '../src/index';

/** The nice value of each thread of this process (field 19 of /proc/self/task/<tid>/stat). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((tid) => {
    const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const linux = existsSync('/proc/thread-self');
(linux ? describe : describe.skip)('engine worker priority', () => {
  const pool = createEnginePool({ workers: 2 });
  afterAll(() => pool.close());

  it('each worker thread runs at a lower priority than the event loop, which keeps its own', async () => {
    const before = threadNiceValues().filter((nice) => nice === DEFAULT_WORKER_NICE).length;
    await Promise.all([1, 2].map(() => pool.run('readText', { text: 'Jane Roe\njane@example.com' }, { timeoutMs: 60_000 })));
    pool.warm();
    const after = threadNiceValues();
    expect(after.filter((nice) => nice === DEFAULT_WORKER_NICE).length - before).toBeGreaterThanOrEqual(2);
    // This thread (the event loop's) is the process's main thread: its nice value is unchanged.
    const main = readFileSync('/proc/self/stat', 'utf8');
    expect(Number(main.slice(main.lastIndexOf(')') + 2).split(' ')[16])).toBe(0);
  }, 60_000);
});
