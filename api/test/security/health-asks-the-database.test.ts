// H6 (security review 2026-11-23): when the embedded database's thread died, every database
// route answered 500 for good while GET /api/health still said 200 'ok'.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { HealthResponseSchema, UsageStatusSchema } from '@resumebeat/shared-contract';
import { PGliteThread } from '../../src/db/pglite-thread';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../../src/plugins/app/errors';
import {
  createTestDatabase,
  describeDb,
  expectContract,
  newAccount,
  startTestApp,
  TEST_DB,
  type TestApp,
  type TestDatabase,
} from '../support/test-app';

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await sleep(50);
  }
  throw new Error(`not within ${timeoutMs} ms`);
}

describeDb('the health check asks the database', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('answers 200 ok after a real query', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(expectContract(HealthResponseSchema, response)).toMatchObject({ status: 'ok', database: TEST_DB });
  });
});

(TEST_DB === 'pglite' ? describe : describe.skip)('the embedded database thread dies', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('health says 503 while it is down, requests get 503 with a message, then it is replaced and nothing committed is lost', async () => {
    const account = newAccount();
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account })).statusCode).toBe(201);
    const thread = t.app.database.embeddedThread;
    expect(thread).toBeDefined();

    await thread!.kill();
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(expectContract(HealthResponseSchema, health)).toMatchObject({
      status: 'unavailable',
      message: 'The database is not answering.',
    });
    const during = await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: '192.0.2.60' });
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ message: DATABASE_UNAVAILABLE_MESSAGE });

    await waitFor(async () => (await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200, 10_000);
    expect(thread!.restarts).toBe(1);
    expectContract(
      UsageStatusSchema,
      await t.app.inject({ method: 'GET', url: '/api/resume/usage-status', remoteAddress: '192.0.2.60' }),
    );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: account.username, password: account.password },
    });
    expect(login.statusCode).toBe(200);
  });
});

(TEST_DB === 'pglite' ? describe : describe.skip)('a wedged database thread', () => {
  let database: TestDatabase;
  let thread: PGliteThread;

  beforeAll(async () => {
    database = await createTestDatabase();
    thread = await PGliteThread.open(path.join(database.env.DATA_DIR!, 'pglite'), { statementTimeoutMs: 1_000 });
  }, 60_000);
  afterAll(async () => {
    await thread.close();
    await database.dispose();
  });

  it('a statement that never answers fails after the statement timeout and the thread is replaced', async () => {
    const started = Date.now();
    await expect(thread.query('SELECT pg_sleep(30)')).rejects.toThrow(/did not answer a statement within 1000 ms/);
    expect(Date.now() - started).toBeLessThan(5_000);
    await waitFor(async () => thread.state === 'ready', 10_000);
    await expect(thread.query<{ two: number }>('SELECT 2 AS two')).resolves.toMatchObject({ rows: [{ two: 2 }] });
  });
});
