import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  AnsweredQuestionLink,
  ExpertAnswer,
  ExpertQuestion,
  QuestionInput,
  QuestionPage,
  QuestionSummary,
} from '../../../shared/community-questions';
import { QUESTIONS_PAGE_SIZE } from '../../../shared/community-questions';
import { type ReportInput } from '../../../shared/community';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import { enqueueEmail } from '../../platform/email/email-outbox';
import { staffUsers } from '../../platform/staff/staff.schema';
import { crisisKindOf } from '../../platform/safety/safety';
import { communityProfiles } from './community.schema';
import { requireCanWrite } from './community.profile';
import {
  alertModerators,
  type Alerting,
  type MemberWrite,
  type Moderator,
  type Viewer,
} from './moderated-writing';
import { recordAsker } from './questions.audit';
import { communityAnswers, communityQuestionReports, communityQuestions } from './questions.schema';
import { presentAnswer, presentSummary, type QuestionRow } from './questions.presenter';

/** A staff member acting on questions: an expert answering, or a moderator looking after them. */
export type StaffActor = Moderator;

export const QUESTION_NOT_FOUND = 'We could not find that question. It may have been deleted.';
export const ANSWER_NOT_FOUND = 'We could not find that answer.';
const BAD_CURSOR = 'That page of questions is no longer available. Please start from the top.';

const asker = {
  authorUserId: communityQuestions.authorUserId,
  isAnonymous: communityQuestions.isAnonymous,
  accountName: users.name,
  communityName: communityProfiles.communityName,
};

export const questionsWithAskers = (db: Database) =>
  db
    .select({ question: communityQuestions, asker })
    .from(communityQuestions)
    .leftJoin(users, eq(users.id, communityQuestions.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityQuestions.authorUserId));

export async function answersOf(
  db: Database,
  questionIds: string[],
  includeHidden: boolean,
): Promise<Map<string, ExpertAnswer[]>> {
  const byQuestion = new Map<string, ExpertAnswer[]>();
  if (questionIds.length === 0) return byQuestion;
  const rows = await db
    .select({
      answer: communityAnswers,
      name: staffUsers.name,
      credentials: staffUsers.credentials,
    })
    .from(communityAnswers)
    .innerJoin(staffUsers, eq(staffUsers.id, communityAnswers.expertStaffId))
    .where(
      and(
        inArray(communityAnswers.questionId, questionIds),
        includeHidden ? undefined : isNull(communityAnswers.hiddenAt),
      ),
    )
    .orderBy(asc(communityAnswers.createdAt), asc(communityAnswers.id));
  for (const row of rows) {
    const list = byQuestion.get(row.answer.questionId) ?? [];
    // Members see only the answer; the moderator's note on a hidden one is for staff.
    list.push(
      includeHidden
        ? presentAnswer(row)
        : { ...presentAnswer(row), moderation: { isHidden: false, note: null } },
    );
    byQuestion.set(row.answer.questionId, list);
  }
  return byQuestion;
}

/**
 * The asker sees all of theirs; others see public questions no moderator hid, once a moderator
 * has looked at crisis language in them (the urgent mark, decision 069).
 */
const visibleTo = (viewer: Viewer) =>
  or(
    eq(communityQuestions.authorUserId, viewer.userId),
    and(
      eq(communityQuestions.visibility, 'public'),
      isNull(communityQuestions.hiddenAt),
      eq(communityQuestions.isUrgent, false),
    ),
  );

// --- Members ---

/**
 * Asks the experts. Crisis language behaves as in a post: the asker is shown the crisis lines at
 * once, the question is marked urgent for staff, every moderator is emailed with the kind of
 * crisis, and other members cannot read it until a moderator has looked (decision 069); it stays
 * asked, and experts may answer it.
 */
