import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  REPORT_REASONS,
  type ModerationInput,
  type QueueItem,
  type ReportInput,
} from '../../../shared/community';
import { HELD_REASONS, type HeldReason } from '../../../shared/community-moderation';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../lib/errors';
import { users } from '../../platform/auth/auth.schema';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { recordMember, recordModerator } from './community.audit';
import { type Moderator, tellWriter, type Viewer, type ModeratorAction } from './moderated-writing';
import { presentQueueItem } from './community.presenter';
import {
  communityFlags,
  communityGroups,
  communityPosts,
  communityProfiles,
  communityReplies,
} from './community.schema';
import { announceReply, countReply, findReply } from './community.replies';
import {
  findPost,
  POST_NOT_FOUND,
  postWriter,
  REPLY_NOT_FOUND,
  repliesWithWriters,
} from './community.service';

/**
 * Members' reports, the moderation queue (posts and replies beside the expert area's items,
 * decision 058) and a moderator's decision on what is in it: hide, restore, approve what was held,
 * or close the reports.
 */

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
export async function moderate(
  options: ModeratorAction<'post' | 'reply', ModerationInput>,
): Promise<void> {
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
