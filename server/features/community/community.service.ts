import { and, asc, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  ANONYMOUS_NAME,
  COMMUNITY_PAGE_SIZE,
  EDIT_WINDOW_MINUTES,
  REPORT_REASONS,
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
} from '../../../shared/community';
import { STAFF_RIGHTS } from '../../../shared/staff';
import type { Database } from '../../db/client';
import { badRequest, forbidden, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import { circleMembers } from '../../platform/circles/circles.schema';
import { enqueueEmail } from '../../platform/email/email-outbox';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { staffUsers } from '../../platform/staff/staff.schema';
import { describesCrisis } from '../assistant/assistant.service';
import { communityAudit } from './community.audit';
import { GROUP_SEEDS } from './community.groups';
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
  communityPosts,
  communityProfiles,
  communityReplies,
} from './community.schema';

/** The signed-in family account reading or writing. */
export interface Viewer {
  userId: string;
  name: string;
  ip: string;
}

/** A staff member with the moderator right. */
export interface Moderator {
  staffId: string;
  ip: string;
}

export const GROUP_NOT_FOUND = 'We could not find that group.';
export const POST_NOT_FOUND = 'We could not find that post. It may have been deleted.';
export const REPLY_NOT_FOUND = 'We could not find that reply. It may have been deleted.';
export const GUIDELINES_FIRST = 'Please read and accept the community guidelines before you post.';
const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60 * 1000;

const record = (
  db: Database,
  viewer: Viewer,
  at: Date,
  action: Parameters<typeof communityAudit.record>[1]['action'],
  subject: string,
) =>
  communityAudit.record(db, {
    circleId: null,
    actorUserId: viewer.userId,
    action,
    subject,
    ip: viewer.ip,
    at,
  });

/** Adds the groups that are not there yet; run at every start, so the first start seeds them. */
export async function seedCommunityGroups(db: Database, at: Date): Promise<void> {
  await db
    .insert(communityGroups)
    .values(GROUP_SEEDS.map((seed, position) => ({ ...seed, position, createdAt: at })))
    .onConflictDoNothing({ target: communityGroups.slug });
}

// --- The member's community name and the guidelines ---

export async function getCommunityProfile(db: Database, viewer: Viewer): Promise<CommunityProfile> {
  const [row] = await db
    .select()
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, viewer.userId));
  const defaultName = defaultCommunityName(viewer.name);
  return {
    communityName: row?.communityName ?? defaultName,
    defaultName,
    hasAcceptedGuidelines: Boolean(row?.guidelinesAcceptedAt),
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
    await record(tx, viewer, at, 'community.name_changed', `user:${viewer.userId}`);
  });
  return getCommunityProfile(db, viewer);
}

export async function acceptGuidelines(options: {
  db: Database;
  viewer: Viewer;
  at: Date;
}): Promise<CommunityProfile> {
  const { db, viewer, at } = options;
  const profile = await getCommunityProfile(db, viewer);
  if (profile.hasAcceptedGuidelines) return profile;
  await db.transaction(async (tx) => {
    await tx
      .insert(communityProfiles)
      .values({ userId: viewer.userId, guidelinesAcceptedAt: at, updatedAt: at })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { guidelinesAcceptedAt: at, updatedAt: at },
      });
    await record(tx, viewer, at, 'community.guidelines_accepted', `user:${viewer.userId}`);
  });
  return getCommunityProfile(db, viewer);
}

// --- Groups ---

const memberCount = sql<number>`(select count(*) from ${communityMemberships} where ${communityMemberships.groupId} = ${communityGroups.id})`;

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
    .orderBy(asc(communityGroups.position));
  return rows.map(({ group, memberCount: members, joinedAt }) => ({
    id: group.id,
    slug: group.slug,
    name: group.name,
    kind: group.kind,
    purpose: group.purpose,
    rules: group.rules,
    memberCount: Number(members),
    isMember: joinedAt !== null,
  }));
}

export const listGroups = (db: Database, viewer: Viewer) => selectGroups(db, viewer);

