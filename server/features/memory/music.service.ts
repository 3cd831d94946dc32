import { and, asc, eq } from 'drizzle-orm';
import {
  birthYearOf,
  MUSIC_EVENTS,
  MUSIC_SERVICE_NAMES,
  type MusicOverview,
  type MusicSettings,
  type OwnSong,
  type ownSongInputSchema,
  type SongNote,
} from '../../../shared/music';
import { findCatalogueSong } from '../../../shared/music-catalogue';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { findRecipient } from '../../platform/circles/recipient';
import { publishEvent } from '../../platform/notifications/event-bus';
import { memoryAudit } from './memory.audit';
import { changedFields, defineMemoryItem } from './memory-items';
import { presentMusicSettings, presentOwnSong, presentSongNote } from './memory.presenter';
import { musicCatalogueNotes, musicSettings, musicSongs } from './memory.schema';

export const SONG_NOT_FOUND = 'We could not find that song.';
type OwnSongValues = z.output<typeof ownSongInputSchema>;

async function settingsOf(db: Database, circleId: string): Promise<MusicSettings> {
  const [row] = await db
    .select()
    .from(musicSettings)
    .where(eq(musicSettings.circleId, circleId))
    .limit(1);
  return presentMusicSettings(row);
}

async function ownSongsOf(db: Database, circleId: string, id?: string): Promise<OwnSong[]> {
  const rows = await db
    .select({ row: musicSongs, addedByName: users.name })
    .from(musicSongs)
    .leftJoin(users, eq(users.id, musicSongs.addedByUserId))
    .where(
      id
        ? and(eq(musicSongs.circleId, circleId), eq(musicSongs.id, id))
        : eq(musicSongs.circleId, circleId),
    )
    .orderBy(asc(musicSongs.createdAt), asc(musicSongs.id));
  return rows.map(({ row, addedByName }) => presentOwnSong({ ...row, addedByName }));
}

const song = defineMemoryItem({
  table: musicSongs,
  notFound: SONG_NOT_FOUND,
  audit: 'music.song',
  subject: 'music_song',
  changedEvent: MUSIC_EVENTS.changed,
});

async function notesOf(db: Database, circleId: string, catalogueId?: string): Promise<SongNote[]> {
  const rows = await db
    .select({ row: musicCatalogueNotes, writtenByName: users.name })
    .from(musicCatalogueNotes)
    .leftJoin(users, eq(users.id, musicCatalogueNotes.writtenByUserId))
    .where(
      catalogueId
        ? and(
            eq(musicCatalogueNotes.circleId, circleId),
            eq(musicCatalogueNotes.catalogueId, catalogueId),
          )
        : eq(musicCatalogueNotes.circleId, circleId),
    )
    .orderBy(asc(musicCatalogueNotes.catalogueId));
  return rows.map(({ row, writtenByName }) => presentSongNote({ ...row, writtenByName }));
}

/** Everything the music screen needs: settings, the year of birth, the family's songs and notes. */
export async function musicOverview(db: Database, circleId: string): Promise<MusicOverview> {
  const recipient = await findRecipient(db, circleId);
  return {
    settings: await settingsOf(db, circleId),
    birthYear: birthYearOf(recipient.dateOfBirth),
    ownSongs: await ownSongsOf(db, circleId),
    notes: await notesOf(db, circleId),
  };
}

const changed = (tx: Database, circleId: string) =>
  publishEvent(tx, { type: MUSIC_EVENTS.changed, circleId });

