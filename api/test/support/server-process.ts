// The api as production runs it, for tests that need real processes (the compiled server, several
// instances, faults): built once by api/scripts/build.mjs into a folder of the test's own, then
// started with plain node, each on a free loopback port.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { API_DIR } from '../../src/config';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `url` answers `status`; throws after `deadlineMs`. */
export async function waitFor(url: string, status: number, deadlineMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < deadlineMs) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (answered === status) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer ${status} within ${deadlineMs} ms`);
}

/** Builds the api into api/dist-test-<random> (removed by the returned function). */
export function buildCompiledServer(): { outDir: string; remove: () => void } {
  const outDir = path.join(API_DIR, `dist-test-${randomBytes(4).toString('hex')}`);
  execFileSync(process.execPath, [path.join(API_DIR, 'scripts/build.mjs'), '--outdir', outDir], { stdio: 'pipe' });
  return { outDir, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

/** The environment of a production instance; `extra` adds DATA_DIR, DATABASE_URL and the rest. */
export function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    STATIC_ROOT: path.join(os.tmpdir(), 'resumebeat-no-static-root'),
    // Production refuses to start without it (review L6).
    PUBLIC_ORIGIN: 'https://resumebeat.test',
    // Production names its payment provider (review H7); these servers sell nothing.
    PAYMENT_PROVIDER: 'none',
    NODE_OPTIONS: '',
    ...extra,
  };
}

/** Runs the compiled migrate entry; returns what it printed. */
export function runMigrations(outDir: string, env: NodeJS.ProcessEnv): string {
  return execFileSync(process.execPath, [path.join(outDir, 'migrate.mjs')], { env, encoding: 'utf8' });
}

export interface ServerProcess {
  port: number;
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `server.mjs` from `outDir` on `port` (a free one by default) and waits until it is ready. */
export async function startServerProcess(
  outDir: string,
  env: NodeJS.ProcessEnv,
  options: { port?: number; readyTimeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const child = spawn(process.execPath, [path.join(outDir, 'server.mjs')], {
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = `http://127.0.0.1:${port}`;
  try {
    await Promise.race([
      waitFor(`${url}/api/health/ready`, 200, options.readyTimeoutMs ?? 60_000),
      exited.then(({ code, signal }) => {
        throw new Error(`the server exited (${signal ?? code}) before it was ready:\n${printed}`);
      }),
    ]);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { port, url, child, output: () => printed, exited };
}
