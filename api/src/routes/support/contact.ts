import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  CONTACT_SUPPORT_ROUTE,
  ContactSupportResponseSchema,
  MY_SUPPORT_MESSAGES_ROUTE,
  MySupportMessagesResponseSchema,
  SupportMessageSchema,
} from '@resumebeat/shared-contract';
import { unauthorized } from '../../lib/http-errors';
import { authErrorResponses, bearerAuth, errorResponses } from '../common-responses';

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: CONTACT_SUPPORT_ROUTE.method,
    url: CONTACT_SUPPORT_ROUTE.path,
    schema: {
      tags: ['support'],
      summary:
        'Send a message to support (no sign-in needed); stored, mailed to SUPPORT_INBOX when SMTP_URL is set (priority for plans with priority support)',
      body: SupportMessageSchema,
      response: { 201: ContactSupportResponseSchema, ...errorResponses },
    },
    config: { rateLimit: { max: app.config.rateLimits.supportPer10Minutes, timeWindow: '10 minutes' } },
    handler: async (request, reply) => {
      // A signed-in sender is linked to the message; a bad, revoked or missing token, or one of a
      // deleted account, simply is not (the same checks as every protected call, review L2).
      const userId = await app.authenticateOptional(request, reply).then(
        () => request.user?.id ?? null,
        () => null,
      );
      const { id, priority, expectation } = await app.support.submit(request.body, { userId, clientIp: request.ip });
      request.log.info({ supportMessageId: id, priority }, 'support message stored');
      return reply.code(201).send({
        id,
        message: 'Thanks! Your message has been sent. We will get back to you soon.',
        expectation,
        priority,
      });
    },
  });

  app.route({
    method: MY_SUPPORT_MESSAGES_ROUTE.method,
    url: MY_SUPPORT_MESSAGES_ROUTE.path,
    schema: {
      tags: ['support'],
      summary: "The signed-in member's recent support messages (newest first, at most 20) with their state",
      security: bearerAuth,
      response: { 200: MySupportMessagesResponseSchema, ...authErrorResponses },
    },
    onRequest: [app.authenticate],
    handler: async (request, reply) => {
      const user = request.user;
      if (!user) throw unauthorized();
      reply.header('cache-control', 'no-store');
      return { messages: await app.support.listForUser(user.id) };
    },
  });
};

export default supportRoutes;
