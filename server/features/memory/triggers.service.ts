import { and, asc, desc, eq, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { PERSON_NOT_FOUND, PHOTO_NOT_FOUND, personLabel } from '../../../shared/memory-photos';
import {
  decadeLabel,
  MEMORY_TRIGGER_EVENTS,
  NOT_YOUR_TRIGGER_MESSAGE,
  type Trigger,
  type triggerInputSchema,
  type triggerListQuerySchema,
  type TriggerTie,
  type TriggerTieKind,
  TRIGGER_NOT_FOUND,
  TRIGGER_SONG_NOT_FOUND,
} from '../../../shared/memory-triggers';
import { findCatalogueSong } from '../../../shared/music-catalogue';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { mayChange } from './memory.policy';
import { changedFields, defineMemoryItem } from './memory-items';
import { memberRef, photoFileUrl } from './memory.presenter';
import { memoryPeople, memoryPhotos, musicSongs } from './memory.schema';
import { memoryTriggers } from './triggers.schema';

type TriggerValues = z.output<typeof triggerInputSchema>;
type TriggerRow = typeof memoryTriggers.$inferSelect;
type TieColumns = Pick<
  TriggerRow,
  'photoId' | 'personId' | 'familySongId' | 'catalogueId' | 'place' | 'decade'
>;

const NO_TIE: TieColumns = {
  photoId: null,
  personId: null,
  familySongId: null,
  catalogueId: null,
  place: null,
  decade: null,
};

/** The form's tie as the row's columns: exactly one set, or none. */
function tieColumns(tie: TriggerValues['tie']): TieColumns {
  switch (tie.kind) {
    case 'none':
      return NO_TIE;
    case 'photo':
      return { ...NO_TIE, photoId: tie.photoId };
    case 'person':
      return { ...NO_TIE, personId: tie.personId };
    case 'place':
      return { ...NO_TIE, place: tie.place };
    case 'song':
      return { ...NO_TIE, familySongId: tie.familySongId, catalogueId: tie.catalogueId };
    case 'era':
      return { ...NO_TIE, decade: tie.decade };
  }
}

function tieKindOf(row: TieColumns): TriggerTieKind {
  if (row.photoId) return 'photo';
  if (row.personId) return 'person';
  if (row.familySongId || row.catalogueId) return 'song';
  if (row.place) return 'place';
  if (row.decade !== null) return 'era';
  return 'none';
}

const KIND_FILTERS: Record<TriggerTieKind, SQL | undefined> = {
  photo: isNotNull(memoryTriggers.photoId),
  person: isNotNull(memoryTriggers.personId),
  place: isNotNull(memoryTriggers.place),
  song: or(isNotNull(memoryTriggers.familySongId), isNotNull(memoryTriggers.catalogueId)),
  era: isNotNull(memoryTriggers.decade),
  none: and(
    isNull(memoryTriggers.photoId),
    isNull(memoryTriggers.personId),
    isNull(memoryTriggers.familySongId),
    isNull(memoryTriggers.catalogueId),
    isNull(memoryTriggers.place),
    isNull(memoryTriggers.decade),
  ),
};

/**
 * A tie must name something of the actor's own circle: another circle's photo, person or song
 * answers 404 as if it did not exist. A removed photo cannot be chosen anew, but a trigger already
 * tied to it keeps it while it waits in "Recently removed".
 */
async function assertTieInCircle(
  tx: Database,
  circleId: string,
  tie: TieColumns,
  current?: TieColumns,
): Promise<void> {
  if (tie.photoId && tie.photoId !== current?.photoId) {
    const [photo] = await tx
      .select({ id: memoryPhotos.id })
      .from(memoryPhotos)
      .where(
        and(
          eq(memoryPhotos.circleId, circleId),
          eq(memoryPhotos.id, tie.photoId),
          isNull(memoryPhotos.removedAt),
        ),
      )
      .limit(1);
    if (!photo) throw notFound(PHOTO_NOT_FOUND);
  }
  if (tie.personId) {
    const [person] = await tx
      .select({ id: memoryPeople.id })
      .from(memoryPeople)
      .where(and(eq(memoryPeople.circleId, circleId), eq(memoryPeople.id, tie.personId)))
      .limit(1);
    if (!person) throw notFound(PERSON_NOT_FOUND);
  }
  if (tie.familySongId) {
    const [song] = await tx
      .select({ id: musicSongs.id })
      .from(musicSongs)
      .where(and(eq(musicSongs.circleId, circleId), eq(musicSongs.id, tie.familySongId)))
      .limit(1);
    if (!song) throw notFound(TRIGGER_SONG_NOT_FOUND);
  }
  if (tie.catalogueId && !findCatalogueSong(tie.catalogueId)) {
    throw notFound(TRIGGER_SONG_NOT_FOUND);
  }
}

const selection = {
  row: memoryTriggers,
  addedByName: users.name,
  photoCaption: memoryPhotos.caption,
  photoCreatedAt: memoryPhotos.createdAt,
  personName: memoryPeople.name,
  personRelationship: memoryPeople.relationship,
  songTitle: musicSongs.title,
  songArtist: musicSongs.artist,
  songYear: musicSongs.year,
};
type Selected = {
  row: TriggerRow;
  addedByName: string | null;
  photoCaption: string | null;
  photoCreatedAt: Date | null;
  personName: string | null;
  personRelationship: string | null;
  songTitle: string | null;
  songArtist: string | null;
  songYear: number | null;
};

const songLabel = (title: string, artist: string, year: number | null) =>
  `${title} — ${artist}${year ? `, ${year}` : ''}`;

function presentTie(selected: Selected): TriggerTie {
  const { row } = selected;
  const base: TriggerTie = {
    kind: tieKindOf(row),
    label: 'Nothing in particular',
    photoId: row.photoId,
    thumbnailUrl: null,
    personId: row.personId,
    place: row.place,
    familySongId: row.familySongId,
    catalogueId: row.catalogueId,
    decade: row.decade,
  };
  switch (base.kind) {
    case 'photo':
      return {
        ...base,
        label: selected.photoCaption ?? 'A photo without a caption',
        // A photo tie always names its photo (tieKindOf).
        thumbnailUrl: photoFileUrl('thumbnail', {
          id: row.photoId ?? '',
          createdAt: selected.photoCreatedAt ?? null,
        }),
      };
    case 'person':
      return {
        ...base,
        label: personLabel({
          name: selected.personName ?? '',
          relationship: selected.personRelationship,
        }),
      };
    case 'place':
      return { ...base, label: row.place ?? '' };
    case 'song': {
      if (row.familySongId) {
        return {
          ...base,
          label: songLabel(selected.songTitle ?? '', selected.songArtist ?? '', selected.songYear),
        };
      }
      const song = findCatalogueSong(row.catalogueId ?? '');
      return {
        ...base,
        label: song ? songLabel(song.title, song.artist, song.year) : 'A song',
      };
    }
    case 'era':
      return { ...base, label: decadeLabel(row.decade ?? 0) };
    case 'none':
      return base;
  }
}

const present = (actor: CircleActor, selected: Selected): Trigger => ({
  id: selected.row.id,
  starter: selected.row.starter,
  helps: selected.row.helps,
  avoid: selected.row.avoid,
  tie: presentTie(selected),
  addedBy: memberRef(selected.row.addedByUserId, selected.addedByName),
  createdAt: selected.row.createdAt.toISOString(),
  updatedAt: selected.row.updatedAt.toISOString(),
  canChange: mayChange(actor, selected.row),
});

/** The circle's triggers, newest first, narrowed to a kind of tie, a photo or a person. */
export async function listTriggers(
  db: Database,
  actor: CircleActor,
  query: z.output<typeof triggerListQuerySchema> & { id?: string },
): Promise<Trigger[]> {
  const rows = await db
    .select(selection)
    .from(memoryTriggers)
    .leftJoin(users, eq(users.id, memoryTriggers.addedByUserId))
    .leftJoin(memoryPhotos, eq(memoryPhotos.id, memoryTriggers.photoId))
    .leftJoin(memoryPeople, eq(memoryPeople.id, memoryTriggers.personId))
    .leftJoin(musicSongs, eq(musicSongs.id, memoryTriggers.familySongId))
    .where(
      and(
        eq(memoryTriggers.circleId, actor.circleId),
        query.id ? eq(memoryTriggers.id, query.id) : undefined,
        query.tie ? KIND_FILTERS[query.tie] : undefined,
        query.photoId ? eq(memoryTriggers.photoId, query.photoId) : undefined,
        query.personId ? eq(memoryTriggers.personId, query.personId) : undefined,
      ),
    )
    .orderBy(desc(memoryTriggers.createdAt), asc(memoryTriggers.id))
    .limit(query.limit ?? 500);
  return rows.map((selected) => present(actor, selected));
}

const trigger = defineMemoryItem({
  table: memoryTriggers,
  notFound: TRIGGER_NOT_FOUND,
  notYours: NOT_YOUR_TRIGGER_MESSAGE,
  audit: 'memory.trigger',
  subject: 'memory_trigger',
  changedEvent: MEMORY_TRIGGER_EVENTS.changed,
});

const viewTrigger = async (db: Database, actor: CircleActor, id: string) =>
  (await listTriggers(db, actor, { id }))[0]!;

export async function addTrigger(options: {
  db: Database;
  actor: CircleActor;
  input: TriggerValues;
  at: Date;
}): Promise<Trigger> {
  const { db, actor, input, at } = options;
  const tie = tieColumns(input.tie);
  const id = await db.transaction(async (tx) => {
    await assertTieInCircle(tx, actor.circleId, tie);
    const detail = `tied to: ${input.tie.kind}`;
    return trigger.insert(tx, {
      actor,
      values: {
        starter: input.starter,
        helps: input.helps,
        avoid: input.avoid,
        ...tie,
      },
      at,
      detail,
    });
  });
  return viewTrigger(db, actor, id);
}

export async function changeTrigger(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: TriggerValues;
  at: Date;
}): Promise<Trigger> {
  const { db, actor, id, input, at } = options;
  const tie = tieColumns(input.tie);
  await db.transaction(async (tx) => {
    const row = await trigger.findChangeable(tx, actor, id);
    await assertTieInCircle(tx, actor.circleId, tie, row);
    const fields: string[] = (['starter', 'helps', 'avoid'] as const).filter(
      (f) => row[f] !== input[f],
    );
    const tieKeys = Object.keys(NO_TIE) as (keyof TieColumns)[];
    if (tieKeys.some((key) => row[key] !== tie[key])) fields.push('tie');
    await tx
      .update(memoryTriggers)
      .set({
        starter: input.starter,
        helps: input.helps,
        avoid: input.avoid,
        ...tie,
        updatedAt: at,
      })
      .where(eq(memoryTriggers.id, id));
    await trigger.recorded(tx, { actor, step: 'changed', id, at, detail: changedFields(fields) });
  });
  return viewTrigger(db, actor, id);
}

export const removeTrigger = trigger.remove;
