// Support messages (docs/decisions/032): stored in the database, then delivered to the team. With
// SMTP_URL set each message is mailed to SUPPORT_INBOX, the reply-to set to the sender; a sender
// whose active plan has has_priority_support (the plan's flag, not its name) is marked priority in
// the subject and headers. Without SMTP the stored row is the delivery: `pnpm support:inbox` lists
// them, priority first. Also forwarded to SUPPORT_WEBHOOK_URL (JSON POST) when set. Delivery is best
// effort and never fails the request: the stored row is the record.
import { randomUUID } from 'node:crypto';
import { SUPPORT_REPLY_EXPECTATION } from '@resumebeat/shared-contract';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { supportMessages } from '../../db/schema';
import type { Mailer } from './mail';
import { planHasFlag } from './memberships-repository';

export interface SupportInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export const PRIORITY_SUBJECT_PREFIX = '[PRIORITY]';
const RECENT_MESSAGES = 20;

/** Whether the user's active paid membership is on a plan with the priority-support flag. */
export function hasPrioritySupport(db: Db, userId: string, now = new Date()): Promise<boolean> {
  return planHasFlag(db, userId, 'hasPrioritySupport', now);
}

export function supportMailSubject(subject: string, priority: boolean): string {
  return `${priority ? `${PRIORITY_SUBJECT_PREFIX} ` : ''}Support: ${subject}`.replace(/[\r\n]+/g, ' ');
}

export function createSupportService(deps: {
  db: Db;
  webhookUrl: string | null;
  inbox: string;
  mailer: Mailer;
  log: FastifyBaseLogger;
}) {
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

  async function mail(id: string, input: SupportInput, meta: { userId: string | null; priority: boolean }) {
    if (!deps.mailer.enabled) return;
    try {
      await deps.mailer.send({
        to: deps.inbox,
        subject: supportMailSubject(input.subject, meta.priority),
        replyTo: input.name ? `"${input.name.replace(/["\\\r\n]/g, '')}" <${input.email}>` : input.email,
        text: [
          `From: ${input.name || '(no name)'} <${input.email}>`,
          `Account: ${meta.userId ?? 'not signed in'}`,
          `Priority support: ${meta.priority ? 'yes (reply within one business day)' : 'no (reply within three business days)'}`,
          `Message id: ${id}`,
          '',
          input.message,
        ].join('\n'),
        // nodemailer's 'high': X-Priority: 1 (Highest), X-MSMail-Priority: High, Importance: High.
        ...(meta.priority ? { priority: 'high' as const } : {}),
      });
      await deps.db.update(supportMessages).set({ mailedAt: new Date() }).where(eq(supportMessages.id, id));
    } catch (error) {
      deps.log.warn({ err: error, supportMessageId: id }, 'support message stored but not mailed');
    }
  }

  return {
    /** Stores the message; `delivered` settles when the mail and webhook are done (tests await it). */
    async submit(input: SupportInput, meta: { userId: string | null; clientIp: string | null }) {
      const id = randomUUID();
      const priority = meta.userId ? await hasPrioritySupport(deps.db, meta.userId) : false;
      await deps.db
        .insert(supportMessages)
        .values({ id, ...input, userId: meta.userId, clientIp: meta.clientIp, priority });
      const delivered = Promise.all([forward(id, input), mail(id, input, { userId: meta.userId, priority })]).then(
        () => undefined,
      );
      const expectation = priority ? SUPPORT_REPLY_EXPECTATION.priority : SUPPORT_REPLY_EXPECTATION.standard;
      return { id, priority, expectation, delivered, forwarded: delivered };
    },

    /** The member's own recent messages, newest first. */
    async listForUser(userId: string) {
      const rows = await deps.db
        .select()
        .from(supportMessages)
        .where(eq(supportMessages.userId, userId))
        .orderBy(desc(supportMessages.createdAt))
        .limit(RECENT_MESSAGES);
      return rows.map((row) => ({
        id: row.id,
        subject: row.subject,
        createdAt: row.createdAt.toISOString(),
        priority: row.priority,
        state: row.mailedAt ? ('sent' as const) : ('received' as const),
      }));
    },

    /** The team's inbox without SMTP: priority first, then oldest first (waiting longest). */
    async inbox(limit = 100) {
      return deps.db
        .select()
        .from(supportMessages)
        .orderBy(desc(supportMessages.priority), asc(supportMessages.createdAt), sql`${supportMessages.id}`)
        .limit(limit);
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
    app.decorate(
      'support',
      createSupportService({
        db: app.db,
        webhookUrl: app.config.support.webhookUrl,
        inbox: app.config.support.inbox,
        mailer: app.mailer,
        log: app.log,
      }),
    );
  },
  { name: 'support', dependencies: ['database', 'mail'] },
);
