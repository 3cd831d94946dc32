import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Kinwell's own people (care specialists, moderators, admins): a separate kind of account. */
export const staffUsers = pgTable('staff_users', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  role: text('role', { enum: ['specialist', 'moderator', 'admin'] }).notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
});
