import { images } from './images.schema';
import { defineModule, ownedByCircle } from '../module';
import { imageRoutes } from './images.routes';
import { carryImagesIntoStore, isImageFileUsed } from './images.service';

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
  ],
  // The platform's file-deletions job asks before it removes a picture's file.
  isFileUsed: isImageFileUsed,
  circleTables: [
    ownedByCircle(images, {
      fileColumn: 'bytes',
      fileKeyColumn: 'fileKey',
    }),
  ],
});
