// Third-party sign-in (issue 6): POST /api/auth/google, /github, /linkedin. Each answers the same
// AuthResponse as login, is rate-limited like login, and fails with 401 (refused), 502 (provider
// unreachable) or 503 (provider not configured). LinkedIn failures also carry `error` (docs/product/api.md#auth).
// Each sign-in is started here first (POST .../start, decision 027): the api picks the state and the
// PKCE verifier (GitHub, LinkedIn) or the nonce (Google), binds them to this browser with a short-lived
// HttpOnly cookie, and the sign-in call is refused unless it comes with that cookie and matches it.
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  AuthResponseSchema,
  ErrorResponseSchema,
  GITHUB_AUTH_ROUTE,
  GITHUB_AUTH_START_ROUTE,
  GithubAuthRequestSchema,
  GOOGLE_AUTH_ROUTE,
  GOOGLE_AUTH_START_ROUTE,
  GoogleAuthRequestSchema,
  GoogleStartResponseSchema,
  LINKEDIN_AUTH_ROUTE,
  LINKEDIN_AUTH_START_ROUTE,
  LinkedInAuthErrorResponseSchema,
  LinkedInAuthRequestSchema,
  OAuthStartResponseSchema,
} from '@resumebeat/shared-contract';
import { paths } from '@resumebeat/shared-contract/app-map';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from '../../lib/http-errors';
import {
  cookieFromHeader,
  OAUTH_FLOW_TTL_MS,
  type OAuthFlow,
  oauthFlowCookieName,
  oauthFlowCookiePath,
  pkceChallenge,
  sameSecret,
} from '../../lib/oauth-flows';
import type { IdentityProvider } from '../../plugins/app/accounts';
import { enabledProviders, notConfigured, PROVIDER_NAMES } from '../../plugins/app/identity-providers';
import { errorResponses } from '../common-responses';

/** Said when the sign-in call does not belong to a flow this browser started (no cookie, another state, expired). */
export const flowMismatchMessage = (provider: IdentityProvider) =>
  `This ${PROVIDER_NAMES[provider]} sign-in was not started in this browser or has expired. Please try again.`;

