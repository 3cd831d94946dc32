import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityModerationApi } from '../../../shared/community-moderation.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import type { EmailWorker } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import {
  editAsModerator,
  getHeldWords,
  liftPause,
  listPausedMembers,
  saveHeldWords,
  suspendWriter,
  warnWriter,
} from './community.moderation';
import { moderatorCaller } from './community.policy';
import { moderating } from './moderated-writing';

const onWriting = {
  post: {
    edit: communityModerationApi.editPost,
    warn: communityModerationApi.warnPostWriter,
    suspend: communityModerationApi.suspendPostWriter,
  },
  reply: {
    edit: communityModerationApi.editReply,
    warn: communityModerationApi.warnReplyWriter,
    suspend: communityModerationApi.suspendReplyWriter,
  },
};

/** Moderators' tools beyond hide and restore, and the word list (decision 050). */
export const communityModerationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  emailWorker: EmailWorker;
}> = async (app, { db, clock, notifier, emailWorker }) => {
  const act = moderating({ db, clock, notifier, emailWorker }, moderatorCaller);
  for (const kind of ['post', 'reply'] as const) {
    const declared = onWriting[kind];
    app.route({
      ...contractRoute(declared.edit),
      config: { caller: moderatorCaller },
      handler: async (request, reply) => {
        await act(request, kind, editAsModerator);
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...contractRoute(declared.warn),
      config: { caller: moderatorCaller },
      handler: async (request, reply) => {
        await act(request, kind, warnWriter);
        return reply.code(204).send(null);
      },
    });
    app.route({
      ...contractRoute(declared.suspend),
      config: { caller: moderatorCaller },
      handler: async (request) => act(request, kind, suspendWriter),
    });
  }

  app.route({
    ...contractRoute(communityModerationApi.heldWords),
    config: { caller: moderatorCaller },
    handler: async () => getHeldWords(db),
  });

  app.route({
    ...contractRoute(communityModerationApi.saveHeldWords),
    config: { caller: moderatorCaller },
    handler: async (request) =>
      saveHeldWords({
        db,
        moderator: moderatorCaller(request),
        words: request.body.words,
        at: clock.now(),
      }),
  });

  app.route({
    ...contractRoute(communityModerationApi.pauses),
    config: { caller: moderatorCaller },
    handler: async (request) => ({
      members: await listPausedMembers({
        db,
        moderator: moderatorCaller(request),
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(communityModerationApi.liftPause),
    config: { caller: moderatorCaller },
    handler: async (request, reply) => {
      await liftPause({
        db,
        moderator: moderatorCaller(request),
        notifier,
        userId: request.params.userId,
        input: request.body,
        at: clock.now(),
      });
      emailWorker.kick();
      return reply.code(204).send(null);
    },
  });
};
