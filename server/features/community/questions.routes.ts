import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reportInputSchema, searchQuerySchema } from '../../../shared/community';
import {
  answerInputSchema,
  questionCreatedSchema,
  questionInputSchema,
  questionListSchema,
  questionModerationInputSchema,
  questionPageSchema,
  questionSchema,
  staffQuestionListSchema,
  staffQuestionQuerySchema,
  staffQuestionSchema,
} from '../../../shared/community-questions';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limit';
import type { EmailWorker } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { defineCaller } from '../../platform/auth/callers';
import { requireStaff } from '../../platform/staff/staff.policy';
import { COMMUNITY_LIMITS } from './community.holds';
import { communityCaller, moderatorCaller } from './community.policy';
import {
  answerQuestion,
  askQuestion,
  deleteQuestion,
  getQuestion,
  getStaffQuestion,
  listAnsweredQuestions,
  listMyQuestions,
  listStaffQuestions,
  moderateQuestion,
  reportAnswer,
  reportQuestion,
  resolveQuestion,
  searchAnsweredQuestions,
  type StaffActor,
} from './questions.service';
import type { Alerting } from './community.service';

const errors = errorResponses(400, 401, 403, 404);
const limitedErrors = errorResponses(400, 401, 403, 404, 429);
const questionParams = z.object({ id: z.uuid({ error: 'We could not find that question.' }) });
const answerParams = z.object({ id: z.uuid({ error: 'We could not find that answer.' }) });
const pageQuery = z.object({ after: z.string().max(200).optional() });
const tags = ['community'];

/** Staff with a right over questions (STAFF_RIGHTS): experts, moderators, admins. */
const questionStaffCaller = (right: 'community.questions' | 'community.answer') =>
  defineCaller((request): StaffActor => ({
    staffId: requireStaff(request, right).staff.id,
    ip: request.ip,
  }));
const questionReader = questionStaffCaller('community.questions');
const answeringExpert = questionStaffCaller('community.answer');

/**
 * Expert questions (decision 049): members ask, publicly or privately; experts answer under their
 * name and credentials; moderators hide what breaks the guidelines.
 */
