// The Drizzle view of the tables. The SQL in migrations/ is the source of truth for the database;
// this file must describe the same columns (test/db/schema.test.ts compares them).
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

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
    /** When an identity provider proved the email belongs to the account's holder; null: never. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
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

/** A signed-in user's scan: the text the engine read, its score and the feedback shown. */
export const resumes = pgTable(
  'resumes',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileKind: varchar('file_kind', { length: 8 }).notNull(),
    industry: varchar('industry', { length: 40 }).notNull(),
    jobTitle: varchar('job_title', { length: 200 }),
    companyName: varchar('company_name', { length: 200 }),
    jobDescription: text('job_description'),
    content: text('content').notNull(),
    score: integer('score').notNull(),
    scoringVersion: varchar('scoring_version', { length: 40 }).notNull(),
    analysis: text('analysis').notNull(),
    scoreComponents: jsonb('score_components').notNull(),
    keywords: jsonb('keywords'),
    optimizedResume: text('optimized_resume'),
    ...timestamps,
  },
  (table) => [index('resumes_user_created_idx').on(table.userId, table.createdAt.desc())],
);
export type ResumeRow = typeof resumes.$inferSelect;

/** One row per scan that counted; user_id null for anonymous visitors (client_ip). */
export const scanEvents = pgTable(
  'scan_events',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    clientIp: varchar('client_ip', { length: 64 }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    /** Analysis, optimize and rescore calls made on this scan with its scan ticket. */
    followUpCalls: integer('follow_up_calls').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('scan_events_user_created_idx').on(table.userId, table.createdAt),
    index('scan_events_ip_idx').on(table.clientIp).where(sql`user_id IS NULL`),
  ],
);

/** Scans used per subject ('user:<id>' or 'ip:<address>') and window; consumed atomically. */
export const scanQuotas = pgTable(
  'scan_quotas',
  {
    subject: varchar('subject', { length: 100 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.subject, table.windowStart] })],
);

/** Paid plans (billing writes them); active while status is 'active' and ends_at is unset or ahead. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planType: smallint('plan_type').notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    provider: varchar('provider', { length: 20 }),
    providerCustomerId: varchar('provider_customer_id', { length: 255 }),
    providerSubscriptionId: varchar('provider_subscription_id', { length: 255 }),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('memberships_user_idx').on(table.userId, table.status),
    uniqueIndex('memberships_provider_subscription_key').on(table.provider, table.providerSubscriptionId),
    check('memberships_plan_type_check', sql`${table.planType} BETWEEN 0 AND 3`),
  ],
);
export type Membership = typeof memberships.$inferSelect;

/** Failed sign-ins and registration attempts per key and fixed window (lib/attempt-counters.ts). */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: varchar('key', { length: 300 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] }), index('attempt_counters_window_idx').on(table.windowStart)],
);

export const schema = { users, supportMessages, userIdentities, resumes, scanEvents, scanQuotas, memberships, attemptCounters };
