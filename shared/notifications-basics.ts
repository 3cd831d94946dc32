/**
 * What screens need of notifications and live events without the schemas in `notifications.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/**
 * Server-Sent Events on /api/events. Each feature may publish its own types; the client listens
 * by type. Payloads stay small: they tell the screen what to refetch, not the data itself.
 */
export const SERVER_EVENT_TYPES = {
  /** A new notification for the signed-in person. */
  notificationCreated: 'notification.created',
  /** The person's unread count changed (read on another device). */
  notificationsRead: 'notifications.read',
} as const;
