// L13 (security review 2026-11-26): engine workers run with a capped heap, and a capped thread
// that fails on memory was seen to end a whole process (the database thread). Checked with the
// review's hostile file: a 25 KB DOCX whose document.xml is just under the 8 MB guard (a few
// hundred thousand paragraphs) makes mammoth's document tree outgrow the worker's heap. The worker
// dies alone: the job fails with a message, the api keeps answering, and the worker is replaced.
import { ENGINE_MESSAGES } from '@resumebeat/ats-engine';
import { ErrorResponseSchema, ExtractTextResponseSchema } from '@resumebeat/shared-contract';
import type { AddressInfo } from 'node:net';
import { makeDocxWithHugeBody } from '../../../ats-engine/test/support/hostile';
import { healthWhile } from '../support/health-probe';
import { multipart } from '../support/resume-files';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

describeDb('a worker that runs out of memory takes only its job with it', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    // A smaller heap than production's 512 MB reaches the cap in a second or two, not ten.
    t = await startTestApp({ env: { ENGINE_WORKERS: '1', ENGINE_WORKER_HEAP_MB: '64' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const extract = async (fileName: string, data: Uint8Array | string, type?: string) => {
    const body = await multipart({ fileName, data, ...(type ? { type } : {}) });
    const response = await fetch(`${base}/api/resume/extract-text`, {
      method: 'POST',
      headers: body.headers as Record<string, string>,
      body: body.payload as Buffer,
    });
    return { status: response.status, json: await response.json() };
  };

  it('the hostile DOCX fails with a message, health answers meanwhile, and the next file is read', async () => {
    const docx = makeDocxWithHugeBody(7.9);
    expect(docx.length).toBeLessThan(64 * 1024);
    const { result, health } = await healthWhile(base, extract('job.docx', docx));
    expect(result.status).toBe(422);
    expect(ErrorResponseSchema.parse(result.json).message).toBe(ENGINE_MESSAGES.outOfMemory);
    expect(health.samples).toBeGreaterThan(0);
    // The process is alive and the worker was replaced: a plain file is read.
    const next = await extract('job.txt', 'Senior Python developer: AWS, Kubernetes.', 'text/plain');
    expect(next.status).toBe(200);
    expect(ExtractTextResponseSchema.parse(next.json).text).toContain('Senior Python developer');
    expect(t.app.engine.pool.stats().workers).toBe(1);
  });
});
