import { defineModule, ownedByCircle } from '../../platform/module';
import { respiteRoutes } from './respite.routes';
import { wellnessAudit } from './wellness.audit';
import { wellnessRoutes } from './wellness.routes';
import { respiteHelpers, respitePlans } from './wellness.schema';
import { sendSelfCareReminders } from './wellness.service';

/**
 * The caregiver's wellness centre: the private self-check, each person's own settings and the
 * daily self-care reminder, which belong to accounts (decision 036); and the circle's respite plan.
 */
export const wellnessModule = defineModule({
  name: 'wellness',
  audit: wellnessAudit,
  routes: async (app, { db, clock }) => {
    await app.register(wellnessRoutes, { db, clock });
    await app.register(respiteRoutes, { db, clock });
  },
  // Only the respite plan is the circle's; self-checks and settings are the account's.
  circleTables: [ownedByCircle(respitePlans), ownedByCircle(respiteHelpers)],
  jobs: [
    {
      name: 'self-care-reminders',
      everyMs: 60_000,
      run: ({ db, clock, notifier }) => sendSelfCareReminders({ db, clock, notifier }),
    },
  ],
});
