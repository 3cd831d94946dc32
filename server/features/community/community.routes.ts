import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityApi } from '../../../shared/community.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import type { EmailWorker } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { COMMUNITY_LIMITS } from './community.holds';
import { communityCaller, moderatorCaller } from './community.policy';
import { setHelped } from './community.reactions';
import {
  createPost,
  deletePost,
  editPost,
  followThread,
  getGroup,
  getPost,
  joinGroup,
  leaveGroup,
  listGroups,
  listPosts,
  searchPosts,
} from './community.service';
import { acceptGuidelines, getCommunityProfile, saveCommunityName } from './community.profile';
import { createReply, deleteReply, editReply } from './community.replies';
import { listModerationQueue, moderate, report } from './community.queue';
import { type Alerting, memberWriting, moderating, ownWriting } from './moderated-writing';
import { listQuestionQueue } from './questions.staff';

/** Support groups: every family account reads and writes; moderators work the queue (decision 045). */
export const communityRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  emailWorker: EmailWorker;
  alerting: Alerting;
}> = async (app, { db, clock, notifier, emailWorker, alerting }) => {
  const write = memberWriting({ db, clock, emailWorker, alerting }, communityCaller);
  const member = ownWriting({ db, clock }, communityCaller);
  const act = moderating({ db, clock, notifier, emailWorker }, moderatorCaller);
  app.route({
    ...contractRoute(communityApi.profile),
    config: { caller: communityCaller },
    handler: async (request) => getCommunityProfile(db, communityCaller(request), clock.now()),
  });

  app.route({
    ...contractRoute(communityApi.saveProfile),
    config: { caller: communityCaller },
    handler: async (request) =>
      saveCommunityName({
        db,
        viewer: communityCaller(request),
        input: request.body,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(communityApi.acceptGuidelines),
    config: { caller: communityCaller },
    handler: async (request) =>
      acceptGuidelines({ db, viewer: communityCaller(request), at: clock.now() }),
  });

  app.route({
    ...contractRoute(communityApi.groups),
    config: { caller: communityCaller },
    handler: async (request) => ({ groups: await listGroups(db, communityCaller(request)) }),
  });

  app.route({
    ...contractRoute(communityApi.search),
    config: { caller: communityCaller },
    handler: async (request) => ({
      posts: await searchPosts({ db, viewer: communityCaller(request), query: request.query.q }),
    }),
  });

  app.route({
    ...contractRoute(communityApi.group),
    config: { caller: communityCaller },
    handler: async (request) => getGroup(db, communityCaller(request), request.params.slug),
  });

  app.route({
    ...contractRoute(communityApi.join),
    config: { caller: communityCaller },
    handler: async (request) =>
      joinGroup({
        db,
        viewer: communityCaller(request),
        slug: request.params.slug,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(communityApi.leave),
    config: { caller: communityCaller },
    handler: async (request) =>
      leaveGroup({ db, viewer: communityCaller(request), slug: request.params.slug }),
  });

  app.route({
    ...contractRoute(communityApi.posts),
    config: { caller: communityCaller },
    handler: async (request) =>
      listPosts({
        db,
        viewer: communityCaller(request),
        slug: request.params.slug,
        after: request.query.after,
        sort: request.query.sort,
      }),
  });

  app.route({
    ...contractRoute(communityApi.createPost),
    config: { caller: communityCaller },
    handler: async (request, reply) => {
      const created = await write(request, COMMUNITY_LIMITS.post, (writing) =>
        createPost({ ...writing, slug: request.params.slug }),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...contractRoute(communityApi.post),
    config: { caller: communityCaller },
    handler: async (request) =>
      getPost({ db, viewer: communityCaller(request), id: request.params.id, now: clock.now() }),
  });

  for (const [following, declared] of [
    [true, communityApi.follow],
    [false, communityApi.unfollow],
  ] as const)
    app.route({
      ...contractRoute(declared),
      config: { caller: communityCaller },
      handler: async (request) =>
        followThread({
          db,
          viewer: communityCaller(request),
          id: request.params.id,
          following,
          at: clock.now(),
        }),
    });

  app.route({
    ...contractRoute(communityApi.editPost),
    config: { caller: communityCaller },
    handler: async (request) =>
      write(request, COMMUNITY_LIMITS.edit, (writing) =>
        editPost({ ...writing, id: request.params.id }),
      ),
  });

  app.route({
    ...contractRoute(communityApi.deletePost),
    config: { caller: communityCaller },
    handler: async (request, reply) => {
      await deletePost(member(request));
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(communityApi.createReply),
    config: { caller: communityCaller },
    handler: async (request, reply) => {
      const created = await write(request, COMMUNITY_LIMITS.reply, (writing) =>
        createReply({ ...writing, postId: request.params.id, notifier }),
      );
      return reply.code(201).send(created);
    },
  });

  app.route({
    ...contractRoute(communityApi.editReply),
    config: { caller: communityCaller },
    handler: async (request) =>
      write(request, COMMUNITY_LIMITS.edit, (writing) =>
        editReply({ ...writing, id: request.params.id }),
      ),
  });

  app.route({
    ...contractRoute(communityApi.deleteReply),
    config: { caller: communityCaller },
    handler: async (request, reply) => {
      await deleteReply(member(request));
      return reply.code(204).send(null);
    },
  });

  const onWriting = {
    post: {
      report: communityApi.reportPost,
      helped: communityApi.helpedPost,
      unhelped: communityApi.unhelpedPost,
      moderate: communityApi.moderatePost,
    },
    reply: {
      report: communityApi.reportReply,
      helped: communityApi.helpedReply,
      unhelped: communityApi.unhelpedReply,
      moderate: communityApi.moderateReply,
    },
  };
  for (const kind of ['post', 'reply'] as const) {
    const declared = onWriting[kind];
    app.route({
      ...contractRoute(declared.report),
      config: { caller: communityCaller },
      handler: async (request, reply) => {
        await write(request, COMMUNITY_LIMITS.report, (writing) =>
          report({ ...writing, target: { kind, id: request.params.id } }),
        );
        return reply.code(204).send(null);
      },
    });

    for (const [helped, route] of [
      [true, declared.helped],
      [false, declared.unhelped],
    ] as const)
      app.route({
        ...contractRoute(route),
        config: { caller: communityCaller },
        handler: async (request) =>
          setHelped({
            db,
            viewer: communityCaller(request),
            target: { kind, id: request.params.id },
            helped,
            at: clock.now(),
          }),
      });

    app.route({
      ...contractRoute(declared.moderate),
      config: { caller: moderatorCaller },
      handler: async (request, reply) => {
        await act(request, kind, moderate);
        return reply.code(204).send(null);
      },
    });
  }

  app.route({
    ...contractRoute(communityApi.queue),
    config: { caller: moderatorCaller },
    handler: async (request) => {
      const moderator = moderatorCaller(request);
      return {
        items: await listModerationQueue({
          db,
          moderator,
          at: clock.now(),
          questionItems: await listQuestionQueue(db),
        }),
      };
    },
  });
};
