import { defineModule } from '../module';
import { outboxRoutes } from './outbox.routes';

/** The email outbox; its delivery worker is made by `createApp`, which other modules kick. */
export const emailModule = defineModule({
  name: 'email',
  routes: async (app, { db, mailer }) => {
    await app.register(outboxRoutes, { db, isSmtpConfigured: mailer !== undefined });
  },
});
