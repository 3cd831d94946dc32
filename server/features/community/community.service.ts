import { and, asc, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  ANONYMOUS_NAME,
  COMMUNITY_PAGE_SIZE,
  EDIT_WINDOW_MINUTES,
  REPORT_REASONS,
  type CommunityCrisisKind,
  type CommunityGroup,
  type CommunityPost,
  type CommunityProfile,
  type CommunityProfileInput,
  type CommunityReply,
  type ModerationInput,
  type PostEdit,
  type PostPage,
  type PostSummary,
  type QueueItem,
  type ReplyEdit,
  type ReportInput,
  type CommunitySort,
} from '../../../shared/community';
import { GROUP_CLOSED_NOTICE } from '../../../shared/community-groups';
import { HELD_REASONS, type HeldReason } from '../../../shared/community-moderation';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { crisisKindOf } from '../assistant/assistant.service';
import { recordMember, recordModerator } from './community.audit';
import { GROUP_SEEDS } from './community.groups';
import {
  follow,
  followerNotices,
  isFollowing,
  markRead,
  newReplyCount,
  readMarkOf,
  setFollowing,
} from './community.follows';
import { holdReason } from './community.holds';
import {
  alertModerators,
  type Alerting,
  type Moderator,
  tellWriter,
  type Viewer,
} from './moderated-writing';
import {
  defaultCommunityName,
  presentPost,
  presentQueueItem,
  presentReply,
  presentSummary,
} from './community.presenter';
import {
  communityFlags,
  communityGroups,
  communityMemberships,
  communityPostReactions,
  communityPosts,
  communityProfiles,
  communityReplies,
  communityReplyReactions,
} from './community.schema';

export const GROUP_NOT_FOUND = 'We could not find that group.';
/** A closed group is open only to its members (decision 059); others learn it is closed. */
export const GROUP_CLOSED_TO_OTHERS =
  'This group is closed. Its conversations stay open only to the people who were in it.';
export const GROUP_CLOSED_TO_POSTS = `${GROUP_CLOSED_NOTICE}. You can still read its conversations.`;
export const GROUP_CLOSED_TO_MEMBERS = `${GROUP_CLOSED_NOTICE}, so it takes no new members.`;
export const GROUP_CLOSED_TO_EDITS = `${GROUP_CLOSED_NOTICE}, so what was written stays as it is. You can still delete what you wrote.`;
export const POST_NOT_FOUND = 'We could not find that post. It may have been deleted.';
export const REPLY_NOT_FOUND = 'We could not find that reply. It may have been deleted.';
export const GUIDELINES_FIRST = 'Please read and accept the community guidelines before you post.';
const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60 * 1000;

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

// --- The member's community name and the guidelines ---

/** The member's name, the guidelines, and a suspension still running at `now` or a warning. */
export async function getCommunityProfile(
  db: Database,
  viewer: Viewer,
  now: Date,
): Promise<CommunityProfile> {
  const [row] = await db
    .select()
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, viewer.userId));
  const defaultName = defaultCommunityName(viewer.name);
  const isSuspended = row?.suspendedUntil && row.suspendedUntil.getTime() > now.getTime();
  return {
    communityName: row?.communityName ?? defaultName,
    defaultName,
    hasAcceptedGuidelines: Boolean(row?.guidelinesAcceptedAt),
    suspension:
      isSuspended && row.suspendedUntil
        ? { until: row.suspendedUntil.toISOString(), note: row.suspensionNote ?? '' }
        : null,
    warning: row?.warnedAt ? { at: row.warnedAt.toISOString(), note: row.warningNote ?? '' } : null,
  };
}

export async function saveCommunityName(options: {
  db: Database;
  viewer: Viewer;
  input: CommunityProfileInput;
  at: Date;
}): Promise<CommunityProfile> {
  const { db, viewer, input, at } = options;
  await db.transaction(async (tx) => {
    await tx
      .insert(communityProfiles)
      .values({ userId: viewer.userId, communityName: input.communityName, updatedAt: at })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { communityName: input.communityName, updatedAt: at },
      });
    await recordMember(tx, viewer, at, 'community.name_changed', `user:${viewer.userId}`);
  });
  return getCommunityProfile(db, viewer, at);
}

