import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COMMUNITY_SORTS,
  helpedSchema,
  communityProfileInputSchema,
  communityProfileSchema,
  followSchema,
  groupListSchema,
  groupSchema,
  moderationInputSchema,
  postCreatedSchema,
  postEditSchema,
  postEditedSchema,
  postInputSchema,
  postPageSchema,
  postSchema,
  queueSchema,
  replyCreatedSchema,
  replyEditSchema,
  replyEditedSchema,
  replyInputSchema,
  reportInputSchema,
  searchQuerySchema,
  searchResultsSchema,
} from '../../../shared/community';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { assertUnderLimit, recordEvent } from '../../lib/rate-limit';
import type { EmailWorker } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { COMMUNITY_LIMITS } from './community.holds';
import { communityCaller, moderatorCaller } from './community.policy';
import { setHelped } from './community.reactions';
import {
  acceptGuidelines,
  type Alerting,
  createPost,
  createReply,
  deletePost,
  deleteReply,
  editPost,
  editReply,
  followThread,
  getCommunityProfile,
  getGroup,
  getPost,
  joinGroup,
  leaveGroup,
  listGroups,
  listModerationQueue,
  listPosts,
  moderate,
  report,
  saveCommunityName,
  searchPosts,
} from './community.service';
import { listQuestionQueue } from './questions.service';

const errors = errorResponses(400, 401, 403, 404);
const limitedErrors = errorResponses(400, 401, 403, 404, 429);
const slugParams = z.object({
  slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'We could not find that group.'),
});
const postParams = z.object({ id: z.uuid({ error: 'We could not find that post.' }) });
const replyParams = z.object({ id: z.uuid({ error: 'We could not find that reply.' }) });
const pageQuery = z.object({
  after: z.string().max(300).optional(),
  sort: z.enum(COMMUNITY_SORTS, { error: 'Choose newest or most helpful.' }).default('newest'),
});
const tags = ['community'];

