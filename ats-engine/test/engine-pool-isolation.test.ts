// A worker that V8 aborts (a heap filled in one allocation, or while collecting: the cases a
// thread's heap cap does not contain) ends alone: its job fails with a message a person can act
// on, the next job is answered, and the process that owns the pool goes on. With workers as
// threads, the abort below would have ended this test's process.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createEnginePool, ENGINE_MESSAGES } from '../src/index';

function childPids(): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === process.pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const linux = existsSync('/proc/self/stat');
(linux ? describe : describe.skip)('engine worker isolation', () => {
  const pool = createEnginePool({ workers: 1 });
  afterAll(() => pool.close());

  it('a worker aborted during a job fails that job alone; the next job is answered', async () => {
    const before = new Set(childPids());
    await pool.run('readText', { text: 'Jane Roe\njane@example.com' }, { timeoutMs: 60_000 });
    const [worker] = childPids().filter((pid) => !before.has(pid));
    expect(worker).toBeDefined();

    // Stopped, so the job is surely in the worker's hands when it aborts.
    process.kill(worker!, 'SIGSTOP');
    const job = pool.run('readText', { text: 'John Roe\njohn@example.com' }, { timeoutMs: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    process.kill(worker!, 'SIGABRT');
    process.kill(worker!, 'SIGCONT');
    await expect(job).rejects.toMatchObject({ code: 'ENGINE_BUSY', message: ENGINE_MESSAGES.stopped });

    const next = await pool.run('readText', { text: 'Ada Roe\nada@example.com' }, { timeoutMs: 60_000 });
    expect(next.contact.email).toBe('ada@example.com');
    expect(childPids()).not.toContain(worker);
  }, 60_000);
});
