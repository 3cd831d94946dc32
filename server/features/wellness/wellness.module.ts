import { defineModule } from '../../platform/module';
import { wellnessAudit } from './wellness.audit';
import { wellnessRoutes } from './wellness.routes';
import { sendSelfCareReminders } from './wellness.service';

/**
 * The caregiver's wellness centre: the private self-check, each person's own settings and the
 * daily self-care reminder. Its tables belong to accounts, not circles (decision 036), so it has
 * no circle tables.
 */
export const wellnessModule = defineModule({
  name: 'wellness',
  audit: wellnessAudit,
  routes: async (app, { db, clock }) => {
    await app.register(wellnessRoutes, { db, clock });
  },
  jobs: [
    {
      name: 'self-care-reminders',
      everyMs: 60_000,
      run: ({ db, clock, notifier }) => sendSelfCareReminders({ db, clock, notifier }),
    },
  ],
});
