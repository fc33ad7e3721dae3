import path from 'node:path';
import { loadConfig, REPO_ROOT } from '../../src/config';

describe('loadConfig', () => {
  it('has working defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 8080,
      dataDir: path.resolve('./data'),
      databaseUrl: null,
      jwtSecret: null,
      session: { ttlSeconds: 10_800, maxAgeSeconds: 86_400 },
      web: { staticRoot: REPO_ROOT, remotesJson: null },
      limits: { bodyBytes: 1_048_576, uploadBytes: 10_485_760 },
      trustProxy: false,
      payments: { provider: 'local', stripePublishableKey: null, stripe: null, localHostedPlanTypes: [1, 3] },
    });
    expect(config.corsOrigins).toContain('http://localhost:3000');
  });

  it('listens on every interface and allows no cross-origin caller by default in production', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'none',
      PUBLIC_ORIGIN: 'https://resumebeat.example',
    });
    expect(config.host).toBe('0.0.0.0');
    expect(config.corsOrigins).toEqual([]);
  });

  it('publishes the API docs by default except in production (review L5); API_DOCS decides when set', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', PUBLIC_ORIGIN: 'https://resumebeat.example' })
        .apiDocs,
    ).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'none',
        PUBLIC_ORIGIN: 'https://resumebeat.example',
        API_DOCS: 'true',
      }).apiDocs,
    ).toBe(true);
  });

  it('reads lists, numbers and flags', () => {
    const config = loadConfig({
      PORT: '9000',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      CSP_EXTRA_ORIGINS: 'https://cdn.example',
      TRUST_PROXY: '1',
      API_DOCS: 'false',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
      STRIPE_WEBHOOK_SECRET: 'whsec_1',
      STRIPE_PRICE_BASIC: 'price_basic',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    });
    expect(config.port).toBe(9000);
    expect(config.corsOrigins).toEqual(['https://a.example', 'https://b.example']);
    expect(config.csp.extraOrigins).toEqual(['https://cdn.example']);
    expect(config.trustProxy).toBe(1);
    expect(config.apiDocs).toBe(false);
    expect(config.payments.provider).toBe('stripe');
    expect(config.payments.stripe).toMatchObject({
      apiUrl: 'http://127.0.0.1:12111',
      prices: { 1: 'price_basic' },
      webhookToleranceSeconds: 300,
    });
  });

  it('payments: the built-in test provider without Stripe keys; Stripe needs all three keys', () => {
    expect(loadConfig({ STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).payments.provider).toBe('local');
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).payments.provider).toBe('none');
    expect(loadConfig({ LOCAL_PAYMENTS_HOSTED_PLANS: 'none' }).payments.localHostedPlanTypes).toEqual([]);
    expect(loadConfig({ LOCAL_PAYMENTS_HOSTED_PLANS: 'premium, basic' }).payments.localHostedPlanTypes).toEqual([2, 1]);
    expect(() => loadConfig({ LOCAL_PAYMENTS_HOSTED_PLANS: 'gold' })).toThrow(
      /LOCAL_PAYMENTS_HOSTED_PLANS: unknown plan gold/,
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      /PAYMENT_PROVIDER=stripe needs STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
  });

  it('treats empty values as unset, so .env.example works as copied', () => {
    const example = Object.fromEntries(
      require('node:fs')
        .readFileSync(require('node:path').join(__dirname, '../../../.env.example'), 'utf8')
        .split('\n')
        .filter((line: string) => /^[A-Z_]+=/.test(line))
        .map((line: string) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    const config = loadConfig(example);
    expect(config).toEqual(loadConfig({}));
    expect(loadConfig({ CORS_ORIGINS: 'none' }).corsOrigins).toEqual([]);
  });

  it('names every invalid variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', LOG_LEVEL: 'loud' })).toThrow(/PORT.*LOG_LEVEL|LOG_LEVEL.*PORT/);
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });
});
