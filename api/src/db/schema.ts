// The Drizzle view of the tables. The SQL in migrations/ is the source of truth for the database;
// this file must describe the same columns (test/db/schema.test.ts compares them).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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
    priority: boolean('priority').notNull().default(false),
    mailedAt: timestamp('mailed_at', { withTimezone: true, mode: 'date' }),
    ...timestamps,
  },
  (table) => [
    index('support_messages_created_at_idx').on(table.createdAt),
    index('support_messages_user_idx').on(table.userId, table.createdAt),
  ],
);

/** Password-reset links (migration 0013): the token's SHA-256 only; single use, one hour. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_user_idx').on(table.userId)],
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
  (table) => [
    primaryKey({ columns: [table.provider, table.subject] }),
    index('user_identities_user_id_idx').on(table.userId),
  ],
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
    /** The engine's score of the optimized text the owner last rescored for this scan (migration 0017). */
    optimizedScore: integer('optimized_score'),
    optimizedScoredAt: timestamp('optimized_scored_at', { withTimezone: true, mode: 'date' }),
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
    /** Digests of the optimized texts answered for this scan: rescore takes these besides the scan's text. */
    derivedTextDigests: text('derived_text_digests')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (table) => [
    index('scan_events_user_created_idx').on(table.userId, table.createdAt),
    index('scan_events_ip_idx')
      .on(table.clientIp)
      .where(sql`user_id IS NULL`),
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

/**
 * Calls to a paid AI provider per subject ('user:<id>' or 'ip:<address>') and UTC day, shared by
 * every instance; consumed atomically like scan_quotas (docs/decisions/025).
 */
export const aiCallQuotas = pgTable(
  'ai_call_quotas',
  {
    subject: varchar('subject', { length: 100 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    used: integer('used').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.windowStart] }),
    index('ai_call_quotas_window_idx').on(table.windowStart),
  ],
);

/** The membership plans (docs/product/plans-and-billing.md#plans) (migration 0005 seeds them; docs/decisions/010). */
export const membershipPlans = pgTable('membership_plans', {
  id: integer('id').primaryKey(),
  type: smallint('type').notNull().unique(),
  name: varchar('name', { length: 40 }).notNull(),
  priceCents: integer('price_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull().default('usd'),
  hasAdvancedAnalytics: boolean('has_advanced_analytics').notNull().default(false),
  hasPrioritySupport: boolean('has_priority_support').notNull().default(false),
  hasBulkUpload: boolean('has_bulk_upload').notNull().default(false),
  isOffered: boolean('is_offered').notNull().default(true),
  ...timestamps,
});
export type MembershipPlanRow = typeof membershipPlans.$inferSelect;

/**
 * Paid plans. Active while status is 'active', started, and ends_at unset or ahead. A row comes
 * from a one-month payment (provider_payment_id) or a subscription (provider_subscription_id).
 */
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
    planId: integer('plan_id').references(() => membershipPlans.id),
    providerPaymentId: varchar('provider_payment_id', { length: 255 }),
    providerStatus: varchar('provider_status', { length: 30 }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  },
  (table) => [
    index('memberships_user_idx').on(table.userId, table.status),
    uniqueIndex('memberships_provider_subscription_key').on(table.provider, table.providerSubscriptionId),
    uniqueIndex('memberships_provider_payment_key').on(table.provider, table.providerPaymentId),
    check('memberships_plan_type_check', sql`${table.planType} BETWEEN 0 AND 3`),
  ],
);
export type Membership = typeof memberships.$inferSelect;

/** Provider event ids already applied (webhooks are delivered at least once). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    eventId: varchar('event_id', { length: 255 }).notNull(),
    type: varchar('type', { length: 100 }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** The payment provider's customer of each user. */
export const billingCustomers = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    customerId: varchar('customer_id', { length: 255 }).notNull(),
    ...timestamps,
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.provider] }),
    uniqueIndex('billing_customers_customer_key').on(table.provider, table.customerId),
  ],
);

/** An account's purchases through the payment routes; one open or processing at a time (migration 0011). */
export const paymentPurchases = pgTable(
  'payment_purchases',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: varchar('provider', { length: 20 }).notNull(),
    /** card (a payment intent: a one-month pass) or checkout (a hosted checkout session: a subscription). */
    kind: varchar('kind', { length: 20 }).$type<'card' | 'checkout'>().notNull(),
    planId: integer('plan_id')
      .notNull()
      .references(() => membershipPlans.id),
    providerObjectId: varchar('provider_object_id', { length: 255 }).notNull(),
    checkoutUrl: text('checkout_url'),
    /** open, processing, done, canceled. */
    state: varchar('state', { length: 20 }).notNull(),
    ...timestamps,
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_purchases_one_open_key')
      .on(table.userId)
      .where(sql`state IN ('open', 'processing')`),
    uniqueIndex('payment_purchases_object_key').on(table.provider, table.providerObjectId),
    index('payment_purchases_user_created_idx').on(table.userId, table.createdAt),
  ],
);
export type PaymentPurchaseRow = typeof paymentPurchases.$inferSelect;

