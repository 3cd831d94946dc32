import { eq } from 'drizzle-orm';
import { taskComments, tasks } from './tasks.schema';
import { tasksAudit } from './tasks.audit';
import { defineModule } from '../../platform/module';
import { taskRoutes } from './tasks.routes';

/** The family task hub. */
export const tasksModule = defineModule({
  name: 'tasks',
  audit: tasksAudit,
  routes: async (app, { db, clock, notifier }) => {
    await app.register(taskRoutes, { db, clock, notifier });
  },
  circleTables: [
    { name: 'tasks', table: tasks, where: (id) => eq(tasks.circleId, id) },
    { name: 'task_comments', table: taskComments, where: (id) => eq(taskComments.circleId, id) },
  ],
});
