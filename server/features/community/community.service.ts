import { and, asc, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  COMMUNITY_PAGE_SIZE,
  type CommunityGroup,
  type CommunityPost,
  type PostEdit,
  type PostPage,
  type PostSummary,
  type CommunitySort,
} from '../../../shared/community';
import { GROUP_CLOSED_NOTICE } from '../../../shared/community-groups';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import { crisisKindOf } from '../../platform/safety/safety';
import { recordMember } from './community.audit';
import { GROUP_SEEDS } from './community.groups';
import {
  follow,
  isFollowing,
  markRead,
  newReplyCount,
  readMarkOf,
  setFollowing,
} from './community.follows';
import { holdReason } from './community.holds';
import { type MemberWrite, type Viewer } from './moderated-writing';
import { presentPost, presentReply, presentSummary } from './community.presenter';
import {
  communityGroups,
  communityMemberships,
  communityPostReactions,
  communityPosts,
  communityProfiles,
  communityReplies,
  communityReplyReactions,
} from './community.schema';
import { requireCanWrite } from './community.profile';
import { checkEdit, raiseFlags, requireOwn } from './community.writing-checks';

export const GROUP_NOT_FOUND = 'We could not find that group.';
/** A closed group is open only to its members (decision 059); others learn it is closed. */
export const GROUP_CLOSED_TO_OTHERS =
  'This group is closed. Its conversations stay open only to the people who were in it.';
export const GROUP_CLOSED_TO_POSTS = `${GROUP_CLOSED_NOTICE}. You can still read its conversations.`;
export const GROUP_CLOSED_TO_MEMBERS = `${GROUP_CLOSED_NOTICE}, so it takes no new members.`;
export const GROUP_CLOSED_TO_EDITS = `${GROUP_CLOSED_NOTICE}, so what was written stays as it is. You can still delete what you wrote.`;
export const POST_NOT_FOUND = 'We could not find that post. It may have been deleted.';
export const REPLY_NOT_FOUND = 'We could not find that reply. It may have been deleted.';

/**
 * Adds the groups that are not there yet; run at every start, so the first start seeds them.
 * Insert-or-nothing: a seed whose slug (or name) a group already has is skipped, so a group staff
 * changed or archived is never overwritten nor created again (decision 059).
 */
export async function seedCommunityGroups(db: Database, at: Date): Promise<void> {
  await db
    .insert(communityGroups)
    .values(GROUP_SEEDS.map((seed, position) => ({ ...seed, position, createdAt: at })))
    .onConflictDoNothing();
}

// --- Groups ---

const memberCount = sql<number>`(select count(*) from ${communityMemberships} where ${communityMemberships.groupId} = ${communityGroups.id})`;

/**
 * Whether the reader may open a group and its threads: every open group, and a closed (archived)
 * one only for its members (decision 059).
 */
export const groupOpenTo = (viewer: Viewer) =>
  or(
    isNull(communityGroups.archivedAt),
    sql`exists (select 1 from ${communityMemberships} where ${communityMemberships.groupId} = ${communityGroups.id} and ${communityMemberships.userId} = ${viewer.userId})`,
  );

async function selectGroups(db: Database, viewer: Viewer, where?: SQL): Promise<CommunityGroup[]> {
  const rows = await db
    .select({
      group: communityGroups,
      memberCount,
      joinedAt: communityMemberships.joinedAt,
    })
    .from(communityGroups)
    .leftJoin(
      communityMemberships,
      and(
        eq(communityMemberships.groupId, communityGroups.id),
        eq(communityMemberships.userId, viewer.userId),
      ),
    )
    .where(where)
    .orderBy(asc(communityGroups.position), asc(communityGroups.createdAt));
  return rows.map(({ group, memberCount: members, joinedAt }) => ({
    id: group.id,
    slug: group.slug,
    name: group.name,
    kind: group.kind,
    purpose: group.purpose,
    rules: group.rules,
    memberCount: Number(members),
    isMember: joinedAt !== null,
    isArchived: group.archivedAt !== null,
  }));
}

