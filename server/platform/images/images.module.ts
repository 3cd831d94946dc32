import { eq } from 'drizzle-orm';
import { images } from './images.schema';
import { defineModule } from '../module';
import { imageRoutes } from './images.routes';

export const imagesModule = defineModule({
  name: 'images',
  routes: async (app, { db }) => {
    await app.register(imageRoutes, { db });
  },
  circleTables: [
    {
      name: 'images',
      table: images,
      where: (circleId) => eq(images.circleId, circleId),
      fileColumn: 'bytes',
    },
  ],
});
