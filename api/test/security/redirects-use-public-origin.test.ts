// L6 (security review 2026-11-26, the sign-in part): redirect URLs came from the Host header when
// PUBLIC_ORIGIN was unset, in production too. Production now refuses to start without
// PUBLIC_ORIGIN, and the identity-provider redirect URIs are built from it whatever Host says.
import { loadConfig } from '../../src/config';
import { FAKE_CLIENTS } from '../support/fake-providers';
import { startTestApp, type TestApp } from '../support/test-app';

const PROVIDERS = {
  GITHUB_CLIENT_ID: FAKE_CLIENTS.github.id,
  GITHUB_CLIENT_SECRET: FAKE_CLIENTS.github.secret,
  LINKEDIN_CLIENT_ID: FAKE_CLIENTS.linkedin.id,
  LINKEDIN_CLIENT_SECRET: FAKE_CLIENTS.linkedin.secret,
};

describe('sign-in redirect URLs never come from the Host header in production', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    for (const t of apps) {
      await t.close();
      await t.database.dispose();
    }
  });

  it('NODE_ENV=production without PUBLIC_ORIGIN refuses to start, saying what to set', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none' })).toThrow(
      /^Invalid configuration: PUBLIC_ORIGIN is required when NODE_ENV=production: set it to the origin browsers use \(for example https:\/\/resumebeat\.example\.com\)/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', PUBLIC_ORIGIN: 'not a url' })).toThrow(
      /PUBLIC_ORIGIN/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'none', PUBLIC_ORIGIN: 'https://resumebeat.example.com/' })
        .publicOrigin,
    ).toBe('https://resumebeat.example.com');
  });

  it("in production the GitHub and LinkedIn redirect URIs are PUBLIC_ORIGIN's, whatever Host and X-Forwarded-Host say", async () => {
    const t = await startTestApp({
      env: {
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'none',
        PUBLIC_ORIGIN: 'https://resumebeat.example.com',
        TRUST_PROXY: 'true',
        ...PROVIDERS,
      },
    });
    apps.push(t);
    for (const provider of ['github', 'linkedin']) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/auth/${provider}/start`,
        headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
      });
      expect(response.statusCode).toBe(200);
      const authorizeUrl = new URL((response.json() as { authorizeUrl: string }).authorizeUrl);
      expect(authorizeUrl.searchParams.get('redirect_uri')).toBe(`https://resumebeat.example.com/${provider}-callback`);
      expect(response.body).not.toContain('evil.example');
    }
  });
});