export async function acceptGuidelines(options: {
  db: Database;
  viewer: Viewer;
  at: Date;
}): Promise<CommunityProfile> {
  const { db, viewer, at } = options;
  const profile = await getCommunityProfile(db, viewer, at);
  if (profile.hasAcceptedGuidelines) return profile;
  await db.transaction(async (tx) => {
    await tx
      .insert(communityProfiles)
      .values({ userId: viewer.userId, guidelinesAcceptedAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { guidelinesAcceptedAt: at, updatedAt: at },
      });
    await recordMember(tx, viewer, at, 'community.guidelines_accepted', `user:${viewer.userId}`);
  });
  return getCommunityProfile(db, viewer, at);
}

// --- Groups ---

const memberCount = sql<number>`(select count(*) from ${communityMemberships} where ${communityMemberships.groupId} = ${communityGroups.id})`;

/**
 * Whether the reader may open a group and its threads: every open group, and a closed (archived)
 * one only for its members (decision 059).
 */
const groupOpenTo = (viewer: Viewer) =>
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
const visiblePost = (viewer: Viewer) =>
  or(
    and(isNull(communityPosts.hiddenAt), isNull(communityPosts.heldAt)),
    eq(communityPosts.authorUserId, viewer.userId),
  );
const visibleReply = (viewer: Viewer) =>
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

const postWriter = {
  authorUserId: communityPosts.authorUserId,
  isAnonymous: communityPosts.isAnonymous,
  accountName: users.name,
  communityName: communityProfiles.communityName,
};

/** Replies with what the presenter needs to name their writer (or hide them). */
const repliesWithWriters = (db: Database, viewerId: string | null = null) =>
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
 * same expression. Only community posts are searched, never anything of a circle.
 */