/**
 * The groups a member is offered, and the closed ones they belong to (shown apart, as closed):
 * a closed group leaves everyone else's list (decision 059).
 */
export const listGroups = (db: Database, viewer: Viewer) =>
  selectGroups(
    db,
    viewer,
    or(isNull(communityGroups.archivedAt), isNotNull(communityMemberships.joinedAt)),
  );

/** One group; a closed one only for its members. */
export async function getGroup(db: Database, viewer: Viewer, slug: string) {
  const [group] = await selectGroups(db, viewer, eq(communityGroups.slug, slug));
  if (!group) throw notFound(GROUP_NOT_FOUND);
  if (group.isArchived && !group.isMember) throw notFound(GROUP_CLOSED_TO_OTHERS);
  return group;
}

export async function joinGroup(options: { db: Database; viewer: Viewer; slug: string; at: Date }) {
  const { db, viewer, slug, at } = options;
  const group = await getGroup(db, viewer, slug);
  if (group.isArchived) throw forbidden(GROUP_CLOSED_TO_MEMBERS);
  await db
    .insert(communityMemberships)
    .values({ groupId: group.id, userId: viewer.userId, joinedAt: at })
    .onConflictDoNothing();
  return getGroup(db, viewer, slug);
}

export async function leaveGroup(options: { db: Database; viewer: Viewer; slug: string }) {
  const { db, viewer, slug } = options;
  const group = await getGroup(db, viewer, slug);
  await db
    .delete(communityMemberships)
    .where(
      and(
        eq(communityMemberships.groupId, group.id),
        eq(communityMemberships.userId, viewer.userId),
      ),
    );
  // Not through getGroup: a closed group is no longer open to someone who just left it.
  const [after] = await selectGroups(db, viewer, eq(communityGroups.id, group.id));
  return after ?? { ...group, isMember: false };
}

// --- Posts ---

/**
 * Everyone sees what is neither hidden nor held for review; the writer also sees their own hidden
 * post (with the reason) and their own held one ("waiting for a moderator").
 */
export const visiblePost = (viewer: Viewer) =>
  or(
    and(isNull(communityPosts.hiddenAt), isNull(communityPosts.heldAt)),
    eq(communityPosts.authorUserId, viewer.userId),
  );
export const visibleReply = (viewer: Viewer) =>
  or(
    and(isNull(communityReplies.hiddenAt), isNull(communityReplies.heldAt)),
    eq(communityReplies.authorUserId, viewer.userId),
  );

/** Whether the reader said "this helped" (a left join on the reader's own reaction). */
const postHelpedByViewer = (viewer: Viewer) =>
  and(
    eq(communityPostReactions.postId, communityPosts.id),
    eq(communityPostReactions.userId, viewer.userId),
  );
const helpedByYou = sql<boolean>`${communityPostReactions.userId} is not null`;

export const postWriter = {
  authorUserId: communityPosts.authorUserId,
  isAnonymous: communityPosts.isAnonymous,
  accountName: users.name,
  communityName: communityProfiles.communityName,
};

/** Replies with what the presenter needs to name their writer (or hide them). */
export const repliesWithWriters = (db: Database, viewerId: string | null = null) =>
  db
    .select({
      reply: communityReplies,
      writer: {
        authorUserId: communityReplies.authorUserId,
        isAnonymous: communityReplies.isAnonymous,
        accountName: users.name,
        communityName: communityProfiles.communityName,
      },
      helpedByYou: sql<boolean>`${communityReplyReactions.userId} is not null`,
    })
    .from(communityReplies)
    .leftJoin(users, eq(users.id, communityReplies.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityReplies.authorUserId))
    .leftJoin(
      communityReplyReactions,
      and(
        eq(communityReplyReactions.replyId, communityReplies.id),
        viewerId ? eq(communityReplyReactions.userId, viewerId) : sql`false`,
      ),
    );

