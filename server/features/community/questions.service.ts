import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type {
  AnswerInput,
  AnsweredQuestionLink,
  ExpertAnswer,
  ExpertQuestion,
  QuestionInput,
  QuestionModerationInput,
  QuestionPage,
  QuestionStatus,
  QuestionSummary,
  StaffQuestion,
} from '../../../shared/community-questions';
import { QUESTIONS_PAGE_SIZE } from '../../../shared/community-questions';
import {
  REPORT_REASONS,
  type QueueItem,
  type ReportInput,
  type ReportReason,
} from '../../../shared/community';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import { enqueueEmail } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { staffUsers } from '../../platform/staff/staff.schema';
import { crisisKindOf } from '../assistant/assistant.service';
import { presentAuthor, writerForStaff, type WriterRow } from './community.presenter';
import { communityProfiles } from './community.schema';
import { requireCanWrite } from './community.service';
import {
  alertModerators,
  type Alerting,
  type Moderator,
  tellWriter,
  type Viewer,
} from './moderated-writing';
import { recordAsker, recordStaff } from './questions.audit';
import { communityAnswers, communityQuestionReports, communityQuestions } from './questions.schema';

/** A staff member acting on questions: an expert answering, or a moderator looking after them. */
export type StaffActor = Moderator;

export const QUESTION_NOT_FOUND = 'We could not find that question. It may have been deleted.';
export const ANSWER_NOT_FOUND = 'We could not find that answer.';
const BAD_CURSOR = 'That page of questions is no longer available. Please start from the top.';
const EXCERPT_LENGTH = 200;

type QuestionRow = typeof communityQuestions.$inferSelect;
type AnswerRow = typeof communityAnswers.$inferSelect;

const asker = {
  authorUserId: communityQuestions.authorUserId,
  isAnonymous: communityQuestions.isAnonymous,
  accountName: users.name,
  communityName: communityProfiles.communityName,
};

const questionsWithAskers = (db: Database) =>
  db
    .select({ question: communityQuestions, asker })
    .from(communityQuestions)
    .leftJoin(users, eq(users.id, communityQuestions.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityQuestions.authorUserId));

const statusOf = (row: QuestionRow): QuestionStatus =>
  row.resolvedAt ? 'resolved' : row.answeredAt ? 'answered' : 'waiting';

const excerpt = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body;

function presentSummary(row: QuestionRow, writer: WriterRow, viewerId: string): QuestionSummary {
  const author = presentAuthor(writer, viewerId);
  return {
    id: row.id,
    title: row.title,
    excerpt: excerpt(row.body),
    visibility: row.visibility,
    author,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
    status: statusOf(row),
    moderation: {
      isHidden: row.hiddenAt !== null,
      // The asker reads the moderator's reason; nobody else sees a hidden question.
      note: author.isYou && row.hiddenAt ? row.moderationNote : null,
    },
  };
}

type AnswerWithExpert = { answer: AnswerRow; name: string; credentials: string | null };

const presentAnswer = ({ answer, name, credentials }: AnswerWithExpert): ExpertAnswer => ({
  id: answer.id,
  body: answer.body,
  expert: { name, credentials },
  createdAt: answer.createdAt.toISOString(),
  moderation: { isHidden: answer.hiddenAt !== null, note: answer.moderationNote },
});