export async function askQuestion(
  options: MemberWrite<QuestionInput>,
): Promise<{ question: ExpertQuestion; showCrisisResources: boolean }> {
  const { db, viewer, input, at, alerting } = options;
  // The guidelines first, and a member whose posting is paused cannot ask either (decision 050).
  await requireCanWrite(db, viewer, at);
  const crisis = crisisKindOf(`${input.title}\n${input.body}`);
  const isCrisis = crisis !== null;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityQuestions)
      .values({
        authorUserId: viewer.userId,
        isAnonymous: input.isAnonymous,
        visibility: input.visibility,
        title: input.title,
        body: input.body,
        createdAt: at,
        isUrgent: isCrisis,
      })
      .returning({ id: communityQuestions.id });
    if (!row) throw new Error('Storing a question returned no row');
    await recordAsker(tx, viewer, at, 'community.question_asked', `community_question:${row.id}`);
    if (crisis) {
      await recordAsker(
        tx,
        viewer,
        at,
        'community.question_crisis_flagged',
        `community_question:${row.id}`,
      );
      await alertModerators({
        tx,
        alerting,
        kind: crisis,
        dedupeKey: `community-question-crisis:${row.id}`,
        what: 'a question to the experts',
        where: 'in a question to Kinwell’s experts',
        whoReads: 'Other members cannot read it until a moderator has looked.',
        open: {
          place: 'the expert questions',
          label: 'Open the expert questions',
          path: '/staff/questions',
        },
        at,
      });
    }
    return row.id;
  });
  return { question: await getQuestion({ db, viewer, id }), showCrisisResources: isCrisis };
}

