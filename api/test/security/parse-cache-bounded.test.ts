// M4 (security review 2026-11-23): the parse cache was bounded by entries (500), not bytes, and
// kept files whose scan was then refused: 150 different 10 MB text files exhausted the heap.
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

/** A distinct plain-text resume of about `kilobytes` KB. */
function resumeOf(kilobytes: number, seed: number): string {
  const bullet = `• Delivered project ${seed} on time for the regional operations team and wrote its handbook\n`;
  return `${TEXT_RESUME}\n\nPROJECTS\n${bullet.repeat(Math.ceil((kilobytes * 1024) / bullet.length))}`;
}

describeDb('the parse cache holds only counted scans, within a byte budget', () => {
  let t: TestApp;
  let nextIp = 0;
  const freshIp = () => `198.51.100.${(nextIp += 1)}`;

  beforeAll(async () => {
    t = await startTestApp({ env: { ANONYMOUS_SCANS: '1', RESUME_CACHE_MB: '1', RESUME_CACHE_ENTRIES: '500' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const upload = async (text: string, ip: string) => {
    const body = await multipart({ fileName: 'cv.txt', data: text, type: 'text/plain' }, { industry: 'General' });
    return t.app.inject({ method: 'POST', url: '/api/resume/upload?skipAi=true', remoteAddress: ip, ...body });
  };

  it('five different files at once from a visitor with one scan left: one is counted, one is cached', async () => {
    const before = t.app.resumes.cacheStats().entries;
    const ip = freshIp();
    const statuses = (await Promise.all([1, 2, 3, 4, 5].map((seed) => upload(resumeOf(4, seed), ip)))).map(
      (response) => response.statusCode,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    expect(t.app.resumes.cacheStats().entries).toBe(before + 1);
  });

  it('stays within RESUME_CACHE_MB, dropping the oldest files first', async () => {
    for (let seed = 10; seed < 16; seed += 1)
      expect((await upload(resumeOf(60, seed), freshIp())).statusCode).toBe(200);
    const { entries, bytes } = t.app.resumes.cacheStats();
    expect(bytes).toBeLessThanOrEqual(1024 * 1024);
    expect(entries).toBeGreaterThan(0);
    expect(entries).toBeLessThan(6);
  });
});
