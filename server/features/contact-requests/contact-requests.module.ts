import { defineModule } from '../../platform/module';
import { contactRequestRoutes } from './contact-requests.routes';

/** Consultation requests from families and the staff desk that works them. */
export const contactRequestsModule = defineModule({
  name: 'contact-requests',
  routes: async (app, { db, clock, emailWorker, config }) => {
    await app.register(contactRequestRoutes, {
      db,
      clock,
      emailWorker,
      supportEmail: config.supportEmail,
      publicUrl: config.publicUrl,
    });
  },
});
