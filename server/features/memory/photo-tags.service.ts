import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ALBUM_NOT_FOUND,
  type Album,
  type albumInputSchema,
  MEMORY_PHOTO_EVENTS,
  type MemoryPerson,
  type memoryPersonInputSchema,
  NOT_YOURS_MESSAGE,
  PERSON_NOT_FOUND,
} from '../../../shared/memory-photos';
import type { Database } from '../../db/client';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { changedFields, defineMemoryItem } from './memory-items';
import { mayChange } from './memory.policy';
import { memberRef, photoFileUrl } from './memory.presenter';
import { memoryAlbumPhotos, memoryAlbums, memoryPeople, memoryPhotos } from './memory.schema';

// The people in the family's photos and the albums that gather them (decision 048): whoever
// added one, or a caregiver, changes or removes it; removing either leaves the photos as they are.

const person = defineMemoryItem({
  table: memoryPeople,
  notFound: PERSON_NOT_FOUND,
  notYours: NOT_YOURS_MESSAGE,
  audit: 'memory.person',
  subject: 'memory_person',
  changedEvent: MEMORY_PHOTO_EVENTS.changed,
});

const album = defineMemoryItem({
  table: memoryAlbums,
  notFound: ALBUM_NOT_FOUND,
  notYours: NOT_YOURS_MESSAGE,
  audit: 'memory.album',
  subject: 'memory_album',
  changedEvent: MEMORY_PHOTO_EVENTS.changed,
});

async function peopleOf(db: Database, actor: CircleActor, id?: string): Promise<MemoryPerson[]> {
  const rows = await db
    .select({ row: memoryPeople, addedByName: users.name })
    .from(memoryPeople)
    .leftJoin(users, eq(users.id, memoryPeople.addedByUserId))
    .where(and(eq(memoryPeople.circleId, actor.circleId), id ? eq(memoryPeople.id, id) : undefined))
    .orderBy(asc(sql`lower(${memoryPeople.name})`), asc(memoryPeople.id));
  return rows.map(({ row, addedByName }) => ({
    id: row.id,
    name: row.name,
    relationship: row.relationship,
    addedBy: memberRef(row.addedByUserId, addedByName),
    canChange: mayChange(actor, row),
  }));
}

export const listPeople = (db: Database, actor: CircleActor) => peopleOf(db, actor);

type PersonInput = z.output<typeof memoryPersonInputSchema>;

export async function addPerson(options: {
  db: Database;
  actor: CircleActor;
  input: PersonInput;
  at: Date;
}): Promise<MemoryPerson> {
  const { db, actor, input, at } = options;
  const id = await db.transaction((tx) => person.insert(tx, { actor, values: input, at }));
  return (await peopleOf(db, actor, id))[0]!;
}

export async function changePerson(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: PersonInput;
  at: Date;
}): Promise<MemoryPerson> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    const row = await person.findChangeable(tx, actor, id);
    const fields = (['name', 'relationship'] as const).filter((f) => row[f] !== input[f]);
    await tx
      .update(memoryPeople)
      .set({ ...input, updatedAt: at })
      .where(eq(memoryPeople.id, id));
    const detail = changedFields(fields);
    await person.recorded(tx, { actor, step: 'changed', id, at, detail });
  });
  return (await peopleOf(db, actor, id))[0]!;
}

export const removePerson = person.remove;

// ---------------------------------------------------------------------------------------------
// Albums

export async function listAlbums(db: Database, actor: CircleActor, id?: string): Promise<Album[]> {
  const rows = await db
    .select({
      row: memoryAlbums,
      addedByName: users.name,
      photoCount: sql<number>`(select count(*) from ${memoryAlbumPhotos}
        join ${memoryPhotos} on ${memoryPhotos.id} = ${memoryAlbumPhotos.photoId}
        where ${memoryAlbumPhotos.albumId} = ${memoryAlbums.id}
        and ${memoryPhotos.removedAt} is null)`.mapWith(Number),
      coverId: sql<string | null>`(select ${memoryAlbumPhotos.photoId} from ${memoryAlbumPhotos}
        join ${memoryPhotos} on ${memoryPhotos.id} = ${memoryAlbumPhotos.photoId}
        where ${memoryAlbumPhotos.albumId} = ${memoryAlbums.id}
        and ${memoryPhotos.removedAt} is null
        order by ${memoryAlbumPhotos.addedAt} desc limit 1)`,
    })
    .from(memoryAlbums)
    .leftJoin(users, eq(users.id, memoryAlbums.addedByUserId))
    .where(and(eq(memoryAlbums.circleId, actor.circleId), id ? eq(memoryAlbums.id, id) : undefined))
    .orderBy(asc(sql`lower(${memoryAlbums.name})`), asc(memoryAlbums.id));
  return rows.map(({ row, addedByName, photoCount, coverId }) => ({
    id: row.id,
    name: row.name,
    photoCount,
    coverUrl: coverId ? photoFileUrl('thumbnail', { id: coverId }) : null,
    addedBy: memberRef(row.addedByUserId, addedByName),
    canChange: mayChange(actor, row),
  }));
}

type AlbumInput = z.output<typeof albumInputSchema>;

export async function addAlbum(options: {
  db: Database;
  actor: CircleActor;
  input: AlbumInput;
  at: Date;
}): Promise<Album> {
  const { db, actor, input, at } = options;
  const id = await db.transaction((tx) =>
    album.insert(tx, { actor, values: { name: input.name }, at }),
  );
  return (await listAlbums(db, actor, id))[0]!;
}

export async function changeAlbum(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: AlbumInput;
  at: Date;
}): Promise<Album> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    await album.findChangeable(tx, actor, id);
    await tx
      .update(memoryAlbums)
      .set({ name: input.name, updatedAt: at })
      .where(eq(memoryAlbums.id, id));
    await album.recorded(tx, { actor, step: 'changed', id, at });
  });
  return (await listAlbums(db, actor, id))[0]!;
}

export const removeAlbum = album.remove;
