// The engine pool's combined upload job: a resume file read and scored in one trip must give what
// reading it and then scoring the parse gives (the api uses the first for a file it has not read
// before and the second for one it has, and both must answer the same).
import { createEnginePool } from '../src/index';
import { fixtureBytes, fixtureText } from './support/corpus';

const TIMEOUT = { timeoutMs: 60_000 };

describe('readAndScoreFile', () => {
  const pool = createEnginePool({ workers: 1 });
  afterAll(() => pool.close());

  it.each([
    ['john_doe.pdf', 'java-developer.txt', 'Tech'],
    ['john_doe.pdf', null, 'General'],
  ])(
    '%s: the same parse and score as reading it and then scoring the parse',
    async (file, jd, industry) => {
      const options = { fileName: file, mimeType: 'application/pdf' };
      const scoreOptions = { jobDescription: jd ? fixtureText(`jds/${jd}`) : null, industry };
      const together = await pool.run(
        'readAndScoreFile',
        { bytes: fixtureBytes(`resumes/${file}`), options, scoreOptions },
        TIMEOUT,
      );
      const parsed = await pool.run('readFile', { bytes: fixtureBytes(`resumes/${file}`), options }, TIMEOUT);
      const score = await pool.run('score', { parsed, options: scoreOptions }, TIMEOUT);
      expect(together.parsed).toEqual(parsed);
      expect(together.score).toEqual(score);
      expect(score.score).toBeGreaterThan(0);
    },
    60_000,
  );

  it('a file that cannot be read is refused as reading it alone refuses it', async () => {
    const blank = () => new TextEncoder().encode('   \n\n  ');
    const options = { fileName: 'blank.txt', mimeType: 'text/plain' };
    const refusal = (job: Promise<unknown>) =>
      job.then(
        () => null,
        (error: { code?: string; message?: string }) => ({ code: error.code, message: error.message }),
      );
    const together = await refusal(
      pool.run('readAndScoreFile', { bytes: blank(), options, scoreOptions: { industry: 'General' } }, TIMEOUT),
    );
    expect(together).toEqual(await refusal(pool.run('readFile', { bytes: blank(), options }, TIMEOUT)));
    expect(together?.code).toBeTruthy();
  }, 60_000);
});
