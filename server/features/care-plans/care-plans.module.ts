import { defineModule, ownedByCircle } from '../../platform/module';
import { carePlansAudit } from './care-plans.audit';
import { carePlanRoutes } from './care-plans.routes';
import { carePlanItems, carePlans } from './care-plans.schema';
import { sendReviewReminders } from './care-plans.service';

/** The circle's care plan from stage templates; its items are tasks in the family hub. */
export const carePlansModule = defineModule({
  name: 'care-plans',
  audit: carePlansAudit,
  routes: async (app, { db, clock, notifier }) => {
    await app.register(carePlanRoutes, { db, clock, notifier });
  },
  jobs: [
    {
      name: 'care-plan-reviews',
      everyMs: 15 * 60_000,
      isRunAtStart: true,
      run: ({ db, clock, notifier }) => sendReviewReminders({ db, clock, notifier }),
    },
  ],
  // After the tasks module's tables: an item links to its task.
  circleTables: [ownedByCircle(carePlans), ownedByCircle(carePlanItems)],
});
