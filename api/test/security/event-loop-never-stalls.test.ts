// C1 (security review 2026-11-23): one anonymous POST /api/resume/rescore with 200,000 letters and
// no spaces froze the whole server for 104 s (quadratic patterns on the main thread, no cap on
// the text). Now: linear patterns, a 100,000-character cap, and every engine step in a worker with
// a time budget. Each hostile body below is sent while /api/health is timed.
import { ErrorResponseSchema, UsageStatusSchema } from '@resumebeat/shared-contract';
import type { AddressInfo } from 'node:net';
import { HOSTILE_SHAPES, makeDocxWithLongHeader } from '../../../ats-engine/test/support/hostile';
import { healthWhile } from '../support/health-probe';
import { multipart, scanTicketFor, TEXT_RESUME, ticketForText } from '../support/resume-files';
import { describeDb, expectContract, startTestApp, type TestApp } from '../support/test-app';

/**
 * Health's p99 while hostile work runs. The stall the review found lasted 104 s, and a quadratic
 * pattern on 100,000 characters costs seconds; an idle machine answers health in a few ms. This
 * bound separates a blocked event loop from a machine whose cores are busy with other tests
 * (which put one run at 105 ms); bench:api measures the real latency.
 */
const STALL_MS = 250;

describeDb('no request stalls the event loop', () => {
  let t: TestApp;
  let base: string;
  let scanTicket: string;

  beforeAll(async () => {
    t = await startTestApp({ env: { ENGINE_WORKERS: '1' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    scanTicket = await scanTicketFor(t.app, { ip: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const postJson = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));

  it("the review's reproduction: 200,000 letters to rescore is refused at once with a message", async () => {
    // Best of three, as below: a busy machine can delay one run's health answers; a refusal that
    // blocked the event loop would make every run slow.
    const p99s: number[] = [];
    for (let attempt = 0; attempt < 3 && !(p99s.length > 0 && Math.min(...p99s) < STALL_MS); attempt++) {
      const { result, health } = await healthWhile(
        base,
        postJson('/api/resume/rescore', { content: 'a'.repeat(200_000), scanTicket }),
      );
      expect(result.status).toBe(400);
      expect(ErrorResponseSchema.parse(JSON.parse(result.body)).message).toMatch(
        /The resume text is longer than 100,000 characters, far more than a resume holds\. Shorten it and try again\.$/,
      );
      p99s.push(health.p99);
    }
    expect(Math.min(...p99s)).toBeLessThan(STALL_MS);
  });

  it.each(['letters', 'dots', 'domains', 'plusDigits', 'capitals', 'innerSpaces', 'tabs'])(
    '100,000 characters of %s to rescore and stream-analysis: answered, health not stalled meanwhile',
    async (shape) => {
      const content = HOSTILE_SHAPES[shape]!(100_000);
      // Best of three: on a machine whose cores are busy with other tests, one run can see health
      // wait for the CPU; a request that blocks the event loop makes every run slow (seconds).
      const p99s: number[] = [];
      for (let attempt = 0; attempt < 3 && !(p99s.length > 0 && Math.min(...p99s) < STALL_MS); attempt++) {
        const work = Promise.all([
          postJson('/api/resume/rescore', {
            content,
            scanTicket: ticketForText(t.app, scanTicket, content),
            jobDescription: content.slice(0, 50_000),
          }),
          postJson('/api/resume/stream-analysis', { content, scanTicket: ticketForText(t.app, scanTicket, content) }),
        ]);
        const { result, health } = await healthWhile(base, work);
        expect(result.map((r) => r.status)).toEqual([200, 200]);
        p99s.push(health.p99);
      }
      expect(Math.min(...p99s)).toBeLessThan(STALL_MS);
    },
  );

  it('a 2 KB DOCX whose page header holds a million letters, to extract-text: answered, health not stalled', async () => {
    const body = await multipart({ fileName: 'job.docx', data: makeDocxWithLongHeader() });
    const request = new Request(`${base}/api/resume/extract-text`, {
      method: 'POST',
      headers: body.headers as Record<string, string>,
      body: body.payload as Buffer,
    });
    // Best of three, as above (a request's body is read once: a new one each run).
    const p99s: number[] = [];
    for (let attempt = 0; attempt < 3 && !(p99s.length > 0 && Math.min(...p99s) < STALL_MS); attempt++) {
      const { result, health } = await healthWhile(
        base,
        fetch(request.clone()).then((r) => r.status),
      );
      expect(result).toBe(200);
      p99s.push(health.p99);
    }
    expect(Math.min(...p99s)).toBeLessThan(STALL_MS);
  });

  it('three Word exports of 3,000 lines (the cap) at once: answered, health not stalled (review C2)', async () => {
    const content = Array.from({ length: 3000 }, (_, i) => `• Line ${i} of a long resume, a bullet of some length`)
      .join('\n')
      .slice(0, 100_000);
    const exportDocx = () => postJson('/api/resume/export-docx', { content }).then((r) => r.status);
    // Best of three, as above: a full test run beside other work (load 11) put one run at 284 ms;
    // the export on the event loop blocks it 0.3 s or more in every run.
    const p99s: number[] = [];
    for (let attempt = 0; attempt < 3 && !(p99s.length > 0 && Math.min(...p99s) < STALL_MS); attempt++) {
      const { result, health } = await healthWhile(base, Promise.all([exportDocx(), exportDocx(), exportDocx()]));
      expect(result).toEqual([200, 200, 200]);
      p99s.push(health.p99);
    }
    expect(Math.min(...p99s)).toBeLessThan(STALL_MS);
  });

  it('an upload whose text is over 100,000 characters is refused with a message, and costs no scan', async () => {
    const ip = '203.0.113.77';
    const long = `${TEXT_RESUME}\n${'• Managed the regional team and wrote the handbook\n'.repeat(2500)}`;
    const body = await multipart({ fileName: 'cv.txt', data: long, type: 'text/plain' }, { industry: 'General' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      remoteAddress: ip,
      ...body,
    });
    expect(response.statusCode).toBe(422);
    expect(expectContract(ErrorResponseSchema, response).message).toMatch(/more than 100,000 characters of text/);
    const usage = await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: ip });
    expect(expectContract(UsageStatusSchema, usage).remainingScans).toBe(3);
  });
});
