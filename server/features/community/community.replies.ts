import { and, eq, sql } from 'drizzle-orm';
import { ANONYMOUS_NAME, type CommunityReply, type ReplyEdit } from '../../../shared/community';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { crisisKindOf } from '../../platform/safety/safety';
import { recordMember } from './community.audit';
import { follow, followerNotices } from './community.follows';
import { holdReason } from './community.holds';
import { type MemberWrite, type Viewer } from './moderated-writing';
import { communityGroups, communityPosts, communityReplies } from './community.schema';
import { getCommunityProfile, requireCanWrite } from './community.profile';
import {
  findPost,
  getPost,
  GROUP_CLOSED_TO_EDITS,
  GROUP_CLOSED_TO_POSTS,
  groupOpenTo,
  REPLY_NOT_FOUND,
  visiblePost,
  visibleReply,
} from './community.service';
import { checkEdit, raiseFlags, requireOwn } from './community.writing-checks';

/**
 * Replies to a post: written, edited and deleted by their writer, held for review or for crisis
 * language like a post, counted on the post while others can see them, and announced to everyone
 * following the thread (decision 055).
 */

export async function createReply(
  options: MemberWrite<{ body: string; isAnonymous: boolean }> & {
    postId: string;
    notifier: Notifier;
  },
): Promise<{ reply: CommunityReply; showCrisisResources: boolean }> {
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
    await raiseFlags({
      tx,
      viewer,
      target: { postId, replyId: row.id },
      held,
      crisis,
      groupName: group.name,
      alerting,
      at,
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

export async function findReply(db: Database, viewer: Viewer, id: string) {
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

export async function editReply(
  options: MemberWrite<ReplyEdit> & { id: string },
): Promise<{ reply: CommunityReply; showCrisisResources: boolean }> {
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
