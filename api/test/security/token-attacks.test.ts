// Forged and stale tokens, as someone could send them: every one is refused with 401 and the
// one error shape, and none reaches an account's data.
import { AuthResponseSchema, ErrorResponseSchema } from '@resumebeat/shared-contract';
import { sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../src/plugins/app/auth';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

const SECRET = 'token-attacks-test-secret-of-at-least-32-characters';
const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describeDb('token attacks', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { JWT_SECRET: SECRET } });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  const register = async () =>
    expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newAccount() }),
    );
  const me = (token: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const expectRefused = async (token: string) => {
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expectContract(ErrorResponseSchema, response);
    expect(response.body).not.toContain('@example.com');
  };
  const sign = (claims: Record<string, unknown>, secret = SECRET, expiresAt?: number) => {
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setSubject(String(claims.sub))
      .setIssuedAt();
    if (expiresAt) jwt.setExpirationTime(expiresAt);
    else jwt.setExpirationTime('1h');
    return jwt.sign(new TextEncoder().encode(secret));
  };

  it('a genuine token works (the baseline for the refusals below)', async () => {
    expect((await me((await register()).token)).statusCode).toBe(200);
  });

  it('alg none, with the genuine claims and no signature: 401', async () => {
    const genuine = (await register()).token;
    await expectRefused(`${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claimsOf(genuine))}.`);
  });

  it('HS256 signed with another secret: 401', async () => {
    const claims = claimsOf((await register()).token);
    await expectRefused(
      await sign(
        { sub: claims.sub, tv: claims.tv, auth_time: claims.auth_time },
        'another-secret-that-is-also-long-enough-1234',
      ),
    );
  });

  it("a genuine token with its payload changed to another account's id: 401", async () => {
    const victim = claimsOf((await register()).token);
    const attackerToken = (await register()).token;
    const [header, , signature] = attackerToken.split('.');
    await expectRefused(`${header}.${base64url({ ...claimsOf(attackerToken), sub: victim.sub })}.${signature}`);
  });

  it('signed with the real secret but expired: 401', async () => {
    const claims = claimsOf((await register()).token);
    await expectRefused(
      await sign(
        { sub: claims.sub, tv: claims.tv, auth_time: claims.auth_time },
        SECRET,
        Math.floor(Date.now() / 1000) - 60,
      ),
    );
  });

  it('a genuine token of an account that no longer exists: 401', async () => {
    const { token } = await register();
    await t.app.db.execute(sql`DELETE FROM users WHERE id = ${String(claimsOf(token).sub)}::uuid`);
    await expectRefused(token);
  });

  it('after logout the token is worthless (server-side token version, decision 004)', async () => {
    const { token } = await register();
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) })).statusCode,
    ).toBeLessThan(300);
    await expectRefused(token);
  });
});
