import { z } from 'zod';
import { contract } from './api-contract';
import { enteredDateTime } from './entered-dates';
import {
  notificationListSchema,
  notificationPreferencesSchema,
  pushStatusSchema,
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
  unreadCountSchema,
} from './notifications';
import { notificationsEndpoints } from './notifications.endpoints';

/**
 * The notification endpoints with their schemas, for the server, OpenAPI and forms. Screens take
 * this file as `import type` only: the bell is on every signed-in page (decision 017).
 */
const tags = ['notifications'] as const;
const errors = [400, 401, 403, 404] as const;
const idParams = z.object({ id: z.uuid({ error: 'We could not find that notification.' }) });
/** `before`: the time of the last notification shown, to page back from (decision 070). */
const listQuery = z.object({
  before: enteredDateTime(
    'Please give "before" as a date and time, like 2026-03-02T15:00:00Z',
  ).optional(),
});

export const notificationsApi = contract(notificationsEndpoints, {
  list: {
    summary: 'Your notifications, newest first, with how many are unread',
    tags,
    query: listQuery,
    responses: { 200: notificationListSchema },
    errors,
  },
  unreadCount: {
    summary: 'How many of your notifications are unread (the header badge)',
    tags,
    responses: { 200: unreadCountSchema },
    errors,
  },
  markRead: {
    summary: 'Mark one notification read',
    tags,
    params: idParams,
    responses: { 204: z.null() },
    errors,
  },
  markAllRead: {
    summary: 'Mark all your notifications read',
    tags,
    responses: { 204: z.null() },
    errors,
  },
  preferences: {
    summary: 'Which kinds reach you on which channel, and your quiet hours',
    tags,
    responses: { 200: notificationPreferencesSchema },
    errors,
  },
  savePreferences: {
    summary: 'Save your notification choices and quiet hours',
    tags,
    body: notificationPreferencesSchema,
    responses: { 200: notificationPreferencesSchema },
    errors,
  },
  pushStatus: {
    summary: 'The key a browser subscribes to web push with, and your subscribed devices',
    tags,
    responses: { 200: pushStatusSchema },
    errors,
  },
  subscribePush: {
    summary: 'Receive alerts on this device (its PushManager subscription)',
    tags,
    body: pushSubscriptionSchema,
    responses: { 204: z.null() },
    errors,
  },
  unsubscribePush: {
    summary: 'Stop alerts on this device',
    tags,
    body: pushUnsubscribeSchema,
    responses: { 204: z.null() },
    errors,
  },
});
