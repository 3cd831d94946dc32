import { and, eq, sql } from 'drizzle-orm';
import type { Helped } from '../../../shared/community';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import { recordMember } from './community.audit';
import {
  communityPostReactions,
  communityPosts,
  communityReplies,
  communityReplyReactions,
} from './community.schema';
import { getPost, POST_NOT_FOUND, REPLY_NOT_FOUND } from './community.service';
import type { Viewer } from './moderated-writing';

/**
 * "This helped" (decision 050): one per member on a post or reply, set or taken back. The count
 * lives on the row, so "most helpful" pages by an index; the reactions table keeps it to one each.
 */
export async function setHelped(options: {
  db: Database;
  viewer: Viewer;
  target: { kind: 'post' | 'reply'; id: string };
  helped: boolean;
  at: Date;
}): Promise<Helped> {
  const { db, viewer, target, helped, at } = options;
  // Only what the member can see, and not what is waiting for a moderator or hidden.
  const postId =
    target.kind === 'post'
      ? target.id
      : (
          await db
            .select({ postId: communityReplies.postId })
            .from(communityReplies)
            .where(eq(communityReplies.id, target.id))
        )[0]?.postId;
  if (!postId) throw notFound(REPLY_NOT_FOUND);
  const post = await getPost({ db, viewer, id: postId, now: at });
  const item = target.kind === 'post' ? post : post.replies.find((reply) => reply.id === target.id);
  if (!item) throw notFound(target.kind === 'post' ? POST_NOT_FOUND : REPLY_NOT_FOUND);
  if (item.author.isYou)
    throw forbidden(`“This helped” is for what others wrote, not your own ${target.kind}.`);
  if (item.moderation.isHeld || item.moderation.isHidden)
    throw forbidden('This is not open to others yet, so it cannot be marked as helpful.');

  return db.transaction(async (tx) => {
    const table = target.kind === 'post' ? communityPosts : communityReplies;
    let changed: boolean;
    if (target.kind === 'post') {
      changed = helped
        ? (
            await tx
              .insert(communityPostReactions)
              .values({ postId: target.id, userId: viewer.userId, createdAt: at })
              .onConflictDoNothing()
              .returning({ id: communityPostReactions.postId })
          ).length > 0
        : (
            await tx
              .delete(communityPostReactions)
              .where(
                and(
                  eq(communityPostReactions.postId, target.id),
                  eq(communityPostReactions.userId, viewer.userId),
                ),
              )
              .returning({ id: communityPostReactions.postId })
          ).length > 0;
    } else {
      changed = helped
        ? (
            await tx
              .insert(communityReplyReactions)
              .values({ replyId: target.id, userId: viewer.userId, createdAt: at })
              .onConflictDoNothing()
              .returning({ id: communityReplyReactions.replyId })
          ).length > 0
        : (
            await tx
              .delete(communityReplyReactions)
              .where(
                and(
                  eq(communityReplyReactions.replyId, target.id),
                  eq(communityReplyReactions.userId, viewer.userId),
                ),
              )
              .returning({ id: communityReplyReactions.replyId })
          ).length > 0;
    }
    const [row] = changed
      ? await tx
          .update(table)
          .set({ helpedCount: sql`greatest(${table.helpedCount} + ${helped ? 1 : -1}, 0)` })
          .where(eq(table.id, target.id))
          .returning({ helpedCount: table.helpedCount })
      : await tx
          .select({ helpedCount: table.helpedCount })
          .from(table)
          .where(eq(table.id, target.id));
    if (changed)
      await recordMember(
        tx,
        viewer,
        at,
        helped ? 'community.helped' : 'community.helped_withdrawn',
        `community_${target.kind}:${target.id}`,
      );
    return { helpedCount: row?.helpedCount ?? 0, helpedByYou: helped };
  });
}
