// M5 (security review 2026-11-23): a failed query logged its SQL parameters: the argon2 hash of a
// registration, resume text, support messages.
import { sql } from 'drizzle-orm';
import { serializeErrorForLog } from '../../src/lib/log-safe-error';
import { describeDb, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('database errors never log parameters, hashes or personal data', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ captureLogs: true });
    // A constraint only this test's username breaks: the insert fails after the password is hashed.
    await t.app.db.execute(sql`ALTER TABLE users ADD CONSTRAINT m5_refuse_one_name CHECK (username <> 'leaky_user')`);
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('a failed registration insert answers a generic 500 and logs its code, not its values', async () => {
    const account = newAccount({
      username: 'leaky_user',
      email: 'leaky.person@example.com',
      password: 'Sup3r secret phrase',
    });
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Internal server error' });

    const logged = t.logs.join('\n');
    expect(logged).toContain('23514');
    expect(logged).toContain('Database query failed (statement and parameters withheld from the log)');
    expect(logged).not.toContain('$argon2id$');
    expect(logged).not.toContain('leaky.person@example.com');
    expect(logged).not.toContain('insert into');
  });
});

describe('serializeErrorForLog', () => {
  it('keeps the names of things and drops the values of a PostgreSQL error', () => {
    const pgError = Object.assign(new Error('duplicate key value violates unique constraint "users_email_key"'), {
      code: '23505',
      severity: 'ERROR',
      constraint: 'users_email_key',
      detail: 'Key (email)=(someone@example.com) already exists.',
    });
    const logged = JSON.stringify(serializeErrorForLog(pgError));
    expect(logged).toContain('users_email_key');
    expect(logged).not.toContain('someone@example.com');
  });

  it('follows the cause chain of a wrapped query error without its parameters', () => {
    const cause = Object.assign(new Error('boom'), { code: '57P01', severity: 'FATAL' });
    const wrapped = Object.assign(new Error('Failed query: insert into "resumes" ... params: secret resume text'), {
      query: 'insert into "resumes"',
      params: ['secret resume text'],
      cause,
    });
    const logged = JSON.stringify(serializeErrorForLog(wrapped));
    expect(logged).toContain('57P01');
    expect(logged).not.toContain('secret resume text');
  });
});
