import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityQuestionsApi } from '../../../shared/community-questions.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import type { EmailWorker } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { defineCaller } from '../../platform/auth/callers';
import { requireStaff } from '../../platform/staff/staff.policy';
import { COMMUNITY_LIMITS } from './community.holds';
import { communityCaller, moderatorCaller } from './community.policy';
import {
  askQuestion,
  deleteQuestion,
  getQuestion,
  listAnsweredQuestions,
  listMyQuestions,
  reportAnswer,
  reportQuestion,
  resolveQuestion,
  searchAnsweredQuestions,
  type StaffActor,
} from './questions.service';
import {
  answerQuestion,
  getStaffQuestion,
  listStaffQuestions,
  moderateQuestion,
} from './questions.staff';
import { type Alerting, memberWriting, moderating, ownWriting } from './moderated-writing';

const api = communityQuestionsApi;

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
  const write = memberWriting({ db, clock, emailWorker, alerting }, communityCaller);
  const member = ownWriting({ db, clock }, communityCaller);
  app.route({
    ...contractRoute(api.answered),
    config: { caller: communityCaller },
    handler: async (request) =>
      listAnsweredQuestions({ db, viewer: communityCaller(request), after: request.query.after }),
  });

  app.route({
    ...contractRoute(api.search),
    config: { caller: communityCaller },
    handler: async (request) => ({
      questions: await searchAnsweredQuestions({
        db,
        viewer: communityCaller(request),
        query: request.query.q,
      }),
    }),
  });

  app.route({
    ...contractRoute(api.mine),
    config: { caller: communityCaller },
    handler: async (request) => ({
      questions: await listMyQuestions({ db, viewer: communityCaller(request) }),
    }),
  });

  app.route({
    ...contractRoute(api.ask),
    config: { caller: communityCaller },
    handler: async (request, reply) => {
      const created = await write(request, COMMUNITY_LIMITS.question, askQuestion);
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...contractRoute(api.view),
    config: { caller: communityCaller },
    handler: async (request) =>
      getQuestion({ db, viewer: communityCaller(request), id: request.params.id }),
  });

  app.route({
    ...contractRoute(api.remove),
    config: { caller: communityCaller },
    handler: async (request, reply) => {
      await deleteQuestion(member(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(api.resolve),
    config: { caller: communityCaller },
    handler: async (request) => {
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
  });

  for (const [kind, declared] of [
    ['question', api.reportQuestion],
    ['answer', api.reportAnswer],
  ] as const)
    app.route({
      ...contractRoute(declared),
      config: { caller: communityCaller },
      handler: async (request, reply) => {
        // One allowance for every report a member sends, posts and questions alike.
        await write(request, COMMUNITY_LIMITS.report, (writing) => {
          const target = { ...writing, id: request.params.id };
          return kind === 'question' ? reportQuestion(target) : reportAnswer(target);
        });
        return reply.code(204).send(null);
      },
    });

  app.route({
    ...contractRoute(api.staffList),
    config: { caller: questionReader },
    handler: async (request) => ({
      questions: await listStaffQuestions({
        db,
        staff: questionReader(request),
        view: request.query.view,
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(api.staffView),
    config: { caller: questionReader },
    handler: async (request) => {
      const staff = questionReader(request);
      return getStaffQuestion({ db, id: request.params.id, viewer: { staff, at: clock.now() } });
    },
  });

  app.route({
    ...contractRoute(api.answer),
    config: { caller: answeringExpert },
    handler: async (request, reply) => {
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
  });

  const act = moderating({ db, clock, notifier, emailWorker }, moderatorCaller);
  for (const [kind, declared] of [
    ['question', api.moderateQuestion],
    ['answer', api.moderateAnswer],
  ] as const)
    app.route({
      ...contractRoute(declared),
      config: { caller: moderatorCaller },
      handler: async (request) => act(request, kind, moderateQuestion),
    });
};
