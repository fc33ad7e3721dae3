// M9 (security review 2026-11-23): pdf.js inflates a compressed stream into byte arrays outside
// the V8 heap, so a worker's heap limit did not stop a 10 MB PDF that inflates to 10 GB from taking
// the whole process's memory (measured: 1.7 GB within the 15 s timeout, and still growing). The
// engine now counts those bytes and refuses the file past 128 MB in one stream.
import { ErrorResponseSchema, UsageStatusSchema } from '@resumebeat/shared-contract';
import { makeFlateBombPdf } from '../../../ats-engine/test/support/hostile';
import { multipart } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

describeDb('a compressed-stream bomb cannot take the process memory', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { ENGINE_WORKERS: '1' } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('a 10 MB PDF that inflates to 10 GB: refused with a message, memory grows by less than 1 GB, no scan used', async () => {
    const bomb = await makeFlateBombPdf(10);
    const ip = '203.0.113.90';
    const body = await multipart({ fileName: 'cv.pdf', data: bomb, type: 'application/pdf' }, { industry: 'General' });
    const base = process.memoryUsage.rss();
    let peak = 0;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss() - base)), 5);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      remoteAddress: ip,
      ...body,
    });
    clearInterval(timer);
    expect(response.statusCode).toBe(422);
    expect(expectContract(ErrorResponseSchema, response).message).toBe(
      'This PDF holds far more data than a resume does, so it was not read. Export it again with text, or upload DOCX.',
    );
    expect(peak).toBeLessThan(1024 * 1024 * 1024);
    const usage = await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: ip });
    expect(expectContract(UsageStatusSchema, usage).remainingScans).toBe(3);
  });
});
