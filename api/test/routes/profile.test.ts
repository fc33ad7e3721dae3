import {
  AuthResponseSchema,
  ErrorResponseSchema,
  ProfileSchema,
  ValidationErrorResponseSchema,
} from '@resumebeat/shared-contract';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

describeDb('profile routes', () => {
  let t: TestApp;
  let token: string;
  const account = newAccount();

  beforeAll(async () => {
    t = await startTestApp();
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    token = expectContract(AuthResponseSchema, response).token;
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const put = (payload: object, headers = bearer(token)) =>
    t.app.inject({ method: 'PUT', url: '/api/profile', headers, payload });

  describe('GET /api/profile', () => {
    it('answers the documented profile of a new account: empty fields, no scans, no subscription', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) });
      expect(response.statusCode).toBe(200);
      const profile = expectContract(ProfileSchema, response);
      expect(profile).toMatchObject({
        username: account.username,
        email: account.email,
        firstName: null,
        lastName: null,
        phoneNumber: null,
        bio: null,
        dateOfBirth: null,
        scanCount: 0,
        lastScanDate: null,
        subscription: null,
      });
      expect(Date.parse(profile.lastUpdated!)).not.toBeNaN();
    });

    it('answers 401 without a token and with a bad one', async () => {
      for (const headers of [{}, bearer('nope')]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/profile', headers });
        expect(response.statusCode).toBe(401);
        expectContract(ErrorResponseSchema, response);
      }
    });
  });

  describe('PUT /api/profile', () => {
    it('updates the personal fields, trims them, keeps the date part of a timestamp, and ignores username and email', async () => {
      const response = await put({
        firstName: '  Ada ',
        lastName: 'Lovelace',
        phoneNumber: '+1 (204) 555-0101',
        bio: 'Analyst.',
        dateOfBirth: '1990-12-10T00:00:00.000Z',
        username: 'hijack',
        email: 'hijack@example.com',
      });
      expect(response.statusCode).toBe(200);
      const profile = expectContract(ProfileSchema, response);
      expect(profile).toMatchObject({
        username: account.username,
        email: account.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '+1 (204) 555-0101',
        bio: 'Analyst.',
        dateOfBirth: '1990-12-10',
      });
      const again = expectContract(
        ProfileSchema,
        await t.app.inject({ method: 'GET', url: '/api/profile', headers: bearer(token) }),
      );
      expect(again).toEqual(profile);
    });

    it('clears fields sent blank or null', async () => {
      const profile = expectContract(
        ProfileSchema,
        await put({ firstName: '', lastName: null, phoneNumber: '', bio: '', dateOfBirth: '' }),
      );
      expect(profile).toMatchObject({
        firstName: null,
        lastName: null,
        phoneNumber: null,
        bio: null,
        dateOfBirth: null,
      });
    });

    it('accepts a bio of exactly 500 characters', async () => {
      const response = await put({ bio: 'b'.repeat(500) });
      expect(response.statusCode).toBe(200);
      expect(expectContract(ProfileSchema, response).bio).toHaveLength(500);
    });

    it.each([
      ['a bio over 500 characters', { bio: 'b'.repeat(501) }, /Bio must be at most 500 characters|at most 500/],
      ['a date of birth that is not a date', { dateOfBirth: 'yesterday' }, /dateOfBirth/],
      ['an impossible date', { dateOfBirth: '2020-02-31' }, /dateOfBirth/],
      ['a phone number with letters', { phoneNumber: 'call me' }, /Phone number/],
      ['a first name that is not a string', { firstName: 42 }, /firstName/],
    ])('answers 400 for %s', async (_name, body, message) => {
      const response = await put(body);
      expect(response.statusCode).toBe(400);
      expect(expectContract(ValidationErrorResponseSchema, response).message).toMatch(message);
    });

    it('answers 401 without a token', async () => {
      const response = await put({ firstName: 'x' }, {} as ReturnType<typeof bearer>);
      expect(response.statusCode).toBe(401);
      expectContract(ErrorResponseSchema, response);
    });
  });
});
