// 'Forgot password?' (docs/decisions/032): a reset link mailed through SMTP (a local catcher here),
// the same answer whether or not the email has an account, single use, one hour, stored hashed,
// earlier sessions revoked, limited per email and per address; without SMTP the link is logged.
import { createHash } from 'node:crypto';
import {
  AuthResponseSchema,
  ErrorResponseSchema,
  FORGOT_PASSWORD_MESSAGE,
  FORGOT_PASSWORD_NO_MAIL_MESSAGE,
  ForgotPasswordResponseSchema,
  RESET_LINK_INVALID_MESSAGE,
} from '@resumebeat/shared-contract';
import { eq } from 'drizzle-orm';
import { passwordResetTokens } from '../../src/db/schema';
import { type SmtpCatcher, startSmtpCatcher } from '../support/smtp-catcher';
import { bearer, describeDb, expectContract, newAccount, startTestApp, type TestApp } from '../support/test-app';

const tokenOf = (text: string) => /\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describeDb('password reset by mailed link', () => {
  let t: TestApp;
  let smtp: SmtpCatcher;
  let ip = 0;
  /** A fresh client address per test, so the per-address limit belongs to the test that checks it. */
  const nextIp = () => `10.77.${Math.floor(ip / 250)}.${(ip++ % 250) + 1}`;

  beforeAll(async () => {
    smtp = await startSmtpCatcher();
    t = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        PUBLIC_ORIGIN: 'http://app.test',
        PASSWORD_RESET_PER_EMAIL_PER_HOUR: '3',
        PASSWORD_RESET_PER_IP_PER_HOUR: '5',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
    await smtp.close();
  });

  const register = async () => {
    const account = newAccount();
    const auth = expectContract(
      AuthResponseSchema,
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account }),
    );
    return { ...account, token: auth.token };
  };
  const forgot = (email: string, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });
  const reset = (token: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password },
      remoteAddress: nextIp(),
    });
  const login = (usernameOrEmail: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { usernameOrEmail, password },
      remoteAddress: nextIp(),
    });
  const mailedToken = async (email: string) => {
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const token = tokenOf(mail.text);
    if (!token) throw new Error(`no reset link in: ${mail.text}`);
    return { mail, token };
  };

  it('mails a single-use link that sets the new password and signs out earlier sessions', async () => {
    const account = await register();
    const response = await forgot(account.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    expect(expectContract(ForgotPasswordResponseSchema, response)).toEqual({
      message: FORGOT_PASSWORD_MESSAGE,
      mailEnabled: true,
    });

    const { mail, token } = await mailedToken(account.email);
    expect(mail.subject).toBe('Reset your ResumeBeat password');
    expect(mail.text).toContain(`http://app.test/reset-password?token=${token}`);
    // Stored only as its digest.
    const rows = await t.app.db.select().from(passwordResetTokens);
    expect(rows.some((row) => row.tokenHash === createHash('sha256').update(token).digest('hex'))).toBe(true);
    expect(rows.some((row) => row.tokenHash.includes(token))).toBe(false);

    const done = await reset(token, 'brand-new-pass-1');
    expect(done.statusCode).toBe(200);
    expect((await login(account.email, 'brand-new-pass-1')).statusCode).toBe(200);
    expect((await login(account.email, account.password)).statusCode).toBe(401);
    // The session signed in before the reset no longer works.
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(account.token) })).statusCode,
    ).toBe(401);

    const again = await reset(token, 'another-pass-2');
    expect(again.statusCode).toBe(400);
    expect(expectContract(ErrorResponseSchema, again).message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await login(account.email, 'brand-new-pass-1')).statusCode).toBe(200);
  });

  it('answers the same for an email without an account, and mails nothing', async () => {
    const before = smtp.mails.length;
    const response = await forgot('nobody-here@example.com');
    expect(expectContract(ForgotPasswordResponseSchema, response)).toEqual({
      message: FORGOT_PASSWORD_MESSAGE,
      mailEnabled: true,
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.mails.slice(before).some((m) => m.to.includes('nobody-here@example.com'))).toBe(false);
  });

  it('refuses a link older than one hour', async () => {
    const account = await register();
    await forgot(account.email);
    const { token } = await mailedToken(account.email);
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.tokenHash, createHash('sha256').update(token).digest('hex')));
    const response = await reset(token, 'brand-new-pass-1');
    expect(response.statusCode).toBe(400);
    expect(expectContract(ErrorResponseSchema, response).message).toBe(RESET_LINK_INVALID_MESSAGE);
    expect((await login(account.email, account.password)).statusCode).toBe(200);
  });

  it('refuses a made-up token and a password that breaks the rules, changing nothing', async () => {
    const account = await register();
    await forgot(account.email);
    const { token } = await mailedToken(account.email);
    expect((await reset('A'.repeat(43), 'brand-new-pass-1')).statusCode).toBe(400);
    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    expect(expectContract(ErrorResponseSchema, weak).message).toMatch(/at least 8/);
    // The token was not spent by the refused attempt.
    expect((await reset(token, 'brand-new-pass-1')).statusCode).toBe(200);
  });

  it('limits requests per email (whatever the address) and per address (whatever the email)', async () => {
    const account = await register();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await forgot(account.email)).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(expectContract(ErrorResponseSchema, await forgot(account.email)).message).toMatch(
      /^Too many password reset requests\. Please try again in/,
    );

    const address = '10.78.0.1';
    const fromOne: number[] = [];
    for (let i = 0; i < 6; i += 1) fromOne.push((await forgot(`someone-${i}@example.com`, address)).statusCode);
    expect(fromOne).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describeDb('password reset without SMTP', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ env: { PUBLIC_ORIGIN: 'http://app.test' }, captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('says to contact support and logs the link for the operator', async () => {
    const account = newAccount();
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: account });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: account.email },
    });
    expect(expectContract(ForgotPasswordResponseSchema, response)).toEqual({
      message: FORGOT_PASSWORD_NO_MAIL_MESSAGE,
      mailEnabled: false,
    });
    // The operator reads the link in the log.
    const token = t.logs.map(tokenOf).find(Boolean);
    expect(token).toBeDefined();
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token, password: 'brand-new-pass-1' },
        })
      ).statusCode,
    ).toBe(200);
  });
});
