import { eq } from 'drizzle-orm';
import { images } from './images.schema';
import { defineModule } from '../module';
import { imageRoutes } from './images.routes';
import { carryImagesIntoStore, isImageFileUsed } from './images.service';
import { forgetDeletedFiles } from '../files/file-deletions';

export const imagesModule = defineModule({
  name: 'images',
  routes: async (app, { db, files }) => {
    await app.register(imageRoutes, { db, files });
  },
  jobs: [
    {
      // Pictures from before the file store move into it at start (decision 047).
      name: 'image-carry-over',
      everyMs: 60 * 60 * 1000,
      isRunAtStart: true,
      isOnEveryInstance: true,
      run: ({ db, files }) => carryImagesIntoStore({ db, files }),
    },
    {
      // Files of deleted pictures (and of saves that failed) leave the store.
      name: 'file-deletions',
      everyMs: 60 * 1000,
      isRunAtStart: true,
      isOnEveryInstance: true,
      run: ({ db, files, clock }) =>
        forgetDeletedFiles({
          db,
          files,
          now: clock.now(),
          isStillUsed: (key) => isImageFileUsed(db, key),
        }),
    },
  ],
  circleTables: [
    {
      name: 'images',
      table: images,
      where: (circleId) => eq(images.circleId, circleId),
      fileColumn: 'bytes',
      fileKeyColumn: 'fileKey',
    },
  ],
});
