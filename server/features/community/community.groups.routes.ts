import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  groupEditSchema,
  groupInputSchema,
  staffGroupListSchema,
  staffGroupSchema,
} from '../../../shared/community-groups';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
import { moderatorCaller } from './community.policy';
import {
  createGroup,
  editGroup,
  listStaffGroups,
  setGroupArchived,
} from './community.staff-groups';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['staff'];
const params = z.object({ id: z.uuid({ error: 'We could not find that group.' }) });

/** Staff with the moderator right manage the support groups (decision 059). */
export const communityGroupRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.get(
    '/api/staff/community/groups',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags,
        summary: 'Every support group, closed ones too, with its members and posts counted',
        response: { 200: staffGroupListSchema, ...errors },
      },
    },
    async () => ({ groups: await listStaffGroups(db) }),
  );

  app.post(
    '/api/staff/community/groups',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags,
        summary: 'Create a support group: its name, kind, purpose and rules',
        body: groupInputSchema,
        response: { 201: staffGroupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const group = await createGroup({
        db,
        moderator: moderatorCaller(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(group);
    },
  );

  app.patch(
    '/api/staff/community/groups/:id',
    {
      config: { caller: moderatorCaller },
      schema: {
        tags,
        summary: 'Change a group’s name, purpose and rules (its kind and address stay)',
        params,
        body: groupEditSchema,
        response: { 200: staffGroupSchema, ...errors },
      },
    },
    async (request) =>
      editGroup({
        db,
        moderator: moderatorCaller(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
  );

  for (const archived of [true, false])
    app.post(
      `/api/staff/community/groups/:id/${archived ? 'archive' : 'restore'}`,
      {
        config: { caller: moderatorCaller },
        schema: {
          tags,
          summary: archived
            ? 'Close a group to new posts, replies and members; its members still read it'
            : 'Open a closed group again, as it was',
          params,
          response: { 200: staffGroupSchema, ...errors },
        },
      },
      async (request) =>
        setGroupArchived({
          db,
          moderator: moderatorCaller(request),
          id: request.params.id,
          archived,
          at: clock.now(),
        }),
    );
};