export async function getGroup(db: Database, viewer: Viewer, slug: string) {
  const [group] = await selectGroups(db, viewer, eq(communityGroups.slug, slug));
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return group;
}

export async function joinGroup(options: { db: Database; viewer: Viewer; slug: string; at: Date }) {
  const { db, viewer, slug, at } = options;
  const group = await getGroup(db, viewer, slug);
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
  return getGroup(db, viewer, slug);
}

// --- Posts ---

/** Everyone sees what is not hidden; the writer also sees their own hidden post, with the reason. */
const visiblePost = (viewer: Viewer) =>
  or(isNull(communityPosts.hiddenAt), eq(communityPosts.authorUserId, viewer.userId));
const visibleReply = (viewer: Viewer) =>
  or(isNull(communityReplies.hiddenAt), eq(communityReplies.authorUserId, viewer.userId));

const postWriter = {
  authorUserId: communityPosts.authorUserId,
  isAnonymous: communityPosts.isAnonymous,
  accountName: users.name,
  communityName: communityProfiles.communityName,
};

/** Replies with what the presenter needs to name their writer (or hide them). */
const repliesWithWriters = (db: Database) =>
  db
    .select({
      reply: communityReplies,
      writer: {
        authorUserId: communityReplies.authorUserId,
        isAnonymous: communityReplies.isAnonymous,
        accountName: users.name,
        communityName: communityProfiles.communityName,
      },
    })
    .from(communityReplies)
    .leftJoin(users, eq(users.id, communityReplies.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityReplies.authorUserId));

function encodeCursor(row: { createdAt: Date; id: string }): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

