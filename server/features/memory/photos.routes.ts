import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ALBUM_NOT_FOUND,
  albumInputSchema,
  albumSchema,
  CHOOSE_A_PHOTO_MESSAGE,
  EMPTY_PHOTO_MESSAGE,
  memoryPersonInputSchema,
  memoryPersonSchema,
  PERSON_NOT_FOUND,
  PHOTO_FULL_SIDE,
  PHOTO_NOT_FOUND,
  photoDetailsSchema,
  photoListQuerySchema,
  photoListSchema,
  photoSchema,
  photoUploadFieldsSchema,
} from '../../../shared/memory-photos';
import { MEMORY_PHOTO_MAX_BYTES, MEMORY_PHOTO_TOO_LARGE_MESSAGE } from '../../../shared/images';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/http-responses';
import { isBrowserCopyCurrent } from '../../lib/private-file-caching';
import { parseWith, readMultipart } from '../../lib/multipart';
import { pictureLimits } from '../../lib/openapi-document';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import type { FileStore } from '../../platform/files/file-store';
import {
  addAlbum,
  addPerson,
  addPhoto,
  assertNewPhoto,
  changeAlbum,
  changePerson,
  changePhoto,
  deletePhotoForGood,
  findPhoto,
  hashOriginal,
  listAlbums,
  listPeople,
  listPhotos,
  listRemovedPhotos,
  makePhotoCopies,
  photoFileKeys,
  readTakenOn,
  removeAlbum,
  removePerson,
  removePhoto,
  restorePhoto,
  viewPhoto,
} from './photos.service';

const tags = ['memory'];
const errors = errorResponses(400, 401, 403, 404);
const photoParams = z.object({ id: z.uuid({ error: PHOTO_NOT_FOUND }) });
const personParams = z.object({ id: z.uuid({ error: PERSON_NOT_FOUND }) });
const albumParams = z.object({ id: z.uuid({ error: ALBUM_NOT_FOUND }) });

/** The text fields beside an uploaded photo, as the details schema reads them. */
function detailsFromFields(fields: Record<string, string>) {
  const form = parseWith(photoUploadFieldsSchema, fields);
  const year = form.year?.trim();
  return parseWith(photoDetailsSchema, {
    caption: form.caption ?? null,
    place: form.place ?? null,
    year: year ? (/^\d+$/.test(year) ? Number(year) : year) : null,
    personIds: form.personIds ? form.personIds.split(',').filter(Boolean) : [],
    albumIds: form.albumId ? [form.albumId] : [],
  });
}

const member = circleCaller('circle.view');
const memoryAdder = circleCaller('memories.add');

/**
 * The family's photos, the people in them and albums (decision 048). Every member sees and adds
 * (`memories.add`); whoever added something, or a caregiver, changes or removes it. Removed photos
 * can be brought back for 30 days. Pictures are served only to members of the photo's circle.
 */
