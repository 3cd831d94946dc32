import { eq } from 'drizzle-orm';
import { DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES } from '../../../shared/memory-storage';
import { recordingExtension } from '../../../shared/memory-recordings';
import { isAnyMediaFileUsed } from '../../platform/circle-media/circle-media';
import { defineModule } from '../../platform/module';
import { bookRoutes } from './books.routes';
import { memoryBookPages, memoryBooks } from './books.schema';
import { memoryAudit } from './memory.audit';
import {
  memoryAlbumPhotos,
  memoryAlbums,
  memoryPeople,
  memoryPhotoPeople,
  memoryPhotos,
  musicCatalogueNotes,
  musicSettings,
  musicSongs,
} from './memory.schema';
import { musicRoutes } from './music.routes';
import { photoRoutes } from './photos.routes';
import { recordingRoutes } from './recordings.routes';
import { storageRoutes } from './storage.routes';
import { memoryRecordings } from './recordings.schema';
import { recordingFileKey, recordingMedia } from './recordings.service';
import { triggerRoutes } from './triggers.routes';
import { memoryTriggers } from './triggers.schema';
import { photoMedia, storedPhotoKeys } from './photos.service';

/**
 * Memory support: music by era and mood (decision 046) and the family's photos, the people in
 * them and albums (decision 048), voices and stories (decision 052), memory triggers and the
 * home's recent additions (decision 053), memory books (decision 054), and each circle's storage
 * quota and the same photo twice (decision 060).
 */
export const memoryModule = defineModule({
  name: 'memory',
  audit: memoryAudit,
  routes: async (app, { db, clock, files, uploadsDir, config }) => {
    const quotaBytes = config.circleStorageQuotaBytes ?? DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES;
    await app.register(musicRoutes, { db, clock });
    await app.register(photoRoutes, { db, clock, files, quotaBytes });
    await app.register(recordingRoutes, { db, clock, files, quotaBytes, uploadsDir });
    await app.register(storageRoutes, { db, quotaBytes });
    await app.register(triggerRoutes, { db, clock });
    await app.register(bookRoutes, { db, clock, files });
  },
  // Each kind of media's notices and purge (circle-media lifecycle).
  jobs: [...photoMedia.jobs, ...recordingMedia.jobs],
  // A photo's or recording's files stay in the store while its row exists, removed or not
  // (decision 048).
  isFileUsed: isAnyMediaFileUsed([photoMedia, recordingMedia]),
  // Parents first. The photo files are not rows: the export carries them beside the JSON (see
  // decision 048); every row names its circle, so the circle's rows are exactly these.
  circleTables: [
    {
      name: 'music_settings',
      table: musicSettings,
      where: (id) => eq(musicSettings.circleId, id),
    },
    { name: 'music_songs', table: musicSongs, where: (id) => eq(musicSongs.circleId, id) },
    {
      name: 'music_catalogue_notes',
      table: musicCatalogueNotes,
      where: (id) => eq(musicCatalogueNotes.circleId, id),
    },
    { name: 'memory_people', table: memoryPeople, where: (id) => eq(memoryPeople.circleId, id) },
    {
      name: 'memory_photos',
      table: memoryPhotos,
      where: (id) => eq(memoryPhotos.circleId, id),
      storedFiles: (row) =>
        storedPhotoKeys({
          circleId: String(row.circleId),
          id: String(row.id),
          fullWidth: row.fullWidth === null ? null : Number(row.fullWidth),
        }),
      // Every copy is a JPEG (decision 067).
      storedFileExtension: () => 'jpg',
      storageBytes: (row) => Number(row.bytes),
    },
    {
      name: 'memory_photo_people',
      table: memoryPhotoPeople,
      where: (id) => eq(memoryPhotoPeople.circleId, id),
    },
    { name: 'memory_albums', table: memoryAlbums, where: (id) => eq(memoryAlbums.circleId, id) },
    {
      name: 'memory_album_photos',
      table: memoryAlbumPhotos,
      where: (id) => eq(memoryAlbumPhotos.circleId, id),
    },
    // After the photos and songs a recording may belong to.
    {
      name: 'memory_recordings',
      table: memoryRecordings,
      where: (id) => eq(memoryRecordings.circleId, id),
      storedFiles: (row) => [recordingFileKey(String(row.circleId), String(row.id))],
      storedFileExtension: (row) => recordingExtension(String(row.mimeType)),
      storageBytes: (row) => Number(row.bytes),
    },
    {
      name: 'memory_triggers',
      table: memoryTriggers,
      where: (id) => eq(memoryTriggers.circleId, id),
    },
    { name: 'memory_books', table: memoryBooks, where: (id) => eq(memoryBooks.circleId, id) },
    {
      name: 'memory_book_pages',
      table: memoryBookPages,
      where: (id) => eq(memoryBookPages.circleId, id),
    },
  ],
});
