import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  heldWordsSchema,
  liftPauseInputSchema,
  moderatorEditSchema,
  pausedMembersSchema,
  suspensionInputSchema,
  warningInputSchema,
} from '../../../shared/community-moderation';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
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

const errors = errorResponses(400, 401, 403, 404);
const tags = ['staff'];

/** Moderators' tools beyond hide and restore, and the word list (decision 050). */
export const communityModerationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  notifier: Notifier;
  emailWorker: EmailWorker;
}> = async (app, { db, clock, notifier, emailWorker }) => {
  for (const kind of ['post', 'reply'] as const) {
    const base = `/api/staff/community/${kind === 'post' ? 'posts' : 'replies'}/:id`;
    const params = z.object({
      id: z.uuid({ error: `We could not find that ${kind}.` }),
    });

    app.put(
      `${base}/text`,
      {
        config: { caller: moderatorCaller },
        schema: {
          tags,
          summary: `Edit a ${kind} as a moderator, with a note the writer reads`,
          params,
          body: moderatorEditSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await editAsModerator({
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

    app.post(
      `${base}/warning`,
      {
        config: { caller: moderatorCaller },
        schema: {
          tags,
          summary: `Warn the writer of a ${kind}`,
          params,
          body: warningInputSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await warnWriter({
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

    app.post(
      `${base}/suspension`,
      {
        config: { caller: moderatorCaller },
        schema: {
          tags,
          summary: `Pause the posting of a ${kind}’s writer for 1, 7 or 30 days`,
          params,
          body: suspensionInputSchema,
          response: { 200: z.object({ until: z.string() }), ...errors },
        },
      },
      async (request) => {
        const suspended = await suspendWriter({
          db,
          moderator: moderatorCaller(request),
          notifier,
          target: { kind, id: request.params.id },
          input: request.body,
          at: clock.now(),
        });
        emailWorker.kick();
        return suspended;
      },
    );
  }

  app.get(
    '/api/staff/community/held-words',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags,
        summary: 'The words that hold a post or reply for a moderator',
        response: { 200: heldWordsSchema, ...errors },
      },
    },
    async () => getHeldWords(db),
  );

  app.put(
    '/api/staff/community/held-words',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags,
        summary: 'Replace the words that hold a post or reply for a moderator',
        body: heldWordsSchema,
        response: { 200: heldWordsSchema, ...errors },
      },
    },
    async (request) =>
      saveHeldWords({
        db,
        moderator: moderatorCaller(request),
        words: request.body.words,
        at: clock.now(),
      }),
  );

  app.get(
    '/api/staff/community/pauses',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags,
        summary: 'Members whose posting is paused now, the pause ending soonest first',
        response: { 200: pausedMembersSchema, ...errors },
      },
    },
    async (request) => ({
      members: await listPausedMembers({
        db,
        moderator: moderatorCaller(request),
        at: clock.now(),
      }),
    }),
  );

  app.post(
    '/api/staff/community/pauses/:userId/lift',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags,
        summary: 'Lift a pause on a member’s posting early; they are told why',
        params: z.object({ userId: z.uuid({ error: 'We could not find that member.' }) }),
        body: liftPauseInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
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
  );
};
