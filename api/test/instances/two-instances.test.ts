// Two api instances on one database, as behind a load balancer: every limit and every session
// holds across them. Each instance is a whole app with its own connection pool (on PostgreSQL)
// and its own memory; only the database is shared. On PGlite the two share the embedded database
// object (one process owns its files), which still proves no limit lives in an instance's memory.
import {
  AuthResponseSchema,
  ErrorResponseSchema,
  StreamFinalEventSchema,
  UsageStatusSchema,
} from '@resumebeat/shared-contract';
import { multipart, parseEvents, TEXT_RESUME } from '../support/resume-files';
import {
  bearer,
  createTestDatabase,
  describeDb,
  expectContract,
  newAccount,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../support/test-app';

const SHARED_SECRET = 'two-instances-share-one-jwt-secret-of-48-characters';

describeDb('two instances on one database', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    database = await createTestDatabase();
    const env = {
      JWT_SECRET: SHARED_SECRET,
      RATE_LIMIT_STORE: 'database',
      LOGIN_RATE_LIMIT_PER_MINUTE: '6',
      ACCOUNT_LOGIN_FAILURES_PER_15_MINUTES: '4',
    };
    a = await startTestApp({ database, env });
    // On PGlite the second app reuses the first one's open database (it owns the files).
    b =
      database.kind === 'postgres'
        ? await startTestApp({ database, env })
        : await startTestApp({ database, env, openDatabase: a.app.database });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await database?.dispose();
  });

  const instances = () => [a, b];

  it('a burst of 20 uploads for one free account, split across both, succeeds exactly 3 times', async () => {
    const registered = expectContract(
      AuthResponseSchema,
      await a.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
    );
    const uploads = Array.from({ length: 20 }, async (_, index) => {
      const body = await multipart(
        { fileName: `cv-${index}.txt`, data: `${TEXT_RESUME}\nUpload ${index}`, type: 'text/plain' },
        { industry: 'General' },
      );
      const instance = instances()[index % 2]!;
      return instance.app.inject({
        method: 'POST',
        url: '/api/resume/upload?skipAi=true',
        headers: { ...bearer(registered.token), ...body.headers },
        payload: body.payload,
      });
    });
    const statuses = (await Promise.all(uploads)).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(3);
    expect(statuses.filter((status) => status !== 200).every((status) => status === 429)).toBe(true);
    for (const instance of instances()) {
      const usage = expectContract(
        UsageStatusSchema,
        await instance.app.inject({
          method: 'GET',
          url: '/api/resume/usage-status',
          headers: bearer(registered.token),
        }),
      );
      expect(usage.remainingScans).toBe(0);
    }
    const stored = await b.app.inject({
      method: 'GET',
      url: '/api/resume/my-resumes',
      headers: bearer(registered.token),
    });
    expect(stored.json()).toHaveLength(3);
  });

  it('failed sign-ins from one IP, split across both, are refused at the same count as on one instance', async () => {
    const attempt = (index: number) =>
      instances()[index % 2]!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '192.0.2.77',
        payload: { usernameOrEmail: `nobody${index}`, password: 'wrong-password-1' },
      });
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) statuses.push((await attempt(index)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
  });

  it("one account's failed passwords from one address, split across both, lock it there at the same count as on one instance", async () => {
    const account = newAccount();
    await a.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const statuses: number[] = [];
    for (let index = 0; index < 5; index += 1) {
      const response = await instances()[index % 2]!.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.10',
        payload: { usernameOrEmail: account.username, password: 'not-the-password-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(429);
    const owner = await b.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.21',
      payload: { usernameOrEmail: account.username, password: account.password },
    });
    expect(owner.statusCode).toBe(200);
  });

  it('a session started on one instance works on the other, and logging out on one ends it on both', async () => {
    const registered = expectContract(
      AuthResponseSchema,
      await a.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
    );
    expect(
      (await b.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(registered.token) })).statusCode,
    ).toBe(200);
    const refreshed = await b.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: bearer(registered.token),
    });
    expect(refreshed.statusCode).toBe(200);
    expect(
      (await b.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(registered.token) })).statusCode,
    ).toBeLessThan(300);
    const after = await a.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(registered.token) });
    expect(after.statusCode).toBe(401);
    expectContract(ErrorResponseSchema, after);
  });

  it('a scan uploaded through one instance streams its analysis through the other', async () => {
    const body = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'General' },
    );
    const uploaded = await a.app.inject({
      method: 'POST',
      url: '/api/resume/upload?skipAi=true',
      remoteAddress: '203.0.113.80',
      ...body,
    });
    expect(uploaded.statusCode).toBe(200);
    const { scanTicket, content } = uploaded.json() as { scanTicket: string; content: string };
    const streamed = await b.app.inject({
      method: 'POST',
      url: '/api/resume/stream-analysis',
      remoteAddress: '203.0.113.80',
      payload: { scanTicket, content },
    });
    expect(streamed.statusCode).toBe(200);
    const final = parseEvents(streamed.body).at(-1)!;
    expect(final.event).toBe('final');
    expect(StreamFinalEventSchema.parse(JSON.parse(final.data)).score).toBeGreaterThan(0);
  });
});
