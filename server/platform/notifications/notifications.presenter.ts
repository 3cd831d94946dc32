import type { AppNotification } from '../../../shared/notifications';
import type { notifications } from './notifications.schema';

export const presentNotification = (row: typeof notifications.$inferSelect): AppNotification => ({
  id: row.id,
  circleId: row.circleId,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  isUrgent: row.isUrgent,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});
