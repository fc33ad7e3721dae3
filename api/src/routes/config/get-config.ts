import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  GET_CONFIG_ROUTE,
  MAX_UPLOAD_BYTES,
  PublicConfigSchema,
  REFRESH_ROUTE,
  type PublicConfig,
} from '@resumebeat/shared-contract';
import type { AppConfig } from '../../config';
import { enabledProviders } from '../../plugins/app/identity-providers';

/** The public run-time configuration: only what the browser may know (client ids, publishable key). */
export function publicConfig(config: AppConfig): PublicConfig {
  const { google, github, linkedin } = config.providers;
  // Enabled only when the server can complete the sign-in: a client id, and a secret for the code flows.
  const enabled = enabledProviders(config);
  return {
    auth: {
      google: { enabled: enabled.google, clientId: google.clientId, scriptUrl: google.scriptUrl },
      github: {
        enabled: enabled.github,
        clientId: github.clientId,
        authorizeUrl: github.authorizeUrl,
        scope: 'read:user user:email',
      },
      linkedin: {
        enabled: enabled.linkedin,
        clientId: linkedin.clientId,
        authorizeUrl: linkedin.authorizeUrl,
        scope: 'openid profile email',
      },
    },
    payments: { provider: config.payments.provider, stripePublishableKey: config.payments.stripePublishableKey },
    limits: {
      maxUploadBytes: Math.min(config.limits.uploadBytes, MAX_UPLOAD_BYTES),
      freeScans: config.scans.free,
      scanWindow: config.scans.window,
    },
    session: { lifetimeMs: 3 * 60 * 60 * 1000, tokenRefreshPath: REFRESH_ROUTE.path },
  };
}

const getConfig: FastifyPluginAsyncZod = async (app) => {
  const body = publicConfig(app.config);
  app.route({
    method: GET_CONFIG_ROUTE.method,
    url: GET_CONFIG_ROUTE.path,
    schema: {
      tags: ['system'],
      summary: 'Public run-time configuration: identity providers, payment provider, limits',
      response: { 200: PublicConfigSchema },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return body;
    },
  });
};

export default getConfig;
