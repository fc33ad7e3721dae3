// The production start, as `npm run serve` runs it: the api compiled to JavaScript (api/scripts/
// build.mjs), migrations applied once by the migrate entry, then the server in its own process
// with MIGRATE_ON_START=false. It reads a PDF through its engine worker (compiled tasks, no
// TypeScript loader), and on SIGTERM it finishes an upload still arriving before it exits.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import { API_DIR } from '../../src/config';
import { corpusBytes, TEXT_RESUME } from '../support/resume-files';
import { createTestDatabase, describeDb, type TestDatabase } from '../support/test-app';

const OUT_DIR = path.join(API_DIR, `dist-test-${randomBytes(4).toString('hex')}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, status: number, deadlineMs: number): Promise<void> {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    const answered = await fetch(url).then((response) => response.status, () => 0);
    if (answered === status) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer ${status} within ${deadlineMs} ms`);
}

/**
 * A multipart upload whose body arrives in pieces over `spreadMs`. `onStarted` runs once the
 * connection is up and two pieces (headers and the start of the body) have been sent, so the
 * server has seen the request before it is told to stop.
 */
function slowUpload(port: number, text: string, spreadMs: number, onStarted: () => void): Promise<{ status: number; body: string }> {
  const boundary = `----slow${randomBytes(6).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.txt"\r\nContent-Type: text/plain\r\n\r\n`;
  const body = Buffer.from(`${head}${text}\r\n--${boundary}--\r\n`);
  const pieces = 6;
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port, method: 'POST', path: '/api/resume/upload?skipAi=true', headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': body.length } },
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
  let server: ChildProcess | undefined;
  let port: number;
  let exited: Promise<number | null>;
  let output = '';

  beforeAll(async () => {
    execFileSync(process.execPath, [path.join(API_DIR, 'scripts/build.mjs'), '--outdir', OUT_DIR], { stdio: 'pipe' });
    database = await createTestDatabase();
    port = await freePort();
    const env = {
      ...process.env,
      ...database.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      JWT_SECRET: randomBytes(32).toString('hex'),
      MIGRATE_ON_START: 'false',
      SHUTDOWN_DRAIN_MS: '15000',
      STATIC_ROOT: path.join(os.tmpdir(), 'resumebeat-no-static-root'),
      NODE_OPTIONS: '',
    };
    const migrated = execFileSync(process.execPath, [path.join(OUT_DIR, 'migrate.mjs')], { env, encoding: 'utf8' });
    expect(migrated).toMatch(/^Applied \d+ migration\(s\) to .*0001_initial/);
    server = spawn(process.execPath, [path.join(OUT_DIR, 'server.mjs')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    exited = new Promise((resolve) => server!.once('exit', (code) => resolve(code)));
    await waitFor(`http://127.0.0.1:${port}/api/health/ready`, 200, 45_000);
  }, 90_000);

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await database?.dispose();
    rmSync(OUT_DIR, { recursive: true, force: true });
  });

  it('reads a corpus PDF through its engine worker', async () => {
    const form = new FormData();
    form.append('file', new Blob([corpusBytes('resumes/john_doe.pdf')], { type: 'application/pdf' }), 'john_doe.pdf');
    const response = await fetch(`http://127.0.0.1:${port}/api/resume/upload?skipAi=true`, { method: 'POST', body: form });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { content: string; aiAnalysis: { score: number } };
    expect(body.content).toContain('JOHN DOE');
    expect(body.aiAnalysis.score).toBeGreaterThan(0);
  }, 60_000);

  it('on SIGTERM: an upload still arriving is answered 200, new connections are refused, and the process exits 0', async () => {
    const upload = slowUpload(port, `${TEXT_RESUME}\nSent slowly.`, 1_500, () => server!.kill('SIGTERM'));
    const answered = await upload;
    expect(answered.status).toBe(200);
    expect(answered.body).toContain('Sent slowly.');
    await expect(fetch(`http://127.0.0.1:${port}/api/health/live`)).rejects.toThrow();
    expect(await exited).toBe(0);
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 60_000);
});
