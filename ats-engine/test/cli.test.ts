import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { CORPUS_DIR, describeWithCorpus } from './support/corpus';

const run = promisify(execFile);
const REPO = path.resolve(import.meta.dirname, '../..');

async function cli(...args: string[]): Promise<{ code: number; json: Record<string, unknown> }> {
  try {
    const { stdout } = await run(process.execPath, ['ats-engine/bin/resume-ats.js', ...args], { cwd: REPO });
    return { code: 0, json: JSON.parse(stdout) };
  } catch (error) {
    const e = error as { code: number; stdout: string };
    return { code: e.code, json: JSON.parse(e.stdout) };
  }
}

const corpus = (p: string) => path.join(CORPUS_DIR, p);

describeWithCorpus('node ats-engine/bin/resume-ats.js', () => {
  it('parse prints the documented shape', async () => {
    const { code, json } = await cli('parse', corpus('resumes/john_doe.pdf'));
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual([
      'text',
      'pages',
      'layout',
      'contact',
      'summary',
      'sections',
      'experience',
      'education',
      'skills',
      'certifications',
      'projects',
    ]);
    expect(json.contact).toMatchObject({ fullName: 'John Doe', email: 'john.doe@email.com' });
    expect((json.sections as unknown[])[0]).toEqual({ heading: 'PROFESSIONAL SUMMARY', kind: 'summary' });
  }, 30_000);

  it('score with --jd and --industry prints components and keywords', async () => {
    const { code, json } = await cli(
      'score',
      corpus('resumes/barry_allen_fe.pdf'),
      '--jd',
      corpus('jds/e2e_frontend-eng.txt'),
      '--industry',
      'Technology',
    );
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual(['score', 'version', 'band', 'components', 'keywords']);
    expect(Object.keys(json.keywords as object)).toEqual(['matched', 'missing']);
    expect(Object.keys((json.components as object[])[0]!)).toEqual([
      'id',
      'label',
      'score',
      'max',
      'evidence',
      'suggestions',
    ]);
  }, 30_000);

  it('optimize prints the optimized resume', async () => {
    const { code, json } = await cli(
      'optimize',
      corpus('resumes/john_doe.pdf'),
      '--jd',
      corpus('jds/job_desc_java_developer.pdf'),
    );
    expect(code).toBe(0);
    expect(Object.keys(json)).toEqual([
      'optimizedResume',
      'score',
      'addedKeywords',
      'confirmedKeywords',
      'toConfirm',
      'rewritten',
    ]);
    expect(json.confirmedKeywords).toEqual([]);
    expect(json.rewritten).toBe(true);
  }, 30_000);

  it('optimize --confirm writes the confirmed keywords of the job, and only those', async () => {
    const plain = await cli(
      'optimize',
      corpus('resumes/barry_allen_fe.pdf'),
      '--jd',
      corpus('jds/e2e_frontend-eng.txt'),
    );
    const confirmed = await cli(
      'optimize',
      corpus('resumes/barry_allen_fe.pdf'),
      '--jd',
      corpus('jds/e2e_frontend-eng.txt'),
      '--confirm',
      'Next.js, Playwright',
    );
    expect(confirmed.code).toBe(0);
    expect(confirmed.json.confirmedKeywords).toEqual(['Next.js', 'Playwright']);
    expect(plain.json.optimizedResume).not.toContain('Playwright');
    expect(confirmed.json.optimizedResume).toContain('Playwright');
    expect(confirmed.json.score as number).toBeGreaterThan(plain.json.score as number);
    const withoutJob = await cli('optimize', corpus('resumes/barry_allen_fe.pdf'), '--confirm', 'Playwright');
    expect(withoutJob.code).toBe(2);
    expect((withoutJob.json.error as { message: string }).message).toMatch(/^--confirm needs --jd/);
  }, 30_000);

  it('exits non-zero with an error document on bad input', async () => {
    const bad = await cli('score', corpus('LICENSES/Reactive-Resume-MIT.txt'), '--jd', corpus('jds/missing.pdf'));
    expect(bad.code).toBe(2);
    expect(bad.json).toEqual({
      error: { code: 'INVALID_ARGUMENT', message: expect.stringContaining('File not found') },
    });
    const usage = await cli('frobnicate');
    expect(usage.code).toBe(2);
    const mismatch = await cli('parse', corpus('jds/e2e_backend-eng.txt.pdf'));
    expect(mismatch.code).toBe(2);
  }, 30_000);
});