export async function searchPosts(options: {
  db: Database;
  viewer: Viewer;
  query: string;
}): Promise<PostSummary[]> {
  const { db, viewer, query } = options;
  const document = sql`to_tsvector('english', ${communityPosts.title} || ' ' || ${communityPosts.body})`;
  const words = sql`websearch_to_tsquery('english', ${query})`;
  const rows = await db
    .select({
      post: communityPosts,
      group: communityGroups,
      writer: postWriter,
      helpedByYou,
      newReplies: newReplyCount(viewer.userId),
    })
    .from(communityPosts)
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .leftJoin(communityPostReactions, postHelpedByViewer(viewer))
    // Hidden posts and posts waiting for a moderator are never found; a closed group's posts
    // only by its members, the people who can open them (decision 059).
    .where(
      and(
        sql`${document} @@ ${words}`,
        isNull(communityPosts.hiddenAt),
        isNull(communityPosts.heldAt),
        groupOpenTo(viewer),
      ),
    )
    .orderBy(sql`ts_rank(${document}, ${words}) desc`, desc(communityPosts.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((row) =>
    presentSummary(row.post, row.group, row.writer, viewer.userId, row.helpedByYou, row.newReplies),
  );
}

const untilFormat = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** "…until March 9, 2026 at 3:00 PM (UTC)": when a moderator's pause on posting ends. */
export const suspendedMessage = (until: Date, note: string) =>
  `A moderator paused your posting until ${untilFormat.format(until)} (UTC). You can still read the groups. The moderator’s reason: ${note}`;

/**
 * Before writing anything (a post, a reply, a question): the guidelines are accepted and no
 * moderator's pause on posting is running at `at`.
 */
export async function requireCanWrite(db: Database, viewer: Viewer, at: Date) {
  const profile = await getCommunityProfile(db, viewer, at);
  if (!profile.hasAcceptedGuidelines) throw forbidden(GUIDELINES_FIRST);
  if (profile.suspension)
    throw forbidden(suspendedMessage(new Date(profile.suspension.until), profile.suspension.note));
}

/** A flag that puts held writing in the moderation queue, with why it was held. */
async function flagHeld(
  tx: Database,
  target: { postId: string; replyId: string | null },
  reason: HeldReason,
  at: Date,
  note: string | null = null,
) {
  await tx.insert(communityFlags).values({ kind: 'held', ...target, reason, note, createdAt: at });
}

/** What the moderators read beside a flag raised by an edit (decision 058). */
export const EDITED_NOTE = 'The writer changed it after it was written: this is the new text.';

/**
 * Crisis language reaches the moderators at once: an urgent flag at the top of their queue and an
 * email to each of them that names the kind of crisis, never the words. What was written waits
 * for them, seen by its writer only (decision 069).
 */
async function flagCrisis(options: {
  tx: Database;
  viewer: Viewer;
  at: Date;
  postId: string;
  replyId: string | null;
  groupName: string;
  alerting: Alerting;
  kind: CommunityCrisisKind;
  note?: string | null;
}) {
  const { tx, viewer, at, postId, replyId, groupName, alerting, kind, note = null } = options;
  const [flag] = await tx
    .insert(communityFlags)
    .values({ kind: 'crisis', postId, replyId, reason: 'crisis', note, createdAt: at })
    .returning({ id: communityFlags.id });
  await recordMember(
    tx,
    viewer,
    at,
    'community.crisis_flagged',
    replyId ? `community_reply:${replyId}` : `community_post:${postId}`,
  );
  await alertModerators({
    tx,
    alerting,
    kind,
    dedupeKey: `community-crisis:${flag?.id}`,
    what: `a community ${replyId ? 'reply' : 'post'}`,
    where: `in the group “${groupName}”`,
    whoReads: 'Only they can see it until a moderator approves or hides it.',
    open: {
      place: 'the moderation queue',
      label: 'Open the moderation queue',
      path: '/staff/community',
    },
    at,
  });
}

export async function createPost(options: {
  db: Database;
  viewer: Viewer;
  slug: string;
  input: { title: string; body: string; isAnonymous: boolean };
  at: Date;
  alerting: Alerting;
}): Promise<{ post: CommunityPost; showCrisisResources: boolean }> {
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
    if (held) await flagHeld(tx, { postId: row.id, replyId: null }, held, at);
    if (crisis)
      await flagCrisis({
        tx,
        viewer,
        at,
        postId: row.id,
        replyId: null,
        groupName: group.name,
        alerting,
        kind: crisis,
      });
    return row.id;
  });
  return { post: await getPost({ db, viewer, id, now: at }), showCrisisResources: isCrisis };
}

