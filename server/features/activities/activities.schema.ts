import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ENJOYMENT, GAME_IDS, type GameId, HELP_LEVELS } from '../../../shared/activities';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { careCircles, circleIdColumn } from '../../platform/circles/circles.schema';

/**
 * The games' settings, one row per circle (none until a caregiver saves them): each game's
 * difficulty (null follows the care recipient's stage) and the read-aloud voice and speed.
 */
export const activitySettings = pgTable('activity_settings', {
  circleId: uuid('circle_id')
    .primaryKey()
    .references(() => careCircles.id, { onDelete: 'cascade' }),
  difficulty: jsonb('difficulty').$type<Partial<Record<GameId, number | null>>>().notNull(),
  voice: text('voice'),
  rate: doublePrecision('rate').notNull().default(1),
  updatedByUserId: uuid('updated_by_user_id').references(() => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: at('updated_at').notNull(),
});

/**
 * One session of a game, recorded by whoever sat with the person. `help` is worked out on the
 * server from what the game counted; `enjoyment` is the one-tap answer, given afterwards.
 */
export const activitySessions = pgTable(
  'activity_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    circleId: circleIdColumn(),
    game: text('game', { enum: GAME_IDS }).notNull(),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at').notNull(),
    difficulty: integer('difficulty').notNull(),
    answersShown: integer('answers_shown').notNull(),
    eased: boolean('eased').notNull(),
    help: text('help', { enum: HELP_LEVELS }).notNull(),
    enjoyment: text('enjoyment', { enum: ENJOYMENT }),
    recordedByUserId: uuid('recorded_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('activity_sessions_circle_started_idx').on(t.circleId, t.startedAt),
    // A retried upload of the same session (a phone back online) is stored once.
    uniqueIndex('activity_sessions_once_idx').on(
      t.circleId,
      t.recordedByUserId,
      t.game,
      t.startedAt,
    ),
  ],
);
