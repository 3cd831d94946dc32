import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CHOOSE_A_PHOTO_MESSAGE,
  EMPTY_PHOTO_MESSAGE,
  PHOTO_FULL_SIDE,
  PHOTO_NOT_FOUND,
  photoDetailsSchema,
  photoSchema,
  photoUploadFieldsSchema,
} from '../../../shared/memory-photos';
import { memoryPhotosApi, photoIdParams } from '../../../shared/memory-photos.contract';
import { memoryPhotoFileRoutes } from '../../../shared/memory-photos.endpoints';
import { MEMORY_PHOTO_MAX_BYTES, MEMORY_PHOTO_TOO_LARGE_MESSAGE } from '../../../shared/images';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { badRequest, notFound } from '../../lib/errors';
import { errorResponses } from '../../lib/http-responses';
import { isBrowserCopyCurrent } from '../../lib/private-file-caching';
import { parseWith, readMultipart } from '../../lib/multipart';
import { pictureLimits } from '../../lib/openapi-document';
import { circleCaller } from '../../platform/circles/circles.policy';
import { changesNeedActivePlan } from '../../platform/circles/plan-guard';
import type { FileStore } from '../../platform/files/file-store';
import { registerCircleMediaRoutes } from '../../platform/circle-media/circle-media.routes';
import { registerMemoryItemRoutes } from './memory-item.routes';
import { hashOriginal, makePhotoCopies, readTakenOn } from './photos.images';
import {
  addPhoto,
  assertNewPhoto,
  changePhoto,
  findPhoto,
  listPhotos,
  listRemovedPhotos,
  photoFileKeys,
  photoMedia,
  viewPhoto,
} from './photos.service';
import {
  addAlbum,
  addPerson,
  changeAlbum,
  changePerson,
  listAlbums,
  listPeople,
  removeAlbum,
  removePerson,
} from './photo-tags.service';

// The routes outside the contract (a multipart upload, the pictures) declare their own answers.
const tags = ['memory'];

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
  app.route({
    ...contractRoute(memoryPhotosApi.listPeople),
    config: { caller: member },
    handler: async (request) => ({ people: await listPeople(db, member(request)) }),
  });

  registerMemoryItemRoutes(app, {
    endpoints: {
      add: memoryPhotosApi.addPerson,
      change: memoryPhotosApi.changePerson,
      remove: memoryPhotosApi.removePerson,
    },
    key: 'person',
    writer: memoryAdder,
    db,
    clock,
    add: addPerson,
    change: changePerson,
    remove: removePerson,
  });

  // ---- Photos
  app.route({
    ...contractRoute(memoryPhotosApi.list),
    config: { caller: member },
    handler: async (request) => listPhotos(db, member(request), request.query),
  });

  // A multipart upload: outside the contract (memoryPhotoFileRoutes.upload).
  app.post(
    memoryPhotoFileRoutes.upload.path,
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

  registerCircleMediaRoutes(app, {
    endpoints: memoryPhotosApi,
    media: photoMedia,
    viewer: member,
    changer: memoryAdder,
    listRemoved: async (actor) => ({ photos: await listRemovedPhotos(db, actor) }),
    change: async (change) => ({ photo: await changePhoto({ db, ...change }) }),
    view: async (actor, id) => ({ photo: await viewPhoto(db, actor, id) }),
    db,
    files,
    clock,
  });

  // The pictures themselves (JPEG, not JSON): outside the contract (memoryPhotoFileRoutes).
  const sizes = {
    image:
      'The photo itself (a JPEG without metadata, at most 1600 pixels), for members of its circle only',
    thumbnail: 'A small copy of the photo for lists, for members of its circle only',
    full: `The full copy (at most ${PHOTO_FULL_SIDE} pixels) of a photo larger than its display copy, for members of its circle only; the display copy for a photo without one`,
  } as const;
  for (const [size, summary] of Object.entries(sizes) as [keyof typeof sizes, string][]) {
    app.get(
      memoryPhotoFileRoutes[size].path,
      {
        config: { caller: member },
        schema: {
          tags,
          summary,
          params: photoIdParams,
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
  app.route({
    ...contractRoute(memoryPhotosApi.listAlbums),
    config: { caller: member },
    handler: async (request) => ({ albums: await listAlbums(db, member(request)) }),
  });

  registerMemoryItemRoutes(app, {
    endpoints: {
      add: memoryPhotosApi.addAlbum,
      change: memoryPhotosApi.renameAlbum,
      remove: memoryPhotosApi.removeAlbum,
    },
    key: 'album',
    writer: memoryAdder,
    db,
    clock,
    add: addAlbum,
    change: changeAlbum,
    remove: removeAlbum,
  });
};
