// L4 (security review 2026-11-23): a NUL character in a file name, a form field, a support
// message or a profile field made PostgreSQL refuse the statement: a 500 (and a log line).
import { AuthResponseSchema, ErrorResponseSchema } from '@resumebeat/shared-contract';
import { NUL_MESSAGE } from '../../src/lib/nul-characters';
import { multipart, TEXT_RESUME } from '../support/resume-files';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('a NUL character in any field is a 400 with a message', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
    ).token;
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const expectNulRefused = (response: Awaited<ReturnType<TestApp['app']['inject']>>) => {
    expect(response.statusCode).toBe(400);
    expect(expectContract(ErrorResponseSchema, response).message).toBe(NUL_MESSAGE);
  };

  it('support message and name', async () => {
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: { email: 'a@b.co', message: 'hello \u0000 there, friend' },
      }),
    );
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: { name: 'Ann\u0000', email: 'a@b.co', message: 'hello there, friend' },
      }),
    );
  });

  it('profile fields', async () => {
    expectNulRefused(
      await t.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: bearer(token),
        payload: { firstName: 'A\u0000', bio: 'x' },
      }),
    );
  });

  it('registration and login', async () => {
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: newAccount({ password: 'pass\u0000word 1' }),
      }),
    );
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { usernameOrEmail: 'a\u0000', password: 'whatever 1' },
      }),
    );
  });

  it('the upload file name and form fields', async () => {
    const named = await multipart(
      { fileName: 'cv\u0000.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'Tech' },
    );
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/resume/upload?skipAi=true',
        headers: { ...named.headers, ...bearer(token) },
        payload: named.payload,
      }),
    );
    const field = await multipart(
      { fileName: 'cv.txt', data: TEXT_RESUME, type: 'text/plain' },
      { industry: 'Tech', jobTitle: 'Engineer\u0000' },
    );
    expectNulRefused(
      await t.app.inject({
        method: 'POST',
        url: '/api/resume/upload?skipAi=true',
        headers: { ...field.headers, ...bearer(token) },
        payload: field.payload,
      }),
    );
  });

  it('the resume text routes', async () => {
    expectNulRefused(
      await t.app.inject({ method: 'POST', url: '/api/resume/rescore', payload: { content: `${TEXT_RESUME}\u0000` } }),
    );
  });

  it('nothing was stored by any refused request', async () => {
    const mine = await t.app.inject({ method: 'GET', url: '/api/resume/my-resumes', headers: bearer(token) });
    expect(mine.json()).toEqual([]);
  });
});
