import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type {
  AnswerInput,
  QuestionModerationInput,
  StaffQuestion,
} from '../../../shared/community-questions';
import { REPORT_REASONS, type QueueItem, type ReportReason } from '../../../shared/community';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { staffUsers } from '../../platform/staff/staff.schema';
import { writerForStaff } from './community.presenter';
import { tellWriter, type ModeratorAction } from './moderated-writing';
import { recordStaff } from './questions.audit';
import { communityAnswers, communityQuestionReports, communityQuestions } from './questions.schema';
import { presentStaffQuestion, type QuestionRow } from './questions.presenter';
import {
  ANSWER_NOT_FOUND,
  answersOf,
  QUESTION_NOT_FOUND,
  questionsWithAskers,
  type StaffActor,
} from './questions.service';

/**
 * Experts and moderators in the expert area (decisions 049, 058): the experts' queue, answering
 * under their name, and the moderators' decisions on questions and answers, with the expert area's
 * part of the moderation queue.
 */

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
export async function moderateQuestion(
  options: ModeratorAction<'question' | 'answer', QuestionModerationInput>,
): Promise<StaffQuestion> {
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
