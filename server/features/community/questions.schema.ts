import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { staffUsers } from '../../platform/staff/staff.schema';
import { reviewColumns } from './community.schema';

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
    // The expert queue: urgent ones (crisis language) first, then the oldest waiting
    // (decision 058). `desc nulls first` is what `order by is_urgent desc` means.
    index('community_questions_waiting_idx')
      .on(t.isUrgent.desc().nullsFirst(), t.createdAt, t.id)
      .where(sql`${t.answeredAt} is null`),
    // Urgent questions at the top of the moderation queue until a moderator has looked.
    index('community_questions_urgent_idx')
      .on(t.createdAt)
      .where(sql`${t.isUrgent}`),
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

/**
 * A member's report of a public question or an expert's answer (decision 058), with the same
 * reasons as posts. It waits in the moderation queue until a moderator decides on what it points
 * at; the question's own urgent mark (crisis language) stays on the question (decision 049).
 */
export const communityQuestionReports = pgTable(
  'community_question_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => communityQuestions.id, { onDelete: 'cascade' }),
    /** Null when the report is on the question itself. */
    answerId: uuid('answer_id').references(() => communityAnswers.id, { onDelete: 'cascade' }),
    ...reviewColumns(),
  },
  (t) => [
    index('community_question_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('community_question_reports_question_idx').on(t.questionId),
  ],
);