const BAD_CURSOR = 'That page of posts is no longer available. Please start from the newest.';

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  try {
    const [iso, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    const createdAt = new Date(String(iso));
    if (Number.isNaN(createdAt.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      throw new Error('bad cursor');
    return { createdAt, id };
  } catch {
    throw badRequest(BAD_CURSOR);
  }
}

/**
 * A group's posts, newest first, a page at a time. Keyset paging on (created_at, id), which the
 * `community_posts_group_newest_idx` index serves, so a page costs the same at any depth.
 */
export async function listPosts(options: {
  db: Database;
  viewer: Viewer;
  slug: string;
  after?: string | undefined;
}): Promise<PostPage> {
  const { db, viewer, slug, after } = options;
  const group = await getGroup(db, viewer, slug);
  const cursor = after ? decodeCursor(after) : null;
  const rows = await db
    .select({ post: communityPosts, writer: postWriter })
    .from(communityPosts)
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .where(
      and(
        eq(communityPosts.groupId, group.id),
        visiblePost(viewer),
        cursor
          ? or(
              lt(communityPosts.createdAt, cursor.createdAt),
              and(eq(communityPosts.createdAt, cursor.createdAt), lt(communityPosts.id, cursor.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(communityPosts.createdAt), desc(communityPosts.id))
    .limit(COMMUNITY_PAGE_SIZE + 1);
  const page = rows.slice(0, COMMUNITY_PAGE_SIZE);
  const last = page.at(-1);
  return {
    posts: page.map((row) => presentSummary(row.post, group, row.writer, viewer.userId)),
    nextCursor: rows.length > COMMUNITY_PAGE_SIZE && last ? encodeCursor(last.post) : null,
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
    .select({ post: communityPosts, group: communityGroups, writer: postWriter })
    .from(communityPosts)
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .where(and(sql`${document} @@ ${words}`, isNull(communityPosts.hiddenAt)))
    .orderBy(sql`ts_rank(${document}, ${words}) desc`, desc(communityPosts.createdAt))
    .limit(SEARCH_LIMIT);
  return rows.map((row) => presentSummary(row.post, row.group, row.writer, viewer.userId));
}

async function requireGuidelines(db: Database, viewer: Viewer) {
  const profile = await getCommunityProfile(db, viewer);
  if (!profile.hasAcceptedGuidelines) throw forbidden(GUIDELINES_FIRST);
}

/** Who is told at once of crisis language: moderators (and admins), or the support address. */
async function moderatorAddresses(db: Database, supportEmail: string): Promise<string[]> {
  const rows = await db
    .select({ email: staffUsers.email })
    .from(staffUsers)
    .where(
      and(
        inArray(staffUsers.role, [...STAFF_RIGHTS['community.moderate']]),
        isNull(staffUsers.disabledAt),
      ),
    );
  return rows.length > 0 ? rows.map((row) => row.email) : [supportEmail];
}

export interface Alerting {
  supportEmail: string;
  publicUrl: string;
}

/**
 * Crisis language reaches the moderators at once: an urgent flag at the top of their queue and an
 * email to each of them. What was written stays where it is (the writer is not silenced).
 */
async function flagCrisis(options: {
  tx: Database;
  viewer: Viewer;
  at: Date;
  postId: string;
  replyId: string | null;
  groupName: string;
  alerting: Alerting;
}) {
  const { tx, viewer, at, postId, replyId, groupName, alerting } = options;
  const [flag] = await tx
    .insert(communityFlags)
    .values({ kind: 'crisis', postId, replyId, reason: 'crisis', createdAt: at })
    .returning({ id: communityFlags.id });
  await record(
    tx,
    viewer,
    at,
    'community.crisis_flagged',
    replyId ? `community_reply:${replyId}` : `community_post:${postId}`,
  );
  for (const to of await moderatorAddresses(tx, alerting.supportEmail)) {
    await enqueueEmail(tx, {
      dedupeKey: `community-crisis:${flag?.id}:${to}`,
      to,
      at,
      message: {
        subject: `[URGENT] Crisis language in a community ${replyId ? 'reply' : 'post'}`,
        isUrgent: true,
        paragraphs: [
          `Someone wrote words of crisis (suicide or self-harm, abuse, or an emergency happening now) in the group “${groupName}”.`,
          'They were shown the crisis lines at once. Please look at it now, in the moderation queue.',
        ],
        action: {
          label: 'Open the moderation queue',
          url: `${alerting.publicUrl}/staff/community`,
        },
        signOff: ['Kinwell'],
      },
    });
  }
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
  await requireGuidelines(db, viewer);
  const isCrisis = describesCrisis(`${input.title}\n${input.body}`);
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
      })
      .returning({ id: communityPosts.id });
    if (!row) throw new Error('Storing a community post returned no row');
    // Writing in a group joins it.
    await tx
      .insert(communityMemberships)
      .values({ groupId: group.id, userId: viewer.userId, joinedAt: at })
      .onConflictDoNothing();
    await record(tx, viewer, at, 'community.post_created', `community_post:${row.id}`);
    if (isCrisis)
      await flagCrisis({
        tx,
        viewer,
        at,
        postId: row.id,
        replyId: null,
        groupName: group.name,
        alerting,
      });
    return row.id;
  });
  return { post: await getPost({ db, viewer, id, now: at }), showCrisisResources: isCrisis };
}

async function findPost(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ post: communityPosts, group: communityGroups, writer: postWriter })
    .from(communityPosts)
    .innerJoin(communityGroups, eq(communityGroups.id, communityPosts.groupId))
    .leftJoin(users, eq(users.id, communityPosts.authorUserId))
    .leftJoin(communityProfiles, eq(communityProfiles.userId, communityPosts.authorUserId))
    .where(and(eq(communityPosts.id, id), visiblePost(viewer)));
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
  const replies = await repliesWithWriters(db)
    .where(and(eq(communityReplies.postId, id), visibleReply(viewer)))
    .orderBy(asc(communityReplies.createdAt), asc(communityReplies.id));
  return presentPost(
    row.post,
    row.group,
    row.writer,
    replies.map((reply) => presentReply(reply.reply, reply.writer, viewer.userId, now)),
    viewer.userId,
    now,
  );
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

export async function editPost(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: PostEdit;
  at: Date;
}): Promise<CommunityPost> {
  const { db, viewer, id, input, at } = options;
  const { post } = await findPost(db, viewer, id);
  requireOwn(post, viewer, 'post', at);
  await db.transaction(async (tx) => {
    await tx
      .update(communityPosts)
      .set({ title: input.title, body: input.body, editedAt: at })
      .where(eq(communityPosts.id, id));
    await record(tx, viewer, at, 'community.post_edited', `community_post:${id}`);
  });
  return getPost({ db, viewer, id, now: at });
}

export async function deletePost(options: { db: Database; viewer: Viewer; id: string; at: Date }) {
  const { db, viewer, id, at } = options;
  const { post } = await findPost(db, viewer, id);
  requireOwn(post, viewer, 'post');
  await db.transaction(async (tx) => {
    await tx.delete(communityPosts).where(eq(communityPosts.id, id));
    await record(tx, viewer, at, 'community.post_deleted', `community_post:${id}`);
  });
}

/**
 * The platform delivers notifications per circle: a community notice goes through the first
 * circle the person belongs to. Someone in no circle sees it on the post instead.
 */
async function deliveryCircleOf(tx: Database, userId: string): Promise<string | null> {
  const [membership] = await tx
    .select({ circleId: circleMembers.circleId })
    .from(circleMembers)
    .where(eq(circleMembers.userId, userId))
    .orderBy(asc(circleMembers.joinedAt))
    .limit(1);
  return membership?.circleId ?? null;
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
  await requireGuidelines(db, viewer);
  const isCrisis = describesCrisis(input.body);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityReplies)
      .values({
        postId,
        authorUserId: viewer.userId,
        isAnonymous: input.isAnonymous,
        body: input.body,
        createdAt: at,
      })
      .returning({ id: communityReplies.id });
    if (!row) throw new Error('Storing a community reply returned no row');
    await tx
      .update(communityPosts)
      .set({ replyCount: sql`${communityPosts.replyCount} + 1` })
      .where(eq(communityPosts.id, postId));
    await record(tx, viewer, at, 'community.reply_created', `community_reply:${row.id}`);
    if (isCrisis)
      await flagCrisis({
        tx,
        viewer,
        at,
        postId,
        replyId: row.id,
        groupName: group.name,
        alerting,
      });
    // The post's writer hears of the reply, as their notification choices say.
    const writerId = post.authorUserId;
    const circleId =
      writerId && writerId !== viewer.userId ? await deliveryCircleOf(tx, writerId) : null;
    if (writerId && circleId) {
      const profile = await getCommunityProfile(tx, viewer);
      await notifier.notify(tx, {
        circleId,
        recipients: [writerId],
        kind: 'community.reply',
        title: `New reply to “${post.title}”`,
        body: `${input.isAnonymous ? ANONYMOUS_NAME : profile.communityName} replied in ${group.name}.`,
        link: `/community/posts/${postId}`,
        dedupeKey: `community-reply:${row.id}`,
        at,
      });
    }
    return row.id;
  });
  const reply = (await getPost({ db, viewer, id: postId, now: at })).replies.find(
    (item) => item.id === id,
  );
  if (!reply) throw new Error('A new reply was not found');
  return { reply, showCrisisResources: isCrisis };
}

