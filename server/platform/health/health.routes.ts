import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MIGRATIONS_FOLDER, type Database } from '../../db/client';
import type { Clock } from '../../lib/clock';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  version: z.string(),
  uptimeSeconds: z.number(),
  database: z.enum(['ok', 'unavailable']),
});

const liveSchema = z.object({
  status: z.literal('ok'),
  version: z.string(),
  uptimeSeconds: z.number(),
});

const readySchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
  /** Whether the database has run every migration this version of Kinwell brings. */
  migrations: z.enum(['ok', 'pending', 'unknown']),
});

/** When the newest migration of this version was made (drizzle records it as `created_at`). */
function newestMigrationMillis(folder: string): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

type Rows<T> = { rows: T[] } | T[];

export const healthRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  version: string;
  startedAt: Date;
  migrationsFolder?: string;
}> = async (app, { db, clock, version, startedAt, migrationsFolder = MIGRATIONS_FOLDER }) => {
  const uptimeSeconds = () => Math.round((clock.now().getTime() - startedAt.getTime()) / 1000);
  const newestMigration = newestMigrationMillis(migrationsFolder);

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
      try {
        await db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          version,
          uptimeSeconds: uptimeSeconds(),
          database: 'ok' as const,
        };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unavailable');
        return reply.code(503).send({
          status: 'unavailable',
          version,
          uptimeSeconds: uptimeSeconds(),
          database: 'unavailable',
        });
      }
    },
  );

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Liveness: the process answers (the database is not asked)',
        response: { 200: liveSchema },
      },
    },
    async () => ({ status: 'ok' as const, version, uptimeSeconds: uptimeSeconds() }),
  );

  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Readiness: the database answers and has run every migration',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      try {
        const result = (await db.execute(
          sql`select coalesce(max(created_at), 0)::text as newest from drizzle.__drizzle_migrations`,
        )) as Rows<{ newest: string }>;
        const [row] = Array.isArray(result) ? result : result.rows;
        if (Number(row?.newest ?? 0) >= newestMigration) {
          return { status: 'ready' as const, database: 'ok' as const, migrations: 'ok' as const };
        }
        return reply
          .code(503)
          .send({ status: 'unavailable', database: 'ok', migrations: 'pending' });
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unavailable');
        return reply
          .code(503)
          .send({ status: 'unavailable', database: 'unavailable', migrations: 'unknown' });
      }
    },
  );
};
