import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { circlesApi } from '../../../shared/circles.contract';
import { formatInvitationCode } from '../../../shared/invitation-code';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { consumeAllowance, type RateLimit } from '../../lib/rate-limit';
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

const membersManager = circleCaller('members.manage');

export const invitationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  emailWorker: EmailWorker;
  publicUrl: string;
  notifier: Notifier;
}> = async (app, { db, clock, emailWorker, publicUrl, notifier }) => {
  app.route({
    ...contractRoute(circlesApi.invitations),
    config: { caller: membersManager },
    handler: async (request) => {
      const actor = membersManager(request);
      const now = clock.now();
      return (await listInvitations(db, actor.circleId)).map((row) => presentInvitation(row, now));
    },
  });

  app.route({
    ...contractRoute(circlesApi.invite),
    config: { ...NEEDS_ACTIVE_PLAN, caller: membersManager },
    handler: async (request, reply) => {
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
  });

  app.route({
    ...contractRoute(circlesApi.revokeInvitation),
    config: { caller: membersManager },
    handler: async (request, reply) => {
      const actor = membersManager(request);
      await revokeInvitation({ db, actor, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(circlesApi.previewInvitation),
    handler: async (request) => {
      await consumeAllowance(db, clock, CODE_LOOKUPS, request.ip);
      return previewInvitation(db, request.params.code, clock.now());
    },
  });

  app.route({
    ...contractRoute(circlesApi.acceptInvitation),
    config: { caller: signedInCaller },
    handler: async (request) => {
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
  });
};
