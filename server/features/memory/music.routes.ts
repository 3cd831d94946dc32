import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOGUE_ID_PATTERN,
  musicOverviewSchema,
  musicSettingsSchema,
  ownSongInputSchema,
  ownSongSchema,
  songNoteInputSchema,
  songNoteSchema,
} from '../../../shared/music';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { errorResponses } from '../../lib/http-responses';
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

const errors = errorResponses(400, 401, 403, 404);
const songParams = z.object({ id: z.uuid({ error: 'We could not find that song.' }) });
const noteParams = z.object({
  catalogueId: z.string().regex(CATALOGUE_ID_PATTERN, { error: 'We could not find that song.' }),
});

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

  app.get(
    '/api/circle/music',
    {
      config: { caller: member },
      schema: {
        tags: ['memory'],
        summary:
          'The circle’s music: the service and era chosen, the year of birth, own songs, notes',
        response: { 200: musicOverviewSchema, ...errors },
      },
    },
    async (request) => musicOverview(db, member(request).circleId),
  );

  app.put(
    '/api/circle/music/settings',
    {
      config: { caller: memoryAdder },
      schema: {
        tags: ['memory'],
        summary:
          'Choose the music service links open in, and the era (null follows the birth year)',
        body: musicSettingsSchema,
        response: { 200: musicSettingsSchema, ...errors },
      },
    },
    async (request) =>
      saveMusicSettings({
        db,
        actor: memoryAdder(request),
        input: request.body,
        at: clock.now(),
      }),
  );

  app.post(
    '/api/circle/music/songs',
    {
      config: { caller: memoryAdder },
      schema: {
        tags: ['memory'],
        summary: 'Add a song of the family’s own (a link, never a file) and what helped',
        body: ownSongInputSchema,
        response: { 201: z.object({ song: ownSongSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const song = await addSong({
        db,
        actor: memoryAdder(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ song });
    },
  );

  app.put(
    '/api/circle/music/songs/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags: ['memory'],
        summary: 'Change a family song (whoever added it, or a caregiver)',
        params: songParams,
        body: ownSongInputSchema,
        response: { 200: z.object({ song: ownSongSchema }), ...errors },
      },
    },
    async (request) => ({
      song: await changeSong({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/music/songs/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags: ['memory'],
        summary: 'Remove a family song (whoever added it, or a caregiver)',
        params: songParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSong({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/api/circle/music/notes/:catalogueId',
    {
      config: { caller: memoryAdder },
      schema: {
        tags: ['memory'],
        summary: 'Write what helped with a song of the catalogue (replaces the circle’s note)',
        params: noteParams,
        body: songNoteInputSchema,
        response: { 200: z.object({ note: songNoteSchema }), ...errors },
      },
    },
    async (request) => ({
      note: await saveNote({
        db,
        actor: memoryAdder(request),
        catalogueId: request.params.catalogueId,
        helped: request.body.helped,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/music/notes/:catalogueId',
    {
      config: { caller: memoryAdder },
      schema: {
        tags: ['memory'],
        summary: 'Remove the note on what helped with a song of the catalogue',
        params: noteParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeNote({
        db,
        actor: memoryAdder(request),
        catalogueId: request.params.catalogueId,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
