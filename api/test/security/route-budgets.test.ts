// The guard against the next C2 (security review 2026-11-26: one route built a Word file on the
// event loop and froze the api). Every route the app registers must have an entry in
// src/routes/route-budgets.ts saying where its work runs ('engine pool', 'database' or 'event
// loop (bounded: ...)') and how large a body it reads; the route list comes from the app itself.
import { buildApp } from '../../src/app';
import { ROUTE_BUDGETS, routeBudgetProblems } from '../../src/routes/route-budgets';
import { createTestDatabase, describeDb, startTestApp, testConfig, type TestApp } from '../support/test-app';

describeDb('Route budgets: every route says where its work runs and what it reads', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('every registered route has an entry and an explicit body limit that fits it, and every entry a route', () => {
    expect(t.app.registeredRoutes.length).toBeGreaterThan(50);
    expect(routeBudgetProblems(t.app.registeredRoutes)).toEqual([]);
  });

  it('the work of every route that reads or scores a resume runs in the engine pool', () => {
    for (const key of [
      'POST /api/resume/upload',
      'POST /api/resume/rescore',
      'POST /api/resume/export-docx',
      'POST /api/resume/extract-text',
      'POST /api/cover-letter/generate',
    ]) {
      expect(ROUTE_BUDGETS[key]?.work).toBe('engine pool');
    }
  });

  it('the limits are applied: 20 KB to sign-in is 413, a GET reads no body', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail: 'a', password: 'x'.repeat(20_000) },
    });
    expect(login.statusCode).toBe(413);
    expect(login.json().message).toMatch(/too large/i);
    const me = t.app.registeredRoutes.find((route) => route.method === 'GET' && route.url === '/api/auth/me');
    expect(me?.bodyLimit).toBeLessThanOrEqual(1024);
  });

  it('a route added without an entry fails the check, naming the route', async () => {
    const database = await createTestDatabase();
    const app = await buildApp(testConfig(database.env), { logger: false });
    app.post('/api/resume/new-thing', async () => ({ ok: true }));
    await app.ready();
    try {
      expect(routeBudgetProblems(app.registeredRoutes)).toEqual([
        'POST /api/resume/new-thing has no entry in ROUTE_BUDGETS (src/routes/route-budgets.ts): say where its work runs and its body limit',
      ]);
    } finally {
      await app.close();
      await database.dispose();
    }
  });
});
