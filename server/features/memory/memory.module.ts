import { eq } from 'drizzle-orm';
import { defineModule } from '../../platform/module';
import { memoryAudit } from './memory.audit';
import { musicCatalogueNotes, musicSettings, musicSongs } from './memory.schema';
import { musicRoutes } from './music.routes';

/**
 * Memory support. Its first part is music by era and mood (decision 046); photos, recordings,
 * memory triggers and books join this module as they are built.
 */
export const memoryModule = defineModule({
  name: 'memory',
  audit: memoryAudit,
  routes: async (app, { db, clock }) => {
    await app.register(musicRoutes, { db, clock });
  },
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
  ],
});
