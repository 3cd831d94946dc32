import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '../../../shared/auth';
import { isTimeZone } from '../../../shared/care-recipient';
import {
  circleSummarySchema,
  currentCircleSchema,
  memberRoleSchema,
  memberSchema,
  newCircleSchema,
  switchCircleSchema,
} from '../../../shared/circles';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/http-responses';
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

const errors = errorResponses(400, 401, 403, 404, 409);
const memberParams = z.object({
  userId: z.uuid({ error: 'We could not find that member in your care circle.' }),
});

const member = circleCaller('circle.view');
const membersManager = circleCaller('members.manage');

export const circleRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/circle',
    {
      config: { caller: member },
      schema: {
        tags: ['circles'],
        summary: 'The current care circle: who is cared for, and your role',
        response: { 200: currentCircleSchema, ...errors },
      },
    },
    async (request) => {
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
  );

  app.get(
    '/api/circles',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['circles'],
        summary: 'Every care circle you belong to',
        response: { 200: z.array(circleSummarySchema), ...errors },
      },
    },
    async (request) => {
      const { user, membership } = signedInCaller(request);
      return listCircles(db, user.id, membership?.circleId ?? null);
    },
  );

  app.post(
    '/api/circles',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['circles'],
        summary: 'Start a new care circle, with you as its caregiver, and switch to it',
        body: newCircleSchema,
        response: { 201: userSchema, ...errors },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/api/circles/current',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['circles'],
        summary: 'Work in another of your care circles',
        body: switchCircleSchema,
        response: { 200: userSchema, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = signedInCaller(request);
      const { circleId } = request.body;
      const role = await findMemberRole(db, circleId, user.id);
      if (!role) throw notFound('We could not find that care circle.');
      await setSessionCircle(db, sessionId, circleId);
      return presentUser(user, { circleId, role });
    },
  );

  app.get(
    '/api/circle/members',
    {
      config: { caller: member },
      schema: {
        tags: ['circles'],
        summary: 'The members of the current circle and their roles',
        response: { 200: z.array(memberSchema), ...errors },
      },
    },
    async (request) => listMembers(db, member(request)),
  );

  app.patch(
    '/api/circle/members/:userId',
    {
      config: { caller: membersManager },
      schema: {
        tags: ['circles'],
        summary: 'Change a member’s role (a circle always keeps one caregiver)',
        params: memberParams,
        body: memberRoleSchema,
        response: { 200: z.array(memberSchema), ...errors },
      },
    },
    async (request) => {
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
  );

  app.delete(
    '/api/circle/members/:userId',
    {
      config: { caller: membersManager },
      schema: {
        tags: ['circles'],
        summary: 'Remove a member; it takes effect on their very next request',
        params: memberParams,
        response: { 200: z.array(memberSchema), ...errors },
      },
    },
    async (request) => {
      const actor = membersManager(request);
      await removeMember({ db, actor, userId: request.params.userId, at: clock.now() });
      return listMembers(db, actor);
    },
  );

  app.post(
    '/api/circle/leave',
    {
      config: { caller: member },
      schema: {
        tags: ['circles'],
        summary: 'Leave the current circle (not as its only caregiver)',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = member(request);
      await removeMember({ db, actor, userId: actor.user.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  );
};
