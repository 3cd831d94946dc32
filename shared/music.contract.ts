import { z } from 'zod';
import { contract } from './api-contract';
import {
  CATALOGUE_ID_PATTERN,
  musicOverviewSchema,
  musicSettingsSchema,
  ownSongInputSchema,
  ownSongSchema,
  songNoteInputSchema,
  songNoteSchema,
} from './music';
import { musicEndpoints } from './music.endpoints';

/** Music by era and mood with its schemas, for the server, OpenAPI and forms (decision 046). */
const tags = ['memory'] as const;
const errors = [400, 401, 403, 404] as const;
const songParams = z.object({ id: z.uuid({ error: 'We could not find that song.' }) });
const noteParams = z.object({
  catalogueId: z.string().regex(CATALOGUE_ID_PATTERN, { error: 'We could not find that song.' }),
});
const songAnswer = z.object({ song: ownSongSchema });

export const musicApi = contract(musicEndpoints, {
  overview: {
    summary: 'The circle’s music: the service and era chosen, the year of birth, own songs, notes',
    tags,
    responses: { 200: musicOverviewSchema },
    errors,
  },
  saveSettings: {
    summary: 'Choose the music service links open in, and the era (null follows the birth year)',
    tags,
    body: musicSettingsSchema,
    responses: { 200: musicSettingsSchema },
    errors,
  },
  addSong: {
    summary: 'Add a song of the family’s own (a link, never a file) and what helped',
    tags,
    body: ownSongInputSchema,
    responses: { 201: songAnswer },
    errors,
  },
  changeSong: {
    summary: 'Change a family song (whoever added it, or a caregiver)',
    tags,
    params: songParams,
    body: ownSongInputSchema,
    responses: { 200: songAnswer },
    errors,
  },
  removeSong: {
    summary: 'Remove a family song (whoever added it, or a caregiver)',
    tags,
    params: songParams,
    responses: { 204: z.null() },
    errors,
  },
  saveNote: {
    summary: 'Write what helped with a song of the catalogue (replaces the circle’s note)',
    tags,
    params: noteParams,
    body: songNoteInputSchema,
    responses: { 200: z.object({ note: songNoteSchema }) },
    errors,
  },
  removeNote: {
    summary: 'Remove the note on what helped with a song of the catalogue',
    tags,
    params: noteParams,
    responses: { 204: z.null() },
    errors,
  },
});