async function findReply(db: Database, viewer: Viewer, id: string) {
  const [row] = await db
    .select({ reply: communityReplies })
    .from(communityReplies)
    .innerJoin(communityPosts, eq(communityPosts.id, communityReplies.postId))
    .where(and(eq(communityReplies.id, id), visibleReply(viewer), visiblePost(viewer)));
  if (!row) throw notFound(REPLY_NOT_FOUND);
  return row.reply;
}

export async function editReply(options: {
  db: Database;
  viewer: Viewer;
  id: string;
  input: ReplyEdit;
  at: Date;
}): Promise<CommunityReply> {
  const { db, viewer, id, input, at } = options;
  const reply = await findReply(db, viewer, id);
  requireOwn(reply, viewer, 'reply', at);
  await db.transaction(async (tx) => {
    await tx
      .update(communityReplies)
      .set({ body: input.body, editedAt: at })
      .where(eq(communityReplies.id, id));
    await record(tx, viewer, at, 'community.reply_edited', `community_reply:${id}`);
  });
  const post = await getPost({ db, viewer, id: reply.postId, now: at });
  const edited = post.replies.find((item) => item.id === id);
  if (!edited) throw notFound(REPLY_NOT_FOUND);
  return edited;
}

export async function deleteReply(options: { db: Database; viewer: Viewer; id: string; at: Date }) {
  const { db, viewer, id, at } = options;
  const reply = await findReply(db, viewer, id);
  requireOwn(reply, viewer, 'reply');
  await db.transaction(async (tx) => {
    await tx.delete(communityReplies).where(eq(communityReplies.id, id));
    await tx
      .update(communityPosts)
      .set({ replyCount: sql`greatest(${communityPosts.replyCount} - 1, 0)` })
      .where(eq(communityPosts.id, reply.postId));
    await record(tx, viewer, at, 'community.reply_deleted', `community_reply:${id}`);
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
    await record(tx, viewer, at, 'community.reported', `community_${target.kind}:${target.id}`);
  });
}

