import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import { CONTACT_SUPPORT_ROUTE, ContactSupportResponseSchema, SupportMessageSchema } from '@resumebeat/shared-contract';
import { errorResponses } from '../common-responses';

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: CONTACT_SUPPORT_ROUTE.method,
    url: CONTACT_SUPPORT_ROUTE.path,
    schema: {
      tags: ['support'],
      summary: 'Send a message to support (no sign-in needed); stored, and forwarded when a webhook is configured',
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
      const { id } = await app.support.submit(request.body, { userId, clientIp: request.ip });
      request.log.info({ supportMessageId: id }, 'support message stored');
      return reply.code(201).send({ id, message: 'Thanks! Your message has been sent. We will get back to you soon.' });
    },
  });
};

export default supportRoutes;
