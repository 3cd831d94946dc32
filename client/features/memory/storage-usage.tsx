import { useQuery } from '@tanstack/react-query';
import {
  describeStorageUsage,
  formatBytes,
  MAKE_ROOM_ADVICE,
  STORAGE_NEARLY_FULL,
  STORAGE_REMOVED_DAYS,
  storagePercent,
  type StorageUsage as StorageFigures,
} from '../../../shared/memory-storage';
import { cn } from '../../lib/cn';
import { storageUsageQuery, useStorageLive } from './storage.queries';

/**
 * "1.2 GB of 5 GB used", with a bar whose text equivalent is that sentence (decision 060). Says
 * that removed photos and recordings still count until they are deleted for good (from "Recently
 * removed" at once, decision 065, or 30 days after removal), and what to do when the room is
 * nearly used up.
 */
export function StorageUsage({ circleId }: { circleId: string | null }) {
  useStorageLive(circleId);
  const usage = useQuery(storageUsageQuery(circleId)).data;
  if (!usage) return null;
  const percent = storagePercent(usage);
  const sentence = describeStorageUsage(usage);
  const nearlyFull = isNearlyFull(usage);
  return (
    <div className="bg-muted grid gap-2 rounded-xl p-4" data-storage-usage>
      <p className="font-semibold">
        Family storage: {sentence} ({percent}%)
      </p>
      <div
        role="meter"
        aria-label="Family storage used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={sentence}
        className="border-border bg-bg h-3 overflow-hidden rounded-full border"
      >
        <div
          className={cn('h-full', nearlyFull ? 'bg-danger' : 'bg-accent')}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className="text-fg-muted">
        Photos and recordings share this room.
        {usage.removedBytes > 0
          ? ` ${formatBytes(usage.removedBytes)} of it is in “Recently removed”, which still takes up room until it is deleted for good: there, right away, or by itself ${STORAGE_REMOVED_DAYS} days after removal.`
          : ` Removed ones still take up room until they are deleted for good: in “Recently removed”, right away, or by themselves ${STORAGE_REMOVED_DAYS} days after removal.`}
      </p>
      {nearlyFull ? <FullWords usage={usage} /> : null}
    </div>
  );
}

const isNearlyFull = (usage: StorageFigures) =>
  usage.usedBytes >= usage.quotaBytes * STORAGE_NEARLY_FULL;

function FullWords({ usage }: { usage: StorageFigures }) {
  return (
    <p className="text-danger font-semibold">
      {usage.usedBytes >= usage.quotaBytes
        ? 'Your family’s storage is full.'
        : 'Your family’s storage is nearly full.'}{' '}
      {MAKE_ROOM_ADVICE}
    </p>
  );
}

/**
 * Beside a way to add, where the full figure stands further down the page: says that the room
 * is nearly or quite used up, and what to do; nothing while there is room.
 */
export function StorageFullWarning({ circleId }: { circleId: string | null }) {
  const usage = useQuery(storageUsageQuery(circleId)).data;
  return usage && isNearlyFull(usage) ? <FullWords usage={usage} /> : null;
}
