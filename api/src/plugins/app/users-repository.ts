// Data access for accounts. Queries only; rules live in the services.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type User, userIdentities, users } from '../../db/schema';

export interface ProfileFields {
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  bio: string | null;
  dateOfBirth: string | null;
}

export function createUsersRepository(db: Db) {
  return {
    async findById(id: string): Promise<User | null> {
      const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
      return user ?? null;
    },

    /** Usernames are unique without case; emails are stored lower-case. */
    async findByUsernameOrEmail(usernameOrEmail: string): Promise<User | null> {
      const value = usernameOrEmail.trim().toLowerCase();
      const condition = value.includes('@') ? eq(users.email, value) : eq(sql`lower(${users.username})`, value);
      const [user] = await db.select().from(users).where(condition).limit(1);
      return user ?? null;
    },

    async findConflicts(username: string, email: string): Promise<{ username: boolean; email: boolean }> {
      const rows = await db
        .select({ username: users.username, email: users.email })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()} OR ${users.email} = ${email}`);
      return {
        username: rows.some((row) => row.username.toLowerCase() === username.toLowerCase()),
        email: rows.some((row) => row.email === email),
      };
    },

    async create(input: {
      username: string;
      email: string;
      passwordHash: string | null;
      firstName?: string | null;
      lastName?: string | null;
    }): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({
          id: randomUUID(),
          username: input.username,
          email: input.email,
          passwordHash: input.passwordHash,
          firstName: input.firstName ?? null,
          lastName: input.lastName ?? null,
        })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return user;
    },

    /** The user a provider account (provider + subject) is linked to. */
    async findByIdentity(provider: string, subject: string): Promise<User | null> {
      const [row] = await db
        .select({ user: users })
        .from(userIdentities)
        .innerJoin(users, eq(userIdentities.userId, users.id))
        .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
        .limit(1);
      return row?.user ?? null;
    },

    async isUsernameTaken(username: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()))
        .limit(1);
      return rows.length > 0;
    },

    /** Links a provider account to a user, or refreshes the link's email and last sign-in. */
    async linkIdentity(identity: { provider: string; subject: string; userId: string; email: string }): Promise<void> {
      await db
        .insert(userIdentities)
        .values(identity)
        .onConflictDoUpdate({
          target: [userIdentities.provider, userIdentities.subject],
          set: { email: identity.email, lastSignInAt: new Date() },
        });
    },

    /** A password-less account and its first provider link, in one transaction. */
    async createWithIdentity(
      input: { username: string; email: string },
      identity: { provider: string; subject: string },
    ): Promise<User> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            id: randomUUID(),
            username: input.username,
            email: input.email,
            passwordHash: null,
            emailVerifiedAt: new Date(),
          })
          .returning();
        if (!user) throw new Error('insert returned no row');
        await tx.insert(userIdentities).values({ ...identity, userId: user.id, email: input.email });
        return user;
      });
    },

    /**
     * The proven owner of the email takes over an account whose email was never proven: the
     * password goes, earlier tokens stop working, the email counts as verified, the provider is
     * linked. One transaction; answers the account as it now is.
     */
    async claimWithIdentity(
      userId: string,
      identity: { provider: string; subject: string; email: string },
    ): Promise<User> {
      return db.transaction(async (tx) => {
        const now = new Date();
        const [user] = await tx
          .update(users)
          .set({
            passwordHash: null,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            emailVerifiedAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, userId))
          .returning();
        if (!user) throw new Error('account vanished while it was being linked');
        await tx
          .insert(userIdentities)
          .values({ ...identity, userId })
          .onConflictDoUpdate({
            target: [userIdentities.provider, userIdentities.subject],
            set: { email: identity.email, lastSignInAt: now },
          });
        return user;
      });
    },

    /** Every token issued so far stops working (logout, takeover). */
    async revokeTokens(userId: string): Promise<void> {
      await db
        .update(users)
        .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: new Date() })
        .where(eq(users.id, userId));
    },

    async updateProfile(id: string, fields: ProfileFields): Promise<User | null> {
      const now = new Date();
      const [user] = await db
        .update(users)
        .set({ ...fields, profileUpdatedAt: now, updatedAt: now })
        .where(eq(users.id, id))
        .returning();
      return user ?? null;
    },
  };
}

export type UsersRepository = ReturnType<typeof createUsersRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    usersRepository: UsersRepository;
  }
}

export default fp(
  async (app: FastifyInstance) => {
    app.decorate('usersRepository', createUsersRepository(app.db));
  },
  { name: 'users-repository', dependencies: ['database'] },
);