export async function saveMusicSettings(options: {
  db: Database;
  actor: CircleActor;
  input: MusicSettings;
  at: Date;
}): Promise<MusicSettings> {
  const { db, actor, input, at } = options;
  await db.transaction(async (tx) => {
    const before = await settingsOf(tx, actor.circleId);
    const values = {
      service: input.service,
      eraFrom: input.eraFrom,
      updatedByUserId: actor.user.id,
      updatedAt: at,
    };
    await tx
      .insert(musicSettings)
      .values({ circleId: actor.circleId, ...values })
      .onConflictDoUpdate({ target: musicSettings.circleId, set: values });
    const detail = [
      ...(before.service !== input.service
        ? [`service: ${MUSIC_SERVICE_NAMES[input.service]}`]
        : []),
      ...(before.eraFrom !== input.eraFrom
        ? [input.eraFrom == null ? 'era: from the year of birth' : `era: from ${input.eraFrom}`]
        : []),
    ];
    await memoryAudit.record(tx, {
      actor,
      action: 'music.settings_changed',
      subject: `care_circle:${actor.circleId}`,
      detail: changedFields(detail),
      at,
    });
    await changed(tx, actor.circleId);
  });
  return settingsOf(db, actor.circleId);
}

export async function addSong(options: {
  db: Database;
  actor: CircleActor;
  input: OwnSongValues;
  at: Date;
}): Promise<OwnSong> {
  const { db, actor, input, at } = options;
  const id = await db.transaction((tx) => song.insert(tx, { actor, values: input, at }));
  return (await ownSongsOf(db, actor.circleId, id))[0]!;
}

export async function changeSong(options: {
  db: Database;
  actor: CircleActor;
  id: string;
  input: OwnSongValues;
  at: Date;
}): Promise<OwnSong> {
  const { db, actor, id, input, at } = options;
  await db.transaction(async (tx) => {
    const row = await song.findChangeable(tx, actor, id);
    const fields = (['title', 'artist', 'year', 'link', 'moods', 'helped'] as const).filter(
      (field) => JSON.stringify(row[field]) !== JSON.stringify(input[field]),
    );
    await tx
      .update(musicSongs)
      .set({ ...input, updatedAt: at })
      .where(eq(musicSongs.id, id));
    await song.recorded(tx, { actor, step: 'changed', id, at, detail: changedFields(fields) });
  });
  return (await ownSongsOf(db, actor.circleId, id))[0]!;
}

export const removeSong = song.remove;

const requireCatalogueSong = (catalogueId: string) => {
  if (!findCatalogueSong(catalogueId)) throw notFound(SONG_NOT_FOUND);
};

/** Writes (or replaces) what helped with a catalogue song: shared memory content, any member. */
export async function saveNote(options: {
  db: Database;
  actor: CircleActor;
  catalogueId: string;
  helped: string;
  at: Date;
}): Promise<SongNote> {
  const { db, actor, catalogueId, helped, at } = options;
  requireCatalogueSong(catalogueId);
  await db.transaction(async (tx) => {
    const values = { helped, writtenByUserId: actor.user.id, updatedAt: at };
    await tx
      .insert(musicCatalogueNotes)
      .values({ circleId: actor.circleId, catalogueId, ...values })
      .onConflictDoUpdate({
        target: [musicCatalogueNotes.circleId, musicCatalogueNotes.catalogueId],
        set: values,
      });
    await memoryAudit.record(tx, {
      actor,
      action: 'music.note_saved',
      subject: `music_catalogue:${catalogueId}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
  return (await notesOf(db, actor.circleId, catalogueId))[0]!;
}

export async function removeNote(options: {
  db: Database;
  actor: CircleActor;
  catalogueId: string;
  at: Date;
}): Promise<void> {
  const { db, actor, catalogueId, at } = options;
  requireCatalogueSong(catalogueId);
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(musicCatalogueNotes)
      .where(
        and(
          eq(musicCatalogueNotes.circleId, actor.circleId),
          eq(musicCatalogueNotes.catalogueId, catalogueId),
        ),
      )
      .returning({ id: musicCatalogueNotes.catalogueId });
    if (!removed.length) throw notFound('There is no note on this song.');
    await memoryAudit.record(tx, {
      actor,
      action: 'music.note_removed',
      subject: `music_catalogue:${catalogueId}`,
      at,
    });
    await changed(tx, actor.circleId);
  });
}
