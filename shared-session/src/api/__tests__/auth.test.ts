import { getCurrentUser, logout, storeAuthenticatedUser, storeUser } from '../../index';
import { ApiError, authApi } from '../../api';
import { json, text, startTestServer } from '../../testing/test-server';

const server = startTestServer();

beforeEach(() => {
  window.localStorage.clear();
  logout();
});

describe('the sign-in calls', () => {
  it('post their bodies to /api/auth without a bearer token, even when someone is signed in', async () => {
    storeUser({ token: 'old-jwt', username: 'old', email: 'old@example.com' });
    server.handler = json(200, { token: 'jwt', username: 'casey', email: 'casey@example.com' });
    await authApi.register({ username: 'casey', email: 'casey@example.com', password: 'secret-123' });
    await authApi.login({ usernameOrEmail: 'casey', password: 'secret-123' });
    await authApi.google({ idToken: 'id-token' });
    await authApi.github({ code: 'gh-code', state: 'st' });
    await authApi.linkedin({ code: 'li-code', state: 'st' });
    expect(server.requests.map((r) => [r.url, r.authorization, JSON.parse(r.body)])).toEqual([
      ['/api/auth/register', undefined, { username: 'casey', email: 'casey@example.com', password: 'secret-123' }],
      ['/api/auth/login', undefined, { usernameOrEmail: 'casey', password: 'secret-123' }],
      ['/api/auth/google', undefined, { idToken: 'id-token' }],
      ['/api/auth/github', undefined, { code: 'gh-code', state: 'st' }],
      ['/api/auth/linkedin', undefined, { code: 'li-code', state: 'st' }],
    ]);
  });

  it("store the user only when the answer carries a token; otherwise 'No authentication token received'", async () => {
    server.handler = json(200, { username: 'casey', email: 'casey@example.com' });
    const response = await authApi.login({ usernameOrEmail: 'casey', password: 'secret-123' });
    expect(() => storeAuthenticatedUser(response)).toThrow('No authentication token received');
    expect(getCurrentUser()).toBeNull();

    server.handler = json(200, { token: 'jwt', username: 'casey', email: 'casey@example.com', isPremium: true });
    storeAuthenticatedUser(await authApi.login({ usernameOrEmail: 'casey', password: 'secret-123' }));
    expect(getCurrentUser()).toMatchObject({
      token: 'jwt',
      username: 'casey',
      email: 'casey@example.com',
      isPremium: true,
    });
  });

  it('report a failed login with the server message', async () => {
    server.handler = json(401, { message: 'Invalid username/email or password' });
    await expect(authApi.login({ usernameOrEmail: 'casey', password: 'nope' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username/email or password',
    });
  });
});

describe('the LinkedIn error body (docs/product/api.md)', () => {
  const exchange = () => authApi.linkedin({ code: 'li-code', state: 'st' }).catch((e: unknown) => e as ApiError);

  it('is read as text and parsed as JSON for its error field', async () => {
    server.handler = json(401, { message: 'LinkedIn refused the sign-in', error: 'LinkedIn refused the sign-in' });
    expect(await exchange()).toMatchObject({ status: 401, message: 'LinkedIn refused the sign-in' });
    server.handler = json(400, { error: 'invalid_grant' });
    expect(await exchange()).toMatchObject({ status: 400, message: 'invalid_grant', body: { error: 'invalid_grant' } });
  });

  it('gives the raw text when the body is not JSON or has no error field', async () => {
    server.handler = text(502, 'LinkedIn is unreachable');
    expect(await exchange()).toMatchObject({ status: 502, message: 'LinkedIn is unreachable' });
    server.handler = json(500, { message: 'Internal error' });
    expect(await exchange()).toMatchObject({ status: 500, message: '{"message":"Internal error"}' });
  });

  it("gives 'HTTP {status}' when the body is empty", async () => {
    server.handler = text(503, '');
    const error = await exchange();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, message: 'HTTP 503' });
  });
});
