import {
  ANONYMOUS_NAME,
  EDIT_WINDOW_MINUTES,
  FORMER_MEMBER_NAME,
  type CommunityAuthor,
  type CommunityPost,
  type CommunityReply,
  type PostSummary,
  type QueueItem,
} from '../../../shared/community';
import type { communityPosts, communityReplies } from './community.schema';

type PostRow = typeof communityPosts.$inferSelect;
type ReplyRow = typeof communityReplies.$inferSelect;

/** Who wrote something, as stored: the account is never sent to members. */
export interface WriterRow {
  authorUserId: string | null;
  isAnonymous: boolean;
  accountName: string | null;
  communityName: string | null;
}

const EXCERPT_LENGTH = 200;
const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60 * 1000;

/** "Maria Lopez" → "Maria L.": the first name and the initial of the last. */
export function defaultCommunityName(fullName: string): string {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  const first = words[0] ?? 'Member';
  const last = words.length > 1 ? words.at(-1) : undefined;
  return last ? `${first} ${[...last][0]?.toUpperCase()}.` : first;
}

const nameOf = (writer: Pick<WriterRow, 'accountName' | 'communityName'>) =>
  writer.communityName ?? (writer.accountName ? defaultCommunityName(writer.accountName) : null);

/** The writer as staff see them: their community name, their account's name, anonymous or not. */
export const writerForStaff = (writer: Omit<WriterRow, 'authorUserId'>) => ({
  communityName: nameOf(writer) ?? FORMER_MEMBER_NAME,
  accountName: writer.accountName,
  isAnonymous: writer.isAnonymous,
});

/**
 * The writer as a member sees them: "Anonymous caregiver" for an anonymous post (even to its
 * writer, who is told it is theirs by `isYou`), "Former member" when the account is gone.
 */
export function presentAuthor(writer: WriterRow, viewerId: string): CommunityAuthor {
  const isYou = writer.authorUserId !== null && writer.authorUserId === viewerId;
  if (writer.isAnonymous) return { name: ANONYMOUS_NAME, isAnonymous: true, isYou };
  return { name: nameOf(writer) ?? FORMER_MEMBER_NAME, isAnonymous: false, isYou };
}

const moderationOf = (
  row: {
    hiddenAt: Date | null;
    moderationNote: string | null;
    heldAt: Date | null;
    moderatorEditedAt: Date | null;
    moderatorEditNote: string | null;
  },
  isYou: boolean,
) => ({
  isHidden: row.hiddenAt !== null,
  // The writer reads the moderator's reason; others never see hidden things at all.
  note: isYou && row.hiddenAt !== null ? row.moderationNote : null,
  // Only the writer ever receives held writing (decision 050).
  isHeld: row.heldAt !== null,
  // Everyone sees that a moderator changed the words; the writer reads why.
  isEditedByModerator: row.moderatorEditedAt !== null,
  editNote: isYou ? row.moderatorEditNote : null,
});

const excerpt = (body: string) =>
  body.length > EXCERPT_LENGTH ? `${body.slice(0, EXCERPT_LENGTH).trimEnd()}…` : body;

export function presentSummary(
  post: PostRow,
  group: { slug: string; name: string },
  writer: WriterRow,
  viewerId: string,
  helpedByYou = false,
  newReplyCount: number | null = null,
): PostSummary {
  const author = presentAuthor(writer, viewerId);
  return {
    id: post.id,
    groupSlug: group.slug,
    groupName: group.name,
    title: post.title,
    excerpt: excerpt(post.body),
    author,
    createdAt: post.createdAt.toISOString(),
    replyCount: post.replyCount,
    moderation: moderationOf(post, author.isYou),
    helpedCount: post.helpedCount,
    helpedByYou,
    newReplyCount,
  };
}

const canEditAt = (createdAt: Date, now: Date) =>
  now.getTime() - createdAt.getTime() <= EDIT_WINDOW_MS;

export function presentReply(
  reply: ReplyRow,
  writer: WriterRow,
  viewerId: string,
  now: Date,
  helpedByYou = false,
  /** In a closed group nothing is edited any more (decision 059); deleting one's own still is. */
  isInClosedGroup = false,
): CommunityReply {
  const author = presentAuthor(writer, viewerId);
  return {
    id: reply.id,
    body: reply.body,
    author,
    createdAt: reply.createdAt.toISOString(),
    editedAt: reply.editedAt?.toISOString() ?? null,
    canEdit: author.isYou && !isInClosedGroup && canEditAt(reply.createdAt, now),
    canDelete: author.isYou,
    moderation: moderationOf(reply, author.isYou),
    helpedCount: reply.helpedCount,
    helpedByYou,
  };
}

export function presentPost(
  post: PostRow,
  group: { slug: string; name: string; archivedAt: Date | null },
  writer: WriterRow,
  replies: CommunityReply[],
  viewerId: string,
  now: Date,
  helpedByYou: boolean,
  reading: {
    isFollowing: boolean;
    firstUnreadReplyId: string | null;
    newReplyCount: number | null;
  },
): CommunityPost {
  const { isFollowing, firstUnreadReplyId, newReplyCount } = reading;
  const summary = presentSummary(post, group, writer, viewerId, helpedByYou, newReplyCount);
  return {
    ...summary,
    isFollowing,
    firstUnreadReplyId,
    body: post.body,
    editedAt: post.editedAt?.toISOString() ?? null,
    groupIsArchived: group.archivedAt !== null,
    canEdit: summary.author.isYou && group.archivedAt === null && canEditAt(post.createdAt, now),
    canDelete: summary.author.isYou,
    replies,
  };
}

/** For moderators: who wrote it, anonymous or not. */
export function presentQueueItem(
  post: { post: PostRow; groupName: string; writer: WriterRow },
  reply?: { reply: ReplyRow; writer: WriterRow },
): QueueItem {
  const writer = reply?.writer ?? post.writer;
  const row = reply?.reply ?? post.post;
  return {
    kind: reply ? 'reply' : 'post',
    id: row.id,
    postId: post.post.id,
    questionId: null,
    groupName: post.groupName,
    title: post.post.title,
    body: row.body,
    createdAt: row.createdAt.toISOString(),
    isHidden: row.hiddenAt !== null,
    isHeld: row.heldAt !== null,
    isUrgent: false,
    writer: writerForStaff(writer),
    flags: [],
  };
}
