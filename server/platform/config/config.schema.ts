import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Settings Kinwell makes for itself on first start and keeps (the VAPID key pair for web push),
 * so every instance and every restart uses the same ones.
 */
export const serverSettings = pgTable('server_settings', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