async function findPost(db: Database, viewer: Viewer, id: string) {
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

/** The writer's own, within the edit window (deleting has no window). */
function requireOwn(
  row: { authorUserId: string | null; createdAt: Date },
  viewer: Viewer,
  what: 'post' | 'reply',
  editAt?: Date,
) {
  if (row.authorUserId !== viewer.userId)
    throw forbidden(`Only the person who wrote this ${what} can change it.`);
  if (editAt && editAt.getTime() - row.createdAt.getTime() > EDIT_WINDOW_MS)
    throw forbidden(
      `A ${what} can be edited for ${EDIT_WINDOW_MINUTES} minutes after it is written. You can still delete it.`,
    );
}

/**
 * What a writer's edit calls for (decision 058), checked as new writing is: the pause first, then
 * crisis language (the crisis lines for the writer, a hold until a moderator has read it
 * (decision 069), and one urgent flag and email while none is open on it), then the word list and a new member's link (not speed: an edit adds nothing to a
 * thread). Held again, the post or reply is held as a whole, new words and old, until a moderator
 * reads it. An edit never ends a hold, and a hidden one is not held (nobody else sees it, and
 * only a moderator brings it back).
 */
async function checkEdit(options: {
  db: Database;
  viewer: Viewer;
  target: { postId: string; replyId: string | null };
  current: { heldAt: Date | null; hiddenAt: Date | null };
  text: string;
  at: Date;
}) {
  const { db, viewer, target, current, text, at } = options;
  await requireCanWrite(db, viewer, at);
  const crisis = crisisKindOf(text);
  const isCrisis = crisis !== null;
  const [openCrisis] = isCrisis
    ? await db
        .select({ id: communityFlags.id })
        .from(communityFlags)
        .where(
          and(
            eq(communityFlags.kind, 'crisis'),
            isNull(communityFlags.resolvedAt),
            eq(communityFlags.postId, target.postId),
            target.replyId
              ? eq(communityFlags.replyId, target.replyId)
              : isNull(communityFlags.replyId),
          ),
        )
        .limit(1)
    : [];
  const held =
    isCrisis || current.heldAt || current.hiddenAt
      ? null
      : await holdReason(db, viewer.userId, text, at, 'edit');
  return {
    isCrisis,
    crisis: openCrisis ? null : crisis,
    // Crisis writing waits for a moderator again (decision 069), unless hidden or held already.
    holdsForCrisis: isCrisis && !current.heldAt && !current.hiddenAt,
    held,
  };
}

export async function editPost(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: PostEdit;
  at: Date;
  alerting: Alerting;
}): Promise<{ post: CommunityPost; showCrisisResources: boolean }> {
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
    if (check.held) await flagHeld(tx, target, check.held, at, EDITED_NOTE);
    if (check.crisis)
      await flagCrisis({
        tx,
        viewer,
        at,
        ...target,
        groupName: group.name,
        alerting,
        kind: check.crisis,
        note: EDITED_NOTE,
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

// --- Replies ---

export async function createReply(options: {
  db: Database;
  viewer: Viewer;
  postId: string;
  input: { body: string; isAnonymous: boolean };
  at: Date;
  alerting: Alerting;
  notifier: Notifier;
}): Promise<{ reply: CommunityReply; showCrisisResources: boolean }> {
  const { db, viewer, postId, input, at, alerting, notifier } = options;
  const { post, group } = await findPost(db, viewer, postId);
  if (post.hiddenAt)
    throw forbidden('This post is hidden by a moderator, so it cannot be answered.');
  if (post.heldAt)
    throw forbidden('This post is waiting for a moderator, so it cannot be answered yet.');
  if (group.archivedAt) throw forbidden(GROUP_CLOSED_TO_POSTS);
  await requireCanWrite(db, viewer, at);
  const crisis = crisisKindOf(input.body);
  const isCrisis = crisis !== null;
  const held = isCrisis ? null : await holdReason(db, viewer.userId, input.body, at);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityReplies)
      .values({
        postId,
        authorUserId: viewer.userId,
        isAnonymous: input.isAnonymous,
        body: input.body,
        createdAt: at,
        heldAt: held || isCrisis ? at : null,
      })
      .returning({ id: communityReplies.id });
    if (!row) throw new Error('Storing a community reply returned no row');
    // Replying follows the thread (decision 055).
    await follow(tx, postId, viewer.userId, at);
    await recordMember(tx, viewer, at, 'community.reply_created', `community_reply:${row.id}`);
    if (held) await flagHeld(tx, { postId, replyId: row.id }, held, at);
    if (crisis)
      await flagCrisis({
        tx,
        viewer,
        at,
        postId,
        replyId: row.id,
        groupName: group.name,
        alerting,
        kind: crisis,
      });
    // Nobody else hears of held writing, and the count does not move, until a moderator
    // approves it.
    if (held || crisis) return row.id;
    await countReply(tx, postId, 1);
    await announceReply({
      tx,
      notifier,
      post: { ...post, groupName: group.name },
      reply: { id: row.id, isAnonymous: input.isAnonymous },
      writer: viewer,
      at,
    });
    return row.id;
  });
  const reply = (await getPost({ db, viewer, id: postId, now: at })).replies.find(
    (item) => item.id === id,
  );
  if (!reply) throw new Error('A new reply was not found');
  return { reply, showCrisisResources: isCrisis };
}

/** Replies counted on a post: every reply others can see or could see (not held ones). */
export async function countReply(tx: Database, postId: string, by: 1 | -1) {
  await tx
    .update(communityPosts)
    .set({ replyCount: sql`greatest(${communityPosts.replyCount} + ${by}, 0)` })
    .where(eq(communityPosts.id, postId));
}

/**
 * Everyone following the thread (its writer unless they stopped, repliers, those who pressed
 * "Follow") hears of a reply others can see, once each, as their notification choices say; the
 * reply's writer does not (decision 055). An anonymous reply stays anonymous.
 */