interface Cursor {
  sort: CommunitySort;
  helpedCount: number;
  createdAt: Date;
  id: string;
}

/** Opaque: the sort and the last row's keys, so a page of one sort is never read as the other. */
export function encodeCursor(
  sort: CommunitySort,
  row: { helpedCount: number; createdAt: Date; id: string },
) {
  const keys = [row.createdAt.toISOString(), row.id];
  return Buffer.from(
    JSON.stringify(sort === 'newest' ? keys : ['helpful', row.helpedCount, ...keys]),
  ).toString('base64url');
}

const BAD_CURSOR = 'That page of posts is no longer available. Please start from the first page.';

function decodeCursor(cursor: string, sort: CommunitySort): Cursor {
  try {
    const parts = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const isHelpful = parts[0] === 'helpful';
    if (isHelpful !== (sort === 'helpful')) throw new Error('another sort');
    const [helped, iso, id] = isHelpful ? parts.slice(1) : [0, ...parts];
    const createdAt = new Date(String(iso));
    if (
      Number.isNaN(createdAt.getTime()) ||
      !Number.isSafeInteger(helped) ||
      typeof id !== 'string' ||
      !/^[0-9a-f-]{36}$/i.test(id)
    )
      throw new Error('bad cursor');
    return { sort, helpedCount: Number(helped), createdAt, id };
  } catch {
    throw badRequest(BAD_CURSOR);
  }
}

/** Rows after the cursor in the sort's order: one row comparison, which the sort's index serves. */
const afterCursor = (cursor: Cursor | null) => {
  if (!cursor) return undefined;
  return cursor.sort === 'newest'
    ? sql`(${communityPosts.createdAt}, ${communityPosts.id}) < (${cursor.createdAt}, ${cursor.id})`
    : sql`(${communityPosts.helpedCount}, ${communityPosts.createdAt}, ${communityPosts.id}) < (${cursor.helpedCount}, ${cursor.createdAt}, ${cursor.id})`;
};

/**
 * A group's posts a page at a time, newest first or most helpful first (then newest). Keyset
 * paging on (created_at, id) or (helped_count, created_at, id), which the indexes
 * `community_posts_group_newest_idx` and `community_posts_group_helpful_idx` serve, so a page
 * costs the same at any depth.
 */
export async function listPosts(options: {
  db: Database;
  viewer: Viewer;
  slug: string;
  after?: string | undefined;
  sort?: CommunitySort | undefined;
}): Promise<PostPage> {
  const { db, viewer, slug, after, sort = 'newest' } = options;
  const group = await getGroup(db, viewer, slug);
  const cursor = after ? decodeCursor(after, sort) : null;
  const rows = await db
    .select({
      post: communityPosts,
      writer: postWriter,
      helpedByYou,
      newReplies: newReplyCount(viewer.userId),
    })
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .leftJoin(communityPostReactions, postHelpedByViewer(viewer))
    .where(and(eq(communityPosts.groupId, group.id), visiblePost(viewer), afterCursor(cursor)))
    .orderBy(
      ...(sort === 'helpful' ? [desc(communityPosts.helpedCount)] : []),
      desc(communityPosts.createdAt),
      desc(communityPosts.id),
    )
    .limit(COMMUNITY_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    posts: page.map((row) =>
      presentSummary(row.post, group, row.writer, viewer.userId, row.helpedByYou, row.newReplies),
    ),
    nextCursor: rows.length > COMMUNITY_PAGE_SIZE && last ? encodeCursor(sort, last.post) : null,
  };
}

export const SEARCH_LIMIT = 20;

