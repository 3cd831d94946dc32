import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['ok', 'unavailable']),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  version: string;
  startedAt: Date;
}> = async (app, { db, clock, version, startedAt }) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness and database check',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (request, reply) => {
      const uptimeSeconds = Math.round((clock.now().getTime() - startedAt.getTime()) / 1000);
      try {
        await db.execute(sql`select 1`);
        return { status: 'ok' as const, version, uptimeSeconds, database: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply
          .code(503)
          .send({ status: 'unavailable', version, uptimeSeconds, database: 'unavailable' });
      }
    },
  );
};
