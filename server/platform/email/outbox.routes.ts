import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { emailOutbox } from './email.schema';
import { presentOutboxEmail } from './email.presenter';
import { staffCaller } from '../staff/staff.policy';
import { errorResponses } from '../../lib/http-responses';

const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string().describe('The address with its local part masked: m•••@example.com'),
  subject: z.string(),
  kind: z.string().describe('What queued the email: invitation, crisis, contact-request…'),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastErrorCategory: z.enum(['connection', 'authentication', 'rejected', 'other']).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

const outboxReader = staffCaller('outbox.read');

/**
 * Staff see the outbox's delivery state: without SMTP, it is where Kinwell's emails wait. The
 * text of an email is never part of the answer.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  isSmtpConfigured: boolean;
}> = async (app, { db, isSmtpConfigured }) => {
  app.get(
    '/api/staff/outbox',
    {
      config: { caller: outboxReader },
      schema: {
        tags: ['staff'],
        summary:
          'The delivery state of the latest emails Kinwell queued or sent, without their text',
        response: {
          200: z.object({ isSmtpConfigured: z.boolean(), emails: z.array(outboxEmailSchema) }),
          ...errorResponses(401, 403),
        },
      },
    },
    async () => {
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
