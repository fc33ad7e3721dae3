// The production start, as `npm run serve` runs it: the api compiled to JavaScript (api/scripts/
// build.mjs), migrations applied once by the migrate entry, then the server in its own process
// with MIGRATE_ON_START=false. It reads a PDF through its engine worker (compiled tasks, no
// TypeScript loader), and on SIGTERM it finishes an upload still arriving before it exits.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { fixtureBytes, TEXT_RESUME } from '../support/resume-files';
import {
  buildCompiledServer,
  productionEnv,
  runMigrations,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';
import { createTestDatabase, describeDb, type TestDatabase } from '../support/test-app';

/**
 * A multipart upload whose body arrives in pieces over `spreadMs`. `onStarted` runs once the
 * connection is up and two pieces (headers and the start of the body) have been sent, so the
 * server has seen the request before it is told to stop.
 */
function slowUpload(
  port: number,
  text: string,
  spreadMs: number,
  onStarted: () => void,
): Promise<{ status: number; body: string }> {
  const boundary = `----slow${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const body = Buffer.from(`${head}${text}\r\n--${boundary}--\r\n`);
  const pieces = 6;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/resume/upload?skipAi=true',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length },
      },
      (response) => {
        let answer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (answer += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: answer }));
      },
    );
    request.on('error', reject);
    const size = Math.ceil(body.length / pieces);
    let sent = 0;
    const sendNext = () => {
      request.write(body.subarray(sent * size, (sent + 1) * size));
      sent += 1;
      if (sent === 2) onStarted();
      if (sent < pieces) setTimeout(sendNext, spreadMs / pieces);
      else request.end();
    };
    request.once('socket', (socket) => (socket.connecting ? socket.once('connect', sendNext) : sendNext()));
  });
}

describeDb('the compiled server (npm run serve)', () => {
  let database: TestDatabase;
  let build: ReturnType<typeof buildCompiledServer>;
  let server: ServerProcess;

  beforeAll(async () => {
    build = buildCompiledServer();
    database = await createTestDatabase();
    const env = productionEnv({
      ...database.env,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MIGRATE_ON_START: 'false',
      SHUTDOWN_DRAIN_MS: '15000',
    });
    expect(runMigrations(build.outDir, env)).toMatch(/^Applied \d+ migration\(s\) to .*0001_initial/);
    server = await startServerProcess(build.outDir, env);
  }, 90_000);

  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await database?.dispose();
    build?.remove();
  });

  it('reads a PDF through its engine worker', async () => {
    const form = new FormData();
    form.append('file', new Blob([fixtureBytes('resumes/john_doe.pdf')], { type: 'application/pdf' }), 'john_doe.pdf');
    const response = await fetch(`${server.url}/api/resume/upload?skipAi=true`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { content: string; aiAnalysis: { score: number } };
    expect(body.content).toContain('JOHN DOE');
    expect(body.aiAnalysis.score).toBeGreaterThan(0);
  }, 60_000);

  it('on SIGTERM: an upload still arriving is answered 200, new connections are refused, and the process exits 0', async () => {
    const answered = await slowUpload(server.port, `${TEXT_RESUME}\nSent slowly.`, 1_500, () =>
      server.child.kill('SIGTERM'),
    );
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('Sent slowly.');
    await expect(fetch(`${server.url}/api/health/live`)).rejects.toThrow();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    expect(server.output()).not.toMatch(/"level":(50|60)/);
  }, 60_000);
});
