import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { staffUsers } from '../../platform/staff/staff.schema';

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
