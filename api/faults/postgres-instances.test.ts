// Two compiled api instances on one throwaway PostgreSQL on loopback, then the faults a busy
// season brings: an instance killed (-9) in a burst of uploads, and PostgreSQL stopped under load.
// Nothing answered 200 may be lost, nothing stored twice, no scan spent for an upload not stored;
// every request gets an answer (503 with a message while the database is away) within 10 s.
import { randomBytes } from 'node:crypto';
import { findPostgresBinaries } from '../test/support/postgres-binaries.cjs';
import {
  removePostgres,
  restartPostgres,
  startThrowawayPostgres,
  stopPostgres,
  type ThrowawayPostgres,
} from '../test/support/throwaway-postgres.cjs';
import {
  buildCompiledServer,
  productionEnv,
  runMigrations,
  type ServerProcess,
  startServerProcess,
  waitFor,
} from '../test/support/server-process';
import { get, idOf, post, register, remainingScans, sleep, storedIds, upload } from './support';

const binDir = findPostgresBinaries();
const describeWithPostgres = binDir ? describe : describe.skip;

describeWithPostgres('two instances on one PostgreSQL, and its faults', () => {
  let postgres: ThrowawayPostgres;
  let build: ReturnType<typeof buildCompiledServer>;
  let env: NodeJS.ProcessEnv;
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    build = buildCompiledServer();
    // Durable: the outage test stops it like a crash and checks what survived.
    postgres = await startThrowawayPostgres(binDir!, { durable: true });
    env = productionEnv({
      DATABASE_URL: postgres.url,
      DATA_DIR: `/tmp/resumebeat-faults-${randomBytes(4).toString('hex')}`,
      JWT_SECRET: randomBytes(32).toString('hex'),
      MIGRATE_ON_START: 'false',
      // Every call of these tests comes from 127.0.0.1: only the limits under test are tight.
      RATE_LIMIT_PER_MINUTE: '100000',
      REGISTER_RATE_LIMIT_PER_MINUTE: '100000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '6',
      UPLOADS_PER_CLIENT: '100',
      UPLOADS_IN_FLIGHT: '100',
      ENGINE_JOBS_PER_CLIENT: '1000',
      ENGINE_QUEUE_MAX: '1000',
      SCAN_FOLLOW_UP_CALLS: '1000',
    });
    runMigrations(build.outDir, env);
    [a, b] = await Promise.all([startServerProcess(build.outDir, env), startServerProcess(build.outDir, env)]);
  }, 180_000);

  afterAll(async () => {
    for (const server of [a, b]) if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    if (postgres) removePostgres(postgres);
    build?.remove();
  });

  it('a burst of 20 uploads for one free account, split across both, succeeds exactly 3 times', async () => {
    const account = await register(a.url, `burst${randomBytes(3).toString('hex')}`);
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => upload([a, b][index % 2]!.url, account.token, `burst-${index}`)),
    );
    const statuses = outcomes.map((outcome) => outcome.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    expect(await storedIds(b.url, account.token)).toHaveLength(3);
  }, 120_000);

  it('failed sign-ins split across both are refused at the same count as on one instance', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      statuses.push(
        (
          await post([a, b][index % 2]!.url, '/api/auth/login', {
            usernameOrEmail: `nobody${index}`,
            password: 'wrong-password-1',
          })
        ).status,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  }, 60_000);

  it('a session and a scan stream work through either instance', async () => {
    const account = await register(b.url, `session${randomBytes(3).toString('hex')}`);
    expect((await get(a.url, '/api/auth/me', account.token)).status).toBe(200);
    const uploaded = await upload(a.url, account.token, 'stream');
    expect(uploaded.status).toBe(200);
    const { scanTicket, content } = JSON.parse(uploaded.body) as { scanTicket: string; content: string };
    const streamed = await post(
      b.url,
      '/api/resume/stream-analysis',
      { scanTicket, content },
      { token: account.token },
    );
    expect(streamed.status).toBe(200);
    expect(streamed.body).toMatch(/event: final\ndata: \{"score":\d+/);
  }, 60_000);

  it('kill -9 of one instance in a burst of uploads: the other keeps answering; every 200 is stored once, and no scan is spent for an upload not stored', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 6 }, (_, index) => register(b.url, `kill${index}${randomBytes(3).toString('hex')}`)),
    );
    // Four tries per account (the fourth meets the limit), alternating between the instances.
    const burst = accounts.flatMap((account, accountIndex) =>
      Array.from({ length: 4 }, (_, attempt) => ({
        account,
        server: [a, b][(accountIndex + attempt) % 2]!,
        label: `kill-${accountIndex}-${attempt}`,
      })),
    );
    const pending = burst.map(async (item) => ({
      ...item,
      outcome: await upload(item.server.url, item.account.token, item.label),
    }));
    await sleep(150);
    a.child.kill('SIGKILL');
    const outcomes = await Promise.all(pending);
    await a.exited;

    const fromSurvivor = outcomes.filter((item) => item.server === b);
    expect(fromSurvivor.every((item) => item.outcome.status === 200 || item.outcome.status === 429)).toBe(true);
    expect((await get(b.url, '/api/health/ready')).status).toBe(200);

    a = await startServerProcess(build.outDir, env);
    for (const account of accounts) {
      const answered = outcomes
        .filter((item) => item.account === account && item.outcome.status === 200)
        .map((item) => idOf(item.outcome));
      const stored = await storedIds(a.url, account.token);
      expect(new Set(stored).size).toBe(stored.length);
      for (const id of answered) expect(stored).toContain(id);
      // A scan is spent only for an upload that was stored (an answer lost with the killed
      // instance may still have been stored, and then it was counted).
      expect(3 - (await remainingScans(a.url, account.token))).toBe(stored.length);
    }
  }, 180_000);

  it('PostgreSQL stopped under load: 503 with a message within 10 s, no crash; back, requests succeed within 10 s with no restart', async () => {
    const account = await register(a.url, `outage${randomBytes(3).toString('hex')}`);
    stopPostgres(postgres);
    // Five rounds of an authenticated read, an upload and the usage card, on each instance at once.
    const during = await Promise.all(
      [a, b].flatMap((server) =>
        Array.from({ length: 5 }, (_, round) => [
          get(server.url, '/api/auth/me', account.token),
          upload(server.url, account.token, `outage-${server.port}-${round}`),
          get(server.url, '/api/resume/usage-status', account.token),
        ]).flat(),
      ),
    );
    for (const outcome of during) {
      expect(outcome.status).toBe(503);
      expect(outcome.ms).toBeLessThan(10_000);
      expect((JSON.parse(outcome.body) as { message: string }).message.length).toBeGreaterThan(10);
    }
    expect((await get(a.url, '/api/health/ready')).status).toBe(503);
    expect((await get(b.url, '/api/health/live')).status).toBe(200);

    restartPostgres(postgres);
    for (const server of [a, b]) {
      expect(await waitFor(`${server.url}/api/health/ready`, 200, 10_000)).toBeLessThan(10_000);
      expect((await get(server.url, '/api/auth/me', account.token)).status).toBe(200);
    }
    expect(a.child.exitCode).toBeNull();
    expect(b.child.exitCode).toBeNull();
    expect(`${a.output()}${b.output()}`).not.toMatch(/"level":60/);
  }, 120_000);
});
