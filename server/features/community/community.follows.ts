import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import { NEW_REPLIES_MAX, type Follow } from '../../../shared/community';
import type { Database } from '../../db/client';
import { circleMembers } from '../../platform/circles/circles.schema';
import type { NotifyInput } from '../../platform/notifications/notifications.service';
import { recordMember } from './community.audit';
import {
  communityFollows,
  communityPosts,
  communityReads,
  communityReplies,
} from './community.schema';

/**
 * Following threads and where each member last read them (decision 055). Nothing here is ever
 * shown to anyone but the member it belongs to: not who follows, not who read.
 */

/** Follow a thread; nothing changes when already following. */
export async function follow(tx: Database, postId: string, userId: string, at: Date) {
  await tx
    .insert(communityFollows)
    .values({ postId, userId, createdAt: at })
    .onConflictDoNothing({ target: [communityFollows.postId, communityFollows.userId] });
}

export async function isFollowing(db: Database, postId: string, userId: string) {
  const [row] = await db
    .select({ userId: communityFollows.userId })
    .from(communityFollows)
    .where(and(eq(communityFollows.postId, postId), eq(communityFollows.userId, userId)));
  return row !== undefined;
}

/** A member starts or stops following a thread they can see (audited, without a circle). */
export async function setFollowing(options: {
  db: Database;
  viewer: { userId: string; ip: string };
  postId: string;
  following: boolean;
  at: Date;
}): Promise<Follow> {
  const { db, viewer, postId, following, at } = options;
  await db.transaction(async (tx) => {
    if (following) await follow(tx, postId, viewer.userId, at);
    else
      await tx
        .delete(communityFollows)
        .where(
          and(eq(communityFollows.postId, postId), eq(communityFollows.userId, viewer.userId)),
        );
    await recordMember(
      tx,
      viewer,
      at,
      following ? 'community.followed' : 'community.unfollowed',
      `community_post:${postId}`,
    );
  });
  return { isFollowing: following };
}

/**
 * Replies by others, visible to everyone, above the reader's mark on this thread: counted up to
 * NEW_REPLIES_MAX along `community_replies_post_seq_idx` (post_id, seq). Null when the reader
 * never opened the thread (no mark). A scalar subquery in the select list, so it runs only for the
 * rows of the page (a join on the reader's marks let the planner hash every mark of the reader
 * before the first row: 20 ms a page at 50,000 marks).
 */
export const newReplyCount = (viewerId: string) => sql<number | null>`(
  select (select count(*)::int from (
      select 1 from ${communityReplies} as r
      where r.post_id = ${communityPosts.id} and r.seq > mark.last_seq
        and r.hidden_at is null and r.held_at is null
        and r.author_user_id is distinct from ${viewerId}::uuid
      limit ${NEW_REPLIES_MAX}) as unread)
  from ${communityReads} as mark
  where mark.user_id = ${viewerId}::uuid and mark.post_id = ${communityPosts.id})`;

export async function readMarkOf(db: Database, postId: string, userId: string) {
  const [row] = await db
    .select({ lastSeq: communityReads.lastSeq })
    .from(communityReads)
    .where(and(eq(communityReads.postId, postId), eq(communityReads.userId, userId)));
  return row ?? null;
}

/** Opening a thread marks it read up to the highest reply the reader was shown. */
export async function markRead(options: {
  db: Database;
  postId: string;
  userId: string;
  lastSeq: number;
  previous: { lastSeq: number } | null;
  at: Date;
}) {
  const { db, postId, userId, lastSeq, previous, at } = options;
  if (previous && previous.lastSeq >= lastSeq) return;
  await db
    .insert(communityReads)
    .values({ userId, postId, lastSeq, readAt: at })
    .onConflictDoUpdate({
      target: [communityReads.userId, communityReads.postId],
      set: { lastSeq: sql`greatest(${communityReads.lastSeq}, excluded.last_seq)`, readAt: at },
    });
}

/**
 * The platform delivers notifications per circle: each person hears through the first circle
 * they joined. People in no circle are left out (they see new replies on the group page).
 */
export async function deliveryCirclesOf(
  tx: Database,
  userIds: readonly string[],
): Promise<Map<string, string>> {
  const circles = new Map<string, string>();
  if (userIds.length === 0) return circles;
  const rows = await tx
    .select({ userId: circleMembers.userId, circleId: circleMembers.circleId })
    .from(circleMembers)
    .where(inArray(circleMembers.userId, [...userIds]))
    .orderBy(asc(circleMembers.joinedAt));
  for (const row of rows) if (!circles.has(row.userId)) circles.set(row.userId, row.circleId);
  return circles;
}

/** Everyone following the thread but the reply's writer, one notice each, through their circle. */
export async function followerNotices(
  tx: Database,
  postId: string,
  writerId: string,
  notice: Omit<NotifyInput, 'circleId' | 'recipients'>,
): Promise<NotifyInput[]> {
  const followers = await tx
    .select({ userId: communityFollows.userId })
    .from(communityFollows)
    .where(and(eq(communityFollows.postId, postId), ne(communityFollows.userId, writerId)));
  const circles = await deliveryCirclesOf(
    tx,
    followers.map((row) => row.userId),
  );
  const byCircle = new Map<string, string[]>();
  for (const [userId, circleId] of circles)
    byCircle.set(circleId, [...(byCircle.get(circleId) ?? []), userId]);
  return [...byCircle].map(([circleId, recipients]) => ({ ...notice, circleId, recipients }));
}