export async function announceReply(options: {
  tx: Database;
  notifier: Notifier;
  post: { id: string; title: string; groupName: string };
  reply: { id: string; isAnonymous: boolean };
  writer: Viewer;
  at: Date;
}) {
  const { tx, notifier, post, reply, writer, at } = options;
  const profile = await getCommunityProfile(tx, writer, at);
  const notices = await followerNotices(tx, post.id, writer.userId, {
    kind: 'community.reply',
    title: `New reply to “${post.title}”`,
    body: `${reply.isAnonymous ? ANONYMOUS_NAME : profile.communityName} replied in ${post.groupName}.`,
    link: `/community/posts/${post.id}`,
    dedupeKey: `community-reply:${reply.id}`,
    at,
  });
  await notifier.notifyMany(tx, notices);
}

async function findReply(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ reply: communityReplies, groupArchivedAt: communityGroups.archivedAt })
    .from(communityReplies)
    .innerJoin(communityPosts, eq(communityPosts.id, communityReplies.postId))
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .where(
      and(
        eq(communityReplies.id, id),
        visibleReply(viewer),
        visiblePost(viewer),
        groupOpenTo(viewer),
      ),
    );
  if (!row) throw notFound(REPLY_NOT_FOUND);
  return { ...row.reply, isInClosedGroup: row.groupArchivedAt !== null };
}

export async function editReply(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: ReplyEdit;
  at: Date;
  alerting: Alerting;
}): Promise<{ reply: CommunityReply; showCrisisResources: boolean }> {
  const { db, viewer, id, input, at, alerting } = options;
  const reply = await findReply(db, viewer, id);
  requireOwn(reply, viewer, 'reply', at);
  if (reply.isInClosedGroup) throw forbidden(GROUP_CLOSED_TO_EDITS);
  const { group } = await findPost(db, viewer, reply.postId);
  const target = { postId: reply.postId, replyId: id };
  const check = await checkEdit({ db, viewer, target, current: reply, text: input.body, at });
  await db.transaction(async (tx) => {
    await tx
      .update(communityReplies)
      .set({
        body: input.body,
        editedAt: at,
        ...(check.held || check.holdsForCrisis ? { heldAt: at } : {}),
      })
      .where(eq(communityReplies.id, id));
    await recordMember(tx, viewer, at, 'community.reply_edited', `community_reply:${id}`);
    // Counted only while others can see it; approving counts it again (decision 050).
    if (check.held || check.holdsForCrisis) await countReply(tx, reply.postId, -1);
    if (check.held) await flagHeld(tx, target, check.held, at, EDITED_NOTE);
    if (check.crisis)
      await flagCrisis({
        tx,
        viewer,
        at,
        ...target,
        groupName: group.name,
        alerting,
        kind: check.crisis,
        note: EDITED_NOTE,
      });
  });
  const post = await getPost({ db, viewer, id: reply.postId, now: at });
  const edited = post.replies.find((item) => item.id === id);
  if (!edited) throw notFound(REPLY_NOT_FOUND);
  return { reply: edited, showCrisisResources: check.isCrisis };
}

export async function deleteReply(options: { db: Database; viewer: Viewer; id: string; at: Date }) {
  const { db, viewer, id, at } = options;
  const reply = await findReply(db, viewer, id);
  requireOwn(reply, viewer, 'reply');
  await db.transaction(async (tx) => {
    await tx.delete(communityReplies).where(eq(communityReplies.id, id));
    if (!reply.heldAt) await countReply(tx, reply.postId, -1);
    await recordMember(tx, viewer, at, 'community.reply_deleted', `community_reply:${id}`);
  });
}

// --- Reports ---

export async function report(options: {
  db: Database;
  viewer: Viewer;
  target: { kind: 'post' | 'reply'; id: string };
  input: ReportInput;
  at: Date;
}): Promise<void> {
  const { db, viewer, target, input, at } = options;
  const postId =
    target.kind === 'post'
      ? (await findPost(db, viewer, target.id)).post.id
      : (await findReply(db, viewer, target.id)).postId;
  await db.transaction(async (tx) => {
    await tx.insert(communityFlags).values({
      kind: 'report',
      postId,
      replyId: target.kind === 'reply' ? target.id : null,
      reporterUserId: viewer.userId,
      reason: input.reason,
      note: input.note || null,
      createdAt: at,
    });
    await recordMember(
      tx,
      viewer,
      at,
      'community.reported',
      `community_${target.kind}:${target.id}`,
    );
  });
}

