// M8 (security review 2026-11-23): nothing bounded how many uploads were read at once; each
// buffers up to 10 MB, so 200 parallel uploads took gigabytes. Now a gate is taken before the
// body is read: UPLOADS_IN_FLIGHT for the process (503 past it) and UPLOADS_PER_CLIENT for one
// address (429 past it), given back when the answer is sent or the connection closes.
import { ErrorResponseSchema } from '@resumebeat/shared-contract';
import { request as httpRequest, type ClientRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { UPLOAD_GATE_MESSAGES } from '../../src/lib/upload-gate';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

describeDb('uploads read at once are bounded, per process and per client', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({ env: { UPLOADS_IN_FLIGHT: '3', UPLOADS_PER_CLIENT: '2', TRUST_PROXY: 'true' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  /** An upload whose body arrives slowly: its headers and a first piece, then nothing. */
  const slowUpload = (from: string): ClientRequest => {
    const request = httpRequest({
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
    request.on('error', () => undefined);
    request.write(
      '--slow\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\nJane',
    );
    return request;
  };

  const upload = async (from: string) => {
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    const response = await fetch(`http://127.0.0.1:${port}/api/resume/upload?skipAi=true`, {
      method: 'POST',
      headers: { ...(body.headers as Record<string, string>), 'x-forwarded-for': from },
      body: body.payload as Buffer,
    });
    return {
      status: response.status,
      retryAfter: response.headers.get('retry-after'),
      message: ErrorResponseSchema.safeParse(await response.json()).data?.message,
    };
  };

  const gateActive = async (count: number) => {
    for (let i = 0; i < 100 && t.app.uploadGate.stats().active !== count; i++) await sleep(20);
    expect(t.app.uploadGate.stats().active).toBe(count);
  };

  it('a third upload from one address while two are being read is refused with 429 before its body is read', async () => {
    const held = [slowUpload('198.51.100.1'), slowUpload('198.51.100.1')];
    await gateActive(2);
    const third = await upload('198.51.100.1');
    expect(third.status).toBe(429);
    expect(third.message).toBe(UPLOAD_GATE_MESSAGES.perClient);
    held.forEach((request) => request.destroy());
    await gateActive(0);
  });

  it('past the process bound every address gets 503 with Retry-After; closed connections give their places back', async () => {
    const held = [slowUpload('198.51.100.10'), slowUpload('198.51.100.11'), slowUpload('198.51.100.12')];
    await gateActive(3);
    const refused = await upload('198.51.100.13');
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('5');
    expect(refused.message).toBe(UPLOAD_GATE_MESSAGES.busy);
    held.forEach((request) => request.destroy());
    await gateActive(0);
    expect((await upload('198.51.100.13')).status).toBe(200);
    await gateActive(0);
  });
});
