import type { emailOutbox } from './email.schema';

/** An email as staff read it in the outbox. */
export const presentOutboxEmail = (row: typeof emailOutbox.$inferSelect) => ({
  id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});
