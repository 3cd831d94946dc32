import { notifications } from './notifications.schema';
import { defineModule, ownedByCircle } from '../module';
import { eventRoutes } from './events.routes';
import { notificationsAudit } from './notifications.audit';
import { notificationRoutes } from './notifications.routes';
import { deliverPendingPushes, pushDeliveryFailures } from './push.service';
import { outboxGauge } from '../metrics/outbox-gauge';
import { pushOutbox } from './notifications.schema';
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
      run: ({ db, clock, push, vapid, metrics }) =>
        deliverPendingPushes({
          db,
          clock,
          sender: push,
          vapid,
          onFailure: (reason) => pushDeliveryFailures(metrics).inc({ reason }),
        }),
    },
    {
      name: 'unsubscribe-link-sweep',
      everyMs: 24 * 60 * 60_000,
      run: ({ db, clock }) => sweepExpiredUnsubscribeLinks(db, clock.now()),
    },
  ],
  metrics: ({ metrics, db }) => {
    outboxGauge({
      metrics,
      db,
      name: 'kinwell_push_outbox_pushes',
      help: 'Pushes in the outbox by status (pending: the depth; failed: gave up).',
      table: pushOutbox,
      status: pushOutbox.status,
      statuses: ['pending', 'failed'],
    });
    pushDeliveryFailures(metrics);
  },
  circleTables: [ownedByCircle(notifications)],
});