async function answersOf(
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
export async function askQuestion(options: {
  db: Database;
  viewer: Viewer;
  input: QuestionInput;
  at: Date;
  alerting: Alerting;
}): Promise<{ question: ExpertQuestion; showCrisisResources: boolean }> {
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

const EXPERT_AREA = 'Expert questions';

/**
 * The expert area's part of the moderation queue on /staff/community (decision 058): urgent
 * questions (crisis language, until a moderator has looked) and open reports on questions and
 * answers, one item each, in the queue's own shape. The moderator acts on them with the
 * questions' own actions (hide, restore, close), which end the urgent mark and close the reports.
 */
export async function listQuestionQueue(db: Database): Promise<QueueItem[]> {
  const reports = await db
    .select()
    .from(communityQuestionReports)
    .where(isNull(communityQuestionReports.resolvedAt))
    .orderBy(asc(communityQuestionReports.createdAt))
    .limit(500);
  const urgent = await questionsWithAskers(db)
    .where(eq(communityQuestions.isUrgent, true))
    .orderBy(asc(communityQuestions.createdAt))
    .limit(200);
  const questionIds = [
    ...new Set([
      ...reports.map((report) => report.questionId),
      ...urgent.map((row) => row.question.id),
    ]),
  ];
  if (questionIds.length === 0) return [];
  const questions = new Map(
    (await questionsWithAskers(db).where(inArray(communityQuestions.id, questionIds))).map(
      (row) => [row.question.id, row],
    ),
  );
  const answerIds = [...new Set(reports.flatMap((report) => report.answerId ?? []))];
  const answers = new Map(
    (answerIds.length
      ? await db
          .select({
            answer: communityAnswers,
            name: staffUsers.name,
            credentials: staffUsers.credentials,
          })
          .from(communityAnswers)
          .innerJoin(staffUsers, eq(staffUsers.id, communityAnswers.expertStaffId))
          .where(inArray(communityAnswers.id, answerIds))
      : []
    ).map((row) => [row.answer.id, row]),
  );
  const items = new Map<string, QueueItem>();
  const itemFor = (questionId: string, answerId: string | null): QueueItem | null => {
    const key = answerId ?? questionId;
    const existing = items.get(key);
    if (existing) return existing;
    const row = questions.get(questionId);
    if (!row) return null;
    const { question, asker: writer } = row;
    const where = `${EXPERT_AREA} (${question.visibility})`;
    let item: QueueItem;
    if (answerId) {
      const answer = answers.get(answerId);
      if (!answer) return null;
      item = {
        kind: 'answer',
        id: answerId,
        postId: null,
        questionId,
        groupName: where,
        title: question.title,
        body: answer.answer.body,
        createdAt: answer.answer.createdAt.toISOString(),
        isHidden: answer.answer.hiddenAt !== null,
        isHeld: false,
        isUrgent: false,
        writer: {
          communityName: answer.credentials ? `${answer.name}, ${answer.credentials}` : answer.name,
          accountName: null,
          isAnonymous: false,
        },
        flags: [],
      };
    } else {
      item = {
        kind: 'question',
        id: questionId,
        postId: null,
        questionId,
        groupName: where,
        title: question.title,
        body: question.body,
        createdAt: question.createdAt.toISOString(),
        isHidden: question.hiddenAt !== null,
        isHeld: false,
        isUrgent: question.isUrgent,
        writer: writerForStaff(writer),
        flags: question.isUrgent
          ? [
              {
                kind: 'crisis',
                reason: 'Crisis language',
                note: null,
                at: question.createdAt.toISOString(),
              },
            ]
          : [],
      };
    }
    items.set(key, item);
    return item;
  };
  for (const row of urgent) itemFor(row.question.id, null);
  for (const report of reports)
    itemFor(report.questionId, report.answerId)?.flags.push({
      kind: 'report',
      reason: REPORT_REASONS[report.reason as ReportReason] ?? report.reason,
      note: report.note,
      at: report.createdAt.toISOString(),
    });
  return [...items.values()];
}

// --- Staff: experts and moderators ---

function presentStaffQuestion(
  row: { question: QuestionRow; asker: WriterRow },
  answers: ExpertAnswer[],
): StaffQuestion {
  const { question, asker: writer } = row;
  return {
    id: question.id,
    title: question.title,
    body: question.body,
    visibility: question.visibility,
    createdAt: question.createdAt.toISOString(),
    answeredAt: question.answeredAt?.toISOString() ?? null,
    status: statusOf(question),
    isHidden: question.hiddenAt !== null,
    isUrgent: question.isUrgent,
    asker: writerForStaff(writer),
    answers,
  };
}

/**
 * The expert queue: questions waiting for an answer, urgent ones first, then the oldest (hidden
 * ones are not waiting); or the answered ones, the newest answer first. Opening it is audited.
 */
export async function listStaffQuestions(options: {
  db: Database;
  staff: StaffActor;
  view: 'waiting' | 'answered';
  at: Date;
}): Promise<StaffQuestion[]> {
  const { db, staff, view, at } = options;
  const rows =
    view === 'waiting'
      ? await questionsWithAskers(db)
          .where(and(isNull(communityQuestions.answeredAt), isNull(communityQuestions.hiddenAt)))
          // Urgent ones (crisis language) first, so none is ever below the cut-off (decision 058).
          .orderBy(
            desc(communityQuestions.isUrgent),
            asc(communityQuestions.createdAt),
            asc(communityQuestions.id),
          )
          .limit(200)
      : await questionsWithAskers(db)
          .where(isNotNull(communityQuestions.answeredAt))
          .orderBy(desc(communityQuestions.answeredAt), desc(communityQuestions.id))
          .limit(100);
  await recordStaff(db, staff, at, 'community.questions_viewed', view);
  const answers = await answersOf(
    db,
    rows.map((row) => row.question.id),
    true,
  );
  return rows.map((row) => presentStaffQuestion(row, answers.get(row.question.id) ?? []));
}

async function findForStaff(db: Database, id: string) {
  const [row] = await questionsWithAskers(db).where(eq(communityQuestions.id, id));
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return row;
}

/** One question as staff see it; `viewer` records that an expert or moderator opened it. */
export async function getStaffQuestion(options: {
  db: Database;
  id: string;
  viewer?: { staff: StaffActor; at: Date };
}): Promise<StaffQuestion> {
  const { db, id, viewer } = options;
  const row = await findForStaff(db, id);
  if (viewer)
    await recordStaff(
      db,
      viewer.staff,
      viewer.at,
      'community.questions_viewed',
      `community_question:${id}`,
    );
  return presentStaffQuestion(row, (await answersOf(db, [id], true)).get(id) ?? []);
}

/** An expert answers under their name and credentials; the asker is told. */
export async function answerQuestion(options: {
  db: Database;
  expert: StaffActor;
  notifier: Notifier;
  id: string;
  input: AnswerInput;
  at: Date;
}): Promise<StaffQuestion> {
  const { db, expert, notifier, id, input, at } = options;
  const { question } = await findForStaff(db, id);
  if (question.hiddenAt)
    throw forbidden('A moderator hid this question, so it cannot be answered. Restore it first.');
  await db.transaction(async (tx) => {
    const [answer] = await tx
      .insert(communityAnswers)
      .values({ questionId: id, expertStaffId: expert.staffId, body: input.body, createdAt: at })
      .returning({ id: communityAnswers.id });
    if (!answer) throw new Error('Storing an answer returned no row');
    if (!question.answeredAt)
      await tx
        .update(communityQuestions)
        .set({ answeredAt: at })
        .where(eq(communityQuestions.id, id));
    await recordStaff(
      tx,
      expert,
      at,
      'community.question_answered',
      `community_answer:${answer.id}`,
    );
    const [staff] = await tx
      .select({ name: staffUsers.name })
      .from(staffUsers)
      .where(eq(staffUsers.id, expert.staffId));
    await tellWriter({
      tx,
      notifier,
      writerId: question.authorUserId,
      kind: 'community.answer',
      title: 'An expert answered your question',
      // A private question's words stay on its page.
      body:
        question.visibility === 'private'
          ? `${staff?.name ?? 'An expert'} answered your private question.`
          : `${staff?.name ?? 'An expert'} answered “${question.title}”.`,
      link: `/community/questions/${id}`,
      dedupeKey: `community-answer:${answer.id}`,
      at,
    });
  });
  return getStaffQuestion({ db, id });
}

/** When the first answer members can read was given: null sends the question back to the queue. */
async function refreshAnsweredAt(tx: Database, questionId: string) {
  await tx
    .update(communityQuestions)
    .set({
      answeredAt: sql`(select min(${communityAnswers.createdAt}) from ${communityAnswers} where ${communityAnswers.questionId} = ${questionId} and ${communityAnswers.hiddenAt} is null)`,
    })
    .where(eq(communityQuestions.id, questionId));
}

const MODERATION_ACTIONS = {
  hide: 'community.question_hidden',
  restore: 'community.question_restored',
  dismiss: 'community.question_dismissed',
} as const;

/**
 * A moderator hides or restores a question or an answer, with a note, or closes an urgent or
 * reported one without a change. Any decision ends the urgent mark of a question and closes the
 * members' reports on what it was about. Audited; the asker is told when their question is
 * hidden or back.
 */
export async function moderateQuestion(options: {
  db: Database;
  moderator: Moderator;
  notifier: Notifier;
  target: { kind: 'question' | 'answer'; id: string };
  input: QuestionModerationInput;
  at: Date;
}): Promise<StaffQuestion> {
  const { db, moderator, notifier, target, input, at } = options;
  const questionId = await db.transaction(async (tx) => {
    const hidden =
      input.action === 'hide'
        ? { hiddenAt: at, moderationNote: input.note }
        : { hiddenAt: null, moderationNote: input.note };
    let question: QuestionRow;
    if (target.kind === 'answer') {
      const [answer] = await tx
        .select()
        .from(communityAnswers)
        .where(eq(communityAnswers.id, target.id));
      if (!answer) throw notFound(ANSWER_NOT_FOUND);
      if (input.action !== 'dismiss') {
        await tx.update(communityAnswers).set(hidden).where(eq(communityAnswers.id, target.id));
        await refreshAnsweredAt(tx, answer.questionId);
      }
      question = (await findForStaff(tx, answer.questionId)).question;
    } else {
      question = (await findForStaff(tx, target.id)).question;
      await tx
        .update(communityQuestions)
        .set(input.action === 'dismiss' ? { isUrgent: false } : { ...hidden, isUrgent: false })
        .where(eq(communityQuestions.id, target.id));
    }
    // Any decision closes the members' reports on what it was about (decision 058).
    await tx
      .update(communityQuestionReports)
      .set({ resolvedAt: at, resolvedByStaffId: moderator.staffId })
      .where(
        and(
          isNull(communityQuestionReports.resolvedAt),
          target.kind === 'answer'
            ? eq(communityQuestionReports.answerId, target.id)
            : and(
                eq(communityQuestionReports.questionId, target.id),
                isNull(communityQuestionReports.answerId),
              ),
        ),
      );
    await recordStaff(
      tx,
      moderator,
      at,
      MODERATION_ACTIONS[input.action],
      `community_${target.kind}:${target.id}`,
    );
    if (target.kind === 'question' && input.action !== 'dismiss')
      await tellWriter({
        tx,
        notifier,
        writerId: question.authorUserId,
        kind: 'community.moderation',
        title:
          input.action === 'hide'
            ? 'A moderator hid your question to the experts'
            : 'A moderator restored your question to the experts',
        body: `The moderator’s reason: ${input.note}`,
        link: `/community/questions/${question.id}`,
        dedupeKey: `community-question-moderation:${target.id}:${input.action}:${at.toISOString()}`,
        at,
      });
    return question.id;
  });
  return getStaffQuestion({ db, id: questionId });
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
