// 'Forgot password?' (docs/decisions/032). A reset link is mailed to the account's address; the
// answer is the same whether or not the address has an account. The token is 32 random bytes,
// stored only as its SHA-256, works once and for one hour; setting the new password raises the
// token version, so every session signed in before stops working. Requests are limited per
// email and per client address (database counters, shared by instances).
import { createHash, randomBytes } from 'node:crypto';
import {
  FORGOT_PASSWORD_MESSAGE,
  FORGOT_PASSWORD_NO_MAIL_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_LINK_INVALID_MESSAGE,
} from '@resumebeat/shared-contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { clientAddressKey } from '../../lib/client-address';
import { humanDuration } from '../../lib/durations';
import { paths } from '@resumebeat/shared-contract/app-map';
import { HttpError } from '../../lib/http-errors';
import { hashPassword } from '../../lib/passwords';
import { createAttemptCounters } from './attempt-counters';
import type { Mailer } from './mail';
import type { UsersRepository } from './users-repository';

const HOUR_MS = 60 * 60 * 1000;
export const RESET_PATH = paths.resetPassword;

const digest = (token: string) => createHash('sha256').update(token).digest('hex');
const counterKey = (kind: string, value: string) => `${kind}:${createHash('sha256').update(value).digest('base64url')}`;

export function resetMailText(link: string): string {
  return [
    'Hello,',
    '',
    'Someone asked to reset the password of your ResumeBeat account. To choose a new password, open this link:',
    '',
    link,
    '',
    `The link works once and for ${PASSWORD_RESET_TTL_MINUTES} minutes. Setting a new password signs you out everywhere.`,
    'If you did not ask for this, ignore this mail: your password stays as it is.',
    '',
    'ResumeBeat',
  ].join('\n');
}

export function createPasswordResetService(deps: {
  db: Db;
  users: UsersRepository;
  mailer: Mailer;
  log: FastifyBaseLogger;
  perEmailPerHour: number;
  perIpPerHour: number;
  now?: () => number;
}) {
  const now = deps.now ?? Date.now;
  const attempts = createAttemptCounters({ db: deps.db, windowMs: HOUR_MS, now });

  return {
    /**
     * Mails a reset link when the email has an account. `origin`: where the link points. The mail
     * goes out after the answer (`delivered` settles then), so the answer takes the same time
     * whether or not an account exists.
     */
    async request(email: string, meta: { clientIp: string; origin: string }) {
      const rules = [
        { key: counterKey('reset-email', email), max: deps.perEmailPerHour },
        { key: counterKey('reset-ip', clientAddressKey(meta.clientIp)), max: deps.perIpPerHour },
      ];
      const wait = await attempts.retryAfterMs(rules);
      if (wait > 0)
        throw new HttpError(429, `Too many password reset requests. Please try again in ${humanDuration(wait)}.`);
      await attempts.hit(rules.map((rule) => rule.key));

      const answer = {
        message: deps.mailer.enabled ? FORGOT_PASSWORD_MESSAGE : FORGOT_PASSWORD_NO_MAIL_MESSAGE,
        mailEnabled: deps.mailer.enabled,
      };
      const user = await deps.users.findByUsernameOrEmail(email);
      if (!user || !email.includes('@')) return { ...answer, delivered: Promise.resolve() };

      const token = randomBytes(32).toString('base64url');
      await deps.db.insert(passwordResetTokens).values({
        tokenHash: digest(token),
        userId: user.id,
        expiresAt: new Date(now() + PASSWORD_RESET_TTL_MINUTES * 60 * 1000),
      });
      const link = `${meta.origin}${RESET_PATH}?token=${token}`;
      if (!deps.mailer.enabled) {
        // No mail on this server: the operator hands the link over when the person asks support.
        deps.log.warn(
          { userId: user.id, resetLink: link },
          'password reset asked; mail is not configured, give this link to the account owner',
        );
        return { ...answer, delivered: Promise.resolve() };
      }
      const delivered = deps.mailer
        .send({ to: user.email, subject: 'Reset your ResumeBeat password', text: resetMailText(link) })
        .then(
          () => deps.log.info({ userId: user.id }, 'password reset link mailed'),
          (error: unknown) =>
            deps.log.error({ err: error, userId: user.id }, 'password reset link could not be mailed'),
        );
      return { ...answer, delivered };
    },

    /** Sets the new password if the token is valid (unused, not expired); the token is spent. */
    async reset(token: string, password: string): Promise<void> {
      const passwordHash = await hashPassword(password);
      const at = new Date(now());
      const changed = await deps.db.transaction(async (tx) => {
        const [spent] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(
            and(
              eq(passwordResetTokens.tokenHash, digest(token)),
              isNull(passwordResetTokens.usedAt),
              gt(passwordResetTokens.expiresAt, at),
            ),
          )
          .returning({ userId: passwordResetTokens.userId });
        if (!spent) return null;
        // Any other link of the account stops working too.
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: at })
          .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
        await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: at })
          .where(eq(users.id, spent.userId));
        return spent.userId;
      });
      if (!changed) throw new HttpError(400, RESET_LINK_INVALID_MESSAGE);
      deps.log.info({ userId: changed }, 'password reset; earlier sessions revoked');
    },
  };
}

export type PasswordResetService = ReturnType<typeof createPasswordResetService>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordReset: PasswordResetService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'passwordReset',
      createPasswordResetService({
        db: app.db,
        users: app.usersRepository,
        mailer: app.mailer,
        log: app.log,
        perEmailPerHour: app.config.passwordReset.perEmailPerHour,
        perIpPerHour: app.config.passwordReset.perIpPerHour,
      }),
    );
  },
  { name: 'password-reset', dependencies: ['database', 'users-repository', 'mail'] },
);