/**
 * Posts across every group that match the words, best match first, then newest: PostgreSQL's
 * full-text search (websearch syntax: "quoted phrases", or, -not), served by the GIN index on the
 * posts' stored words. Only community posts are searched, never anything of a circle.
 *
 * A common word matches a good part of every post ever written, and all of them are ranked: the
 * ranking reads only the matches' stored words, and the page it chooses is then read with its
 * writers and marks, so the rest never leave the index and the rows (decision 086).
 */
export async function searchPosts(options: {
  db: Database;
  viewer: Viewer;
  query: string;
}): Promise<PostSummary[]> {
  const { db, viewer, query } = options;
  const words = sql`websearch_to_tsquery('english', ${query})`;
  const best = db
    .select({
      id: communityPosts.id,
      rank: sql<number>`ts_rank(${communityPosts.searchVector}, ${words})`.as('rank'),
    })
    .from(communityPosts)
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    // Hidden posts and posts waiting for a moderator are never found; a closed group's posts
    // only by its members, the people who can open them (decision 059).
    .where(
      and(
        sql`${communityPosts.searchVector} @@ ${words}`,
        isNull(communityPosts.hiddenAt),
        isNull(communityPosts.heldAt),
        groupOpenTo(viewer),
      ),
    )
    .orderBy(sql`rank desc`, desc(communityPosts.createdAt))
    .limit(SEARCH_LIMIT)
    .as('best');
  const rows = await db
    .select({
      post: communityPosts,
      group: communityGroups,
      writer: postWriter,
      helpedByYou,
      newReplies: newReplyCount(viewer.userId),
    })
    .from(best)
    .innerJoin(communityPosts, eq(communityPosts.id, best.id))
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .leftJoin(communityPostReactions, postHelpedByViewer(viewer))
    .orderBy(desc(best.rank), desc(communityPosts.createdAt));
  return rows.map((row) =>
    presentSummary(row.post, row.group, row.writer, viewer.userId, row.helpedByYou, row.newReplies),
  );
}

export async function createPost(
  options: MemberWrite<{ title: string; body: string; isAnonymous: boolean }> & { slug: string },
): Promise<{ post: CommunityPost; showCrisisResources: boolean }> {
  const { db, viewer, slug, input, at, alerting } = options;
  const group = await getGroup(db, viewer, slug);
  if (group.isArchived) throw forbidden(GROUP_CLOSED_TO_POSTS);
  await requireCanWrite(db, viewer, at);
  const text = `${input.title}\n${input.body}`;
  const crisis = crisisKindOf(text);
  const isCrisis = crisis !== null;
  // Crisis writing waits for a moderator, who is told now; the writer sees the crisis lines at
  // once (decision 069). The other holds need no flag of their own then.
  const held = isCrisis ? null : await holdReason(db, viewer.userId, text, at);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityPosts)
      .values({
        groupId: group.id,
        authorUserId: viewer.userId,
        isAnonymous: input.isAnonymous,
        title: input.title,
        body: input.body,
        createdAt: at,
        heldAt: held || isCrisis ? at : null,
      })
      .returning({ id: communityPosts.id });
    if (!row) throw new Error('Storing a community post returned no row');
    // Writing in a group joins it.
    await tx
      .insert(communityMemberships)
      .values({ groupId: group.id, userId: viewer.userId, joinedAt: at })
      .onConflictDoNothing();
    // The writer follows their own thread (decision 055) and may stop.
    await follow(tx, row.id, viewer.userId, at);
    await recordMember(tx, viewer, at, 'community.post_created', `community_post:${row.id}`);
    await raiseFlags({
      tx,
      viewer,
      target: { postId: row.id, replyId: null },
      held,
      crisis,
      groupName: group.name,
      alerting,
      at,
    });
    return row.id;
  });
  return { post: await getPost({ db, viewer, id, now: at }), showCrisisResources: isCrisis };
}

