import { eq } from 'drizzle-orm';
import { notifications } from './notifications.schema';
import { defineModule } from '../module';
import { eventRoutes } from './events.routes';
import { notificationRoutes } from './notifications.routes';
import { deliverPendingPushes } from './push.service';

/** The notification centre, each person's choices, web push and the live-event stream. */
export const notificationsModule = defineModule({
  name: 'notifications',
  routes: async (app, { db, clock, vapid, events }) => {
    await app.register(notificationRoutes, { db, clock, vapid });
    await app.register(eventRoutes, { bus: events });
  },
  jobs: [
    {
      name: 'push-delivery',
      everyMs: 10_000,
      phase: 'delivery',
      run: ({ db, clock, push, vapid }) => deliverPendingPushes({ db, clock, sender: push, vapid }),
    },
  ],
  circleTables: [
    { name: 'notifications', table: notifications, where: (id) => eq(notifications.circleId, id) },
  ],
});