/** Work one instance does for all (the reconciliation pass), held until expiresAt. */
export const billingLeases = pgTable('billing_leases', {
  name: varchar('name', { length: 60 }).primaryKey(),
  holder: varchar('holder', { length: 100 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

// The built-in test payment provider's records (PAYMENT_PROVIDER=local; docs/decisions/011).
const localTimestamps = {
  ...timestamps,
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
};

export const localPaymentIntents = pgTable('local_payment_intents', {
  id: varchar('id', { length: 64 }).primaryKey(),
  clientSecret: varchar('client_secret', { length: 128 }).notNull(),
  customerId: varchar('customer_id', { length: 64 }),
  amountCents: integer('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  description: text('description'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: varchar('status', { length: 30 }).notNull(),
  lastError: text('last_error'),
  cardLast4: varchar('card_last4', { length: 4 }),
  ...localTimestamps,
  refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
  disputedAt: timestamp('disputed_at', { withTimezone: true, mode: 'date' }),
});
export type LocalPaymentIntentRow = typeof localPaymentIntents.$inferSelect;

export const localCheckoutSessions = pgTable('local_checkout_sessions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  customerId: varchar('customer_id', { length: 64 }).notNull(),
  priceId: varchar('price_id', { length: 64 }).notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: varchar('currency', { length: 3 }).notNull(),
  description: text('description').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  status: varchar('status', { length: 20 }).notNull(),
  paymentStatus: varchar('payment_status', { length: 20 }).notNull(),
  pendingCardLast4: varchar('pending_card_last4', { length: 4 }),
  subscriptionId: varchar('subscription_id', { length: 64 }),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  ...timestamps,
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});
export type LocalCheckoutSessionRow = typeof localCheckoutSessions.$inferSelect;

export const localSubscriptions = pgTable(
  'local_subscriptions',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    customerId: varchar('customer_id', { length: 64 }).notNull(),
    priceId: varchar('price_id', { length: 64 }).notNull(),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: varchar('status', { length: 20 }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true, mode: 'date' }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true, mode: 'date' }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    cardLast4: varchar('card_last4', { length: 4 }),
    ...localTimestamps,
  },
  (table) => [
    index('local_subscriptions_period_end_idx')
      .on(table.currentPeriodEnd)
      .where(sql`status = 'active'`),
  ],
);
export type LocalSubscriptionRow = typeof localSubscriptions.$inferSelect;

export const localPortalSessions = pgTable('local_portal_sessions', {
  id: varchar('id', { length: 64 }).primaryKey(),
  customerId: varchar('customer_id', { length: 64 }).notNull(),
  returnUrl: text('return_url').notNull(),
  ...timestamps,
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** 'This is wrong' on a resume's reading, stored with the person's consent (migration 0012). */
export const readingFeedback = pgTable(
  'reading_feedback',
  {
    id: uuid('id').primaryKey(),
    scanEventId: uuid('scan_event_id').references(() => scanEvents.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    problem: varchar('problem', { length: 20 }).notNull(),
    correction: text('correction').notNull().default(''),
    reading: jsonb('reading').notNull(),
    content: text('content').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }).notNull(),
    ...timestamps,
  },
  (table) => [
    index('reading_feedback_created_at_idx').on(table.createdAt),
    index('reading_feedback_user_idx').on(table.userId),
  ],
);
export type ReadingFeedbackRow = typeof readingFeedback.$inferSelect;

/**
 * Attempts per key. Sign-in failures, registrations and reset requests
 * (plugins/app/attempt-counters.ts): one row per key and millisecond of an attempt, counted over a
 * sliding window. The tight route limits (plugins/external/rate-limit-store.ts, keys 'rl:...'):
 * one row per key and minute (or ten minutes), `window_start` being its start; a count over a sliding
 * window is estimated from the current row and the one before it.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: varchar('key', { length: 300 }).notNull(),
    windowStart: timestamp('window_start', { withTimezone: true, mode: 'date' }).notNull(),
    attempts: integer('attempts').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.key, table.windowStart] }),
    index('attempt_counters_window_idx').on(table.windowStart),
  ],
);

/** Bytes (bytea): node-postgres takes a Buffer, PGlite any Uint8Array. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) =>
    typeof value === 'string' ? Buffer.from((value as string).replace(/^\\x/, ''), 'hex') : value,
});

/** A bulk upload (migration 0016, docs/decisions/039): the files' common industry and job description. */
export const bulkBatches = pgTable(
  'bulk_batches',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    industry: varchar('industry', { length: 40 }).notNull(),
    jobTitle: varchar('job_title', { length: 200 }),
    companyName: varchar('company_name', { length: 200 }),
    jobDescription: text('job_description'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('bulk_batches_user_idx').on(table.userId, table.createdAt)],
);
export type BulkBatchRow = typeof bulkBatches.$inferSelect;

/** A file of a bulk upload: its bytes until scanned, then its outcome. */
export const bulkItems = pgTable(
  'bulk_items',
  {
    id: uuid('id').primaryKey(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => bulkBatches.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    mimeType: varchar('mime_type', { length: 255 }),
    fileBytes: bytea('file_bytes'),
    status: varchar('status', { length: 12 }).notNull().default('waiting'),
    score: integer('score'),
    resumeId: uuid('resume_id').references(() => resumes.id, { onDelete: 'set null' }),
    findings: jsonb('findings')
      .notNull()
      .default(sql`'[]'::jsonb`),
    error: text('error'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [unique().on(table.batchId, table.position), index('bulk_items_status_idx').on(table.status)],
);
export type BulkItemRow = typeof bulkItems.$inferSelect;

export const schema = {
  users,
  supportMessages,
  passwordResetTokens,
  userIdentities,
  resumes,
  scanEvents,
  scanQuotas,
  aiCallQuotas,
  membershipPlans,
  memberships,
  paymentEvents,
  billingCustomers,
  localPaymentIntents,
  localCheckoutSessions,
  localSubscriptions,
  localPortalSessions,
  attemptCounters,
  readingFeedback,
  bulkBatches,
  bulkItems,
};
