import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DisplayPreferences } from '../../../shared/account';
import { createdAt, at } from '../../db/columns';
import { careCircles } from '../circles/circles.schema';
import { staffUsers } from '../staff/staff.schema';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  /** Stored trimmed and lower-cased; unique. */
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number'),
  passwordHash: text('password_hash').notNull(),
  /**
   * When the person opened a link sent to `email` (or joined with an invitation sent there). Until
   * then no alert is emailed to it (decision 026). Accounts from before this rule count as confirmed.
   */
  emailConfirmedAt: at('email_confirmed_at'),
  role: text('role', { enum: ['caregiver', 'family'] }).notNull(),
  onboardingCompleted: boolean('onboarding_completed').notNull().default(false),
  onboardingSkipped: boolean('onboarding_skipped').notNull().default(false),
  preferences: jsonb('preferences').$type<DisplayPreferences>().notNull().default({}),
  /** Set when the person asked to delete their account; it is removed at this moment unless they undo. */
  deletionScheduledFor: at('deletion_scheduled_for'),
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
    /** What the account page shows and signs out by; the id itself never leaves the server. */
    publicId: uuid('public_id').notNull().defaultRandom(),
    /** The circle this session works in. Membership is checked again on every request. */
    currentCircleId: uuid('current_circle_id').references(() => careCircles.id, {
      onDelete: 'set null',
    }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    /**
     * How long this session may stay unused, from the policy it started with (decision 021).
     * Sessions from before per-session limits keep the one limit they had then: 7 days.
     */
    idleSeconds: integer('idle_seconds').notNull().default(604800),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sessions_user_id_idx').on(t.userId),
    index('sessions_staff_id_idx').on(t.staffId),
    uniqueIndex('sessions_public_id_idx').on(t.publicId),
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

/**
 * Browsers a person signed in from (OWASP's device cookies, decision 021). Only the SHA-256 of
 * the cookie's random token is kept. Failed sign-ins from a trusted browser count against it, not
 * against the account, so nobody can lock a caregiver out of the browser they use. A row trusts
 * the browser for a family account or for a staff account, never both.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('trusted_devices_user_id_idx').on(t.userId),
    index('trusted_devices_staff_id_idx').on(t.staffId),
    check('trusted_devices_one_owner', sql`num_nonnulls(${t.userId}, ${t.staffId}) = 1`),
  ],
);

/**
 * Links Kinwell emails to one account: a password reset, a change of address, the confirmation of
 * the sign-up address (decision 026). Only the SHA-256 of the secret is kept; each works once.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['password_reset', 'email_change', 'email_confirmation'],
    }).notNull(),
    /** The address the link confirms (an address change or the sign-up address). */
    email: text('email'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('account_tokens_user_id_idx').on(t.userId)],
);
