import { createGuestSession, logout, storeUser } from '../../index';
import { ApiError, coverLetterApi, getPublicConfig, paymentApi, profileApi, resumeApi, supportApi } from '../../api';
import { json, text, startTestServer } from '../../testing/test-server';

const server = startTestServer();

const usage = { remainingScans: 2, scanCount: 1, hasActiveMembership: false, membershipType: 0 };
const uploadResult = {
  content: 'resume text',
  aiAnalysis: { score: 71, analysis: '<p>Good</p>', optimizedResume: null },
  remainingScans: 2,
  hasPaidMembership: false,
};
const signIn = () => storeUser({ token: 'jwt-123', username: 'casey', email: 'casey@example.com' });

beforeEach(() => {
  window.localStorage.clear();
  logout();
});

describe('the bearer token', () => {
  it('is sent for an account, and not for a guest or an anonymous visitor', async () => {
    server.handler = json(200, usage);
    await paymentApi.usageStatus();
    createGuestSession();
    await paymentApi.usageStatus();
    signIn();
    await expect(paymentApi.usageStatus()).resolves.toEqual(usage);
    expect(server.requests.map((r) => r.authorization)).toEqual([undefined, undefined, 'Bearer jwt-123']);
    expect(server.requests.every((r) => r.url === '/api/resume/usage-status')).toBe(true);
  });

  it('goes with the upload, optimize and rescore calls when there is an account', async () => {
    signIn();
    server.handler = json(200, uploadResult);
    await resumeApi.upload({ file: new Blob(['cv']), fileName: 'cv.txt', industry: 'General' });
    server.handler = json(200, { optimizedResume: 'better' });
    await expect(resumeApi.optimize({ content: 'cv' })).resolves.toEqual({ optimizedResume: 'better' });
    server.handler = json(200, { score: 88 });
    await expect(resumeApi.rescore({ content: 'cv' })).resolves.toEqual({ score: 88 });
    expect(server.requests.map((r) => [r.url, r.authorization])).toEqual([
      ['/api/resume/upload?skipAi=true', 'Bearer jwt-123'],
      ['/api/resume/optimize', 'Bearer jwt-123'],
      ['/api/resume/rescore', 'Bearer jwt-123'],
    ]);
  });

  it('goes with a support message when there is an account (its plan decides priority support), not without one', async () => {
    server.handler = json(200, { message: 'Thanks', id: 'abc' });
    await supportApi.contact({
      name: 'Casey',
      email: 'casey@example.com',
      subject: 'Hi',
      message: 'A question about my scans',
    });
    signIn();
    await supportApi.contact({
      name: 'Casey',
      email: 'casey@example.com',
      subject: 'Hi',
      message: 'A question about my scans',
    });
    expect(server.requests.map((r) => [r.url, r.authorization])).toEqual([
      ['/api/support/contact', undefined],
      ['/api/support/contact', 'Bearer jwt-123'],
    ]);
  });
});

describe("calls that need an account: 'User not authenticated'", () => {
  const needAccount: Array<[string, () => Promise<unknown>]> = [
    ['my resumes', () => resumeApi.myResumes()],
    ['one resume', () => resumeApi.getResume(7)],
    ['payment intent', () => paymentApi.createPaymentIntent(2)],
    ['confirm payment', () => paymentApi.confirmPayment(2, 'pi_1')],
    ['checkout session', () => paymentApi.checkoutSession(2)],
    ['subscription status', () => paymentApi.subscriptionStatus()],
    ['verify checkout', () => paymentApi.verifyCheckout('cs_1')],
    ['billing portal', () => paymentApi.billingPortalSession()],
    ['cancel subscription (payment)', () => paymentApi.cancelSubscription()],
    ['profile', () => profileApi.get()],
    ['profile update', () => profileApi.update({ bio: 'x' })],
    ['cancel subscription (profile)', () => profileApi.cancelSubscription()],
    ['cover letter', () => coverLetterApi.generate({ jobTitle: 'a', companyName: 'b', jobDescription: 'c' })],
  ];

  it.each(needAccount)('%s is refused before any request, for a visitor and for a guest', async (_name, call) => {
    await expect(call()).rejects.toThrow(new Error('User not authenticated'));
    createGuestSession();
    await expect(call()).rejects.toThrow(new Error('User not authenticated'));
    expect(server.requests).toHaveLength(0);
  });

  it('goes through with an account', async () => {
    signIn();
    server.handler = json(200, [
      {
        id: 1,
        fileName: 'cv.pdf',
        score: 80,
        industry: 'General',
        jobTitle: null,
        companyName: null,
        createdAt: '2026-11-22T10:00:00.000Z',
      },
    ]);
    await expect(resumeApi.myResumes()).resolves.toHaveLength(1);
    server.handler = json(200, { url: 'https://checkout.example/cs_1' });
    await expect(paymentApi.checkoutSession(2)).resolves.toEqual({ url: 'https://checkout.example/cs_1' });
    expect(server.requests.map((r) => [r.method, r.url, r.authorization, r.body])).toEqual([
      ['GET', '/api/resume/my-resumes', 'Bearer jwt-123', ''],
      ['POST', '/api/payment/checkout-session', 'Bearer jwt-123', '{"planId":2}'],
    ]);
  });
});

