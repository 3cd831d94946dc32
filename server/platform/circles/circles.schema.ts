import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEMENTIA_STAGES } from '../../../shared/care-recipient';
import { CIRCLE_ROLES } from '../../../shared/permissions';
import { createdAt, at } from '../../db/columns';
import { users } from '../auth/auth.schema';
import { images } from '../images/images.schema';

/** A care circle: one person living with dementia and the family around them. */
export const careCircles = pgTable('care_circles', {
  id: uuid('id').primaryKey().defaultRandom(),
  createdAt: createdAt(),
});

/** The column every table of circle data has: its rows go when the circle goes. */
export const circleIdColumn = () =>
  uuid('circle_id')
    .notNull()
    .references(() => careCircles.id, { onDelete: 'cascade' });

export const careRecipients = pgTable('care_recipients', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  /** Null until the caregiver fills the profile. */
  preferredName: text('preferred_name'),
  photoId: uuid('photo_id').references(() => images.id, { onDelete: 'set null' }),
  dateOfBirth: date('date_of_birth', { mode: 'string' }),
  stage: text('stage', { enum: DEMENTIA_STAGES }),
  /** IANA zone; medication times are wall-clock times here. */
  timeZone: text('time_zone').notNull().default('America/New_York'),
  primaryLanguage: text('primary_language'),
  conditions: text('conditions'),
  allergies: text('allergies'),
  routines: text('routines'),
  whatCalms: text('what_calms'),
  /** The guided first-run flow's furthest step, so an interrupted setup resumes there. */
  setupStep: integer('setup_step').notNull().default(0),
  setupCompletedAt: at('setup_completed_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
});

export const circleMembers = pgTable(
  'circle_members',
  {
    circleId: circleIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: CIRCLE_ROLES }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.circleId, t.userId] }),
    index('circle_members_user_idx').on(t.userId),
  ],
);

/**
 * An invitation to join a circle. Only the SHA-256 of its code is stored; it is single-use and
 * bound to the account that accepted it.
 */
export const circleInvitations = pgTable(
  'circle_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    email: text('email').notNull(),
    role: text('role', { enum: CIRCLE_ROLES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedByUserId: uuid('accepted_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    uniqueIndex('circle_invitations_token_hash_idx').on(t.tokenHash),
    index('circle_invitations_circle_idx').on(t.circleId),
  ],
);