/** Support groups: every family account reads and writes; moderators work the queue (decision 045). */
export const communityRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  emailWorker: EmailWorker;
  alerting: Alerting;
}> = async (app, { db, clock, notifier, emailWorker, alerting }) => {
  app.get(
    '/api/community/profile',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Your community name and whether you accepted the guidelines',
        response: { 200: communityProfileSchema, ...errors },
      },
    },
    async (request) => getCommunityProfile(db, communityCaller(request), clock.now()),
  );

  app.put(
    '/api/community/profile',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Change the name others see in the community (not your account’s name)',
        body: communityProfileInputSchema,
        response: { 200: communityProfileSchema, ...errors },
      },
    },
    async (request) =>
      saveCommunityName({
        db,
        viewer: communityCaller(request),
        input: request.body,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/community/guidelines',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Accept the community guidelines (once, before the first post)',
        response: { 200: communityProfileSchema, ...errors },
      },
    },
    async (request) => acceptGuidelines({ db, viewer: communityCaller(request), at: clock.now() }),
  );

  app.get(
    '/api/community/groups',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'The support groups, with whether you joined each',
        response: { 200: groupListSchema, ...errors },
      },
    },
    async (request) => ({ groups: await listGroups(db, communityCaller(request)) }),
  );

  app.get(
    '/api/community/search',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Search posts across every group, best match first',
        querystring: searchQuerySchema,
        response: { 200: searchResultsSchema, ...errors },
      },
    },
    async (request) => ({
      posts: await searchPosts({ db, viewer: communityCaller(request), query: request.query.q }),
    }),
  );

  app.get(
    '/api/community/groups/:slug',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'One group: its purpose and rules',
        params: slugParams,
        response: { 200: groupSchema, ...errors },
      },
    },
    async (request) => getGroup(db, communityCaller(request), request.params.slug),
  );

  app.put(
    '/api/community/groups/:slug/membership',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Join a group',
        params: slugParams,
        response: { 200: groupSchema, ...errors },
      },
    },
    async (request) =>
      joinGroup({
        db,
        viewer: communityCaller(request),
        slug: request.params.slug,
        at: clock.now(),
      }),
  );

  app.delete(
    '/api/community/groups/:slug/membership',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Leave a group',
        params: slugParams,
        response: { 200: groupSchema, ...errors },
      },
    },
    async (request) =>
      leaveGroup({ db, viewer: communityCaller(request), slug: request.params.slug }),
  );

  app.get(
    '/api/community/groups/:slug/posts',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'A group’s posts, newest or most helpful first, a page at a time',
        params: slugParams,
        querystring: pageQuery,
        response: { 200: postPageSchema, ...errors },
      },
    },
    async (request) =>
      listPosts({
        db,
        viewer: communityCaller(request),
        slug: request.params.slug,
        after: request.query.after,
        sort: request.query.sort,
      }),
  );

  app.post(
    '/api/community/groups/:slug/posts',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Write a post; crisis language shows you the crisis lines and reaches moderators',
        params: slugParams,
        body: postInputSchema,
        response: { 201: postCreatedSchema, ...limitedErrors },
      },
    },
    async (request, reply) => {
      const viewer = communityCaller(request);
      await assertUnderLimit(db, clock, COMMUNITY_LIMITS.post, viewer.userId);
      const created = await createPost({
        db,
        viewer,
        slug: request.params.slug,
        input: request.body,
        at: clock.now(),
        alerting,
      });
      await recordEvent(db, clock, COMMUNITY_LIMITS.post, viewer.userId);
      if (created.showCrisisResources) emailWorker.kick();
      return reply.code(201).send(created);
    },
  );

  app.get(
    '/api/community/posts/:id',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'A post and its replies',
        params: postParams,
        response: { 200: postSchema, ...errors },
      },
    },
    async (request) =>
      getPost({ db, viewer: communityCaller(request), id: request.params.id, now: clock.now() }),
  );

  for (const following of [true, false])
    app.route({
      method: following ? 'PUT' : 'DELETE',
      url: '/api/community/posts/:id/follow',
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: following
          ? 'Follow a thread: hear of new replies as your notification choices say'
          : 'Stop following a thread',
        params: postParams,
        response: { 200: followSchema, ...errors },
      },
      handler: async (request) =>
        followThread({
          db,
          viewer: communityCaller(request),
          id: request.params.id,
          following,
          at: clock.now(),
        }),
    });

  app.patch(
    '/api/community/posts/:id',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary:
          'Edit your own post, within an hour of writing it; checked as new writing is (decision 058)',
        params: postParams,
        body: postEditSchema,
        response: { 200: postEditedSchema, ...limitedErrors },
      },
    },
    async (request) => {
      const viewer = communityCaller(request);
      await assertUnderLimit(db, clock, COMMUNITY_LIMITS.edit, viewer.userId);
      const edited = await editPost({
        db,
        viewer,
        id: request.params.id,
        input: request.body,
        at: clock.now(),
        alerting,
      });
      await recordEvent(db, clock, COMMUNITY_LIMITS.edit, viewer.userId);
      if (edited.showCrisisResources) emailWorker.kick();
      return edited;
    },
  );

  app.delete(
    '/api/community/posts/:id',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Delete your own post and its replies',
        params: postParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePost({
        db,
        viewer: communityCaller(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/community/posts/:id/replies',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Reply to a post',
        params: postParams,
        body: replyInputSchema,
        response: { 201: replyCreatedSchema, ...limitedErrors },
      },
    },
    async (request, reply) => {
      const viewer = communityCaller(request);
      await assertUnderLimit(db, clock, COMMUNITY_LIMITS.reply, viewer.userId);
      const created = await createReply({
        db,
        viewer,
        postId: request.params.id,
        input: request.body,
        at: clock.now(),
        alerting,
        notifier,
      });
      await recordEvent(db, clock, COMMUNITY_LIMITS.reply, viewer.userId);
      if (created.showCrisisResources) emailWorker.kick();
      return reply.code(201).send(created);
    },
  );

  app.patch(
    '/api/community/replies/:id',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary:
          'Edit your own reply, within an hour of writing it; checked as new writing is (decision 058)',
        params: replyParams,
        body: replyEditSchema,
        response: { 200: replyEditedSchema, ...limitedErrors },
      },
    },
    async (request) => {
      const viewer = communityCaller(request);
      await assertUnderLimit(db, clock, COMMUNITY_LIMITS.edit, viewer.userId);
      const edited = await editReply({
        db,
        viewer,
        id: request.params.id,
        input: request.body,
        at: clock.now(),
        alerting,
      });
      await recordEvent(db, clock, COMMUNITY_LIMITS.edit, viewer.userId);
      if (edited.showCrisisResources) emailWorker.kick();
      return edited;
    },
  );

  app.delete(
    '/api/community/replies/:id',
    {
      config: { caller: communityCaller },
      schema: {
        tags,
        summary: 'Delete your own reply',
        params: replyParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteReply({
        db,
        viewer: communityCaller(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  for (const kind of ['post', 'reply'] as const) {
    app.post(
      `/api/community/${kind === 'post' ? 'posts' : 'replies'}/:id/reports`,
      {
        config: { caller: communityCaller },
        schema: {
          tags,
          summary: `Report a ${kind} to the moderators, with a reason`,
          params: kind === 'post' ? postParams : replyParams,
          body: reportInputSchema,
          response: { 204: z.null(), ...limitedErrors },
        },
      },
      async (request, reply) => {
        const viewer = communityCaller(request);
        await assertUnderLimit(db, clock, COMMUNITY_LIMITS.report, viewer.userId);
        await report({
          db,
          viewer,
          target: { kind, id: request.params.id },
          input: request.body,
          at: clock.now(),
        });
        await recordEvent(db, clock, COMMUNITY_LIMITS.report, viewer.userId);
        return reply.code(204).send(null);
      },
    );

    for (const helped of [true, false])
      app.route({
        method: helped ? 'PUT' : 'DELETE',
        url: `/api/community/${kind === 'post' ? 'posts' : 'replies'}/:id/helped`,
        config: { caller: communityCaller },
        schema: {
          tags,
          summary: helped
            ? `Say this ${kind} helped you (once)`
            : `Take back “this helped” on a ${kind}`,
          params: kind === 'post' ? postParams : replyParams,
          response: { 200: helpedSchema, ...errors },
        },
        handler: async (request) =>
          setHelped({
            db,
            viewer: communityCaller(request),
            target: { kind, id: request.params.id },
            helped,
            at: clock.now(),
          }),
      });

    app.post(
      `/api/staff/community/${kind === 'post' ? 'posts' : 'replies'}/:id/moderation`,
      {
        config: { caller: moderatorCaller },
        schema: {
          tags: ['staff'],
          summary: `Hide, restore or approve a ${kind}, or close its reports, with a note for the writer`,
          params: kind === 'post' ? postParams : replyParams,
          body: moderationInputSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await moderate({
          db,
          moderator: moderatorCaller(request),
          notifier,
          target: { kind, id: request.params.id },
          input: request.body,
          at: clock.now(),
        });
        emailWorker.kick();
        return reply.code(204).send(null);
      },
    );
  }

  app.get(
    '/api/staff/community/queue',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags: ['staff'],
        summary:
          'The moderation queue: crisis language first, then reports and holds, oldest first; expert questions and answers too',
        response: { 200: queueSchema, ...errors },
      },
    },
    async (request) => {
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
  );
};
