// Failed sign-ins, registrations and reset requests are limited per key within any window of time,
// not within windows aligned to the clock. With quarter-hour windows a guesser could spend the
// whole limit a second before 10:15 and again a second after it: twice the limit in two seconds.
// These tests drive the counters with a set clock against the real database.
import { createAttemptCounters, LONGEST_WINDOW_MS } from '../../src/plugins/app/attempt-counters';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

const MINUTE = 60 * 1000;
const QUARTER_HOUR = 15 * MINUTE;
/** A quarter-hour boundary: 2026-11-27 10:15:00 UTC. */
const BOUNDARY = Date.UTC(2026, 10, 27, 10, 15);

describeDb('attempt limits slide with time instead of resetting on the clock', () => {
  let t: TestApp;
  let clock = BOUNDARY;
  const counters = (windowMs = QUARTER_HOUR) => createAttemptCounters({ db: t.app.db, windowMs, now: () => clock });
  let keys = 0;
  const newKey = () => `test:slide:${(keys += 1)}`;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('the limit spent just before a quarter-hour is still spent just after it', async () => {
    const attempts = counters();
    const rule = { key: newKey(), max: 5 };
    clock = BOUNDARY - 2000;
    for (let i = 0; i < 5; i += 1) {
      expect(await attempts.retryAfterMs([rule])).toBe(0);
      await attempts.hit([rule.key]);
    }
    clock = BOUNDARY + 2000;
    const wait = await attempts.retryAfterMs([rule]);
    // Allowed again when the first of the five is 15 minutes old: 15 minutes after it, not at 10:15.
    expect(wait).toBe(QUARTER_HOUR - 4000);
  });

  it('the wait it gives is exact: refused a second before it ends, allowed when it ends', async () => {
    const attempts = counters();
    const rule = { key: newKey(), max: 3 };
    const first = BOUNDARY + 7 * MINUTE;
    for (const at of [first, first + MINUTE, first + 2 * MINUTE]) {
      clock = at;
      await attempts.hit([rule.key]);
    }
    clock = first + 5 * MINUTE;
    const wait = await attempts.retryAfterMs([rule]);
    expect(wait).toBe(10 * MINUTE);
    clock += wait - 1000;
    expect(await attempts.retryAfterMs([rule])).toBe(1000);
    clock += 1000;
    expect(await attempts.retryAfterMs([rule])).toBe(0);
    // One slot freed, one used: refused again until the second attempt is 15 minutes old.
    await attempts.hit([rule.key]);
    expect(await attempts.retryAfterMs([rule])).toBe(MINUTE);
  });

  it('attempts in the same millisecond all count', async () => {
    const attempts = counters();
    const rule = { key: newKey(), max: 2 };
    clock = BOUNDARY + 30 * MINUTE;
    await Promise.all([attempts.hit([rule.key]), attempts.hit([rule.key])]);
    expect(await attempts.retryAfterMs([rule])).toBe(QUARTER_HOUR);
  });

  it('with several rules, the wait is until every rule allows an attempt', async () => {
    const attempts = counters();
    const soon = { key: newKey(), max: 1 };
    const later = { key: newKey(), max: 1 };
    clock = BOUNDARY + 40 * MINUTE;
    await attempts.hit([soon.key]);
    clock += 5 * MINUTE;
    await attempts.hit([later.key]);
    expect(await attempts.retryAfterMs([soon, later])).toBe(QUARTER_HOUR);
    await attempts.clear(later.key);
    expect(await attempts.retryAfterMs([soon, later])).toBe(10 * MINUTE);
  });

  it("one counter's clearing of old rows never removes rows another counter still counts", async () => {
    const hourly = counters(LONGEST_WINDOW_MS);
    const quarterly = counters(QUARTER_HOUR);
    const reset = { key: newKey(), max: 1 };
    clock = BOUNDARY + 2 * LONGEST_WINDOW_MS;
    await hourly.hit([reset.key]);
    // Half an hour later the quarter-hour counters write enough to clear their old rows.
    clock += 30 * MINUTE;
    for (let i = 0; i < 100; i += 1) await quarterly.hit([newKey()]);
    expect(await hourly.retryAfterMs([reset])).toBe(30 * MINUTE);
  });

  it('rows older than the longest window are cleared as new ones are written', async () => {
    const attempts = counters();
    const old = newKey();
    clock = BOUNDARY + 5 * LONGEST_WINDOW_MS;
    await attempts.hit([old]);
    clock += LONGEST_WINDOW_MS + MINUTE;
    for (let i = 0; i < 100; i += 1) await attempts.hit([newKey()]);
    const rows = await t.app.db.query.attemptCounters.findMany({ where: (row, { eq }) => eq(row.key, old) });
    expect(rows).toEqual([]);
  });

  it('refuses a window longer than the rows are kept', () => {
    expect(() => counters(LONGEST_WINDOW_MS + 1)).toThrow(/would lose counts/);
  });
});
