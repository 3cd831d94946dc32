import { describeTrackingValue, type TrackingEntry } from '../../../shared/tracking';
import type { trackingEntries } from './tracking.schema';

export type EntryWithName = typeof trackingEntries.$inferSelect & { loggedBy: string | null };

export const presentEntry = (row: EntryWithName): TrackingEntry => ({
  id: row.id,
  kind: row.kind,
  value: row.value,
  value2: row.value2,
  description: describeTrackingValue(row.kind, row.value, row.value2, row.fall),
  fall: row.fall ?? null,
  note: row.note,
  recordedAt: row.recordedAt.toISOString(),
  loggedBy: row.loggedBy,
});
