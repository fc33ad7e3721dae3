// A worker that V8 aborts (a heap filled in one allocation, or while collecting: the cases a
// thread's heap cap does not contain) ends alone: its job fails with a message a person can act
// on, the next job is answered, and the process that owns the pool goes on. With workers as
// threads, the abort below would have ended this test's process.
import { existsSync } from 'node:fs';
import { createEnginePool, ENGINE_MESSAGES } from '../src/index';

const linux = process.platform === 'linux';
(linux ? describe : describe.skip)('engine worker isolation', () => {
  const pool = createEnginePool({ workers: 1 });
  afterAll(() => pool.close());

  it('a worker aborted during a job fails that job alone; the next job is answered', async () => {
    await pool.run('readText', { text: 'Jane Roe\njane@example.com' }, { timeoutMs: 60_000 });
    const [worker] = pool.workerPids();
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
    expect(pool.workerPids()).not.toContain(worker);
    // The aborted worker is gone, not left behind as a stray process.
    expect(existsSync(`/proc/${worker}`)).toBe(false);
  }, 60_000);
});
