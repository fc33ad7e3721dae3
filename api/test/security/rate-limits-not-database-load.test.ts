// L10 (security review 2026-11-26): with the rate-limit counts in the database, every /api
// request, 404s included, was an upsert before it was handled, so a flood of made-up paths from
// many addresses became write load on the shared database.
import { sql } from 'drizzle-orm';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

describeDb('rate-limit counting is not database load', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: { RATE_LIMIT_STORE: 'database', RATE_LIMIT_PER_MINUTE: '5', LOGIN_RATE_LIMIT_PER_MINUTE: '3' },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const rateLimitRows = async () => {
    const result = await t.app.db.execute(
      sql`SELECT count(*)::int AS rows, coalesce(sum(attempts), 0)::int AS hits FROM attempt_counters WHERE key LIKE 'rl:%'`,
    );
    const rows =
      (result as { rows?: Array<{ rows: number; hits: number }> }).rows ??
      (result as unknown as Array<{ rows: number; hits: number }>);
    return { rows: Number(rows[0]!.rows), hits: Number(rows[0]!.hits) };
  };

  it('a flood of random unknown /api paths and of a cheap route from 40 addresses writes nothing to the database; the cheap route is still limited per address', async () => {
    const before = await rateLimitRows();
    const execute = jest.spyOn(t.app.db, 'execute');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let address = 1; address <= 40; address += 1) {
      const remoteAddress = `192.0.2.${address}`;
      for (let i = 0; i < 4; i += 1) {
        unknown.push(
          (await t.app.inject({ method: 'GET', url: `/api/x${Math.random().toString(36).slice(2)}`, remoteAddress }))
            .statusCode,
        );
      }
      for (let i = 0; i < 8; i += 1) {
        known.push(
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/config?x=${Math.random().toString(36).slice(2)}`,
              remoteAddress,
            })
          ).statusCode,
        );
      }
    }
    const queries = execute.mock.calls.length;
    execute.mockRestore();
    expect(queries).toBe(0);
    expect(await rateLimitRows()).toEqual(before);
    expect(unknown).toEqual(Array(40 * 4).fill(404));
    // Each address: 5 answers, then 429 from this instance's memory.
    expect(known.filter((status) => status === 200)).toHaveLength(40 * 5);
    expect(known.filter((status) => status === 429)).toHaveLength(40 * 3);
  });

  it('the tight route limits are still counted in the database (shared by instances), and past them memory answers', async () => {
    const before = await rateLimitRows();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '198.51.100.90',
        payload: { usernameOrEmail: `nobody${i}`, password: 'wrong-password-1' },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const after = await rateLimitRows();
    expect(after.rows).toBe(before.rows + 1);
    // Three counted in the database; the three refused from memory wrote nothing.
    expect(after.hits).toBe(before.hits + 3);
  });
});
