import { and, desc, eq, gte, isNull, ne, or } from 'drizzle-orm';
import {
  RECENT_ADDITION_DAYS,
  RECENT_GROUP_GAP_HOURS,
  RECENT_GROUP_LIMIT,
  RECENT_THUMBNAIL_LIMIT,
  type RecentAddition,
  type RecentSource,
} from '../../../shared/memory-triggers';
import type { Database } from '../../db/client';
import { users } from '../../platform/auth/auth.schema';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { memberRef, photoFileUrl } from './memory.presenter';
import { memoryBooks } from './books.schema';
import { memoryPhotos } from './memory.schema';
import { memoryRecordings } from './recordings.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
const GAP_MS = RECENT_GROUP_GAP_HOURS * 60 * 60 * 1000;

/** One thing someone else added to memory support, as a source reports it. */
export interface RecentItem {
  source: RecentSource;
  addedByUserId: string | null;
  addedByName: string | null;
  at: Date;
  thumbnail?: RecentAddition['thumbnails'][number];
}

/**
 * A source of recent additions: the circle's additions since `since` by anyone but the actor,
 * newest first. A new kind of addition becomes a source by adding one function to `SOURCES`.
 */
type RecentSourceReader = (db: Database, actor: CircleActor, since: Date) => Promise<RecentItem[]>;

const SOURCE_TEXT: Record<RecentSource, { one: string; many: string; link: string }> = {
  photos: { one: 'a photo', many: 'photos', link: '/memory-support/photos' },
  recordings: { one: 'a recording', many: 'recordings', link: '/memory-support/recordings' },
  books: { one: 'a memory book', many: 'memory books', link: '/memory-support/books' },
};

/** Photos others added, still shown (not in "Recently removed"). */
const recentPhotos: RecentSourceReader = async (db, actor, since) => {
  const rows = await db
    .select({
      id: memoryPhotos.id,
      caption: memoryPhotos.caption,
      width: memoryPhotos.width,
      height: memoryPhotos.height,
      createdAt: memoryPhotos.createdAt,
      addedByUserId: memoryPhotos.addedByUserId,
      addedByName: users.name,
    })
    .from(memoryPhotos)
    .leftJoin(users, eq(users.id, memoryPhotos.addedByUserId))
    .where(
      and(
        eq(memoryPhotos.circleId, actor.circleId),
        isNull(memoryPhotos.removedAt),
        gte(memoryPhotos.createdAt, since),
        or(isNull(memoryPhotos.addedByUserId), ne(memoryPhotos.addedByUserId, actor.user.id)),
      ),
    )
    .orderBy(desc(memoryPhotos.createdAt))
    .limit(500);
  return rows.map((row) => ({
    source: 'photos',
    addedByUserId: row.addedByUserId,
    addedByName: row.addedByName,
    at: row.createdAt,
    thumbnail: {
      url: photoFileUrl('thumbnail', row),
      imageUrl: photoFileUrl('image', row),
      width: row.width,
      height: row.height,
      alt: row.caption ?? '',
      link: `/memory-support/photos/${row.id}`,
    },
  }));
};

/** Recordings others added, still shown (not in "Recently removed"). */
const recentRecordings: RecentSourceReader = async (db, actor, since) => {
  const rows = await db
    .select({
      createdAt: memoryRecordings.createdAt,
      addedByUserId: memoryRecordings.addedByUserId,
      addedByName: users.name,
    })
    .from(memoryRecordings)
    .leftJoin(users, eq(users.id, memoryRecordings.addedByUserId))
    .where(
      and(
        eq(memoryRecordings.circleId, actor.circleId),
        isNull(memoryRecordings.removedAt),
        gte(memoryRecordings.createdAt, since),
        or(
          isNull(memoryRecordings.addedByUserId),
          ne(memoryRecordings.addedByUserId, actor.user.id),
        ),
      ),
    )
    .orderBy(desc(memoryRecordings.createdAt))
    .limit(500);
  return rows.map((row) => ({
    source: 'recordings',
    addedByUserId: row.addedByUserId,
    addedByName: row.addedByName,
    at: row.createdAt,
  }));
};

/** Memory books others made. */
const recentBooks: RecentSourceReader = async (db, actor, since) => {
  const rows = await db
    .select({
      createdAt: memoryBooks.createdAt,
      addedByUserId: memoryBooks.addedByUserId,
      addedByName: users.name,
    })
    .from(memoryBooks)
    .leftJoin(users, eq(users.id, memoryBooks.addedByUserId))
    .where(
      and(
        eq(memoryBooks.circleId, actor.circleId),
        gte(memoryBooks.createdAt, since),
        or(isNull(memoryBooks.addedByUserId), ne(memoryBooks.addedByUserId, actor.user.id)),
      ),
    )
    .orderBy(desc(memoryBooks.createdAt))
    .limit(500);
  return rows.map((row) => ({
    source: 'books',
    addedByUserId: row.addedByUserId,
    addedByName: row.addedByName,
    at: row.createdAt,
  }));
};

const SOURCES: readonly RecentSourceReader[] = [recentPhotos, recentRecordings, recentBooks];

/**
 * Groups items, newest first, into "Rosa added 3 photos": one person's additions of one kind
 * belong together while no gap between them is longer than `RECENT_GROUP_GAP_HOURS`.
 */
export function groupRecentItems(items: readonly RecentItem[]): RecentAddition[] {
  const sorted = [...items].sort((a, b) => b.at.getTime() - a.at.getTime());
  const open = new Map<string, { group: RecentAddition; oldest: Date }>();
  const groups: RecentAddition[] = [];
  for (const item of sorted) {
    const key = `${item.source}:${item.addedByUserId ?? ''}`;
    const current = open.get(key);
    if (current && current.oldest.getTime() - item.at.getTime() <= GAP_MS) {
      current.group.count += 1;
      current.oldest = item.at;
      if (item.thumbnail && current.group.thumbnails.length < RECENT_THUMBNAIL_LIMIT) {
        current.group.thumbnails.push(item.thumbnail);
      }
      continue;
    }
    const group: RecentAddition = {
      source: item.source,
      addedBy: memberRef(item.addedByUserId, item.addedByName),
      count: 1,
      summary: '',
      latestAt: item.at.toISOString(),
      link: SOURCE_TEXT[item.source].link,
      thumbnails: item.thumbnail ? [item.thumbnail] : [],
    };
    open.set(key, { group, oldest: item.at });
    groups.push(group);
  }
  return groups.map((group) => {
    const text = SOURCE_TEXT[group.source];
    const what = group.count === 1 ? text.one : `${group.count} ${text.many}`;
    return { ...group, summary: `${group.addedBy.name} added ${what}` };
  });
}

/** What others in the circle added to memory support in the last `RECENT_ADDITION_DAYS` days. */
export async function listRecentAdditions(
  db: Database,
  actor: CircleActor,
  now: Date,
): Promise<RecentAddition[]> {
  const since = new Date(now.getTime() - RECENT_ADDITION_DAYS * DAY_MS);
  const items: RecentItem[] = [];
  for (const read of SOURCES) items.push(...(await read(db, actor, since)));
  return groupRecentItems(items).slice(0, RECENT_GROUP_LIMIT);
}