export const photoRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  files: FileStore;
  /** Each circle's room for photos and recordings, in bytes (decision 060). */
  quotaBytes: number;
}> = async (app, { db, clock, files, quotaBytes }) => {
  changesNeedActivePlan(app);

  // ---- Memory people
  app.get(
    '/api/circle/memory-people',
    {
      config: { caller: member },
      schema: {
        tags,
        summary: 'The people in the family’s photos, with their relationship to the person',
        response: { 200: z.object({ people: z.array(memoryPersonSchema) }), ...errors },
      },
    },
    async (request) => ({ people: await listPeople(db, member(request)) }),
  );

  app.post(
    '/api/circle/memory-people',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Add someone who appears in the photos ("Rosa", "granddaughter")',
        body: memoryPersonInputSchema,
        response: { 201: z.object({ person: memoryPersonSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const person = await addPerson({
        db,
        actor: memoryAdder(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ person });
    },
  );

  app.put(
    '/api/circle/memory-people/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Change someone’s name or relationship (whoever added them, or a caregiver)',
        params: personParams,
        body: memoryPersonInputSchema,
        response: { 200: z.object({ person: memoryPersonSchema }), ...errors },
      },
    },
    async (request) => ({
      person: await changePerson({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/memory-people/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary:
          'Remove someone from the list; the photos stay (whoever added them, or a caregiver)',
        params: personParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePerson({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  // ---- Photos
  app.get(
    '/api/circle/photos',
    {
      config: { caller: member },
      schema: {
        tags,
        summary:
          'The circle’s photos, sorted and searched (captions, stories, places), a page at a time',
        querystring: photoListQuerySchema,
        response: { 200: photoListSchema, ...errors },
      },
    },
    async (request) => listPhotos(db, member(request), request.query),
  );

  app.post(
    '/api/circle/photos',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: `Add one photo (multipart field "photo"; optional caption, place, year, personIds, albumId). ${pictureLimits(MEMORY_PHOTO_MAX_BYTES)} The date taken is read from the camera’s record first. The same photo as one already in the circle, or in its "Recently removed", answers 409 (code photo_duplicate or photo_in_recently_removed); a photo that would take the circle past its storage quota answers 413 (code storage_full). Nothing is stored either way.`,
        multipartForm: {
          fields: photoUploadFieldsSchema,
          file: { name: 'photo', required: true, maxBytes: MEMORY_PHOTO_MAX_BYTES },
        },
        response: {
          201: z.object({ photo: photoSchema }),
          ...errorResponses(400, 401, 403, 404, 409, 413),
        },
      },
    },
    async (request, reply) => {
      const actor = memoryAdder(request);
      const { fields, file } = await readMultipart(request, {
        maxFileBytes: MEMORY_PHOTO_MAX_BYTES,
        tooLargeMessage: MEMORY_PHOTO_TOO_LARGE_MESSAGE,
      });
      if (!file) throw badRequest(CHOOSE_A_PHOTO_MESSAGE);
      if (!file.length) throw badRequest(EMPTY_PHOTO_MESSAGE);
      const details = detailsFromFields(fields);
      // Before re-encoding, which strips the camera's record (and any location) entirely and
      // gives other bytes each time: the date taken, and the hash that finds the same photo.
      const originalSha256 = hashOriginal(file);
      await assertNewPhoto(db, actor, originalSha256);
      const takenOn = await readTakenOn(file);
      const copies = await makePhotoCopies(file);
      const photo = await addPhoto({
        db,
        files,
        actor,
        details,
        copies,
        takenOn,
        originalSha256,
        quotaBytes,
        at: clock.now(),
      });
      return reply.code(201).send({ photo });
    },
  );

  app.get(
    '/api/circle/photos/removed',
    {
      config: { caller: member },
      schema: {
        tags,
        summary: 'Recently removed photos, which can be brought back for 30 days',
        response: { 200: z.object({ photos: z.array(photoSchema) }), ...errors },
      },
    },
    async (request) => ({
      photos: await listRemovedPhotos(db, member(request)),
    }),
  );

  app.get(
    '/api/circle/photos/:id',
    {
      config: { caller: member },
      schema: {
        tags,
        summary: 'One photo with its details',
        params: photoParams,
        response: { 200: z.object({ photo: photoSchema }), ...errors },
      },
    },
    async (request) => ({
      photo: await viewPhoto(db, member(request), request.params.id),
    }),
  );

  app.put(
    '/api/circle/photos/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Change a photo’s details, people and albums (whoever added it, or a caregiver)',
        params: photoParams,
        body: photoDetailsSchema,
        response: { 200: z.object({ photo: photoSchema }), ...errors },
      },
    },
    async (request) => ({
      photo: await changePhoto({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        details: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/photos/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Move a photo to "Recently removed" (whoever added it, or a caregiver)',
        params: photoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePhoto({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/circle/photos/:id/restore',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Bring back a removed photo (whoever added it, or a caregiver)',
        params: photoParams,
        response: { 200: z.object({ photo: photoSchema }), ...errors },
      },
    },
    async (request) => ({
      photo: await restorePhoto({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/photos/:id/forever',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary:
          'Delete a photo in "Recently removed" for good now, files and all, freeing its room (whoever added it, or a caregiver). A photo not in "Recently removed" answers 409.',
        params: photoParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await deletePhotoForGood({
        db,
        files,
        actor: memoryAdder(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );

  const sizes = {
    image:
      'The photo itself (a JPEG without metadata, at most 1600 pixels), for members of its circle only',
    thumbnail: 'A small copy of the photo for lists, for members of its circle only',
    full: `The full copy (at most ${PHOTO_FULL_SIDE} pixels) of a photo larger than its display copy, for members of its circle only; the display copy for a photo without one`,
  } as const;
  for (const [size, summary] of Object.entries(sizes) as [keyof typeof sizes, string][]) {
    app.get(
      `/api/circle/photos/:id/${size}`,
      {
        config: { caller: member },
        schema: {
          tags,
          summary,
          params: photoParams,
          produces: ['image/jpeg'],
          response: { 200: z.any(), ...errorResponses(401, 403, 404) },
        },
      },
      async (request, reply) => {
        const actor = member(request);
        // The row is looked up in the member's own circle; the key is made from that circle.
        const photo = await findPhoto(db, actor.circleId, request.params.id);
        const version = `${photo.id}.${size}.${photo.updatedAt.getTime().toString(36)}`;
        if (isBrowserCopyCurrent(request, reply, version)) return reply;
        const keys = photoFileKeys(photo.circleId, photo.id);
        const key =
          size === 'thumbnail'
            ? keys.thumbnail
            : size === 'full' && photo.fullWidth !== null
              ? keys.full
              : keys.display;
        const file = await files.read(key);
        if (!file) throw notFound(PHOTO_NOT_FOUND);
        return reply
          .header('content-type', 'image/jpeg')
          .header('content-length', file.size)
          .header('content-disposition', 'inline')
          .header('x-content-type-options', 'nosniff')
          .send(file.body);
      },
    );
  }

  // ---- Albums
  app.get(
    '/api/circle/photo-albums',
    {
      config: { caller: member },
      schema: {
        tags,
        summary: 'The circle’s photo albums with how many photos each holds',
        response: { 200: z.object({ albums: z.array(albumSchema) }), ...errors },
      },
    },
    async (request) => ({ albums: await listAlbums(db, member(request)) }),
  );

  app.post(
    '/api/circle/photo-albums',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Make a photo album',
        body: albumInputSchema,
        response: { 201: z.object({ album: albumSchema }), ...errors },
      },
    },
    async (request, reply) => {
      const album = await addAlbum({
        db,
        actor: memoryAdder(request),
        input: request.body,
        at: clock.now(),
      });
      return reply.code(201).send({ album });
    },
  );

  app.put(
    '/api/circle/photo-albums/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Rename an album (whoever made it, or a caregiver)',
        params: albumParams,
        body: albumInputSchema,
        response: { 200: z.object({ album: albumSchema }), ...errors },
      },
    },
    async (request) => ({
      album: await changeAlbum({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        input: request.body,
        at: clock.now(),
      }),
    }),
  );

  app.delete(
    '/api/circle/photo-albums/:id',
    {
      config: { caller: memoryAdder },
      schema: {
        tags,
        summary: 'Remove an album; its photos stay (whoever made it, or a caregiver)',
        params: albumParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAlbum({
        db,
        actor: memoryAdder(request),
        id: request.params.id,
        at: clock.now(),
      });
      return reply.code(204).send(null);
    },
  );
};
