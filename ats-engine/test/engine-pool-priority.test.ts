// The engine's workers yield the cores to the event loop: on Linux each worker process lowers the
// priority of its threads (nice 10), so a machine whose cores the workers keep busy still answers
// requests at once. Read back from /proc, where each thread of each process lists its nice value.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createEnginePool, DEFAULT_WORKER_NICE } from '../src/index';

/** Fields of a /proc stat line after the command name: [16] is the nice value. */
function statFields(path: string): string[] {
  const stat = readFileSync(path, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The nice value of every thread of a process. */
const threadNiceValues = (pid: number | 'self') =>
  readdirSync(`/proc/${pid}/task`).map((tid) => Number(statFields(`/proc/${pid}/task/${tid}/stat`)[16]));

const linux = existsSync('/proc/self/task');
(linux ? describe : describe.skip)('engine worker priority', () => {
  const pool = createEnginePool({ workers: 2 });
  afterAll(() => pool.close());

  it('every thread of each worker process runs at a lower priority than the api, which keeps its own', async () => {
    pool.warm();
    await Promise.all(
      [1, 2].map(() => pool.run('readText', { text: 'Jane Roe\njane@example.com' }, { timeoutMs: 60_000 })),
    );
    const workers = pool.workerPids();
    expect(workers).toHaveLength(2);
    for (const pid of workers) expect(new Set(threadNiceValues(pid))).toEqual(new Set([DEFAULT_WORKER_NICE]));
    // The api's own threads (the event loop's first) keep their priority.
    expect(threadNiceValues('self')[0]).toBe(0);
  }, 60_000);
});
