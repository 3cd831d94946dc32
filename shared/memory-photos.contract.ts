import { z } from 'zod';
import { contract } from './api-contract';
import {
  ALBUM_NOT_FOUND,
  albumInputSchema,
  albumSchema,
  memoryPersonInputSchema,
  memoryPersonSchema,
  PERSON_NOT_FOUND,
  PHOTO_NOT_FOUND,
  photoDetailsSchema,
  photoListQuerySchema,
  photoListSchema,
  photoSchema,
} from './memory-photos';
import { memoryPhotosEndpoints } from './memory-photos.endpoints';

const tags = ['memory'] as const;
const errors = [400, 401, 403, 404] as const;
/** A photo's id in a path (also read by the routes outside the contract). */
export const photoIdParams = z.object({ id: z.uuid({ error: PHOTO_NOT_FOUND }) });
const personParams = z.object({ id: z.uuid({ error: PERSON_NOT_FOUND }) });
const albumParams = z.object({ id: z.uuid({ error: ALBUM_NOT_FOUND }) });
const onePhoto = z.object({ photo: photoSchema });
const onePerson = z.object({ person: memoryPersonSchema });
const oneAlbum = z.object({ album: albumSchema });

/**
 * Memory support's photos, the people in them and albums with their schemas, for the server,
 * OpenAPI and forms (decision 048).
 */
export const memoryPhotosApi = contract(memoryPhotosEndpoints, {
  listPeople: {
    summary: 'The people in the family’s photos, with their relationship to the person',
    tags,
    responses: { 200: z.object({ people: z.array(memoryPersonSchema) }) },
    errors,
  },
  addPerson: {
    summary: 'Add someone who appears in the photos ("Rosa", "granddaughter")',
    tags,
    body: memoryPersonInputSchema,
    responses: { 201: onePerson },
    errors,
  },
  changePerson: {
    summary: 'Change someone’s name or relationship (whoever added them, or a caregiver)',
    tags,
    params: personParams,
    body: memoryPersonInputSchema,
    responses: { 200: onePerson },
    errors,
  },
  removePerson: {
    summary: 'Remove someone from the list; the photos stay (whoever added them, or a caregiver)',
    tags,
    params: personParams,
    responses: { 204: z.null() },
    errors,
  },
  list: {
    summary:
      'The circle’s photos, sorted and searched (captions, stories, places), a page at a time',
    tags,
    query: photoListQuerySchema,
    responses: { 200: photoListSchema },
    errors,
  },
  listRemoved: {
    summary: 'Recently removed photos, which can be brought back for 30 days',
    tags,
    responses: { 200: z.object({ photos: z.array(photoSchema) }) },
    errors,
  },
  view: {
    summary: 'One photo with its details',
    tags,
    params: photoIdParams,
    responses: { 200: onePhoto },
    errors,
  },
  change: {
    summary: 'Change a photo’s details, people and albums (whoever added it, or a caregiver)',
    tags,
    params: photoIdParams,
    body: photoDetailsSchema,
    responses: { 200: onePhoto },
    errors,
  },
  remove: {
    summary: 'Move a photo to "Recently removed" (whoever added it, or a caregiver)',
    tags,
    params: photoIdParams,
    responses: { 204: z.null() },
    errors,
  },
  restore: {
    summary: 'Bring back a removed photo (whoever added it, or a caregiver)',
    tags,
    params: photoIdParams,
    responses: { 200: onePhoto },
    errors,
  },
  deleteForGood: {
    summary:
      'Delete a photo in "Recently removed" for good now, files and all, freeing its room (whoever added it, or a caregiver). A photo not in "Recently removed" answers 409.',
    tags,
    params: photoIdParams,
    responses: { 204: z.null() },
    errors: [400, 401, 403, 404, 409],
  },
  listAlbums: {
    summary: 'The circle’s photo albums with how many photos each holds',
    tags,
    responses: { 200: z.object({ albums: z.array(albumSchema) }) },
    errors,
  },
  addAlbum: {
    summary: 'Make a photo album',
    tags,
    body: albumInputSchema,
    responses: { 201: oneAlbum },
    errors,
  },
  renameAlbum: {
    summary: 'Rename an album (whoever made it, or a caregiver)',
    tags,
    params: albumParams,
    body: albumInputSchema,
    responses: { 200: oneAlbum },
    errors,
  },
  removeAlbum: {
    summary: 'Remove an album; its photos stay (whoever made it, or a caregiver)',
    tags,
    params: albumParams,
    responses: { 204: z.null() },
    errors,
  },
});
