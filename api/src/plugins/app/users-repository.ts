// Data access for accounts. Queries only; rules live in the services.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { type User, users } from '../../db/schema';

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

    async create(input: { username: string; email: string; passwordHash: string | null }): Promise<User> {
      const [user] = await db
        .insert(users)
        .values({ id: randomUUID(), username: input.username, email: input.email, passwordHash: input.passwordHash })
        .returning();
      if (!user) throw new Error('insert returned no row');
      return user;
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
