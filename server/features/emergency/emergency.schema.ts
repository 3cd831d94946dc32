import {
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { careCircles, circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * People to call in an emergency, in priority order: members of the circle (linked, so an alert
 * reaches them once) and people outside it (a neighbour, the doctor, a hospice line).
 */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    memberUserId: uuid('member_user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    email: text('email'),
    relationship: text('relationship').notNull(),
    /** What they should be called for ("falls at night", "anything medical"). */
    callFor: text('call_for'),
    priority: integer('priority').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [index('emergency_contacts_circle_idx').on(t.circleId, t.priority)],
);

/** What paramedics need beyond the care recipient's profile (the Vial of Life fields). */
export const emergencyProfiles = pgTable('emergency_profiles', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  bloodType: text('blood_type'),
  doctors: text('doctors'),
  hospitalPreference: text('hospital_preference'),
  insurance: text('insurance'),
  /** Where the DNR / POLST form is kept. */
  advanceDirectiveLocation: text('advance_directive_location'),
  baselineAbilities: text('baseline_abilities'),
  communicationTips: text('communication_tips'),
  physicalDescription: text('physical_description'),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A link to the emergency sheet for whoever holds it (the QR code on the printed page). Only the
 * SHA-256 of its token is stored; it expires and can be revoked.
 */
export const emergencyLinks = pgTable(
  'emergency_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    tokenHash: text('token_hash').notNull(),
    createdByUserId: uuid('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    lastOpenedAt: at('last_opened_at'),
  },
  (t) => [
    uniqueIndex('emergency_links_token_hash_idx').on(t.tokenHash),
    index('emergency_links_circle_idx').on(t.circleId),
  ],
);

/**
 * A member sharing their live location with the circle. Only the last position is kept, and the
 * row is deleted when sharing ends: no history of where anyone was.
 */
export const locationShares = pgTable(
  'location_shares',
  {
    circleId: circleIdColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: at('started_at').notNull(),
    /** Null: until the person turns it off. */
    endsAt: at('ends_at'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    accuracyMeters: doublePrecision('accuracy_meters'),
    positionAt: at('position_at'),
  },
  (t) => [primaryKey({ columns: [t.circleId, t.userId] })],
);