const providerErrors = {
  ...errorResponses,
  401: ErrorResponseSchema,
  502: ErrorResponseSchema,
  503: ErrorResponseSchema,
} as const;
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
  const enabled = enabledProviders(app.config);
  /**
   * The redirect URI of the authorize step and of the code exchange: PUBLIC_ORIGIN. Only outside
   * production (where config.ts requires PUBLIC_ORIGIN) does it fall back to this request's origin.
   */
  const redirectUri = (request: FastifyRequest, callbackPath: string) =>
    `${app.config.publicOrigin ?? `${request.protocol}://${request.host}`}${callbackPath}`;
  // Secure when browsers reach the app over https (PUBLIC_ORIGIN, which production requires).
  const secureCookies = app.config.publicOrigin?.startsWith('https:') === true;

  function setFlowCookie(reply: FastifyReply, provider: IdentityProvider, value: string, maxAgeSeconds: number) {
    const attributes = [
      `Path=${oauthFlowCookiePath(provider)}`,
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      'SameSite=Lax',
    ];
    if (secureCookies) attributes.push('Secure');
    reply.header('set-cookie', [`${oauthFlowCookieName(provider)}=${value}`, ...attributes].join('; '));
  }

  /** Starts a flow: its cookie on the reply, the flow for the answer. */
  function startFlow(reply: FastifyReply, provider: IdentityProvider): OAuthFlow {
    const { flow, cookie } = app.oauthFlows.start(provider);
    setFlowCookie(reply, provider, cookie, Math.floor(OAUTH_FLOW_TTL_MS / 1000));
    return flow;
  }

  /** The flow this browser started (genuine, unexpired, this provider's), else 401. */
  function currentFlow(request: FastifyRequest, provider: IdentityProvider): OAuthFlow {
    const flow = app.oauthFlows.read(provider, cookieFromHeader(request.headers.cookie, oauthFlowCookieName(provider)));
    if (!flow) throw unauthorized(flowMismatchMessage(provider));
    return flow;
  }
  const endFlow = (reply: FastifyReply, provider: IdentityProvider) => setFlowCookie(reply, provider, '', 0);

  /**
   * A code flow's sign-in call: the flow is used up whatever happens next (a code is exchanged once
   * anyway), and the state sent must be the flow's.
   */
  function takeCodeFlow(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: 'github' | 'linkedin',
    state: string,
  ): OAuthFlow {
    endFlow(reply, provider);
    const flow = currentFlow(request, provider);
    if (!sameSecret(flow.state, state)) throw unauthorized(flowMismatchMessage(provider));
    return flow;
  }

  const authorizeUrl = (provider: 'github' | 'linkedin', request: FastifyRequest, flow: OAuthFlow) => {
    const settings = app.config.providers[provider];
    const url = new URL(settings.authorizeUrl);
    if (provider === 'linkedin') url.searchParams.set('response_type', 'code');
    url.searchParams.set('client_id', settings.clientId ?? '');
    url.searchParams.set('redirect_uri', redirectUri(request, `/${provider}-callback`));
    url.searchParams.set('scope', provider === 'github' ? 'read:user user:email' : 'openid profile email');
    url.searchParams.set('state', flow.state);
    url.searchParams.set('code_challenge', pkceChallenge(flow.verifier));
    url.searchParams.set('code_challenge_method', 'S256');
    return url.href;
  };

  app.route({
    method: GOOGLE_AUTH_START_ROUTE.method,
    url: GOOGLE_AUTH_START_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Start a Google sign-in: a nonce for Google Identity Services, bound to this browser',
      description: 'Sets a short-lived HttpOnly cookie; the ID token posted to /api/auth/google must carry this nonce.',
      response: { 200: GoogleStartResponseSchema, ...providerErrors },
    },
    config: { rateLimit },
    handler: async (_request, reply) => {
      if (!enabled.google) throw notConfigured('google');
      return { nonce: startFlow(reply, 'google').state };
    },
  });

  for (const provider of ['github', 'linkedin'] as const) {
    const route = provider === 'github' ? GITHUB_AUTH_START_ROUTE : LINKEDIN_AUTH_START_ROUTE;
    app.route({
      method: route.method,
      url: route.path,
      schema: {
        tags: ['auth'],
        summary: `Start a ${PROVIDER_NAMES[provider]} sign-in: the authorize URL with state and PKCE challenge`,
        description: `Sets a short-lived HttpOnly cookie holding the state and the code_verifier; /api/auth/${provider} needs it.`,
        response: { 200: OAuthStartResponseSchema, ...providerErrors },
      },
      config: { rateLimit },
      handler: async (request, reply) => {
        if (!enabled[provider]) throw notConfigured(provider);
        const flow = startFlow(reply, provider);
        return { authorizeUrl: authorizeUrl(provider, request, flow), state: flow.state };
      },
    });
  }

  app.route({
    method: GOOGLE_AUTH_ROUTE.method,
    url: GOOGLE_AUTH_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a Google ID token; answers a token',
      description:
        "Verifies the ID token (signature against Google's keys, issuer, audience GOOGLE_CLIENT_ID, expiry, verified email, " +
        'and the nonce of the sign-in this browser started at /api/auth/google/start), ' +
        'then signs in the linked account, links the account with the same email, or creates one.',
      body: GoogleAuthRequestSchema,
      response: { 200: AuthResponseSchema, ...providerErrors },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      if (!enabled.google) throw notConfigured('google');
      // The flow stays until a sign-in succeeds: Google's button may be used again in the same dialog.
      const flow = currentFlow(request, 'google');
      const identity = await app.identityProviders.google(request.body.idToken, flow.state);
      const signedIn = await app.accounts.signInWithIdentity(identity);
      endFlow(reply, 'google');
      return signedIn;
    },
  });

  app.route({
    method: GITHUB_AUTH_ROUTE.method,
    url: GITHUB_AUTH_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign in with a GitHub authorization code; answers a token',
      description:
        'Checks the state against the sign-in this browser started at /api/auth/github/start, exchanges the code with its PKCE verifier ' +
        '(redirect URI PUBLIC_ORIGIN/github-callback), reads the GitHub user and its primary verified email.',
      body: GithubAuthRequestSchema,
      response: { 200: AuthResponseSchema, ...providerErrors },
    },
    config: { rateLimit },
    handler: async (request, reply) => {
      if (!enabled.github) throw notConfigured('github');
      const flow = takeCodeFlow(request, reply, 'github', request.body.state);
      const identity = await app.identityProviders.github(
        request.body.code,
        redirectUri(request, paths.githubCallback),
        flow.verifier,
      );
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
        'Checks the state against the sign-in this browser started at /api/auth/linkedin/start, exchanges the code with its PKCE ' +
        'verifier (redirect URI PUBLIC_ORIGIN/linkedin-callback), reads the OpenID userinfo (verified email required). ' +
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
      return typeof body.message === 'string' && typeof body.error !== 'string'
        ? { ...body, error: body.message }
        : payload;
    },
    handler: async (request, reply) => {
      if (!enabled.linkedin) throw notConfigured('linkedin');
      const flow = takeCodeFlow(request, reply, 'linkedin', request.body.state);
      const identity = await app.identityProviders.linkedin(
        request.body.code,
        redirectUri(request, paths.linkedinCallback),
        flow.verifier,
      );
      return app.accounts.signInWithIdentity(identity);
    },
  });
};

export default providerRoutes;
