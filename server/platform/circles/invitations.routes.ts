import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../../shared/auth';
import {
  acceptInvitationSchema,
  createdInvitationSchema,
  createInvitationSchema,
  invitationPreviewSchema,
  invitationSchema,
} from '../../../shared/circles';
import { formatInvitationCode, invitationCodeSchema } from '../../../shared/invitation-code';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
import { errorResponses } from '../../lib/http-responses';
import { presentUser } from '../auth/auth.presenter';
import { signedInCaller } from '../auth/auth.plugin';
import { setSessionCircle } from '../auth/sessions.service';
import type { EmailWorker } from '../email/email-outbox';
import type { Notifier } from '../notifications/notifications.service';
import { circleCaller } from './circles.policy';
import { findMemberRole } from './circles.service';
import { presentInvitation } from './circles.presenter';
import {
  acceptInvitation,
  createInvitation,
  invitationLink,
  listInvitations,
  previewInvitation,
  revokeInvitation,
} from './invitations.service';
import { NEEDS_ACTIVE_PLAN } from './plan-guard';

/** Codes have 100 random bits; the limit also keeps the lookup from being used as an oracle. */
const CODE_LOOKUPS: RateLimit = {
  bucket: 'invitation-code',
  limit: 30,
  windowMs: 10 * 60 * 1000,
  message: 'Too many invitation codes were tried from here. Please wait a few minutes.',
};
const INVITES_SENT: RateLimit = {
  bucket: 'invitation-sent',
  limit: 30,
  windowMs: 60 * 60 * 1000,
  message: 'You have sent many invitations in the last hour. Please try again later.',
};

const errors = errorResponses(400, 401, 403, 404, 409, 429);

const membersManager = circleCaller('members.manage');

export const invitationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  emailWorker: EmailWorker;
  publicUrl: string;
  notifier: Notifier;
}> = async (app, { db, clock, emailWorker, publicUrl, notifier }) => {
  app.get(
    '/api/circle/invitations',
    {
      config: { caller: membersManager },
      schema: {
        tags: ['invitations'],
        summary: 'Invitations of the current circle, newest first',
        response: { 200: z.array(invitationSchema), ...errors },
      },
    },
    async (request) => {
      const actor = membersManager(request);
      const now = clock.now();
      return (await listInvitations(db, actor.circleId)).map((row) => presentInvitation(row, now));
    },
  );

  app.post(
    '/api/circle/invitations',
    {
      config: { ...NEEDS_ACTIVE_PLAN, caller: membersManager },
      schema: {
        tags: ['invitations'],
        summary: 'Invite someone by email; the answer holds the code and link, once',
        body: createInvitationSchema,
        response: { 201: createdInvitationSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = membersManager(request);
      await consumeAllowance(db, clock, INVITES_SENT, actor.user.id);
      const { row, code } = await createInvitation({
        db,
        actor,
        input: request.body,
        at: clock.now(),
        publicUrl,
      });
      emailWorker.kick();
      return reply.code(201).send({
        ...presentInvitation({ ...row, invitedBy: actor.user.name }, clock.now()),
        code: formatInvitationCode(code),
        link: invitationLink(publicUrl, code),
      });
    },
  );

  app.delete(
    '/api/circle/invitations/:id',
    {
      config: { caller: membersManager },
      schema: {
        tags: ['invitations'],
        summary: 'Cancel an invitation that has not been used',
        params: z.object({ id: z.uuid({ error: 'We could not find that invitation.' }) }),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = membersManager(request);
      await revokeInvitation({ db, actor, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/invitations/:code',
    {
      schema: {
        tags: ['invitations'],
        summary: 'What an invitation is for, before accepting it (anyone holding the code)',
        params: z.object({ code: invitationCodeSchema }),
        response: { 200: invitationPreviewSchema, ...errors },
      },
    },
    async (request) => {
      await consumeAllowance(db, clock, CODE_LOOKUPS, request.ip);
      return previewInvitation(db, request.params.code, clock.now());
    },
  );

  app.post(
    '/api/invitations/accept',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['invitations'],
        summary: 'Join a care circle with an invitation code, and switch to it',
        body: acceptInvitationSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = signedInCaller(request);
      await consumeAllowance(db, clock, CODE_LOOKUPS, request.ip);
      const at = clock.now();
      const circleId = await db.transaction((tx) =>
        acceptInvitation({
          tx,
          code: request.body.code,
          userId: user.id,
          at,
          ip: request.ip,
          notifier,
        }),
      );
      await setSessionCircle(db, sessionId, circleId);
      const role = await findMemberRole(db, circleId, user.id);
      return presentUser(user, role ? { circleId, role } : null);
    },
  );
};
