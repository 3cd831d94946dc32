import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { emailOutbox } from './email.schema';
import { presentOutboxEmail } from './email.presenter';
import { requireStaff } from '../staff/staff.policy';
import { errorResponses } from '../../lib/http-responses';

const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['pending', 'sent', 'failed']),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

/** Staff read the outbox: without SMTP, it is where Kinwell's emails wait. */
export const outboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  isSmtpConfigured: boolean;
}> = async (app, { db, isSmtpConfigured }) => {
  app.get(
    '/api/staff/outbox',
    {
      schema: {
        tags: ['staff'],
        summary: 'The latest emails Kinwell queued or sent',
        response: {
          200: z.object({ isSmtpConfigured: z.boolean(), emails: z.array(outboxEmailSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async (request) => {
      requireStaff(request, 'outbox.read');
      const rows = await db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt))
        .limit(100);
      return {
        isSmtpConfigured,
        emails: rows.map(presentOutboxEmail),
      };
    },
  );
};
