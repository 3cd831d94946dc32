import { eq } from 'drizzle-orm';
import { notifications } from './notifications.schema';
import { defineModule } from '../module';
import { eventRoutes } from './events.routes';
import { notificationsAudit } from './notifications.audit';
import { notificationRoutes } from './notifications.routes';
import { deliverPendingPushes } from './push.service';
import { unsubscribeRoutes } from './unsubscribe.routes';
import { sweepExpiredUnsubscribeLinks } from './unsubscribe.service';

/** The notification centre, each person's choices, web push and the live-event stream. */
export const notificationsModule = defineModule({
  name: 'notifications',
  audit: notificationsAudit,
  routes: async (app, { db, clock, vapid, events, config }) => {
    await app.register(notificationRoutes, { db, clock, vapid });
    await app.register(eventRoutes, { bus: events });
    await app.register(unsubscribeRoutes, { db, clock, publicUrl: config.publicUrl });
  },
  jobs: [
    {
      name: 'push-delivery',
      everyMs: 10_000,
      phase: 'delivery',
      isOnEveryInstance: true,
      run: ({ db, clock, push, vapid }) => deliverPendingPushes({ db, clock, sender: push, vapid }),
    },
    {
      name: 'unsubscribe-link-sweep',
      everyMs: 24 * 60 * 60_000,
      run: ({ db, clock }) => sweepExpiredUnsubscribeLinks(db, clock.now()),
    },
  ],
  circleTables: [
    { name: 'notifications', table: notifications, where: (id) => eq(notifications.circleId, id) },
  ],
});
