import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { communityGroupsApi } from '../../../shared/community-groups.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { moderatorCaller } from './community.policy';
import {
  createGroup,
  editGroup,
  listStaffGroups,
  setGroupArchived,
} from './community.staff-groups';

/** Staff with the moderator right manage the support groups (decision 059). */
export const communityGroupRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  app.route({
    ...contractRoute(communityGroupsApi.list),
    config: { caller: moderatorCaller },
    handler: async () => ({ groups: await listStaffGroups(db) }),
  });

  app.route({
    ...contractRoute(communityGroupsApi.create),
    config: { caller: moderatorCaller },
    handler: async (request, reply) => {
      const group = await createGroup({
        db,
        moderator: moderatorCaller(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send(group);
    },
  });

  app.route({
    ...contractRoute(communityGroupsApi.edit),
    config: { caller: moderatorCaller },
    handler: async (request) =>
      editGroup({
        db,
        moderator: moderatorCaller(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
  });

  for (const [archived, declared] of [
    [true, communityGroupsApi.archive],
    [false, communityGroupsApi.restore],
  ] as const)
    app.route({
      ...contractRoute(declared),
      config: { caller: moderatorCaller },
      handler: async (request) =>
        setGroupArchived({
          db,
          moderator: moderatorCaller(request),
          id: request.params.id,
          archived,
          at: clock.now(),
        }),
    });
};
