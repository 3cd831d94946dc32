import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isTimeZone } from '../../../shared/care-recipient';
import { notificationsApi } from '../../../shared/notifications.contract';
import type { VapidKeys } from '../../adapters/push';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { contractRoute } from '../../lib/contract-route';
import { badRequest } from '../../lib/errors';
import { signedInCaller } from '../auth/auth.plugin';
import { findRecipient } from '../circles/recipient';
import {
  countUnread,
  getPreferences,
  listNotifications,
  markRead,
  savePreferences,
} from './notifications.service';
import { presentNotification } from './notifications.presenter';
import { isPublicPushEndpoint } from './public-address';
import { countPushSubscriptions, subscribePush, unsubscribePush } from './push.service';

/** The signed-in person's notifications, their settings, and their devices for web push. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  vapid: () => Promise<VapidKeys>;
}> = async (app, { db, clock, vapid }) => {
  /** Until a person picks a zone, their quiet hours are in the care recipient's. */
  const defaultTimeZone = async (circleId: string | undefined) =>
    circleId ? (await findRecipient(db, circleId)).timeZone : 'America/New_York';

  app.route({
    ...contractRoute(notificationsApi.list),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user } = signedInCaller(request);
      const before = request.query.before ? new Date(request.query.before) : undefined;
      const rows = await listNotifications({ db, userId: user.id, before });
      const unreadCount = await countUnread(db, user.id);
      return { unreadCount, notifications: rows.map(presentNotification) };
    },
  });

  app.route({
    ...contractRoute(notificationsApi.unreadCount),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user } = signedInCaller(request);
      return { unreadCount: await countUnread(db, user.id) };
    },
  });

  app.route({
    ...contractRoute(notificationsApi.markRead),
    config: { caller: signedInCaller },
    handler: async (request, reply) => {
      const { user } = signedInCaller(request);
      await markRead({ db, userId: user.id, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(notificationsApi.markAllRead),
    config: { caller: signedInCaller },
    handler: async (request, reply) => {
      const { user } = signedInCaller(request);
      await markRead({ db, userId: user.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(notificationsApi.preferences),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user, membership } = signedInCaller(request);
      return getPreferences(db, user.id, await defaultTimeZone(membership?.circleId));
    },
  });

  app.route({
    ...contractRoute(notificationsApi.savePreferences),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user } = signedInCaller(request);
      if (!isTimeZone(request.body.timeZone)) {
        throw badRequest('Please choose a time zone from the list');
      }
      return savePreferences({ db, userId: user.id, input: request.body, at: clock.now() });
    },
  });

  app.route({
    ...contractRoute(notificationsApi.pushStatus),
    config: { caller: signedInCaller },
    handler: async (request) => {
      const { user } = signedInCaller(request);
      return {
        publicKey: (await vapid()).publicKey,
        subscriptionCount: await countPushSubscriptions(db, user.id),
      };
    },
  });

  app.route({
    ...contractRoute(notificationsApi.subscribePush),
    config: { caller: signedInCaller },
    handler: async (request, reply) => {
      const { user } = signedInCaller(request);
      if (!isPublicPushEndpoint(request.body.endpoint)) {
        throw badRequest(
          'Alerts can only go to a push service on the internet, not to a local address.',
        );
      }
      await subscribePush({
        db,
        userId: user.id,
        input: request.body,
        userAgent: request.headers['user-agent'] ?? null,
      });
      return reply.code(204).send(null);
    },
  });

  app.route({
    ...contractRoute(notificationsApi.unsubscribePush),
    config: { caller: signedInCaller },
    handler: async (request, reply) => {
      const { user } = signedInCaller(request);
      await unsubscribePush({ db, userId: user.id, endpoint: request.body.endpoint });
      return reply.code(204).send(null);
    },
  });
};
