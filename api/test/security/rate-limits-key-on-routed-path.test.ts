// H1 (security review 2026-11-23): every per-IP limit could be skipped by sending the request
// target in absolute form (`POST http://x/api/auth/login`): the allow-list read the raw URL.
// Real HTTP here: light-my-request normalises the target, a socket does not.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

function send(port: number, target: string, body: unknown): Promise<{ status: number; body: string }> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: target,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

describeDb('rate limits key on the routed path, whatever the form of the request target', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    t = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3', SUPPORT_RATE_LIMIT_PER_10_MINUTES: '2' } });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const login = { usernameOrEmail: 'nobody-h1', password: 'whatever1' };

  it('an absolute-form target is refused with a message and never reaches the login route', async () => {
    const answers = [];
    for (let i = 0; i < 6; i += 1) answers.push(await send(port, `http://x/api/auth/login`, login));
    expect(answers.map((answer) => answer.status)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(JSON.parse(answers[0]!.body)).toEqual({
      message: 'The request target must be a path, such as /api/health.',
    });
  });

  it('login attempts are throttled after LOGIN_RATE_LIMIT_PER_MINUTE whatever the spelling of the path', async () => {
    const statuses = [];
    for (const target of [
      '/api/auth/login',
      '/api/auth/login/',
      '/api/auth/login?x=1',
      '/api/auth/login/',
      '/api/auth/login',
    ]) {
      statuses.push((await send(port, target, login)).status);
    }
    // ignoreTrailingSlash routes '/api/auth/login/' to the same route: it counts the same.
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('support messages in absolute form cannot skip the support limit', async () => {
    const message = { email: 'a@b.co', message: 'hello there 12345' };
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await send(port, i % 2 ? 'http://x/api/support/contact' : '/api/support/contact', message)).status,
      );
    }
    expect(statuses).toEqual([201, 400, 201, 400]);
    expect((await send(port, '/api/support/contact', message)).status).toBe(429);
  });
});
