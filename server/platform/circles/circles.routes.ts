import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isTimeZone } from '../../../shared/care-recipient';
import { circlesApi } from '../../../shared/circles.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { notFound } from '../../lib/errors';
import { presentUser } from '../auth/auth.presenter';
import { signedInCaller } from '../auth/auth.plugin';
import { setSessionCircle } from '../auth/sessions.service';
import { findRecipient } from './recipient';
import { imageUrl } from '../images/images.service';
import { circleCaller } from './circles.policy';
import {
  changeMemberRole,
  createCircle,
  findMemberRole,
  listCircles,
  listMembers,
  removeMember,
} from './circles.service';

const member = circleCaller('circle.view');
const membersManager = circleCaller('members.manage');

export const circleRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.route({
    ...contractRoute(circlesApi.current),
    config: { caller: member },
    handler: async (request) => {
      const actor = member(request);
      const recipient = await findRecipient(db, actor.circleId);
      return {
        id: actor.circleId,
        role: actor.role,
        recipientName: recipient.preferredName,
        recipientPhotoUrl: imageUrl(recipient.photoId),
        timeZone: recipient.timeZone,
        isSetUp: recipient.setupCompletedAt !== null,
        setupStep: recipient.setupStep,
      };
    },
  });

  app.route({
    ...contractRoute(circlesApi.mine),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user, membership } = signedInCaller(request);
      return listCircles(db, user.id, membership?.circleId ?? null);
    },
  });

  app.route({
    ...contractRoute(circlesApi.start),
    config: { caller: signedInCaller },
    handler: async (request, reply) => {
      const { user, sessionId } = signedInCaller(request);
      const at = clock.now();
      const timeZone = request.body.timeZone;
      const circleId = await db.transaction((tx) =>
        createCircle({
          tx,
          caregiverId: user.id,
          at,
          ip: request.ip,
          ...(timeZone && isTimeZone(timeZone) ? { timeZone } : {}),
        }),
      );
      await setSessionCircle(db, sessionId, circleId);
      return reply.code(201).send(presentUser(user, { circleId, role: 'caregiver' }));
    },
  });

  app.route({
    ...contractRoute(circlesApi.switchTo),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user, sessionId } = signedInCaller(request);
      const { circleId } = request.body;
      const role = await findMemberRole(db, circleId, user.id);
      if (!role) throw notFound('We could not find that care circle.');
      await setSessionCircle(db, sessionId, circleId);
      return presentUser(user, { circleId, role });
    },
  });

  app.route({
    ...contractRoute(circlesApi.members),
    config: { caller: member },
    handler: async (request) => listMembers(db, member(request)),
  });

  app.route({
    ...contractRoute(circlesApi.changeRole),
    config: { caller: membersManager },
    handler: async (request) => {
      const actor = membersManager(request);
      await changeMemberRole({
        db,
        actor,
        userId: request.params.userId,
        role: request.body.role,
        at: clock.now(),
      });
      return listMembers(db, actor);
    },
  });

  app.route({
    ...contractRoute(circlesApi.removeMember),
    config: { caller: membersManager },
    handler: async (request) => {
      const actor = membersManager(request);
      await removeMember({ db, actor, userId: request.params.userId, at: clock.now() });
      return listMembers(db, actor);
    },
  });

  app.route({
    ...contractRoute(circlesApi.leave),
    config: { caller: member },
    handler: async (request, reply) => {
      const actor = member(request);
      await removeMember({ db, actor, userId: actor.user.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  });
};