// --- Moderation ---

/**
 * Open flags, one item per post or reply, with the expert area's items beside them: crisis
 * language first, then the oldest waiting. The moderator sees who wrote it, anonymous or not (the
 * screens say so).
 */
export async function listModerationQueue(options: {
  db: Database;
  moderator: Moderator;
  at: Date;
  /** The expert area's urgent and reported questions and answers (decision 058). */
  questionItems?: QueueItem[];
}): Promise<QueueItem[]> {
  const { db, moderator, at, questionItems = [] } = options;
  const flags = await db
    .select()
    .from(communityFlags)
    .where(isNull(communityFlags.resolvedAt))
    .orderBy(asc(communityFlags.createdAt))
    .limit(500);
  await recordModerator(db, moderator, at, 'community.queue_viewed');
  if (flags.length === 0) return sortQueue(questionItems);
  const postIds = [...new Set(flags.map((flag) => flag.postId))];
  const replyIds = [...new Set(flags.flatMap((flag) => (flag.replyId ? [flag.replyId] : [])))];
  const posts = await db
    .select({ post: communityPosts, groupName: communityGroups.name, writer: postWriter })
    .from(communityPosts)
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .where(inArray(communityPosts.id, postIds));
  const replies = replyIds.length
    ? await repliesWithWriters(db).where(inArray(communityReplies.id, replyIds))
    : [];
  const postById = new Map(posts.map((row) => [row.post.id, row]));
  const replyById = new Map(replies.map((row) => [row.reply.id, row]));
  const items = new Map<string, QueueItem>();
  for (const flag of flags) {
    const key = flag.replyId ?? flag.postId;
    const post = postById.get(flag.postId);
    if (!post) continue;
    let item = items.get(key);
    if (!item) {
      const reply = flag.replyId ? replyById.get(flag.replyId) : undefined;
      if (flag.replyId && !reply) continue;
      item = presentQueueItem(post, reply);
      items.set(key, item);
    }
    item.flags.push({
      kind: flag.kind,
      reason:
        flag.kind === 'crisis'
          ? 'Crisis language'
          : flag.kind === 'held'
            ? `Held for review: ${HELD_REASONS[flag.reason as HeldReason] ?? flag.reason}`
            : (REPORT_REASONS[flag.reason as keyof typeof REPORT_REASONS] ?? flag.reason),
      note: flag.note,
      at: flag.createdAt.toISOString(),
    });
    if (flag.kind === 'crisis') item.isUrgent = true;
  }
  return sortQueue([...items.values(), ...questionItems]);
}

/** Crisis language first, then whatever has waited longest (by its oldest flag). */
function sortQueue(items: QueueItem[]) {
  const waitingSince = (item: QueueItem) =>
    Math.min(...item.flags.map((flag) => new Date(flag.at).getTime()));
  return items.sort(
    (a, b) => Number(b.isUrgent) - Number(a.isUrgent) || waitingSince(a) - waitingSince(b),
  );
}

const MODERATION_TITLES = {
  hide: 'A moderator hid something you wrote in the community',
  restore: 'A moderator restored something you wrote in the community',
  approve: 'A moderator approved what you wrote: others can see it now',
} as const;

/**
 * A moderator's decision on a post or reply: hide it (the writer still sees it, with the note),
 * restore it, approve it when it was held for review, or close the reports without a change.
 * Every open flag on it is closed, the action audited, and the writer told why when what they
 * wrote changed. A held reply is counted, and its post's writer told, once it is approved.
 */
