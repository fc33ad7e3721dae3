// L11 (security review 2026-11-26): Fastify logged `req.url` as sent, so capability ids (the test
// provider's portal and checkout pages) and one-time secrets in query strings (OAuth code and
// state, checkout session ids) were written to the request logs.
import { randomBytes } from 'node:crypto';
import { redactUrl } from '../../src/lib/log-safe-url';
import { describeDb, startTestApp, type TestApp } from '../support/test-app';

const secret = (label: string) => `${label}${randomBytes(12).toString('hex')}`;

describeDb('capability ids and one-time secrets in URLs never reach the request logs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ captureLogs: true });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  it('portal, checkout and intent ids, session ids and OAuth code/state are masked; the routes stay readable', async () => {
    const portal = secret('lps_');
    const checkout = secret('lcs_');
    const intent = secret('lpi_');
    const sessionId = secret('cs_test_');
    const code = secret('gh-code-');
    const state = secret('st');
    const stripeSession = secret('cs_live_');
    const clientSecret = secret('pi_secret_');
    const requests = [
      { method: 'GET', url: `/api/payment/local/portal/${portal}` },
      { method: 'POST', url: `/api/payment/local/portal/${portal}/cancel`, payload: {} },
      { method: 'GET', url: `/api/payment/local/checkout/${checkout}` },
      { method: 'POST', url: `/api/payment/local/checkout/${checkout}/pay`, payload: {} },
      { method: 'POST', url: `/api/payment/local/payment-intents/${intent}/confirm`, payload: {} },
      { method: 'GET', url: `/api/payment/verify-checkout?sessionId=${sessionId}` },
      { method: 'GET', url: `/github-callback?code=${code}&state=${state}` },
      { method: 'GET', url: `/linkedin-callback?state=${state}&code=${code}` },
      { method: 'GET', url: `/profile?payment=success&session_id=${stripeSession}` },
      { method: 'GET', url: `/upload?payment_intent=pi_1&payment_intent_client_secret=${clientSecret}` },
    ] as const;
    for (const request of requests) await t.app.inject({ ...request, headers: { accept: 'text/html' } });

    const logged = t.logs.join('\n');
    for (const value of [portal, checkout, intent, sessionId, code, state, stripeSession, clientSecret])
      expect(logged).not.toContain(value);
    const urls = t.logs
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((line) => (line.req?.url ? [line.req.url] : []));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/payment/local/portal/[redacted]',
        '/api/payment/local/portal/[redacted]/cancel',
        '/api/payment/local/checkout/[redacted]',
        '/api/payment/local/checkout/[redacted]/pay',
        '/api/payment/local/payment-intents/[redacted]/confirm',
        '/api/payment/verify-checkout?sessionId=[redacted]',
        '/github-callback?code=[redacted]&state=[redacted]',
        '/profile?payment=success&session_id=[redacted]',
        '/upload?payment_intent=[redacted]&payment_intent_client_secret=[redacted]',
      ]),
    );
  });
});

describe('redactUrl', () => {
  it('masks by the decoded parameter name, keeps everything else as sent', () => {
    expect(redactUrl('/api/resume/usage-status')).toBe('/api/resume/usage-status');
    expect(redactUrl('/login?error=github_state_mismatch')).toBe('/login?error=github_state_mismatch');
    expect(redactUrl('/x?%63ode=abc&Code=def&STATE=ghi&a=1&code')).toBe(
      '/x?%63ode=[redacted]&Code=[redacted]&STATE=[redacted]&a=1&code',
    );
    expect(redactUrl('/API/Payment/Local/Portal/abc?x=1')).toBe('/API/Payment/Local/Portal/[redacted]?x=1');
    expect(redactUrl('/api/payment/local/portal/')).toBe('/api/payment/local/portal/');
    expect(redactUrl(undefined)).toBeUndefined();
  });
});
