import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { staffUsers } from '../../platform/staff/staff.schema';

/**
 * Expert questions (decision 049). Like posts, a question belongs to the account that asked it,
 * never to a circle; when the account is deleted the question stays with no asker.
 */
export const communityQuestions = pgTable(
  'community_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    isAnonymous: boolean('is_anonymous').notNull(),
    /** public: every member may read it; private: the asker, experts and moderators only. */
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    /** When the first answer members can read was given; null while it waits for an expert. */
    answeredAt: at('answered_at'),
    /** The asker said "this answered my question". */
    resolvedAt: at('resolved_at'),
    /** Crisis language: at the top of the staff list until a moderator has looked. */
    isUrgent: boolean('is_urgent').notNull().default(false),
    hiddenAt: at('hidden_at'),
    moderationNote: text('moderation_note'),
  },
  (t) => [
    // The expert queue: the oldest waiting first.
    index('community_questions_waiting_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.answeredAt} is null`),
    // Answered public questions, newest answer first, with keyset paging.
    index('community_questions_answered_idx')
      .on(t.answeredAt.desc(), t.id.desc())
      .where(sql`${t.visibility} = 'public' and ${t.answeredAt} is not null`),
    index('community_questions_author_idx').on(t.authorUserId, t.createdAt),
    // The same expression as the search (questions.service.ts).
    index('community_questions_search_idx').using(
      'gin',
      sql`to_tsvector('english', ${t.title} || ' ' || ${t.body})`,
    ),
  ],
);

/** An expert's answer, under their name and credentials (read from their staff account). */
export const communityAnswers = pgTable(
  'community_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => communityQuestions.id, { onDelete: 'cascade' }),
    expertStaffId: uuid('expert_staff_id')
      .notNull()
      .references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    hiddenAt: at('hidden_at'),
    moderationNote: text('moderation_note'),
  },
  (t) => [index('community_answers_question_idx').on(t.questionId, t.createdAt)],
);
