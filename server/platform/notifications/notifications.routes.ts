import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  pushStatusSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unreadCountSchema,
} from '../../../shared/notifications';
import { isTimeZone } from '../../../shared/care-recipient';
import { enteredDateTime } from '../../../shared/entered-dates';
import type { VapidKeys } from '../../adapters/push';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { badRequest } from '../../lib/errors';
import { errorResponses } from '../../lib/http-responses';
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

const errors = errorResponses(400, 401, 403, 404);
const idParams = z.object({ id: z.uuid({ error: 'We could not find that notification.' }) });
/** `before`: the time of the last notification shown, to page back from (decision 070). */
const listQuery = z.object({
  before: enteredDateTime(
    'Please give "before" as a date and time, like 2026-03-02T15:00:00Z',
  ).optional(),
});

/** The signed-in person's notifications, their settings, and their devices for web push. */
export const notificationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  vapid: () => Promise<VapidKeys>;
}> = async (app, { db, clock, vapid }) => {
  /** Until a person picks a zone, their quiet hours are in the care recipient's. */
  const defaultTimeZone = async (circleId: string | undefined) =>
    circleId ? (await findRecipient(db, circleId)).timeZone : 'America/New_York';

  app.get(
    '/api/notifications',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'Your notifications, newest first, with how many are unread',
        querystring: listQuery,
        response: { 200: notificationListSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedInCaller(request);
      const before = request.query.before ? new Date(request.query.before) : undefined;
      const rows = await listNotifications({ db, userId: user.id, before });
      const unreadCount = await countUnread(db, user.id);
      return { unreadCount, notifications: rows.map(presentNotification) };
    },
  );

  app.get(
    '/api/notifications/unread-count',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'How many of your notifications are unread (the header badge)',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedInCaller(request);
      return { unreadCount: await countUnread(db, user.id) };
    },
  );

  app.post(
    '/api/notifications/:id/read',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'Mark one notification read',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = signedInCaller(request);
      await markRead({ db, userId: user.id, id: request.params.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/api/notifications/read-all',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'Mark all your notifications read',
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = signedInCaller(request);
      await markRead({ db, userId: user.id, at: clock.now() });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/notifications/preferences',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'Which kinds reach you on which channel, and your quiet hours',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user, membership } = signedInCaller(request);
      return getPreferences(db, user.id, await defaultTimeZone(membership?.circleId));
    },
  );

  app.put(
    '/api/notifications/preferences',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'Save your notification choices and quiet hours',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedInCaller(request);
      if (!isTimeZone(request.body.timeZone)) {
        throw badRequest('Please choose a time zone from the list');
      }
      return savePreferences({ db, userId: user.id, input: request.body, at: clock.now() });
    },
  );

  app.get(
    '/api/notifications/push',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'The key a browser subscribes to web push with, and your subscribed devices',
        response: { 200: pushStatusSchema, ...errors },
      },
    },
    async (request) => {
      const { user } = signedInCaller(request);
      return {
        publicKey: (await vapid()).publicKey,
        subscriptionCount: await countPushSubscriptions(db, user.id),
      };
    },
  );

  app.post(
    '/api/notifications/push/subscriptions',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'Receive alerts on this device (its PushManager subscription)',
        body: pushSubscriptionSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
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
  );

  app.post(
    '/api/notifications/push/unsubscribe',
    {
      config: { caller: signedInCaller },
      schema: {
        tags: ['notifications'],
        summary: 'Stop alerts on this device',
        body: pushUnsubscribeSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { user } = signedInCaller(request);
      await unsubscribePush({ db, userId: user.id, endpoint: request.body.endpoint });
      return reply.code(204).send(null);
    },
  );
};
