// Builds the Fastify app without listening (server.ts listens; tests call app.inject). Order, as
// in fastify/demo: external plugins (config, security, database, ...), then the app's own
// plugins (services), then the routes.
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from '@fastify/type-provider-zod';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { serializeErrorForLog } from './lib/log-safe-error';
import { serializeRequestForLog } from './lib/log-safe-url';
import accountsPlugin from './plugins/app/accounts';
import aiPlugin from './plugins/app/ai';
import authPlugin from './plugins/app/auth';
import bulkUploadsPlugin from './plugins/app/bulk-upload';
import enginePlugin from './plugins/app/engine';
import errorsPlugin from './plugins/app/errors';
import identityProvidersPlugin from './plugins/app/identity-providers';
import lifecyclePlugin from './plugins/app/lifecycle';
import membershipsRepositoryPlugin from './plugins/app/memberships-repository';
import paymentsPlugin from './plugins/app/payments';
import resumesPlugin from './plugins/app/resumes';
import scansPlugin from './plugins/app/scans';
import mailPlugin from './plugins/app/mail';
import passwordResetPlugin from './plugins/app/password-reset';
import supportPlugin from './plugins/app/support';
import usersRepositoryPlugin from './plugins/app/users-repository';
import configPlugin from './plugins/external/config';
import corsPlugin from './plugins/external/cors';
import databasePlugin from './plugins/external/database';
import helmetPlugin from './plugins/external/helmet';
import multipartPlugin from './plugins/external/multipart';
import rateLimitPlugin from './plugins/external/rate-limit';
import swaggerPlugin from './plugins/external/swagger';
import { type RegisteredRoute, routeBudgetsHook } from './routes/route-budgets';
import apiRoutes from './routes';
import webApp from './routes/web';

export interface BuildAppOptions {
  /** Overrides the pino options derived from the config (tests pass `false`). */
  logger?: FastifyServerOptions['logger'];
  /** An open database to use instead of opening one from the config (tests); not closed by the app. */
  database?: Database;
}

/** Never log credentials: bearer tokens, cookies, passwords, issued tokens, hashes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.passwordHash',
  '*.token',
  '*.jwtSecret',
  '*.idToken',
  '*.clientSecret',
  '*.accessToken',
  '*.apiKey',
];

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Failed queries would otherwise log their parameters (hashes, resume text): lib/log-safe-error.ts.
    // Capability ids and one-time secrets in URLs are masked: lib/log-safe-url.ts (review L11).
    serializers: { err: serializeErrorForLog, req: serializeRequestForLog },
  };
}

export async function buildApp(config: AppConfig, options: BuildAppOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.limits.bodyBytes,
    // Slow senders hold a connection only so long (headers, then the whole request); Node checks
    // every second instead of its default 30 s, so the bounds are what they say.
    requestTimeout: config.limits.requestTimeoutMs,
    http: {
      headersTimeout: Math.min(config.limits.headersTimeoutMs, config.limits.requestTimeoutMs),
      connectionsCheckingInterval: 1000,
    },
    // A hop count n trusts the n closest proxies (fastify's types accept it only as a function).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    forceCloseConnections: true,
    // Opening (or creating) the embedded database takes seconds, more on a busy machine; fastify's
    // default of 10 s per plugin made a loaded start fail for no fault of the database.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  // Every route's body limit and where its work runs come from one table (routes/route-budgets.ts).
  app.decorate('registeredRoutes', [] as RegisteredRoute[]);
  app.addHook('onRoute', routeBudgetsHook(app.registeredRoutes, config.limits.bodyBytes));

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // JSON only: a text/plain body is a 415, not a string that fails validation later.
  app.removeContentTypeParser('text/plain');

  await app.register(configPlugin, { config });
  await app.register(lifecyclePlugin);
  if (config.databaseUrl && !config.jwtSecret) {
    app.log.warn(
      'DATABASE_URL is set but JWT_SECRET is not: this instance signs with a secret of its own (DATA_DIR/jwt-secret), so sessions and scan tickets from other instances fail here. Set one JWT_SECRET on every instance.',
    );
  }
  if (config.trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true trusts every X-Forwarded-For hop: clients can choose their own IP and reset per-IP limits. Set a hop count or the proxy addresses.',
    );
  }
  await app.register(errorsPlugin);
  await app.register(helmetPlugin);
  await app.register(corsPlugin);
  await app.register(rateLimitPlugin);
  await app.register(multipartPlugin);
  await app.register(swaggerPlugin);
  await app.register(databasePlugin, { database: options.database });

  await app.register(usersRepositoryPlugin);
  await app.register(membershipsRepositoryPlugin);
  await app.register(authPlugin);
  await app.register(accountsPlugin);
  await app.register(identityProvidersPlugin);
  await app.register(mailPlugin);
  await app.register(passwordResetPlugin);
  await app.register(supportPlugin);
  await app.register(scansPlugin);
  await app.register(paymentsPlugin);
  await app.register(enginePlugin);
  await app.register(aiPlugin);
  await app.register(resumesPlugin);
  await app.register(bulkUploadsPlugin);

  await app.register(apiRoutes);
  await app.register(webApp);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route the app registered, with its body limit (for the route-budgets check). */
    registeredRoutes: RegisteredRoute[];
  }
}

export type App = Awaited<ReturnType<typeof buildApp>>;
