import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  AuthResponseSchema,
  ErrorResponseSchema,
  FORGOT_PASSWORD_ROUTE,
  ForgotPasswordRequestSchema,
  ForgotPasswordResponseSchema,
  RESET_PASSWORD_DONE_MESSAGE,
  RESET_PASSWORD_ROUTE,
  ResetPasswordRequestSchema,
  ResetPasswordResponseSchema,
  LOGIN_ROUTE,
  LOGOUT_ROUTE,
  LoginRequestSchema,
  ME_ROUTE,
  MeResponseSchema,
  REFRESH_ROUTE,
  REGISTER_ROUTE,
  RegisterRequestSchema,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { unauthorized } from '../../lib/http-errors';
import { firstNameOf } from '../../plugins/app/accounts';
import {
  KNOWN_DEVICE_COOKIE,
  KNOWN_DEVICE_COOKIE_PATH,
  KNOWN_DEVICE_MAX_AGE_SECONDS,
  type KnownDevice,
} from '../../lib/known-devices';
import { cookieFromHeader } from '../../lib/oauth-flows';
import { authErrorResponses, bearerAuth, errorResponses } from '../common-responses';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { rateLimits } = app.config;
  // Secure when browsers reach the app over https (PUBLIC_ORIGIN, which production requires).
  const secureCookies = app.config.publicOrigin?.startsWith('https:') === true;
  const sentDevice = (request: FastifyRequest) =>
    app.knownDevices.read(cookieFromHeader(request.headers.cookie, KNOWN_DEVICE_COOKIE));
  /** Marks this browser as a known device of the account (review M11; lib/known-devices.ts). */
  function rememberDevice(reply: FastifyReply, userId: string, previous: KnownDevice | null) {
    const attributes = [
      `Path=${KNOWN_DEVICE_COOKIE_PATH}`,
      `Max-Age=${KNOWN_DEVICE_MAX_AGE_SECONDS}`,
      'HttpOnly',
      'SameSite=Strict',
    ];
    if (secureCookies) attributes.push('Secure');
    reply.header(
      'set-cookie',
      [`${KNOWN_DEVICE_COOKIE}=${app.knownDevices.issue(userId, previous)}`, ...attributes].join('; '),
    );
  }

  app.route({
    method: REGISTER_ROUTE.method,
    url: REGISTER_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Create an account; answers a token',
      description:
        'Username 3-30 characters (letters, digits, . _ -, starting with a letter or digit; unique without case). ' +
        'Email trimmed and lower-cased, at most 254 characters. Password 8-128 characters with a letter and a digit or symbol.',
      body: RegisterRequestSchema,
      response: { 201: AuthResponseSchema, 409: ErrorResponseSchema, ...errorResponses },
    },
    config: { rateLimit: { max: rateLimits.registerPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const { auth: result, userId } = await app.accounts.register(request.body);
      request.log.info({ username: result.username }, 'account registered');
      rememberDevice(reply, userId, null);
      return reply.code(201).send(result);
    },
  });

  app.route({
    method: LOGIN_ROUTE.method,
    url: LOGIN_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign in with username or email and password; answers a token',
      body: LoginRequestSchema,
      response: { 200: AuthResponseSchema, 401: ErrorResponseSchema, ...errorResponses },
    },
    config: { rateLimit: { max: rateLimits.loginPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const device = sentDevice(request);
      const { auth, userId } = await app.accounts.login(request.body, request.ip, device);
      rememberDevice(reply, userId, device);
      return auth;
    },
  });

  app.route({
    method: REFRESH_ROUTE.method,
    url: REFRESH_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Exchange a valid token for a fresh one (the 3-hour session slides)',
      description:
        'Refused with 401 once the token has expired, or when the session began longer ago than SESSION_MAX_AGE_HOURS. ' +
        "A 'Remember me' session keeps its end: REMEMBER_ME_DAYS after the sign-in.",
      security: bearerAuth,
      response: { 200: AuthResponseSchema, ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    config: { rateLimit: { max: rateLimits.loginPerMinute, timeWindow: '1 minute' } },
    handler: async (request) => {
      const claims = request.tokenClaims;
      const user = request.user;
      if (!claims || !user) throw unauthorized();
      if (app.tokens.isPastMaxAge(claims))
        throw unauthorized('Your session has reached its maximum length. Please log in again.');
      return app.accounts.refresh(user, claims.authTime, claims.remember);
    },
  });

  app.route({
    method: LOGOUT_ROUTE.method,
    url: LOGOUT_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Sign out: every token of the account issued so far stops working (204)',
      description:
        "Raises the account's token version, so the token sent, any other copy of it and its refresh are 401 afterwards.",
      security: bearerAuth,
      response: { 204: z.null().meta({ description: 'Signed out' }), ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      await app.usersRepository.revokeTokens(user.id);
      request.log.info({ userId: user.id }, 'signed out');
      return reply.code(204).send(null);
    },
  });

  app.route({
    method: FORGOT_PASSWORD_ROUTE.method,
    url: FORGOT_PASSWORD_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Mail a password-reset link to the account with this email (the same answer whether or not one exists)',
      description:
        'The link works once and for one hour. Limited per email and per client address (PASSWORD_RESET_PER_EMAIL_PER_HOUR, ' +
        'PASSWORD_RESET_PER_IP_PER_HOUR: 429). Without SMTP_URL no mail is sent: mailEnabled is false and the link is logged for the operator.',
      body: ForgotPasswordRequestSchema,
      response: { 200: ForgotPasswordResponseSchema, ...errorResponses },
    },
    config: { rateLimit: { max: rateLimits.loginPerMinute, timeWindow: '1 minute' } },
    handler: async (request) => {
      const origin = app.config.publicOrigin ?? `${request.protocol}://${request.host}`;
      const { message, mailEnabled } = await app.passwordReset.request(request.body.email, {
        clientIp: request.ip,
        origin,
      });
      return { message, mailEnabled };
    },
  });

  app.route({
    method: RESET_PASSWORD_ROUTE.method,
    url: RESET_PASSWORD_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'Set a new password with the token of a reset link; every earlier session is signed out',
      body: ResetPasswordRequestSchema,
      response: { 200: ResetPasswordResponseSchema, ...errorResponses },
    },
    config: { rateLimit: { max: rateLimits.loginPerMinute, timeWindow: '1 minute' } },
    handler: async (request) => {
      await app.passwordReset.reset(request.body.token, request.body.password);
      return { message: RESET_PASSWORD_DONE_MESSAGE };
    },
  });

  app.route({
    method: ME_ROUTE.method,
    url: ME_ROUTE.path,
    schema: {
      tags: ['auth'],
      summary: 'The account the token belongs to; isPremium: it has an active paid membership',
      security: bearerAuth,
      response: { 200: MeResponseSchema, ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      reply.header('cache-control', 'no-store');
      const isPremium = await app.billing.isPremium(user.id);
      return { username: user.username, email: user.email, isPremium, ...firstNameOf(user) };
    },
  });
};

export default authRoutes;
