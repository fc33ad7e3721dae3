// Review note (2026-11-26): nothing stopped two processes from opening one DATA_DIR/pglite, and
// two PGlite processes writing the same files corrupt them. Now the second is refused at start
// with a message, and a lock left by a process that was killed is taken over.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  buildCompiledServer,
  freePort,
  productionEnv,
  type ServerProcess,
  startServerProcess,
} from '../support/server-process';
import { createTestDatabase, TEST_DB, type TestDatabase } from '../support/test-app';

/** Starts server.mjs and waits for it to exit (it should); resolves with its code and output. */
function runToExit(
  outDir: string,
  env: NodeJS.ProcessEnv,
  port: number,
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(outDir, 'server.mjs')], {
      env: { ...env, PORT: String(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the second process was still running after ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

(TEST_DB === 'pglite' ? describe : describe.skip)('embedded database lock: one process per DATA_DIR', () => {
  let database: TestDatabase;
  let build: ReturnType<typeof buildCompiledServer>;
  const servers: ServerProcess[] = [];

  beforeAll(() => {
    build = buildCompiledServer();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers)
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await database?.dispose();
    build?.remove();
  });

  it('a second process on the same DATA_DIR exits non-zero with a message; after the first is killed (SIGKILL) a new one starts', async () => {
    database = await createTestDatabase();
    const env = productionEnv({ ...database.env, JWT_SECRET: randomBytes(32).toString('hex') });
    const first = await startServerProcess(build.outDir, env);
    servers.push(first);
    const lockFile = path.join(database.env.DATA_DIR!, 'pglite.lock');
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(first.child.pid));

    const second = await runToExit(build.outDir, env, await freePort(), 25_000);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`is already in use by another process (pid ${first.child.pid})`);
    // The first one still serves.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    first.child.kill('SIGKILL');
    await first.exited;
    // The dead process's lock is still there, and is taken over.
    expect(existsSync(lockFile)).toBe(true);
    const third = await startServerProcess(build.outDir, env);
    servers.push(third);
    expect(readFileSync(lockFile, 'utf8').trim()).toBe(String(third.child.pid));
    expect((await fetch(`${third.url}/api/health`)).status).toBe(200);
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 90_000);
});
