// Third-party sign-in (issue 6): POST /api/auth/google, /github, /linkedin. Each answers the same
// AuthResponse as login, is rate-limited like login, and fails with 401 (refused), 502 (provider
// unreachable) or 503 (provider not configured). LinkedIn failures also carry `error` (SPEC.md 7).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  AuthResponseSchema,
  ErrorResponseSchema,
  GITHUB_AUTH_ROUTE,
  GithubAuthRequestSchema,
  GOOGLE_AUTH_ROUTE,
  GoogleAuthRequestSchema,
  LINKEDIN_AUTH_ROUTE,
  LinkedInAuthErrorResponseSchema,
  LinkedInAuthRequestSchema,
} from '@resumebeat/shared-contract';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../common-responses';

const providerErrors = { ...errorResponses, 401: ErrorResponseSchema, 502: ErrorResponseSchema, 503: ErrorResponseSchema } as const;
const linkedInErrors = {
  400: LinkedInAuthErrorResponseSchema,
  401: LinkedInAuthErrorResponseSchema,
  429: LinkedInAuthErrorResponseSchema,
  500: LinkedInAuthErrorResponseSchema,
  502: LinkedInAuthErrorResponseSchema,
  503: LinkedInAuthErrorResponseSchema,
} as const;

const providerRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.rateLimits.loginPerMinute, timeWindow: '1 minute' };
  /** The redirect URI the browser used at the authorize step: PUBLIC_ORIGIN, else this request's origin. */
  const redirectUri = (request: FastifyRequest, callbackPath: string) =>
    `${app.config.publicOrigin ?? `${request.protocol}://${request.host}`}${callbackPath}`;

  app.route({
    method: GOOGLE_AUTH_ROUTE.method,
    url: GOOGLE_AUTH_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a Google ID token; answers a token',
      description:
        'Verifies the ID token (signature against Google\'s keys, issuer, audience GOOGLE_CLIENT_ID, expiry, verified email), ' +
        'then signs in the linked account, links the account with the same email, or creates one.',
      body: GoogleAuthRequestSchema,
      response: { 200: AuthResponseSchema, ...providerErrors },
    },
    config: { rateLimit },
    handler: async (request) => {
      const identity = await app.identityProviders.google(request.body.idToken);
      return app.accounts.signInWithIdentity(identity);
    },
  });

  app.route({
    method: GITHUB_AUTH_ROUTE.method,
    url: GITHUB_AUTH_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a GitHub authorization code; answers a token',
      description: 'Exchanges the code (redirect URI PUBLIC_ORIGIN/github-callback), reads the GitHub user and its primary verified email.',
      body: GithubAuthRequestSchema,
      response: { 200: AuthResponseSchema, ...providerErrors },
    },
    config: { rateLimit },
    handler: async (request) => {
      const identity = await app.identityProviders.github(request.body.code, redirectUri(request, '/github-callback'));
      return app.accounts.signInWithIdentity(identity);
    },
  });

  app.route({
    method: LINKEDIN_AUTH_ROUTE.method,
    url: LINKEDIN_AUTH_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a LinkedIn authorization code; answers a token',
      description:
        'Exchanges the code (redirect URI PUBLIC_ORIGIN/linkedin-callback), reads the OpenID userinfo (verified email required). ' +
        'Failures carry `error` besides `message`: the LinkedIn callback shows that field.',
      body: LinkedInAuthRequestSchema,
      response: { 200: AuthResponseSchema, ...linkedInErrors },
    },
    config: { rateLimit },
    // Every failure, including validation and rate limits, gets `error` = `message` (before the
    // response schema is applied, so the documented shape is the one sent).
    preSerialization: async (_request, reply, payload: unknown) => {
      if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload;
      const body = payload as Record<string, unknown>;
      return typeof body.message === 'string' && typeof body.error !== 'string' ? { ...body, error: body.message } : payload;
    },
    handler: async (request) => {
      const identity = await app.identityProviders.linkedin(request.body.code, redirectUri(request, '/linkedin-callback'));
      return app.accounts.signInWithIdentity(identity);
    },
  });
};

export default providerRoutes;
