// M14 (security review 2026-11-26): the upload gate counted places, not time. A body that sends a
// byte every few seconds is never idle, so it held its place up to the request timeout (120 s):
// four addresses with four trickling uploads each filled the 16 places, and every other upload
// answered 503. Now a body must keep arriving at UPLOAD_MIN_BYTES_PER_SECOND: a newcomer takes
// the place of one that has not, and each window a body still arriving below the rate is closed.
import { ErrorResponseSchema } from '@resumebeat/shared-contract';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { SLOW_BODY_GRACE_MS, UPLOAD_GATE_MESSAGES } from '../../src/lib/upload-gate';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

const TOO_SLOW = UPLOAD_GATE_MESSAGES.tooSlow(8 * 1024);

/** An upload that trickles: its headers, then a byte every 250 ms, for ever. */
function tricklingUpload(port: number, from: string) {
  let answer = '';
  let status = 0;
  const request: ClientRequest = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/resume/upload?skipAi=true',
    headers: {
      'content-type': 'multipart/form-data; boundary=slow',
      'content-length': '1000000',
      'x-forwarded-for': from,
    },
  });
  const done = new Promise<{ status: number; answer: string }>((resolve) => {
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (answer += chunk));
      response.on('end', () => resolve({ status, answer }));
      response.on('error', () => resolve({ status, answer }));
    });
    request.on('error', () => resolve({ status, answer }));
    request.on('close', () => setTimeout(() => resolve({ status, answer }), 200));
  });
  request.write(
    '--slow\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n',
  );
  const timer = setInterval(() => request.writable && !request.destroyed && request.write('x'), 250);
  return {
    done: done.finally(() => clearInterval(timer)),
    stop: () => {
      clearInterval(timer);
      request.destroy();
    },
  };
}

async function upload(port: number, from: string) {
  const body = await multipart({ fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' }, { industry: 'General' });
  const response = await fetch(`http://127.0.0.1:${port}/api/resume/upload?skipAi=true`, {
    method: 'POST',
    headers: { ...(body.headers as Record<string, string>), 'x-forwarded-for': from },
    body: body.payload as Buffer,
  });
  return { status: response.status, message: ErrorResponseSchema.safeParse(await response.json()).data?.message };
}

async function listening(t: TestApp) {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

const waitForGate = async (t: TestApp, count: number) => {
  for (let i = 0; i < 200 && t.app.uploadGate.stats().active !== count; i++) await sleep(25);
  expect(t.app.uploadGate.stats().active).toBe(count);
};

describeDb('trickling senders from several addresses cannot shut other uploads out', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // The production bounds (16 places, 4 per address); a long rate window, so that only the
    // newcomers free places here.
    t = await startTestApp({
      env: { UPLOADS_IN_FLIGHT: '16', UPLOADS_PER_CLIENT: '4', UPLOAD_RATE_WINDOW_MS: '60000', TRUST_PROXY: 'true' },
    });
    port = await listening(t);
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('4 addresses x 4 trickling uploads fill every place; uploads from three other people are still read (200), and three trickles are closed with 408', async () => {
    const trickles = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4'].flatMap((from) =>
      Array.from({ length: 4 }, () => tricklingUpload(port, from)),
    );
    await waitForGate(t, 16);
    // Past the grace, their rate since they began says they are trickling.
    await sleep(SLOW_BODY_GRACE_MS + 500);
    expect(t.app.uploadGate.stats().active).toBe(16);

    // Three people upload at once: each takes the place of a trickle.
    const uploads = await Promise.all(['203.0.113.1', '203.0.113.2', '203.0.113.3'].map((from) => upload(port, from)));
    expect(uploads).toEqual(Array(3).fill({ status: 200, message: undefined }));
    expect(t.app.uploadGate.stats().closedForSlowness).toBe(3);
    const settled = await Promise.all(
      trickles.map((trickle) => Promise.race([trickle.done, sleep(1_500).then(() => null)])),
    );
    const cut = settled.filter((result) => result !== null);
    expect(cut).toHaveLength(3);
    for (const result of cut) {
      expect(result!.status).toBe(408);
      expect(JSON.parse(result!.answer)).toEqual({ message: TOO_SLOW });
    }
    trickles.forEach((trickle) => trickle.stop());
    await waitForGate(t, 0);
  });
});

describeDb('a body arriving below the minimum rate is closed at the end of its window', () => {
  let t: TestApp;
  let port: number;
  const WINDOW_MS = 2_000;

  beforeAll(async () => {
    t = await startTestApp({ env: { UPLOAD_RATE_WINDOW_MS: String(WINDOW_MS), TRUST_PROXY: 'true' } });
    port = await listening(t);
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('a byte every 250 ms: 408 with a message after one window, not at the request timeout; its place is given back', async () => {
    const started = Date.now();
    const trickle = tricklingUpload(port, '198.51.100.50');
    await waitForGate(t, 1);
    const result = await trickle.done;
    const afterMs = Date.now() - started;
    expect(result.status).toBe(408);
    expect(JSON.parse(result.answer)).toEqual({ message: TOO_SLOW });
    expect(afterMs).toBeGreaterThanOrEqual(WINDOW_MS - 100);
    expect(afterMs).toBeLessThan(WINDOW_MS + 10_000);
    await waitForGate(t, 0);
    expect((await upload(port, '198.51.100.50')).status).toBe(200);
  });
});
