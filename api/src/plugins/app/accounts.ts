// Registration and sign-in rules (the request shapes are validated by shared-contract before
// this runs): duplicate username or email is a 409 saying which; wrong credentials a 401 with one
// message whichever part was wrong; attempt limits kept in the database on top of the per-IP
// route limits. Failed sign-ins are counted per account and address, so a stranger's bad
// passwords do not lock the owner out from elsewhere, and per account at ten times that, so
// guessing spread over many addresses still meets a wall (review M11). That wall stops new
// devices only: a browser the account signed in from before (lib/known-devices.ts) passes it with
// the right password, and its own failures are counted for that device alone, so nobody else's
// guessing can lock the owner out of it.
import { AccountEmailSchema, type AuthResponse, type LoginRequest } from '@resumebeat/shared-contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { User } from '../../db/schema';
import { createHash } from 'node:crypto';
import { clientAddressKey } from '../../lib/client-address';
import { humanDuration } from '../../lib/durations';
import { isUniqueViolation, pgError } from '../../lib/db-errors';
import { conflict, HttpError, unauthorized } from '../../lib/http-errors';
import type { KnownDevice } from '../../lib/known-devices';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords';
import { usernameCandidates } from '../../lib/usernames';
import { type AttemptCounters, type AttemptRule, createAttemptCounters } from './attempt-counters';
import type { TokenService } from './auth';
import type { UsersRepository } from './users-repository';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username/email or password';
export const TOO_MANY_FAILURES_MESSAGE = 'Too many failed sign-in attempts for this account.';
/** Said to a new device once the account-wide wall is reached. */
export const newDeviceWallMessage = (wait: string) =>
  `Too many failed sign-in attempts for this account from new devices. Sign in from a device you have signed in from before, or try again in ${wait}.`;
const WINDOW_MS = 15 * 60 * 1000;
/** Failures from all addresses together, as a multiple of the per-address limit. */
const ACCOUNT_WIDE_FACTOR = 10;
/** Registration attempts per username and per email in a window, from anywhere. */
const REGISTRATIONS_PER_KEY = 10;

/** Counter keys without the email or username in clear (the table is not for reading people). */
const counterKey = (kind: string, ...parts: string[]) =>
  `${kind}:${createHash('sha256').update(parts.join('\n')).digest('base64url')}`;

export interface RegisterInput {
  username: string;
  email: string;
  password: string;
  /** The name typed at sign-up, kept as the profile's first and last name (decision 036). */
  name?: string;
}

export type IdentityProvider = 'google' | 'github' | 'linkedin';

/** Who a provider says signed in, after the provider-specific checks (signature, verified email). */
export interface VerifiedIdentity {
  provider: IdentityProvider;
  /** The provider's stable id of the account (Google/LinkedIn `sub`, GitHub user id). */
  subject: string;
  /** A verified email address, as the provider gives it. */
  email: string;
  /** Login, name, ...: the username of a new account is derived from the first usable one. */
  usernameHints: Array<string | null | undefined>;
}

/** 'Jane van Seeker' → first name 'Jane', last name 'van Seeker'; one word is a first name. */
export function splitName(name: string | undefined): { firstName: string | null; lastName: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? null, lastName: words.length > 1 ? words.slice(1).join(' ') : null };
}

/** The profile's first name, when the person gave one (the app bar greets them by it). */
export function firstNameOf(user: { firstName?: string | null }): { firstName?: string } {
  const firstName = user.firstName?.trim();
  return firstName ? { firstName } : {};
}

function conflictMessage(taken: { username: boolean; email: boolean }): string {
  if (taken.username && taken.email) return 'That username is already taken and that email is already registered';
  if (taken.username) return 'That username is already taken';
  return 'An account with that email already exists';
}

