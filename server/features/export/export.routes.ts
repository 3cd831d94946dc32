import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { circlesFileRoutes } from '../../../shared/circles.endpoints';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { exportAudit } from './export.audit';
import { errorResponses } from '../../lib/http-responses';
import { circleCaller } from '../../platform/circles/circles.policy';
import type { CircleTable } from '../../platform/module';
import { buildCircleArchive } from './circle-archive';
import type { FileStore } from '../../platform/files/file-store';

const errors = errorResponses(401, 403);

const exporter = circleCaller('circle.export');

export const exportRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  circleTables: readonly CircleTable[];
  files: FileStore;
}> = async (app, { db, clock, circleTables, files }) => {
  app.get(
    circlesFileRoutes.export.path,
    {
      config: { caller: exporter },
      schema: {
        tags: ['circles'],
        summary: 'Everything the circle holds, as a zip of JSON, CSV tables and pictures',
        produces: ['application/zip'],
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const actor = exporter(request);
      const at = clock.now();
      // The download is logged first, so the archive includes its own entry.
      await exportAudit.record(db, {
        actor,
        action: 'export.downloaded',
        subject: `care_circle:${actor.circleId}`,
        at,
      });
      const { zip } = await buildCircleArchive({
        db,
        circleId: actor.circleId,
        at,
        circleTables,
        files,
      });
      const day = at.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="kinwell-care-circle-${day}.zip"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(zip));
    },
  );
};