async function findVisible(db: Database, viewer: Viewer, id: string) {
  const [row] = await questionsWithAskers(db).where(
    and(eq(communityQuestions.id, id), visibleTo(viewer)),
  );
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

export async function getQuestion(options: {
  db: Database;
  viewer: Viewer;
  id: string;
}): Promise<ExpertQuestion> {
  const { db, viewer, id } = options;
  const row = await findVisible(db, viewer, id);
  const answers = (await answersOf(db, [id], false)).get(id) ?? [];
  const summary = presentSummary(row.question, row.asker, viewer.userId);
  return {
    ...summary,
    body: row.question.body,
    answers,
    canResolve: summary.author.isYou && answers.length > 0 && !row.question.resolvedAt,
  };
}

function encodeCursor(row: QuestionRow): string {
  return Buffer.from(JSON.stringify([row.answeredAt?.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): { answeredAt: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const answeredAt = new Date(String(iso));
    if (
      Number.isNaN(answeredAt.getTime()) ||
      typeof id !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(id)
    )
      throw new Error('bad cursor');
    return { answeredAt, id };
  } catch {
    throw badRequest(BAD_CURSOR);
  }
}

const answeredPublic = and(
  eq(communityQuestions.visibility, 'public'),
  isNotNull(communityQuestions.answeredAt),
  isNull(communityQuestions.hiddenAt),
  // Crisis language waits for a moderator before other members read it (decision 069).
  eq(communityQuestions.isUrgent, false),
);

/**
 * Answered public questions, the newest answer first, a page at a time: keyset paging on
 * (answered_at, id), served by `community_questions_answered_idx`.
 */
export async function listAnsweredQuestions(options: {
  db: Database;
  viewer: Viewer;
  after?: string | undefined;
}): Promise<QuestionPage> {
  const { db, viewer, after } = options;
  const cursor = after ? decodeCursor(after) : null;
  const rows = await questionsWithAskers(db)
    .where(
      and(
        answeredPublic,
        cursor
          ? or(
              lt(communityQuestions.answeredAt, cursor.answeredAt),
              and(
                eq(communityQuestions.answeredAt, cursor.answeredAt),
                lt(communityQuestions.id, cursor.id),
              ),
            )
          : undefined,
      ),
    )
    .orderBy(desc(communityQuestions.answeredAt), desc(communityQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, QUESTIONS_PAGE_SIZE);
  const last = page.at(-1);
  return {
    questions: page.map((row) => presentSummary(row.question, row.asker, viewer.userId)),
    nextCursor: rows.length > QUESTIONS_PAGE_SIZE && last ? encodeCursor(last.question) : null,
  };
}

export const QUESTION_SEARCH_LIMIT = 20;
const document = sql`to_tsvector('english', ${communityQuestions.title} || ' ' || ${communityQuestions.body})`;

/**
 * Answered public questions matching the words, best match first: PostgreSQL full-text search
 * (websearch syntax), the same as the groups' search, served by `community_questions_search_idx`.
 */
export async function searchAnsweredQuestions(options: {
  db: Database;
  viewer: Viewer;
  query: string;
}): Promise<QuestionSummary[]> {
  const { db, viewer, query } = options;
  const words = sql`websearch_to_tsquery('english', ${query})`;
  const rows = await questionsWithAskers(db)
    .where(and(answeredPublic, sql`${document} @@ ${words}`))
    .orderBy(sql`ts_rank(${document}, ${words}) desc`, desc(communityQuestions.answeredAt))
    .limit(QUESTION_SEARCH_LIMIT);
  return rows.map((row) => presentSummary(row.question, row.asker, viewer.userId));
}

/** Everything the member asked, private and hidden ones too, newest first. */
export async function listMyQuestions(options: {
  db: Database;
  viewer: Viewer;
}): Promise<QuestionSummary[]> {
  const { db, viewer } = options;
  const rows = await questionsWithAskers(db)
    .where(eq(communityQuestions.authorUserId, viewer.userId))
    .orderBy(desc(communityQuestions.createdAt), desc(communityQuestions.id))
    .limit(200);
  return rows.map((row) => presentSummary(row.question, row.asker, viewer.userId));
}

/**
 * Each expert whose answer the asker can read hears by email that it answered the question (staff
 * have no circle, so no in-app notice). A private question's words never leave Kinwell.
 */
async function thankExperts(
  tx: Database,
  question: { id: string; title: string; visibility: string },
  alerting: Alerting,
  at: Date,
) {
  const experts = await tx
    .selectDistinct({ id: staffUsers.id, email: staffUsers.email, name: staffUsers.name })
    .from(communityAnswers)
    .innerJoin(staffUsers, eq(staffUsers.id, communityAnswers.expertStaffId))
    .where(
      and(
        eq(communityAnswers.questionId, question.id),
        isNull(communityAnswers.hiddenAt),
        isNull(staffUsers.disabledAt),
      ),
    );
  const what =
    question.visibility === 'public'
      ? `the question “${question.title}”`
      : 'a private question (its words stay in Kinwell)';
  for (const expert of experts)
    await enqueueEmail(tx, {
      dedupeKey: `community-question-resolved:${question.id}:${expert.id}`,
      to: expert.email,
      at,
      message: {
        subject: 'Your answer helped: a member marked it “this answered my question”',
        paragraphs: [
          `Hello ${expert.name},`,
          `The member who asked ${what} said your answer answered it. Thank you.`,
        ],
        action: {
          label: 'Open the question',
          url: `${alerting.publicUrl}/staff/questions?view=answered`,
        },
        signOff: ['Kinwell'],
      },
    });
  return experts.length;
}

/** The asker says an answer answered their question; the experts who answered are told. */
export async function resolveQuestion(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  at: Date;
  alerting: Alerting;
}): Promise<ExpertQuestion> {
  const { db, viewer, id, at, alerting } = options;
  const { question } = await findVisible(db, viewer, id);
  if (question.authorUserId !== viewer.userId)
    throw forbidden('Only the person who asked can say the answer helped.');
  if (!question.answeredAt) throw forbidden('An expert has not answered this question yet.');
  if (!question.resolvedAt) {
    await db.transaction(async (tx) => {
      await tx
        .update(communityQuestions)
        .set({ resolvedAt: at })
        .where(eq(communityQuestions.id, id));
      await recordAsker(tx, viewer, at, 'community.question_resolved', `community_question:${id}`);
      await thankExperts(tx, question, alerting, at);
    });
  }
  return getQuestion({ db, viewer, id });
}

/** The asker deletes their question, with its answers. */
export async function deleteQuestion(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, viewer, id, at } = options;
  const { question } = await findVisible(db, viewer, id);
  if (question.authorUserId !== viewer.userId)
    throw forbidden('Only the person who asked this question can delete it.');
  await db.transaction(async (tx) => {
    await tx.delete(communityQuestions).where(eq(communityQuestions.id, id));
    await recordAsker(tx, viewer, at, 'community.question_deleted', `community_question:${id}`);
  });
}

/** A member reports someone else's public question to the moderators, with a reason. */
export async function reportQuestion(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: ReportInput;
  at: Date;
}): Promise<void> {
  const { db, viewer, id, input, at } = options;
  const { question } = await findVisible(db, viewer, id);
  // Others only ever see public questions; the asker deletes their own instead.
  if (question.authorUserId === viewer.userId)
    throw forbidden('This is your own question. You can delete it instead.');
  await db.transaction(async (tx) => {
    await tx.insert(communityQuestionReports).values({
      questionId: id,
      reporterUserId: viewer.userId,
      reason: input.reason,
      note: input.note || null,
      createdAt: at,
    });
    await recordAsker(tx, viewer, at, 'community.question_reported', `community_question:${id}`);
  });
}

/** A member reports an expert's answer they can read (on a question they can see). */
export async function reportAnswer(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: ReportInput;
  at: Date;
}): Promise<void> {
  const { db, viewer, id, input, at } = options;
  const [answer] = await db
    .select({ questionId: communityAnswers.questionId })
    .from(communityAnswers)
    .innerJoin(communityQuestions, eq(communityQuestions.id, communityAnswers.questionId))
    .where(and(eq(communityAnswers.id, id), isNull(communityAnswers.hiddenAt), visibleTo(viewer)));
  if (!answer) throw notFound(ANSWER_NOT_FOUND);
  await db.transaction(async (tx) => {
    await tx.insert(communityQuestionReports).values({
      questionId: answer.questionId,
      answerId: id,
      reporterUserId: viewer.userId,
      reason: input.reason,
      note: input.note || null,
      createdAt: at,
    });
    await recordAsker(tx, viewer, at, 'community.answer_reported', `community_answer:${id}`);
  });
}