export function createAccountsService(deps: {
  users: UsersRepository;
  tokens: TokenService;
  /** An active paid membership: the stored user's isPremium, and the app bar's 'Premium' badge. */
  isPremium: (userId: string) => Promise<boolean>;
  attempts: AttemptCounters;
  accountLoginFailuresPer15Minutes: number;
}) {
  const { attempts } = deps;
  const perAddress = deps.accountLoginFailuresPer15Minutes;

  async function respond(user: User, authTime?: number, remember = false): Promise<AuthResponse> {
    const [{ token, expiresAt }, isPremium] = await Promise.all([
      deps.tokens.issue(user, authTime, remember),
      deps.isPremium(user.id),
    ]);
    return { token, username: user.username, email: user.email, isPremium, expiresAt, ...firstNameOf(user) };
  }

  async function ensureNotBlocked(rules: AttemptRule[], message: string) {
    const wait = await attempts.retryAfterMs(rules);
    if (wait > 0) throw new HttpError(429, `${message} Please try again in ${humanDuration(wait)}.`);
  }

  return {
    async register(input: RegisterInput): Promise<{ auth: AuthResponse; userId: string }> {
      const rules = [
        counterKey('register-username', input.username.toLowerCase()),
        counterKey('register-email', input.email),
      ].map((key) => ({
        key,
        max: REGISTRATIONS_PER_KEY,
      }));
      await ensureNotBlocked(rules, 'Too many registration attempts for this account.');
      await attempts.hit(rules.map((rule) => rule.key));

      const taken = await deps.users.findConflicts(input.username, input.email);
      if (taken.username || taken.email) throw conflict(conflictMessage(taken));
      const passwordHash = await hashPassword(input.password);
      try {
        const user = await deps.users.create({
          username: input.username,
          email: input.email,
          passwordHash,
          ...splitName(input.name),
        });
        return { auth: await respond(user), userId: user.id };
      } catch (error) {
        // Two registrations raced past the check: the unique indexes decide.
        if (isUniqueViolation(error)) {
          const where = `${pgError(error)?.constraint ?? ''} ${pgError(error)?.detail ?? ''}`;
          throw conflict(conflictMessage({ username: where.includes('username'), email: !where.includes('username') }));
        }
        throw error;
      }
    },

    /**
     * `clientIp`: the caller's address; failures count per account and address (IPv6: its /64), and
     * per account from anywhere. `device`: the known-device cookie the caller sent, if any; one of
     * this account passes the address and account-wide limits, and has a failure limit of its own.
     */
    async login(
      input: LoginRequest,
      clientIp: string,
      device: KnownDevice | null = null,
    ): Promise<{ auth: AuthResponse; userId: string }> {
      const account = input.usernameOrEmail.trim().toLowerCase();
      const fromHere = counterKey('login-failures', account, clientAddressKey(clientIp));
      const anywhere = counterKey('login-failures', account);
      const user = await deps.users.findByUsernameOrEmail(account);
      const known =
        user && device?.userId === user.id ? counterKey('login-failures-device', user.id, device.deviceId) : null;
      if (known) {
        await ensureNotBlocked([{ key: known, max: perAddress }], TOO_MANY_FAILURES_MESSAGE);
      } else {
        await ensureNotBlocked([{ key: fromHere, max: perAddress }], TOO_MANY_FAILURES_MESSAGE);
        const wait = await attempts.retryAfterMs([{ key: anywhere, max: perAddress * ACCOUNT_WIDE_FACTOR }]);
        if (wait > 0) throw new HttpError(429, newDeviceWallMessage(humanDuration(wait)));
      }
      const valid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstDummy(input.password);
      if (!user || !valid) {
        await attempts.hit(known ? [known, fromHere, anywhere] : [fromHere, anywhere]);
        throw unauthorized(INVALID_CREDENTIALS_MESSAGE);
      }
      await attempts.clear(known ?? fromHere);
      return { auth: await respond(user, undefined, input.remember === true), userId: user.id };
    },

    /**
     * Provider sign-in: the account already linked to this provider account, else the account with
     * the same (verified) email, which gets linked, else a new password-less account.
     *
     * Linking to an account whose email was never proven (a password registration: anyone can
     * type any email) would let whoever registered it first keep a way in to the real owner's
     * account (review H4, pre-hijacking). So that first link is a takeover by the proven owner:
     * the password is removed and every token issued before is revoked (token version raised).
     */
    async signInWithIdentity(identity: VerifiedIdentity): Promise<AuthResponse> {
      const email = AccountEmailSchema.safeParse(identity.email);
      if (!email.success) throw unauthorized('The identity provider did not give a usable email address.');
      const link = (userId: string) =>
        deps.users.linkIdentity({ provider: identity.provider, subject: identity.subject, userId, email: email.data });
      for (let attempt = 0; ; attempt += 1) {
        try {
          const linked = await deps.users.findByIdentity(identity.provider, identity.subject);
          if (linked) {
            await link(linked.id);
            return await respond(linked);
          }
          const existing = await deps.users.findByUsernameOrEmail(email.data);
          if (existing) {
            if (existing.emailVerifiedAt) {
              await link(existing.id);
              return await respond(existing);
            }
            const claimed = await deps.users.claimWithIdentity(existing.id, {
              provider: identity.provider,
              subject: identity.subject,
              email: email.data,
            });
            return await respond(claimed);
          }
          let username: string | undefined;
          for (const candidate of usernameCandidates([...identity.usernameHints, email.data.split('@')[0]])) {
            if (!(await deps.users.isUsernameTaken(candidate))) {
              username = candidate;
              break;
            }
          }
          if (!username) throw new HttpError(500, 'Could not choose a username for the new account');
          const user = await deps.users.createWithIdentity(
            { username, email: email.data },
            { provider: identity.provider, subject: identity.subject },
          );
          return await respond(user);
        } catch (error) {
          // A concurrent sign-in or registration took the email, username or link: look again.
          if (isUniqueViolation(error) && attempt < 3) continue;
          throw error;
        }
      }
    },

    /** A fresh token for the same session (same auth time, same 'Remember me'), unless the session is past its maximum age. */
    async refresh(user: User, authTime: number, remember = false): Promise<AuthResponse> {
      return respond(user, authTime, remember);
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate(
      'accounts',
      createAccountsService({
        users: app.usersRepository,
        tokens: app.tokens,
        // Billing's answer: a member whose paid period is over is checked with the provider first (decision 028).
        isPremium: async (userId) =>
          app.hasDecorator('billing')
            ? app.billing.isPremium(userId)
            : (await app.membershipsRepository.activeMembership(userId)) !== null,
        attempts: createAttemptCounters({ db: app.db, windowMs: WINDOW_MS }),
        accountLoginFailuresPer15Minutes: app.config.rateLimits.accountLoginFailuresPer15Minutes,
      }),
    );
  },
  { name: 'accounts', dependencies: ['auth', 'users-repository', 'memberships-repository'] },
);
