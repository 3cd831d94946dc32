import { endpointRoutes } from './api-contract';

/**
 * The signed-in person's notifications, their settings and their devices for web push: where each
 * answers (their schemas: notifications.contract.ts). The bell on every signed-in page calls
 * these, so this file stays zod-free (decision 017).
 */
export const notificationsEndpoints = endpointRoutes({
  list: { method: 'GET', path: '/api/notifications' },
  unreadCount: { method: 'GET', path: '/api/notifications/unread-count' },
  markRead: { method: 'POST', path: '/api/notifications/:id/read' },
  markAllRead: { method: 'POST', path: '/api/notifications/read-all' },
  preferences: { method: 'GET', path: '/api/notifications/preferences' },
  savePreferences: { method: 'PUT', path: '/api/notifications/preferences' },
  pushStatus: { method: 'GET', path: '/api/notifications/push' },
  subscribePush: { method: 'POST', path: '/api/notifications/push/subscriptions' },
  unsubscribePush: { method: 'POST', path: '/api/notifications/push/unsubscribe' },
});

/**
 * The notification routes the contract cannot describe: not JSON calls, so not in
 * `notificationsEndpoints`.
 */
export const notificationFileRoutes = endpointRoutes({
  /** Live updates as Server-Sent Events (text/event-stream), one stream per open tab. */
  events: { method: 'GET', path: '/api/events' },
  /** An email's unsubscribe link: an HTML page with a button that POSTs (no session needed). */
  unsubscribePage: { method: 'GET', path: '/api/unsubscribe/:token' },
  /** One-click unsubscribe (RFC 8058), from the page's button or a mail provider's server. */
  unsubscribe: { method: 'POST', path: '/api/unsubscribe/:token' },
});
