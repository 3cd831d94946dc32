import { and, asc, count, eq, gt, isNull } from 'drizzle-orm';
import {
  FAST_POSTING_LIMIT,
  FAST_POSTING_MINUTES,
  NEW_MEMBER_APPROVED_WRITINGS,
  NEW_MEMBER_DAYS,
  type HeldReason,
} from '../../../shared/community-moderation';
import type { Database } from '../../db/client';
import type { RateLimit } from '../../lib/rate-limit';
import {
  communityHeldWords,
  communityPosts,
  communityProfiles,
  communityReplies,
} from './community.schema';

/**
 * Automatic holds for review (decision 050): what a member writes waits for a moderator, seen
 * only by its writer, when it matches the word list, when they write faster than a limit, or when
 * a new member writes a link. Crisis language is never held (the caller checks it first).
 */

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** An address a reader could follow: what the post text turns into a link, and `www.` names. */
const LINK = /\bhttps?:\/\/\S|\bwww\.[\p{L}\p{N}-]+\.\p{L}/iu;
export const containsLink = (text: string) => LINK.test(text);

/** Letters, digits and joining marks: a word on the list matches only between other characters. */
const WORD_CHAR = String.raw`[\p{L}\p{N}\p{M}_]`;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);
export const normalizeWord = (word: string) => word.normalize('NFKC').trim().toLocaleLowerCase();

/** The first listed word found in `text` as a whole word, in any case; null when none is. */
export function findListedWord(text: string, words: readonly string[]): string | null {
  if (words.length === 0) return null;
  const pattern = new RegExp(
    `(?<!${WORD_CHAR})(${words.map((word) => escapeRegExp(normalizeWord(word))).join('|')})(?!${WORD_CHAR})`,
    'iu',
  );
  const match = pattern.exec(text.normalize('NFKC'));
  return match?.[1] ?? null;
}

export async function listHeldWords(db: Database): Promise<string[]> {
  const rows = await db
    .select({ word: communityHeldWords.word })
    .from(communityHeldWords)
    .orderBy(asc(communityHeldWords.word));
  return rows.map((row) => row.word);
}

/** Replaces the list (staff edit it as a whole on the moderation screen). */
export async function replaceHeldWords(
  tx: Database,
  words: readonly string[],
  staffId: string,
  at: Date,
): Promise<string[]> {
  const unique = [...new Set(words.map(normalizeWord).filter((word) => word.length > 0))];
  await tx.delete(communityHeldWords);
  if (unique.length > 0)
    await tx
      .insert(communityHeldWords)
      .values(unique.map((word) => ({ word, addedAt: at, addedByStaffId: staffId })));
  return listHeldWords(tx);
}

/** Posts and replies by the writer since `since`; `approvedOnly` leaves out held and hidden ones. */
async function writingsSince(
  db: Database,
  userId: string,
  since: Date | null,
  approvedOnly: boolean,
): Promise<number> {
  const counted = async (table: typeof communityPosts | typeof communityReplies) => {
    const [row] = await db
      .select({ n: count() })
      .from(table)
      .where(
        and(
          eq(table.authorUserId, userId),
          since ? gt(table.createdAt, since) : undefined,
          approvedOnly ? and(isNull(table.heldAt), isNull(table.hiddenAt)) : undefined,
        ),
      );
    return row?.n ?? 0;
  };
  return (await counted(communityPosts)) + (await counted(communityReplies));
}

/**
 * A member is new while they accepted the guidelines less than 7 days ago, or fewer than 3 of
 * their posts and replies have been seen by others (not held, not hidden).
 */
export async function isNewMember(db: Database, userId: string, at: Date): Promise<boolean> {
  const [profile] = await db
    .select({ acceptedAt: communityProfiles.guidelinesAcceptedAt })
    .from(communityProfiles)
    .where(eq(communityProfiles.userId, userId));
  if (!profile?.acceptedAt || at.getTime() - profile.acceptedAt.getTime() < NEW_MEMBER_DAYS * DAY)
    return true;
  return (await writingsSince(db, userId, null, true)) < NEW_MEMBER_APPROVED_WRITINGS;
}

/**
 * Why what the member is writing now waits for a moderator, or null when it does not. An edit
 * (decision 058) is checked against the word list and for a new member's link like new writing,
 * but not for speed: changing words already written adds nothing to a thread.
 */
export async function holdReason(
  db: Database,
  userId: string,
  text: string,
  at: Date,
  kind: 'new' | 'edit' = 'new',
): Promise<HeldReason | null> {
  if (findListedWord(text, await listHeldWords(db))) return 'words';
  if (kind === 'new') {
    const recent = await writingsSince(
      db,
      userId,
      new Date(at.getTime() - FAST_POSTING_MINUTES * MINUTE),
      false,
    );
    if (recent >= FAST_POSTING_LIMIT) return 'speed';
  }
  if (containsLink(text) && (await isNewMember(db, userId, at))) return 'link';
  return null;
}

/** Per-account limits on writing and reporting (a 429 with the time to wait). */
export const COMMUNITY_LIMITS = {
  post: {
    bucket: 'community-post',
    limit: 20,
    windowMs: 60 * MINUTE,
    message:
      'You have written many posts in the last hour. Please wait a little before posting again.',
  },
  reply: {
    bucket: 'community-reply',
    limit: 60,
    windowMs: 60 * MINUTE,
    message:
      'You have written many replies in the last hour. Please wait a little before replying again.',
  },
  /** Editing posts and replies together (decision 058). */
  edit: {
    bucket: 'community-edit',
    limit: 30,
    windowMs: 60 * MINUTE,
    message:
      'You have made many changes in the last hour. Please wait a little before editing again.',
  },
  /** Questions to the experts (decision 058): their time is for many members. */
  question: {
    bucket: 'community-question',
    limit: 10,
    windowMs: DAY,
    message: 'You have asked many questions today. Please wait a little before asking another.',
  },
  report: {
    bucket: 'community-report',
    limit: 20,
    windowMs: DAY,
    message:
      'You have sent many reports today. Thank you — the moderators will read them. Please wait before sending more.',
  },
} satisfies Record<string, RateLimit>;
