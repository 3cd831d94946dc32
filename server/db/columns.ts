import { customType, timestamp } from 'drizzle-orm/pg-core';

/** Column helpers every module's schema uses. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true });

/** Binary data; both drivers hand back a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A full-text document (PostgreSQL's tsvector), kept as text on this side: only the database
 * reads it (decision 086).
 */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
