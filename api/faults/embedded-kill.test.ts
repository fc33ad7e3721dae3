// The embedded database (PGlite, npm start's default) killed mid-write: kill -9 of the server in a
// burst of uploads, then a start on the same data folder. It starts, and every upload that was
// answered 200 is there, once.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import {
  buildCompiledServer,
  freePort,
  productionEnv,
  type ServerProcess,
  startServerProcess,
} from '../test/support/server-process';
import { idOf, register, remainingScans, sleep, storedIds, upload } from './support';

describe('the embedded database killed during uploads', () => {
  let build: ReturnType<typeof buildCompiledServer>;
  let dataDir: string;
  let server: ServerProcess | undefined;

  beforeAll(() => {
    build = buildCompiledServer();
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'resumebeat-faults-pglite-'));
  });
  afterAll(() => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    build?.remove();
  });

  it('starts again on the same folder with every answered upload stored once', async () => {
    const port = await freePort();
    const env = productionEnv({
      DATA_DIR: dataDir,
      RATE_LIMIT_PER_MINUTE: '100000',
      REGISTER_RATE_LIMIT_PER_MINUTE: '100000',
      UPLOADS_PER_CLIENT: '100',
      UPLOADS_IN_FLIGHT: '100',
      ENGINE_JOBS_PER_CLIENT: '1000',
      ENGINE_QUEUE_MAX: '1000',
    });
    server = await startServerProcess(build.outDir, env, { port, readyTimeoutMs: 120_000 });
    const accounts = await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        register(server!.url, `embedded${index}${randomBytes(3).toString('hex')}`),
      ),
    );
    const first = server;
    const pending = accounts.flatMap((account, accountIndex) =>
      Array.from({ length: 3 }, async (_, attempt) => ({
        account,
        outcome: await upload(first.url, account.token, `embedded-${accountIndex}-${attempt}`),
      })),
    );
    await sleep(300);
    first.child.kill('SIGKILL');
    const outcomes = await Promise.all(pending);
    await first.exited;

    server = await startServerProcess(build.outDir, env, { port, readyTimeoutMs: 120_000 });
    for (const account of accounts) {
      const answered = outcomes
        .filter((item) => item.account === account && item.outcome.status === 200)
        .map((item) => idOf(item.outcome));
      const stored = await storedIds(server.url, account.token);
      expect(new Set(stored).size).toBe(stored.length);
      for (const id of answered) expect(stored).toContain(id);
      expect(3 - (await remainingScans(server.url, account.token))).toBe(stored.length);
    }
  }, 300_000);
});