// --- Moderation ---

const recordModerator = (
  db: Database,
  moderator: Moderator,
  at: Date,
  action: Parameters<typeof communityAudit.record>[1]['action'],
  detail?: string,
) =>
  communityAudit.record(db, {
    circleId: null,
    actorUserId: null,
    action,
    subject: `staff:${moderator.staffId}`,
    detail,
    ip: moderator.ip,
    at,
  });

/**
 * Open flags, one item per post or reply: crisis language first, then the oldest waiting. The
 * moderator sees who wrote it, anonymous or not (the screens say so).
 */
export async function listModerationQueue(options: {
  db: Database;
  moderator: Moderator;
  at: Date;
}): Promise<QueueItem[]> {
  const { db, moderator, at } = options;
  const flags = await db
    .select()
    .from(communityFlags)
    .where(isNull(communityFlags.resolvedAt))
    .orderBy(asc(communityFlags.createdAt))
    .limit(500);
  await recordModerator(db, moderator, at, 'community.queue_viewed');
  if (flags.length === 0) return [];
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
          : (REPORT_REASONS[flag.reason as keyof typeof REPORT_REASONS] ?? flag.reason),
      note: flag.note,
      at: flag.createdAt.toISOString(),
    });
    if (flag.kind === 'crisis') item.isUrgent = true;
  }
  return [...items.values()].sort((a, b) => Number(b.isUrgent) - Number(a.isUrgent));
}

const MODERATION_TITLES = {
  hide: 'A moderator hid something you wrote in the community',
  restore: 'A moderator restored something you wrote in the community',
} as const;

/**
 * A moderator's decision on a post or reply: hide it (the writer still sees it, with the note),
 * restore it, or close the reports without a change. Every open flag on it is closed, the action
 * audited, and the writer told why when what they wrote changed.
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
            .select({ authorUserId: communityPosts.authorUserId, postId: communityPosts.id })
            .from(communityPosts)
            .where(eq(communityPosts.id, target.id))
        : await tx
            .select({
              authorUserId: communityReplies.authorUserId,
              postId: communityReplies.postId,
            })
            .from(communityReplies)
            .where(eq(communityReplies.id, target.id));
    if (!row) throw notFound(target.kind === 'post' ? POST_NOT_FOUND : REPLY_NOT_FOUND);
    if (input.action !== 'dismiss') {
      await tx
        .update(table)
        .set(
          input.action === 'hide'
            ? { hiddenAt: at, moderationNote: input.note }
            : { hiddenAt: null, moderationNote: input.note },
        )
        .where(eq(table.id, target.id));
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
      } as const
    )[input.action];
    await recordModerator(tx, moderator, at, action, `community_${target.kind}:${target.id}`);
    if (input.action === 'dismiss' || !row.authorUserId) return;
    const circleId = await deliveryCircleOf(tx, row.authorUserId);
    if (!circleId) return;
    await notifier.notify(tx, {
      circleId,
      recipients: [row.authorUserId],
      kind: 'community.moderation',
      title: MODERATION_TITLES[input.action],
      body: `The moderator’s reason: ${input.note}`,
      link: `/community/posts/${row.postId}`,
      dedupeKey: `community-moderation:${target.id}:${input.action}:${at.toISOString()}`,
      at,
    });
  });
}
