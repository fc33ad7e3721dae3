// The Drizzle view of the tables. The SQL in migrations/ is the source of truth for the database;
// this file must describe the same columns (test/db/schema.test.ts compares them).
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    username: varchar('username', { length: 30 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    tokenVersion: integer('token_version').notNull().default(0),
    firstName: varchar('first_name', { length: 100 }),
    lastName: varchar('last_name', { length: 100 }),
    phoneNumber: varchar('phone_number', { length: 32 }),
    bio: varchar('bio', { length: 500 }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    profileUpdatedAt: timestamp('profile_updated_at', { withTimezone: true, mode: 'date' }),
    scanCount: integer('scan_count').notNull().default(0),
    lastScanAt: timestamp('last_scan_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_key').on(table.email),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 200 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    message: text('message').notNull(),
    clientIp: varchar('client_ip', { length: 64 }),
    forwardedAt: timestamp('forwarded_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [index('support_messages_created_at_idx').on(table.createdAt)],
);
export type SupportMessageRow = typeof supportMessages.$inferSelect;

/** Identity-provider accounts linked to a user: one row per provider and provider subject. */
export const userIdentities = pgTable(
  'user_identities',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    ...timestamps,
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.subject] }), index('user_identities_user_id_idx').on(table.userId)],
);
export type UserIdentity = typeof userIdentities.$inferSelect;

export const schema = { users, supportMessages, userIdentities };
