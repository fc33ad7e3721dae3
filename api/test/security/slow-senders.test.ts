// Requests someone could send to hold the server: headers that never end, an upload body that
// stops, one that trickles past the request timeout (slow-loris), and JSON nested as deep as the
// body limit allows. Each is bounded in time (the connection is closed, the upload's place given
// back) and the server keeps answering everyone else meanwhile.
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

const HEADERS_TIMEOUT_MS = 1000;
const UPLOAD_IDLE_MS = 2000;
const REQUEST_TIMEOUT_MS = 5000;
/** Longer than any answer takes on a loaded machine, far shorter than a stalled event loop. */
const STALL_MS = 5000;
/** Node checks its timeouts every second here; the rest is a busy machine's timers. */
const SLACK_MS = 4000;

describeDb('slow senders and deep JSON are bounded, and the server keeps answering', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        UPLOAD_IDLE_MS: String(UPLOAD_IDLE_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        UPLOADS_PER_CLIENT: '1',
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  /** A raw connection, and when (ms after opening) the server closed it, with what it answered. */
  const rawConnection = () => {
    const started = Date.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('error', () => undefined);
    const closed = new Promise<{ afterMs: number; answer: string }>((resolve) =>
      socket.on('close', () => resolve({ afterMs: Date.now() - started, answer })),
    );
    return { socket, closed };
  };

  const healthy = async () => {
    const started = Date.now();
    const response = await fetch(`http://127.0.0.1:${port}/api/health/live`);
    expect(response.status).toBe(200);
    return Date.now() - started;
  };

  const multipartHead = (contentLength: number) =>
    `POST /api/resume/upload?skipAi=true HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=slow\r\nContent-Length: ${contentLength}\r\n\r\n` +
    '--slow\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n';

  const upload = async () => {
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/resume/upload?skipAi=true`, {
      method: 'POST',
      headers: body.headers as Record<string, string>,
      body: body.payload as Buffer,
    });
    return response.status;
  };

  it('headers that never end: the connection is closed within the headers timeout, others are answered meanwhile', async () => {
    const { socket, closed } = rawConnection();
    socket.write('POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
    const timer = setInterval(() => socket.writable && socket.write('a'), 200);
    expect(await healthy()).toBeLessThan(STALL_MS);
    const { afterMs, answer } = await closed;
    clearInterval(timer);
    expect(afterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(HEADERS_TIMEOUT_MS + SLACK_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('an upload whose body stops is closed after the idle bound, and its place is given back', async () => {
    const { socket, closed } = rawConnection();
    socket.write(multipartHead(100_000) + 'Jane Doe\n');
    await sleep(200);
    expect(t.app.uploadGate.stats().active).toBe(1);
    // One upload per client: while the stalled one holds its place, the next is refused.
    expect(await upload()).toBe(429);
    expect(await healthy()).toBeLessThan(STALL_MS);
    const { afterMs } = await closed;
    expect(afterMs).toBeLessThan(UPLOAD_IDLE_MS + SLACK_MS);
    for (let i = 0; i < 50 && t.app.uploadGate.stats().active > 0; i++) await sleep(20);
    expect(t.app.uploadGate.stats().active).toBe(0);
    expect(await upload()).toBe(200);
  });

  it('a body that keeps trickling is not idle, yet it ends at the request timeout with 408', async () => {
    const { socket, closed } = rawConnection();
    socket.write(multipartHead(100_000));
    // A byte every 250 ms: never idle for UPLOAD_IDLE_MS, never finished.
    const timer = setInterval(() => socket.writable && socket.write('x'), 250);
    await sleep(UPLOAD_IDLE_MS + 500);
    expect(socket.destroyed).toBe(false);
    const { afterMs, answer } = await closed;
    clearInterval(timer);
    expect(afterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 100);
    expect(afterMs).toBeLessThan(REQUEST_TIMEOUT_MS + SLACK_MS);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('a slow but steady upload that finishes in time is read and scanned', async () => {
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    const payload = body.payload as Buffer;
    const headers = body.headers as Record<string, string>;
    const { socket, closed } = rawConnection();
    socket.write(
      `POST /api/resume/upload?skipAi=true HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    // In five pieces 600 ms apart: 3 s in all, longer than the idle bound, no pause as long.
    const piece = Math.ceil(payload.length / 5);
    for (let i = 0; i < 5; i++) {
      await sleep(600);
      socket.write(payload.subarray(i * piece, (i + 1) * piece));
    }
    const { answer } = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('"score"');
  });

  it('JSON nested 300,000 deep, or with 90,000 keys, is refused with a message; the server answers others meanwhile', async () => {
    const deep = `{"username":${'['.repeat(300_000)}${']'.repeat(300_000)},"password":"x"}`;
    const wide = `{${Array.from({ length: 90_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
    for (const body of [deep, wide]) {
      expect(body.length).toBeLessThan(1024 * 1024);
      const started = Date.now();
      const [response, healthMs] = await Promise.all([
        fetch(`http://127.0.0.1:${port}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        }),
        healthy(),
      ]);
      // Bounds against a stall (seconds to minutes), wide enough for a busy machine; the time it
      // takes on an idle one (well under a second) is a benchmark's business, not a test's.
      expect(Date.now() - started).toBeLessThan(STALL_MS);
      expect(healthMs).toBeLessThan(STALL_MS);
      // Past the sign-in route's body limit (route-budgets.ts), so refused before it is parsed.
      expect(response.status).toBe(413);
      const answer = (await response.json()) as { message?: string };
      expect(typeof answer.message).toBe('string');
      expect(answer.message!.length).toBeLessThan(500);
    }
  });
});
