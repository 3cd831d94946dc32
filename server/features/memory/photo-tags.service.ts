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
import { notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { publishEvent } from '../../platform/notifications/event-bus';
import { memoryAudit } from './memory.audit';
import { assertMayChange, mayChange } from './memory.policy';
import { memberRef, photoFileUrl } from './memory.presenter';
import { memoryAlbumPhotos, memoryAlbums, memoryPeople, memoryPhotos } from './memory.schema';

// The people in the family's photos and the albums that gather them (decision 048): whoever
// added one, or a caregiver, changes or removes it; removing either leaves the photos as they are.

const changed = (tx: Database, circleId: string) =>
  publishEvent(tx, { type: MEMORY_PHOTO_EVENTS.changed, circleId });

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

async function findPerson(db: Database, circleId: string, id: string) {
  const [row] = await db
    .select()
    .from(memoryPeople)
    .where(and(eq(memoryPeople.circleId, circleId), eq(memoryPeople.id, id)))
    .limit(1);
  if (!row) throw notFound(PERSON_NOT_FOUND);
  return row;
}

type PersonInput = z.output<typeof memoryPersonInputSchema>;

export async function addPerson(options: {
  db: Database;
  actor: CircleActor;
  input: PersonInput;
  at: Date;
}): Promise<MemoryPerson> {
  const { db, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memoryPeople)
      .values({
        circleId: actor.circleId,
        ...input,
        addedByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: memoryPeople.id });
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.person_added',
      subject: `memory_person:${row!.id}`,
      at,
    });
    await changed(tx, actor.circleId);
    return row!.id;
  });
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
    const row = await findPerson(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    const fields = (['name', 'relationship'] as const).filter((f) => row[f] !== input[f]);
    await tx
      .update(memoryPeople)
      .set({ ...input, updatedAt: at })
      .where(eq(memoryPeople.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.person_changed',
      subject: `memory_person:${id}`,
      detail: fields.length ? fields.join(', ') : 'nothing changed',
      at,
    });
    await changed(tx, actor.circleId);
  });
  return (await peopleOf(db, actor, id))[0]!;
}

export async function removePerson(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findPerson(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    await tx.delete(memoryPeople).where(eq(memoryPeople.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.person_removed',
      subject: `memory_person:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}

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

async function findAlbum(db: Database, circleId: string, id: string) {
  const [row] = await db
    .select()
    .from(memoryAlbums)
    .where(and(eq(memoryAlbums.circleId, circleId), eq(memoryAlbums.id, id)))
    .limit(1);
  if (!row) throw notFound(ALBUM_NOT_FOUND);
  return row;
}

type AlbumInput = z.output<typeof albumInputSchema>;

export async function addAlbum(options: {
  db: Database;
  actor: CircleActor;
  input: AlbumInput;
  at: Date;
}): Promise<Album> {
  const { db, actor, input, at } = options;
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(memoryAlbums)
      .values({
        circleId: actor.circleId,
        name: input.name,
        addedByUserId: actor.user.id,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: memoryAlbums.id });
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.album_added',
      subject: `memory_album:${row!.id}`,
      at,
    });
    await changed(tx, actor.circleId);
    return row!.id;
  });
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
    const row = await findAlbum(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    await tx
      .update(memoryAlbums)
      .set({ name: input.name, updatedAt: at })
      .where(eq(memoryAlbums.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.album_changed',
      subject: `memory_album:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  return (await listAlbums(db, actor, id))[0]!;
}

export async function removeAlbum(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  at: Date;
}): Promise<void> {
  const { db, actor, id, at } = options;
  await db.transaction(async (tx) => {
    const row = await findAlbum(tx, actor.circleId, id);
    assertMayChange(actor, row, NOT_YOURS_MESSAGE);
    await tx.delete(memoryAlbums).where(eq(memoryAlbums.id, id));
    await memoryAudit.record(tx, {
      actor,
      action: 'memory.album_removed',
      subject: `memory_album:${id}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}
