// Support messages: stored in the database; forwarded to SUPPORT_WEBHOOK_URL (JSON POST) when set.
// Forwarding is best effort and never fails the request: the stored row is the record.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';

export interface SupportInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function createSupportService(deps: { db: Db; webhookUrl: string | null; log: FastifyBaseLogger }) {
  async function forward(id: string, input: SupportInput) {
    if (!deps.webhookUrl) return;
    try {
      const response = await fetch(deps.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id, ...input }),
        signal: AbortSignal.timeout(5000),
      });
      if (!response.ok) throw new Error(`webhook answered ${response.status}`);
      await deps.db.update(supportMessages).set({ forwardedAt: new Date() }).where(eq(supportMessages.id, id));
    } catch (error) {
      deps.log.warn({ err: error, supportMessageId: id }, 'support message stored but not forwarded');
    }
  }

  return {
    /** Stores the message; `forwarded` settles when the webhook call is done (tests await it). */
    async submit(input: SupportInput, meta: { userId: string | null; clientIp: string | null }) {
      const id = randomUUID();
      await deps.db.insert(supportMessages).values({ id, ...input, userId: meta.userId, clientIp: meta.clientIp });
      const forwarded = forward(id, input);
      return { id, forwarded };
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('support', createSupportService({ db: app.db, webhookUrl: app.config.support.webhookUrl, log: app.log }));
  },
  { name: 'support', dependencies: ['database'] },
);
