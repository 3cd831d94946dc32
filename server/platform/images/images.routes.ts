import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { circleCaller } from '../circles/circles.policy';
import { errorResponses } from '../../lib/http-responses';
import { isBrowserCopyCurrent } from '../../lib/private-file-caching';
import type { FileStore } from '../files/file-store';
import { getCircleImage, openImageFile } from './images.service';

const errors = errorResponses(401, 403, 404);

const member = circleCaller('circle.view');

/** Pictures are served only to members of their circle, never cached by shared caches. */
export const imageRoutes: FastifyPluginAsyncZod<{ db: Database; files: FileStore }> = async (
  app,
  { db, files },
) => {
  app.get(
    '/api/images/:id',
    {
      config: { caller: member },
      schema: {
        tags: ['images'],
        summary: 'A picture from your care circle',
        params: z.object({ id: z.uuid({ error: 'We could not find that picture.' }) }),
        produces: ['image/jpeg'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = member(request);
      const row = await getCircleImage(db, actor.circleId, request.params.id);
      // An image never changes: a new picture is a new image.
      if (isBrowserCopyCurrent(request, reply, row.id)) return reply;
      const image = await openImageFile(files, row);
      return reply
        .header('content-type', image.row.contentType)
        .header('content-length', image.size)
        .header('content-disposition', 'inline')
        .send(image.body);
    },
  );
};
