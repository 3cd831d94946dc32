import { endpointUrl } from '../../../shared/api-contract';
import { memoryPhotoFileRoutes } from '../../../shared/memory-photos.endpoints';
import { memoryRecordingFileRoutes } from '../../../shared/memory-recordings.endpoints';
import type { MusicSettings, OwnSong, SongNote } from '../../../shared/music';
import { DEFAULT_MUSIC_SERVICE } from '../../../shared/music';
import type { musicCatalogueNotes, musicSettings, musicSongs } from './memory.schema';

/** How a member is named once their account is gone. */
export const FORMER_MEMBER = 'A former member';

/** Who added something: their id and name, or a former member's words once the account is gone. */
export const memberRef = (id: string | null, name: string | null) => ({
  id: id ?? '',
  name: name ?? FORMER_MEMBER,
});

/**
 * The address of one of a photo's files (`memoryPhotoFileRoutes`). With its `createdAt`, the
 * address carries the photo's version, so a changed photo is a new address and browsers may keep
 * each for long (decision 061); `forGame` tells the service worker to keep it for offline play.
 */
export function photoFileUrl(
  size: 'image' | 'thumbnail' | 'full',
  photo: { id: string; createdAt?: Date | null },
  { forGame = false } = {},
): string {
  const version =
    photo.createdAt === undefined ? undefined : (photo.createdAt?.getTime().toString(36) ?? '');
  return endpointUrl(
    memoryPhotoFileRoutes[size],
    { id: photo.id },
    { v: version, for: forGame ? 'game' : undefined },
  );
}

/** A recording's audio; the file never changes under an id, so the address may be cached for long. */
export const recordingAudioUrl = (id: string): string =>
  endpointUrl(memoryRecordingFileRoutes.audio, { id });

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
