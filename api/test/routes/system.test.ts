import { ErrorResponseSchema, HealthResponseSchema, PublicConfigSchema } from '@resumebeat/shared-contract';
import { describeDb, expectContract, startTestApp, TEST_DB, type TestApp } from '../support/test-app';

describeDb('system routes, security and limits', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({
      env: {
        GITHUB_CLIENT_ID: 'gh-client',
        GITHUB_CLIENT_SECRET: 'gh-secret-value',
        LINKEDIN_CLIENT_ID: 'li-client',
        GOOGLE_CLIENT_ID: 'google-client.apps.googleusercontent.com',
        STRIPE_SECRET_KEY: 'sk_test_123',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
        STRIPE_WEBHOOK_SECRET: 'whsec_123',
        CSP_EXTRA_ORIGINS: 'https://cdn.example.com',
        BODY_LIMIT_BYTES: '2048',
        UPLOAD_LIMIT_BYTES: '4096',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await t.database.dispose();
  });

  describe('GET /api/health', () => {
    it('answers ok with the database kind', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(expectContract(HealthResponseSchema, response)).toMatchObject({ status: 'ok', database: TEST_DB });
    });
  });

  describe('GET /api/config', () => {
    it('answers the public configuration: enabled providers with their public ids only', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/config' });
      expect(response.statusCode).toBe(200);
      const config = expectContract(PublicConfigSchema, response);
      expect(config.auth.github).toMatchObject({ enabled: true, clientId: 'gh-client', scope: 'read:user user:email' });
      // A client id without its secret cannot complete the sign-in: shown disabled.
      expect(config.auth.linkedin).toMatchObject({
        enabled: false,
        clientId: 'li-client',
        scope: 'openid profile email',
      });
      expect(config.auth.google).toMatchObject({ enabled: true, clientId: 'google-client.apps.googleusercontent.com' });
      expect(config.payments).toEqual({ provider: 'stripe', stripePublishableKey: 'pk_test_123' });
      expect(config.limits).toEqual({ maxUploadBytes: 4096, freeScans: 3, scanWindow: 'day' });
      expect(config.session).toEqual({ lifetimeMs: 10_800_000, tokenRefreshPath: '/api/auth/refresh' });
      expect(response.body).not.toMatch(/secret/i);
    });
  });

  describe('OpenAPI', () => {
    it('documents every route at /api/docs/json with the contract schemas', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(response.statusCode).toBe(200);
      const document = response.json() as {
        openapi: string;
        paths: Record<string, Record<string, unknown>>;
        components: { schemas: Record<string, unknown> };
      };
      expect(document.openapi).toBe('3.1.0');
      const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      );
      expect(operations).toEqual(
        expect.arrayContaining([
          'GET /api/health',
          'GET /api/config',
          'POST /api/auth/register',
          'POST /api/auth/login',
          'POST /api/auth/refresh',
          'GET /api/auth/me',
          'POST /api/auth/google',
          'POST /api/auth/github',
          'POST /api/auth/linkedin',
          'GET /api/profile',
          'PUT /api/profile',
          'POST /api/support/contact',
          'POST /api/resume/upload',
          'GET /api/resume/usage-status',
          'POST /api/resume/optimize',
          'POST /api/resume/rescore',
          'POST /api/resume/stream-analysis',
          'POST /api/resume/stream-optimize',
          'POST /api/resume/extract-text',
          'POST /api/resume/export-docx',
          'GET /api/resume/my-resumes',
          'GET /api/resume/{id}',
        ]),
      );
      expect(operations.some((operation) => operation.includes('/remotes') || operation.endsWith(' /login'))).toBe(
        false,
      );
      expect(Object.keys(document.components.schemas)).toEqual(
        expect.arrayContaining([
          'AuthResponse',
          'Profile',
          'PublicConfig',
          'ResumeUploadResult',
          'UsageStatus',
          'ResumeDetail',
          'ScanLimitError',
        ]),
      );
    });

    it('serves a browsable page at /api/docs', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs/' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('swagger-ui');
    });
  });

  describe('security headers', () => {
    it('sends a CSP that lets the composed app run and allows the configured origins', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/health' });
      const csp = String(response.headers['content-security-policy']);
      const directive = (name: string) =>
        csp
          .split(';')
          .find((part) => part.trim().startsWith(`${name} `))
          ?.trim() ?? '';
      expect(directive('default-src')).toBe("default-src 'self'");
      expect(directive('script-src')).toMatch(/^script-src 'self' https:\/\/cdn\.example\.com/);
      expect(directive('script-src')).not.toContain('unsafe');
      expect(directive('style-src')).toContain("'unsafe-inline'");
      expect(directive('connect-src')).toContain("'self'");
      expect(directive('connect-src')).toContain('https://api.stripe.com');
      expect(directive('img-src')).toContain('data:');
      expect(directive('script-src')).toContain('https://js.stripe.com');
      expect(directive('script-src')).toContain('https://accounts.google.com');
      expect(directive('object-src')).toBe("object-src 'none'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    });
  });

  describe('CORS', () => {
    it('allows a configured origin and no other', async () => {
      const allowed = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/auth/login',
        headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
      });
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const denied = await t.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { origin: 'https://evil.example' },
      });
      expect(denied.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('errors', () => {
    it('answers 413 for a JSON body over BODY_LIMIT_BYTES', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/support/contact',
        payload: { email: 'a@b.co', message: 'x'.repeat(4000) },
      });
      expect(response.statusCode).toBe(413);
      expectContract(ErrorResponseSchema, response);
    });

    it('answers a JSON 404 for an unknown /api route, whatever the method', async () => {
      for (const method of ['GET', 'POST', 'DELETE'] as const) {
        const response = await t.app.inject({ method, url: '/api/does-not-exist', headers: { accept: 'text/html' } });
        expect(response.statusCode).toBe(404);
        expect(expectContract(ErrorResponseSchema, response).message).toBe(
          `Route ${method} /api/does-not-exist not found`,
        );
      }
    });
  });

  describe('limits on routes of later issues', () => {
    const multipart = (size: number) => {
      const boundary = '----resumebeat';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="resume.txt"\r\ncontent-type: text/plain\r\n\r\n`,
        ),
        Buffer.alloc(size, 'a'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
    };

    it('enforces UPLOAD_LIMIT_BYTES on multipart files with a 413, and never leaks an internal error', async () => {
      // A second app on the same open database, with two probe routes: a multipart consumer (issue
      // 5's upload uses the same plugin) and a handler that fails unexpectedly.
      const { buildApp } = await import('../../src/app');
      const app = await buildApp(t.config, { logger: false, database: t.app.database });
      app.post('/api/test/upload', async (request) => {
        const file = await request.file();
        const buffer = await file!.toBuffer();
        return { bytes: buffer.length };
      });
      app.get('/api/test/boom', async () => {
        throw new Error('database password is hunter2');
      });
      await app.ready();
      try {
        const ok = await app.inject({ method: 'POST', url: '/api/test/upload', ...multipart(4096) });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ bytes: 4096 });
        const tooLarge = await app.inject({ method: 'POST', url: '/api/test/upload', ...multipart(4097) });
        expect(tooLarge.statusCode).toBe(413);
        expectContract(ErrorResponseSchema, tooLarge);
        const boom = await app.inject({ method: 'GET', url: '/api/test/boom' });
        expect(boom.statusCode).toBe(500);
        expect(expectContract(ErrorResponseSchema, boom)).toEqual({ message: 'Internal server error' });
      } finally {
        await app.close();
      }
    });
  });
});
