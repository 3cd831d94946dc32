import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffApi } from '../../../shared/staff.contract';
import type { Database } from '../../db/client';
import { contractRoute } from '../../lib/contract-route';
import { emailOutbox } from './email.schema';
import { presentOutboxEmail } from './email.presenter';
import { staffCaller } from '../staff/staff.policy';

const outboxReader = staffCaller('outbox.read');

/**
 * Staff see the outbox's delivery state: without SMTP, it is where Kinwell's emails wait. The
 * text of an email is never part of the answer.
 */
export const outboxRoutes: FastifyPluginAsyncZod<{
  db: Database;
  isSmtpConfigured: boolean;
}> = async (app, { db, isSmtpConfigured }) => {
  app.route({
    ...contractRoute(staffApi.outbox),
    config: { caller: outboxReader },
    handler: async () => {
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
  });
};