export const questionRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  emailWorker: EmailWorker;
  alerting: Alerting;
}> = async (app, { db, clock, notifier, emailWorker, alerting }) => {
  app.get(
    '/api/community/questions',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Answered public questions, the newest answer first, a page at a time',
        querystring: pageQuery,
        response: { 200: questionPageSchema, ...errors },
      },
    },
    async (request) =>
      listAnsweredQuestions({ db, viewer: communityCaller(request), after: request.query.after }),
  );

  app.get(
    '/api/community/questions/search',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Search answered public questions, best match first',
        querystring: searchQuerySchema,
        response: { 200: questionListSchema, ...errors },
      },
    },
    async (request) => ({
      questions: await searchAnsweredQuestions({
        db,
        viewer: communityCaller(request),
        query: request.query.q,
      }),
    }),
  );

  app.get(
    '/api/community/questions/mine',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Every question you asked, private ones too',
        response: { 200: questionListSchema, ...errors },
      },
    },
    async (request) => ({
      questions: await listMyQuestions({ db, viewer: communityCaller(request) }),
    }),
  );

  app.post(
    '/api/community/questions',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary:
          'Ask the experts, publicly or privately; crisis language shows you the crisis lines and reaches moderators',
        body: questionInputSchema,
        response: { 201: questionCreatedSchema, ...limitedErrors },
      },
    },
    async (request, reply) => {
      const viewer = communityCaller(request);
      await assertUnderLimit(db, clock, COMMUNITY_LIMITS.question, viewer.userId);
      const created = await askQuestion({
        db,
        viewer,
        input: request.body,
        at: clock.now(),
        alerting,
      });
      await recordEvent(db, clock, COMMUNITY_LIMITS.question, viewer.userId);
      if (created.showCrisisResources) emailWorker.kick();
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/community/questions/:id',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'A question and its answers (a private one only for the person who asked)',
        params: questionParams,
        response: { 200: questionSchema, ...errors },
      },
    },
    async (request) => getQuestion({ db, viewer: communityCaller(request), id: request.params.id }),
  );

  app.delete(
    '/api/community/questions/:id',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Delete a question you asked, with its answers',
        params: questionParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteQuestion({
        db,
        viewer: communityCaller(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/community/questions/:id/resolution',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Say the expert’s answer answered your question',
        params: questionParams,
        response: { 200: questionSchema, ...errors },
      },
    },
    async (request) => {
      const resolved = await resolveQuestion({
        db,
        viewer: communityCaller(request),
        id: request.params.id,
        at: clock.now(),
        alerting,
      });
      emailWorker.kick();
      return resolved;
    },
  );

  for (const kind of ['question', 'answer'] as const)
    app.post(
      `/api/community/${kind === 'question' ? 'questions' : 'answers'}/:id/reports`,
      {
        config: { caller: communityCaller },
        schema: {
          tags,
          summary:
            kind === 'question'
              ? 'Report someone’s public question to the moderators, with a reason'
              : 'Report an expert’s answer to the moderators, with a reason',
          params: kind === 'question' ? questionParams : answerParams,
          body: reportInputSchema,
          response: { 204: z.null(), ...limitedErrors },
        },
      },
      async (request, reply) => {
        const viewer = communityCaller(request);
        // One allowance for every report a member sends, posts and questions alike.
        await assertUnderLimit(db, clock, COMMUNITY_LIMITS.report, viewer.userId);
        const target = { db, viewer, id: request.params.id, input: request.body, at: clock.now() };
        await (kind === 'question' ? reportQuestion(target) : reportAnswer(target));
        await recordEvent(db, clock, COMMUNITY_LIMITS.report, viewer.userId);
        return reply.code(204).send(null);
      },
    );

  app.get(
    '/api/staff/questions',
    {
      config: { caller: questionReader },
      schema: {
        tags: ['staff'],
        summary:
          'Experts and moderators: questions waiting for an answer (oldest first), or answered ones',
        querystring: staffQuestionQuerySchema,
        response: { 200: staffQuestionListSchema, ...errors },
      },
    },
    async (request) => ({
      questions: await listStaffQuestions({
        db,
        staff: questionReader(request),
        view: request.query.view,
        at: clock.now(),
      }),
    }),
  );

  app.get(
    '/api/staff/questions/:id',
    {
      config: { caller: questionReader },
      schema: {
        tags: ['staff'],
        summary: 'Experts and moderators: one question, who asked it and every answer',
        params: questionParams,
        response: { 200: staffQuestionSchema, ...errors },
      },
    },
    async (request) => {
      const staff = questionReader(request);
      return getStaffQuestion({ db, id: request.params.id, viewer: { staff, at: clock.now() } });
    },
  );

  app.post(
    '/api/staff/questions/:id/answers',
    {
      config: { caller: answeringExpert },
      schema: {
        tags: ['staff'],
        summary: 'Experts: answer a question under your name and credentials; the asker is told',
        params: questionParams,
        body: answerInputSchema,
        response: { 201: staffQuestionSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answered = await answerQuestion({
        db,
        expert: answeringExpert(request),
        notifier,
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      });
      emailWorker.kick();
      return reply.code(201).send(answered);
    },
  );

  for (const kind of ['question', 'answer'] as const) {
    app.post(
      `/api/staff/${kind === 'question' ? 'questions' : 'answers'}/:id/moderation`,
      {
        config: { caller: moderatorCaller },
        schema: {
          tags: ['staff'],
          summary:
            kind === 'question'
              ? 'Moderators: hide or restore a question (the asker is told why), or close an urgent or reported one'
              : 'Moderators: hide or restore an expert’s answer, or close its reports',
          params: kind === 'question' ? questionParams : answerParams,
          body: questionModerationInputSchema,
          response: { 200: staffQuestionSchema, ...errors },
        },
      },
      async (request) => {
        const moderated = await moderateQuestion({
          db,
          moderator: moderatorCaller(request),
          notifier,
          target: { kind, id: request.params.id },
          input: request.body,
          at: clock.now(),
        });
        emailWorker.kick();
        return moderated;
      },
    );
  }
};