// --- The assistant ---

/** The words PostgreSQL would index ("sundowning" → "sundown"), stop words left out. */
const lexemesOf = (vector: string): Set<string> =>
  new Set([...vector.matchAll(/'((?:[^']|'')+)'/g)].map((match) => match[1] ?? ''));

/**
 * Answered public questions like the message, for the assistant to point to: found by full-text
 * search (any of the message's words), then kept only when the question's own title shares at
 * least two indexed words with the message (or all of a short title's), so a single common word
 * does not send anyone to an unrelated answer.
 */
export async function findAnsweredQuestions(
  db: Database,
  message: string,
  limit = 2,
): Promise<AnsweredQuestionLink[]> {
  // The message's words as PostgreSQL indexes them, any of them: 'sundown' | 'mum'.
  const anyWord = sql`replace(plainto_tsquery('english', ${message.slice(0, 1000)})::text, '&', '|')::tsquery`;
  const rows = await db
    .select({
      id: communityQuestions.id,
      title: communityQuestions.title,
      titleWords: sql<string>`to_tsvector('english', ${communityQuestions.title})::text`,
      askedWords: sql<string>`${anyWord}::text`,
    })
    .from(communityQuestions)
    .where(and(answeredPublic, sql`${document} @@ ${anyWord}`))
    .orderBy(sql`ts_rank(${document}, ${anyWord}) desc`, desc(communityQuestions.answeredAt))
    .limit(20);
  const words = rows[0] ? [...lexemesOf(rows[0].askedWords)] : [];
  const asked = new Set(words);
  return rows
    .map((row) => {
      const titleWords = [...lexemesOf(row.titleWords)];
      const shared = titleWords.filter((word) => asked.has(word)).length;
      const matches = shared >= 2 || (shared > 0 && shared === titleWords.length);
      return { row, shared, matches };
    })
    .filter((candidate) => candidate.matches)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, limit)
    .map(({ row }) => ({ id: row.id, title: row.title, link: `/community/questions/${row.id}` }));
}
