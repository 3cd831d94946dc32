import type { MusicSettings, OwnSong, SongNote } from '../../../shared/music';
import { DEFAULT_MUSIC_SERVICE } from '../../../shared/music';
import type { musicCatalogueNotes, musicSettings, musicSongs } from './memory.schema';

/** How a member is named once their account is gone. */
export const FORMER_MEMBER = 'A former member';

export const presentMusicSettings = (
  row: typeof musicSettings.$inferSelect | undefined,
): MusicSettings => ({
  service: row?.service ?? DEFAULT_MUSIC_SERVICE,
  eraFrom: row?.eraFrom ?? null,
});

export const presentOwnSong = (
  row: typeof musicSongs.$inferSelect & { addedByName: string | null },
): OwnSong => ({
  id: row.id,
  title: row.title,
  artist: row.artist,
  year: row.year,
  link: row.link,
  moods: row.moods,
  helped: row.helped,
  addedBy: { id: row.addedByUserId ?? '', name: row.addedByName ?? FORMER_MEMBER },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const presentSongNote = (
  row: typeof musicCatalogueNotes.$inferSelect & { writtenByName: string | null },
): SongNote => ({
  catalogueId: row.catalogueId,
  helped: row.helped,
  writtenBy: { id: row.writtenByUserId ?? '', name: row.writtenByName ?? FORMER_MEMBER },
  updatedAt: row.updatedAt.toISOString(),
});
