// The engine pool shares its workers fairly between clients: a client with a queue of slow files
// (one address sending hostile files at its allowed rate, say) must not shut out, or hold up, a
// person with one file. The pool takes the next job from the client with the fewest jobs in it,
// and a full queue makes way for a lighter client by refusing the heaviest client's newest job.
import { createEnginePool } from '../src/index';
import { makeManyOperatorsPdf } from './support/hostile';

const slowPdf = makeManyOperatorsPdf(1_500_000);
const settled = (job: Promise<unknown>) =>
  job.then(
    () => 'done',
    (error: { code?: string }) => error.code ?? 'error',
  );

describe('engine pool fairness', () => {
  const pool = createEnginePool({ workers: 1, maxQueued: 3, maxPerClient: 10 });
  afterAll(() => pool.close());

  it("a person's one job is taken in, and run before a busy client's queue, when the queue is full", async () => {
    pool.warm();
    const finished: string[] = [];
    const busy = Array.from({ length: 6 }, (_, i) =>
      settled(
        pool.run(
          'readFile',
          { bytes: slowPdf.slice(), options: { fileName: `slow-${i}.pdf`, mimeType: 'application/pdf' } },
          { timeoutMs: 120_000, client: 'busy' },
        ),
      ).then((outcome) => {
        if (outcome !== 'ENGINE_BUSY') finished.push(`busy-${i}`);
        return outcome;
      }),
    );
    const person = settled(
      pool.run(
        'readText',
        { text: 'Jane Roe\njane@example.com\n\nEXPERIENCE\nNurse | Clinic | 2020 – Present' },
        { timeoutMs: 120_000, client: 'person' },
      ),
    ).then((outcome) => {
      finished.push('person');
      return outcome;
    });

    expect(await person).toBe('done');
    const outcomes = await Promise.all(busy);
    // The busy client's queue was full before the person came: some of its jobs were refused, and
    // one more made way for the person's.
    expect(outcomes.filter((outcome) => outcome === 'ENGINE_BUSY').length).toBeGreaterThan(0);
    // The person waited for at most the job running and the one given ahead to the worker.
    expect(finished.indexOf('person')).toBeLessThanOrEqual(2);
    expect(finished.length).toBeGreaterThan(finished.indexOf('person') + 1);
  }, 120_000);
});
