import type { emailOutbox } from './email.schema';

/** What kind of failure held an email back, without the server's words (they may quote it). */
export type OutboxErrorCategory = 'connection' | 'authentication' | 'rejected' | 'other';

const categorizeError = (message: string | null): OutboxErrorCategory | null => {
  if (message === null) return null;
  if (/connect|timeout|timed out|socket|greeting|ENOTFOUND|EAI_AGAIN|TLS/i.test(message))
    return 'connection';
  if (/auth|login|\b53[05]\b/i.test(message)) return 'authentication';
  if (/reject|\b5\d\d\b|envelope|recipient|mailbox/i.test(message)) return 'rejected';
  return 'other';
};

/** The cause that queued the email, from the first part of its key (`invitation:<id>`). */
const kindOf = (dedupeKey: string): string => {
  const kind = dedupeKey.split(':')[0] ?? '';
  return /^[a-z][a-z-]*$/.test(kind) ? kind : 'other';
};

/** `maria@example.com` → `m•••@example.com`: enough to tell a person which address it went to. */
export const maskEmailAddress = (address: string): string => {
  const at = address.lastIndexOf('@');
  if (at <= 0) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
};

/**
 * An email as staff see it in the outbox: its delivery state only. The text never leaves the
 * server, since it holds invitation codes, answer links, crisis notes and places.
 */
export const presentOutboxEmail = (row: typeof emailOutbox.$inferSelect) => ({
  id: row.id,
  to: maskEmailAddress(row.to),
  subject: row.subject,
  kind: kindOf(row.dedupeKey),
  status: row.status,
  attempts: row.attempts,
  lastErrorCategory: categorizeError(row.lastError),
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});