export async function findPost(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ post: communityPosts, group: communityGroups, writer: postWriter, helpedByYou })
    .from(communityPosts)
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .leftJoin(communityPostReactions, postHelpedByViewer(viewer))
    .where(and(eq(communityPosts.id, id), visiblePost(viewer), groupOpenTo(viewer)));
  if (!row) throw notFound(POST_NOT_FOUND);
  return row;
}

export async function getPost(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  now: Date;
}): Promise<CommunityPost> {
  const { db, viewer, id, now } = options;
  const row = await findPost(db, viewer, id);
  const replies = await repliesWithWriters(db, viewer.userId)
    .where(and(eq(communityReplies.postId, id), visibleReply(viewer)))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
  // Where the reader stopped last time: the "New" divider goes at the first reply by someone
  // else after it. Opening the thread then moves the mark to the last reply shown (decision 055).
  const mark = await readMarkOf(db, id, viewer.userId);
  const unread = mark
    ? replies.filter(
        ({ reply }) =>
          reply.authorUserId !== viewer.userId &&
          reply.heldAt === null &&
          reply.hiddenAt === null &&
          reply.seq > mark.lastSeq,
      )
    : [];
  await markRead({
    db,
    postId: id,
    userId: viewer.userId,
    lastSeq: Math.max(0, ...replies.map(({ reply }) => reply.seq)),
    previous: mark,
    at: now,
  });
  return presentPost(
    row.post,
    row.group,
    row.writer,
    replies.map((reply) =>
      presentReply(
        reply.reply,
        reply.writer,
        viewer.userId,
        now,
        reply.helpedByYou,
        row.group.archivedAt !== null,
      ),
    ),
    viewer.userId,
    now,
    row.helpedByYou,
    {
      isFollowing: await isFollowing(db, id, viewer.userId),
      firstUnreadReplyId: unread[0]?.reply.id ?? null,
      newReplyCount: mark ? unread.length : null,
    },
  );
}

/** Start or stop following a thread the reader can see. */
export async function followThread(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  following: boolean;
  at: Date;
}) {
  const { db, viewer, id, following, at } = options;
  await findPost(db, viewer, id);
  return setFollowing({ db, viewer, postId: id, following, at });
}

export async function editPost(
  options: MemberWrite<PostEdit> & { id: string },
): Promise<{ post: CommunityPost; showCrisisResources: boolean }> {
  const { db, viewer, id, input, at, alerting } = options;
  const { post, group } = await findPost(db, viewer, id);
  requireOwn(post, viewer, 'post', at);
  if (group.archivedAt) throw forbidden(GROUP_CLOSED_TO_EDITS);
  const target = { postId: id, replyId: null };
  const check = await checkEdit({
    db,
    viewer,
    target,
    current: post,
    text: `${input.title}\n${input.body}`,
    at,
  });
  await db.transaction(async (tx) => {
    await tx
      .update(communityPosts)
      .set({
        title: input.title,
        body: input.body,
        editedAt: at,
        // Held as a whole: the thread leaves every list, search and count until it is approved.
        ...(check.held || check.holdsForCrisis ? { heldAt: at } : {}),
      })
      .where(eq(communityPosts.id, id));
    await recordMember(tx, viewer, at, 'community.post_edited', `community_post:${id}`);
    await raiseFlags({
      tx,
      viewer,
      target,
      held: check.held,
      crisis: check.crisis,
      groupName: group.name,
      alerting,
      at,
      isEdit: true,
    });
  });
  return {
    post: await getPost({ db, viewer, id, now: at }),
    showCrisisResources: check.isCrisis,
  };
}

export async function deletePost(options: { db: Database; viewer: Viewer; id: string; at: Date }) {
  const { db, viewer, id, at } = options;
  const { post } = await findPost(db, viewer, id);
  requireOwn(post, viewer, 'post');
  await db.transaction(async (tx) => {
    await tx.delete(communityPosts).where(eq(communityPosts.id, id));
    await recordMember(tx, viewer, at, 'community.post_deleted', `community_post:${id}`);
  });
}
