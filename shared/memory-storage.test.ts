import { describe, expect, it } from 'vitest';
import {
  archiveStorageFullMessage,
  DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES,
  describeStorageUsage,
  duplicatePhotoMessage,
  duplicateRemovedPhotoMessage,
  formatBytes,
  storageFullMessage,
  storagePercent,
} from './memory-storage';

const KB = 1024;
const MB = 1024 * KB;
const GB = 1024 * MB;

describe('formatBytes', () => {
  it('reads as people say sizes: whole bytes, then one decimal below 10 of a unit', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(-3)).toBe('0 bytes');
    expect(formatBytes(Number.NaN)).toBe('0 bytes');
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(900)).toBe('900 bytes');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(KB)).toBe('1 KB');
    expect(formatBytes(1.55 * KB)).toBe('1.6 KB');
    expect(formatBytes(850 * KB)).toBe('850 KB');
    expect(formatBytes(12.4 * MB)).toBe('12 MB');
    expect(formatBytes(9.96 * MB)).toBe('10 MB');
    expect(formatBytes(1.2 * GB)).toBe('1.2 GB');
    expect(formatBytes(5 * GB)).toBe('5 GB');
    expect(formatBytes(DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES)).toBe('5 GB');
    expect(formatBytes(20 * GB)).toBe('20 GB');
    expect(formatBytes(2048 * GB)).toBe('2 TB');
  });

  it('never says 1024 of a unit: that is 1 of the next', () => {
    expect(formatBytes(1023.7 * MB)).toBe('1 GB');
    expect(formatBytes(1023.6 * KB)).toBe('1 MB');
  });
});

describe('the share used', () => {
  it('is a whole percentage, at least 1 once anything is stored, at most 100', () => {
    const quotaBytes = 5 * GB;
    expect(storagePercent({ usedBytes: 0, quotaBytes })).toBe(0);
    expect(storagePercent({ usedBytes: 10, quotaBytes })).toBe(1);
    expect(storagePercent({ usedBytes: 1.2 * GB, quotaBytes })).toBe(24);
    expect(storagePercent({ usedBytes: quotaBytes - 1, quotaBytes })).toBe(99);
    expect(storagePercent({ usedBytes: quotaBytes, quotaBytes })).toBe(100);
    expect(storagePercent({ usedBytes: 2 * quotaBytes, quotaBytes })).toBe(100);
  });

  it('is said in words beside the bar', () => {
    expect(describeStorageUsage({ usedBytes: 1.2 * GB, quotaBytes: 5 * GB })).toBe(
      '1.2 GB of 5 GB used',
    );
    expect(describeStorageUsage({ usedBytes: 0, quotaBytes: 5 * GB })).toBe('0 bytes of 5 GB used');
  });
});

describe('the messages of a refused upload', () => {
  it('say what to do when there is no room, and when removed things free theirs', () => {
    expect(storageFullMessage('photo', { usedBytes: 4.9 * GB, quotaBytes: 5 * GB }, GB)).toBe(
      'There is not enough room left for this photo: your family’s photos and recordings already use 4.9 GB of the 5 GB they have. To make room, remove photos or recordings the family no longer needs, then delete them for good from “Recently removed”. Removed ones still take up room until they are deleted for good, which otherwise happens 30 days after they were removed.',
    );
    expect(storageFullMessage('recording', { usedBytes: GB, quotaBytes: GB }, 1)).toContain(
      'for this recording',
    );
  });

  it('do not advise removing anything when the file alone is larger than all the room', () => {
    const message = storageFullMessage('photo', { usedBytes: 0, quotaBytes: 5 * GB }, 6 * GB);
    expect(message).toBe(
      'This photo is too large to keep here: it takes 6 GB, more than the 5 GB a family may keep for all its photos and recordings. Please choose a smaller file.',
    );
    expect(message).not.toContain('remove');
  });

  it('say how big a refused archive is, that nothing was imported, and what to do', () => {
    expect(archiveStorageFullMessage({ neededBytes: 6.2 * GB, quotaBytes: 5 * GB })).toBe(
      'There is not enough room for this archive: the family’s photos and recordings in it take 6.2 GB, and a family may keep 5 GB here. Nothing was imported. To make room, delete photos or recordings the family no longer needs where the archive was made (those in “Recently removed” too), then export it again.',
    );
  });

  it('name who added the same photo, or where to restore it', () => {
    expect(duplicatePhotoMessage({ addedBy: 'Rosa Lopez', addedOn: 'March 2, 2026' })).toBe(
      'This photo is already in your family’s photos: Rosa Lopez added it on March 2, 2026. It was not added again.',
    );
    expect(
      duplicateRemovedPhotoMessage({
        removedOn: 'March 4, 2026',
        mayRestore: false,
        addedBy: 'Rosa Lopez',
      }),
    ).toBe(
      'This photo is already in “Recently removed” (removed on March 4, 2026), so it was not added again. Rosa Lopez, who added it, or a caregiver can restore it from there.',
    );
  });
});