export async function moderate(options: {
  db: Database;
  moderator: Moderator;
  notifier: Notifier;
  target: { kind: 'post' | 'reply'; id: string };
  input: ModerationInput;
  at: Date;
}): Promise<void> {
  const { db, moderator, notifier, target, input, at } = options;
  await db.transaction(async (tx) => {
    const table = target.kind === 'post' ? communityPosts : communityReplies;
    const [row] =
      target.kind === 'post'
        ? await tx
            .select({
              authorUserId: communityPosts.authorUserId,
              postId: communityPosts.id,
              heldAt: communityPosts.heldAt,
              isAnonymous: communityPosts.isAnonymous,
            })
            .from(communityPosts)
            .where(eq(communityPosts.id, target.id))
        : await tx
            .select({
              authorUserId: communityReplies.authorUserId,
              postId: communityReplies.postId,
              heldAt: communityReplies.heldAt,
              isAnonymous: communityReplies.isAnonymous,
            })
            .from(communityReplies)
            .where(eq(communityReplies.id, target.id));
    if (!row) throw notFound(target.kind === 'post' ? POST_NOT_FOUND : REPLY_NOT_FOUND);
    if (input.action === 'approve' && !row.heldAt)
      throw badRequest(
        'This is not waiting for a moderator. Choose hide, restore or close instead.',
      );
    // Closing would leave it held and out of the queue for good: it needs a decision.
    if (input.action === 'dismiss' && row.heldAt)
      throw badRequest('This is waiting for a moderator: approve it or hide it.');
    // Any decision ends a hold: the moderator has read it.
    const endsHold = row.heldAt !== null;
    if (input.action !== 'dismiss') {
      await tx
        .update(table)
        .set({
          ...(input.action === 'hide'
            ? { hiddenAt: at, moderationNote: input.note }
            : input.action === 'restore'
              ? { hiddenAt: null, moderationNote: input.note }
              : {}),
          heldAt: null,
        })
        .where(eq(table.id, target.id));
    }
    if (endsHold && target.kind === 'reply') {
      // Others see it from now on, so it is new to them from now on (decision 055).
      await tx
        .update(communityReplies)
        .set({ seq: sql`nextval(pg_get_serial_sequence('community_replies', 'seq'))` })
        .where(eq(communityReplies.id, target.id));
      await countReply(tx, row.postId, 1);
      if (input.action === 'approve' && row.authorUserId)
        await announceApprovedReply(tx, notifier, row.postId, target.id, row, at);
    }
    await tx
      .update(communityFlags)
      .set({ resolvedAt: at, resolvedByStaffId: moderator.staffId })
      .where(
        and(
          isNull(communityFlags.resolvedAt),
          target.kind === 'post'
            ? and(eq(communityFlags.postId, target.id), isNull(communityFlags.replyId))
            : eq(communityFlags.replyId, target.id),
        ),
      );
    const action = (
      {
        hide: 'community.hidden',
        restore: 'community.restored',
        dismiss: 'community.dismissed',
        approve: 'community.approved',
      } as const
    )[input.action];
    await recordModerator(tx, moderator, at, action, `community_${target.kind}:${target.id}`);
    if (input.action === 'dismiss') return;
    await tellWriter({
      tx,
      notifier,
      writerId: row.authorUserId,
      kind: 'community.moderation',
      title: MODERATION_TITLES[input.action],
      body: `The moderator’s reason: ${input.note}`,
      link: `/community/posts/${row.postId}`,
      dedupeKey: `community-moderation:${target.id}:${input.action}:${at.toISOString()}`,
      at,
    });
  });
}

async function announceApprovedReply(
  tx: Database,
  notifier: Notifier,
  postId: string,
  replyId: string,
  reply: { authorUserId: string | null; isAnonymous: boolean },
  at: Date,
) {
  const [post] = await tx
    .select({
      id: communityPosts.id,
      title: communityPosts.title,
      authorUserId: communityPosts.authorUserId,
      groupName: communityGroups.name,
    })
    .from(communityPosts)
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .where(eq(communityPosts.id, postId));
  const [writer] = reply.authorUserId
    ? await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(eq(users.id, reply.authorUserId))
    : [];
  if (!post || !writer) return;
  await announceReply({
    tx,
    notifier,
    post,
    reply: { id: replyId, isAnonymous: reply.isAnonymous },
    writer: { userId: writer.id, name: writer.name, ip: '' },
    at,
  });
}
