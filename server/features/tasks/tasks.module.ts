import { taskComments, tasks } from './tasks.schema';
import { tasksAudit } from './tasks.audit';
import { defineModule, ownedByCircle } from '../../platform/module';
import { taskRoutes } from './tasks.routes';

/** The family task hub. */
export const tasksModule = defineModule({
  name: 'tasks',
  audit: tasksAudit,
  routes: async (app, { db, clock, notifier }) => {
    await app.register(taskRoutes, { db, clock, notifier });
  },
  circleTables: [ownedByCircle(tasks), ownedByCircle(taskComments)],
});
