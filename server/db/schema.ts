import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored trimmed and lower-cased; unique. */
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number'),
  passwordHash: text('password_hash').notNull(),
  role: text('role', { enum: ['caregiver', 'family'] }).notNull(),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  onboardingSkipped: boolean('onboarding_skipped').notNull().default(false),
  createdAt: createdAt(),
});

/**
 * A session row holds only the SHA-256 of the token the browser keeps. It belongs to a family
 * account or to a staff account, never both.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_staff_id_idx').on(t.staffId),
    check('sessions_one_owner', sql`num_nonnulls(${t.userId}, ${t.staffId}) = 1`),
  ],
);

/**
 * Rate-limited events (failed sign-ins, chat messages, contact requests) per bucket and client
 * address, counted in the database so every instance sees the same limit.
 */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_events_bucket_key_at_idx').on(t.bucket, t.key, t.at)],
);

/** A care circle: one person living with dementia and the family around them. */
export const careCircles = pgTable('care_circles', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

export const careRecipients = pgTable('care_recipients', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  /** Null until the caregiver fills the profile. */
  preferredName: text('preferred_name'),
  timeZone: text('time_zone').notNull().default('America/New_York'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: uuid('circle_id')
      .notNull()
      .references(() => careCircles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['caregiver', 'family'] }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx').on(t.userId),
  ],
);

/** Append-only: the application inserts rows and never updates or deletes them. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    circleId: uuid('circle_id'),
    actorUserId: uuid('actor_user_id'),
    action: text('action').notNull(),
    subject: text('subject'),
    ip: text('ip'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_events_circle_at_idx').on(t.circleId, t.at)],
);

/** Kinwell's own people (care specialists, moderators, admins): a separate kind of account. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: ['specialist', 'moderator', 'admin'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});

/** A request for a personal consultation, from the assistant or the support page. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    urgency: text('urgency', { enum: ['normal', 'high', 'urgent'] }).notNull(),
    conversation: jsonb('conversation')
      .$type<{ role: 'user' | 'assistant'; content: string; timestamp?: string | number }[]>()
      .notNull(),
    source: text('source').notNull(),
    clientTimestamp: text('client_timestamp'),
    /** The signed-in family account that sent it, if any. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['new', 'claimed', 'contacted', 'resolved'] })
      .notNull()
      .default('new'),
    claimedByStaffId: uuid('claimed_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('contact_requests_status_created_idx').on(t.status, t.createdAt)],
);

export const contactRequestNotes = pgTable(
  'contact_request_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => contactRequests.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_request_notes_request_idx').on(t.requestId)],
);

/**
 * Every email Kinwell sends is first a row here, written in the same transaction as the change
 * that causes it; unique on its key so a retried change never sends twice. Without SMTP the rows
 * stay here for staff to read.
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dedupeKey: text('dedupe_key').notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('email_outbox_dedupe_key_idx').on(t.dedupeKey),
    index('email_outbox_status_next_idx').on(t.status, t.nextAttemptAt),
  ],
);