describe('ApiError', () => {
  it("carries the status and the server's message from a JSON body", async () => {
    signIn();
    server.handler = json(401, { message: 'Unauthorized - please log in again' });
    const error = await profileApi.get().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 401,
      message: 'Unauthorized - please log in again',
      serverMessage: 'Unauthorized - please log in again',
    });
  });

  it('falls back to the text of the body, then to HTTP {status}', async () => {
    server.handler = text(502, 'Upstream unavailable');
    await expect(paymentApi.usageStatus()).rejects.toMatchObject({
      status: 502,
      message: 'Upstream unavailable',
      body: null,
    });
    server.handler = text(503, '');
    await expect(paymentApi.usageStatus()).rejects.toMatchObject({ status: 503, message: 'HTTP 503' });
    server.handler = text(502, '<html><body>Bad Gateway</body></html>', 'text/html');
    await expect(paymentApi.usageStatus()).rejects.toMatchObject({ status: 502, message: 'HTTP 502' });
  });

  it('keeps the parsed body, so the scan-limit dialog can read needsPayment', async () => {
    server.handler = json(429, { message: 'You have used your 3 free scans', needsPayment: true });
    const error = await resumeApi
      .upload({ file: new Blob(['cv']), fileName: 'cv.txt', industry: 'General' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      status: 429,
      message: 'You have used your 3 free scans',
      body: { message: 'You have used your 3 free scans', needsPayment: true },
    });
  });

  it("reports a 2xx answer the contract does not recognise as 'Invalid response from server', with the detail as its cause", async () => {
    server.handler = json(200, { remainingScans: 'many' });
    const error = await paymentApi.usageStatus().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 200,
      message: 'Invalid response from server',
      body: { remainingScans: 'many' },
    });
    expect(String((error as ApiError).cause)).toContain('GET /api/resume/usage-status: remainingScans:');

    server.handler = text(200, 'not json');
    await expect(paymentApi.usageStatus()).rejects.toMatchObject({
      status: 200,
      message: 'Invalid response from server',
    });
  });

  it("rejects a plans answer that is not a list with 'Invalid response from server'", async () => {
    server.handler = json(200, { plans: [] });
    await expect(paymentApi.membershipPlans()).rejects.toThrow('Invalid response from server');
    server.handler = json(200, [{ id: 2, name: 'Premium', price: 9.99, type: 2, stripePriceId: 'price_1' }]);
    await expect(paymentApi.membershipPlans()).resolves.toEqual([
      { id: 2, name: 'Premium', price: 9.99, type: 2, stripePriceId: 'price_1' },
    ]);
  });
});

describe('requests', () => {
  it('uploads a resume as multipart with skipAi=true and only the fields given', async () => {
    server.handler = json(200, uploadResult);
    const result = await resumeApi.upload({
      file: new Blob(['my resume'], { type: 'text/plain' }),
      fileName: 'cv.txt',
      industry: 'Tech',
      jobTitle: 'Engineer',
    });
    expect(result.aiAnalysis.score).toBe(71);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: 'POST', url: '/api/resume/upload?skipAi=true' });
    expect(request?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(request?.body).toMatch(/name="file"; filename="cv.txt"\r\nContent-Type: text\/plain\r\n\r\nmy resume/);
    expect(request?.body).toMatch(/name="industry"\r\n\r\nTech/);
    expect(request?.body).toMatch(/name="jobTitle"\r\n\r\nEngineer/);
    expect(request?.body).not.toContain('name="companyName"');
  });

  it('sends a job-description file to extract-text and reads its text', async () => {
    server.handler = json(200, { text: 'Senior engineer' });
    await expect(resumeApi.extractText(new Blob(['%PDF-1.4']), 'jd.pdf')).resolves.toEqual({ text: 'Senior engineer' });
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/api/resume/extract-text' });
    expect(server.requests[0]?.body).toContain('filename="jd.pdf"');
  });

  it('uses the base paths of docs/product/api.md', async () => {
    signIn();
    server.handler = json(200, {});
    const calls: Array<() => Promise<unknown>> = [
      () => paymentApi.verifyCheckout('cs 1'),
      () => paymentApi.confirmPayment(2, 'pi_1'),
      () => paymentApi.cancelSubscription(),
      () => profileApi.cancelSubscription(),
      // {} is not a stored scan: the call fails its schema after the request, which is what is checked here.
      () => resumeApi.getResume('a/b').catch(() => null),
    ];
    // `{}` is not a valid answer to most of these: only the paths they asked matter here.
    for (const call of calls) await call().catch(() => undefined);
    expect(server.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/payment/verify-checkout?sessionId=cs+1',
      'POST /api/payment/confirm-payment',
      'POST /api/payment/cancel-subscription',
      'POST /api/profile/cancel-subscription',
      'GET /api/resume/a%2Fb',
    ]);
  });

  it('reads the public config once, and again after a failure', async () => {
    server.handler = text(500, 'boom');
    await expect(getPublicConfig()).rejects.toMatchObject({ status: 500 });
    const config = {
      auth: {
        google: { enabled: false, clientId: null, scriptUrl: 'https://accounts.google.com/gsi/client' },
        github: {
          enabled: true,
          clientId: 'gh',
          authorizeUrl: 'https://github.com/login/oauth/authorize',
          scope: 'read:user user:email',
        },
        linkedin: {
          enabled: false,
          clientId: null,
          authorizeUrl: 'https://www.linkedin.com/oauth/v2/authorization',
          scope: 'openid profile email',
        },
      },
      payments: { provider: 'local', stripePublishableKey: null },
      limits: { maxUploadBytes: 10485760, freeScans: 3, scanWindow: 'day' },
      session: { lifetimeMs: 10800000, tokenRefreshPath: '/api/auth/refresh' },
    };
    server.handler = json(200, config);
    await expect(getPublicConfig()).resolves.toEqual(config);
    await getPublicConfig();
    expect(server.requests.map((r) => r.url)).toEqual(['/api/config', '/api/config']);
  });
});
