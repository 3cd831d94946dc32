import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { musicApi } from '../../../shared/music.contract';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import {
  addSong,
  changeSong,
  musicOverview,
  removeNote,
  removeSong,
  saveMusicSettings,
  saveNote,
} from './music.service';
import { registerMemoryItemRoutes } from './memory-item.routes';

const member = circleCaller('circle.view');
const memoryAdder = circleCaller('memories.add');

/**
 * Music by era and mood in the current circle (decision 046). Everyone in the circle reads it and
 * adds songs and notes (`memories.add`); a song is changed by whoever added it or a caregiver.
 */
export const musicRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (
  app,
  { db, clock },
) => {
  changesNeedActivePlan(app);

  app.route({
    ...contractRoute(musicApi.overview),
    config: { caller: member },
    handler: async (request) => musicOverview(db, member(request).circleId),
  });

  app.route({
    ...contractRoute(musicApi.saveSettings),
    config: { caller: memoryAdder },
    handler: async (request) =>
      saveMusicSettings({
        db,
        actor: memoryAdder(request),
        input: request.body,
        at: clock.now(),
      }),
  });

  registerMemoryItemRoutes(app, {
    endpoints: { add: musicApi.addSong, change: musicApi.changeSong, remove: musicApi.removeSong },
    key: 'song',
    writer: memoryAdder,
    db,
    clock,
    add: addSong,
    change: changeSong,
    remove: removeSong,
  });

  app.route({
    ...contractRoute(musicApi.saveNote),
    config: { caller: memoryAdder },
    handler: async (request) => ({
      note: await saveNote({
        db,
        actor: memoryAdder(request),
        catalogueId: request.params.catalogueId,
        helped: request.body.helped,
        at: clock.now(),
      }),
    }),
  });

  app.route({
    ...contractRoute(musicApi.removeNote),
    config: { caller: memoryAdder },
    handler: async (request, reply) => {
      await removeNote({
        db,
        actor: memoryAdder(request),
        catalogueId: request.params.catalogueId,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  });
};
