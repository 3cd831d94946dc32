import { defineModule } from '../module';
import { outboxGauge } from '../metrics/outbox-gauge';
import { emailOutbox } from './email.schema';
import { emailDeliveryFailures } from './email-outbox';
import { outboxRoutes } from './outbox.routes';

/** The email outbox; its delivery worker is made by `createApp`, which other modules kick. */
export const emailModule = defineModule({
  name: 'email',
  routes: async (app, { db, mailer }) => {
    await app.register(outboxRoutes, { db, isSmtpConfigured: mailer !== undefined });
  },
  metrics: ({ metrics, db }) => {
    // Pending is the depth (waiting to be sent or retried); failed gave up after every attempt.
    outboxGauge({
      metrics,
      db,
      name: 'kinwell_email_outbox_emails',
      help: 'Emails in the outbox by status (pending: the depth; failed: gave up).',
      table: emailOutbox,
      status: emailOutbox.status,
      statuses: ['pending', 'failed'],
    });
    emailDeliveryFailures(metrics);
  },
});
