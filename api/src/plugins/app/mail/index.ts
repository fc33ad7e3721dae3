// Outgoing mail (docs/decisions/032). With SMTP_URL set, mail is sent by SMTP (nodemailer); without
// it nothing leaves the server: `enabled` is false and callers keep what they would have sent
// (reset links are logged for the operator, support messages stay in the database).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** 'high' sets X-Priority: 1, X-MSMail-Priority: High and Importance: high. */
  priority?: 'high' | 'normal';
}

export interface Mailer {
  readonly enabled: boolean;
  /** Sends one mail; rejects when the SMTP server refuses it or cannot be reached. */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export function createMailer(options: { smtpUrl: string | null; from: string; timeoutMs?: number }): Mailer {
  if (!options.smtpUrl) {
    return {
      enabled: false,
      async send() {
        throw new Error('mail is not configured (SMTP_URL is not set)');
      },
      close() {},
    };
  }
  const timeout = options.timeoutMs ?? 10_000;
  const url = new URL(options.smtpUrl);
  for (const [key, value] of [
    ['connectionTimeout', timeout],
    ['greetingTimeout', timeout],
    ['socketTimeout', timeout],
  ] as const) {
    if (!url.searchParams.has(key)) url.searchParams.set(key, String(value));
  }
  const transport = nodemailer.createTransport(url.toString());
  return {
    enabled: true,
    async send(mail) {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        ...(mail.priority ? { priority: mail.priority } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
    },
    close() {
      transport.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer({ smtpUrl: app.config.mail.smtpUrl, from: app.config.mail.from });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    if (!mailer.enabled)
      app.log.info(
        'mail: SMTP_URL is not set, no mail is sent (reset links are logged, support messages stay in the database)',
      );
  },
  { name: 'mail' },
);
