import { asc, eq, gt } from 'drizzle-orm';
import type {
  LiftPauseInput,
  ModeratorEdit,
  PausedMember,
  SuspensionInput,
  WarningInput,
} from '../../../shared/community-moderation';
import type { Database } from '../../db/client';
import { users } from '../../platform/auth/auth.schema';
import { badRequest, notFound } from '../../lib/errors';
import type { Notifier } from '../../platform/notifications/notifications.service';
import { listHeldWords, replaceHeldWords } from './community.holds';
import { defaultCommunityName } from './community.presenter';
import { communityPosts, communityProfiles, communityReplies } from './community.schema';
import { recordModerator } from './community.audit';
import { suspendedMessage } from './community.profile';
import { POST_NOT_FOUND, REPLY_NOT_FOUND } from './community.service';
import { type Moderator, tellWriter, type ModeratorAction } from './moderated-writing';

/**
 * Moderators' actions beyond hide and restore (decision 050): editing with a note, warning the
 * writer, pausing their posting for 1, 7 or 30 days, and the word list that holds writing for
 * review. Every action is audited and the writer is told why (`community.moderation`).
 */

export type Target = { kind: 'post' | 'reply'; id: string };

const DAY = 24 * 60 * 60 * 1000;
const subjectOf = (target: Target) => `community_${target.kind}:${target.id}`;

async function findTarget(tx: Database, target: Target) {
  const [row] =
    target.kind === 'post'
      ? await tx
          .select({ authorUserId: communityPosts.authorUserId, postId: communityPosts.id })
          .from(communityPosts)
          .where(eq(communityPosts.id, target.id))
      : await tx
          .select({ authorUserId: communityReplies.authorUserId, postId: communityReplies.postId })
          .from(communityReplies)
          .where(eq(communityReplies.id, target.id));
  if (!row) throw notFound(target.kind === 'post' ? POST_NOT_FOUND : REPLY_NOT_FOUND);
  return row;
}

/** A moderator changes the words; everyone sees it was edited by a moderator, the writer reads why. */
export async function editAsModerator(
  options: ModeratorAction<Target['kind'], ModeratorEdit>,
): Promise<void> {
  const { db, moderator, notifier, target, input, at } = options;
  await db.transaction(async (tx) => {
    const row = await findTarget(tx, target);
    const edit = { body: input.body, moderatorEditedAt: at, moderatorEditNote: input.note };
    if (target.kind === 'post')
      await tx
        .update(communityPosts)
        .set(input.title ? { ...edit, title: input.title } : edit)
        .where(eq(communityPosts.id, target.id));
    else await tx.update(communityReplies).set(edit).where(eq(communityReplies.id, target.id));
    await recordModerator(tx, moderator, at, 'community.moderator_edited', subjectOf(target));
    await tellWriter({
      tx,
      notifier,
      writerId: row.authorUserId,
      kind: 'community.moderation',
      link: `/community/posts/${row.postId}`,
      title: `A moderator edited your ${target.kind} in the community`,
      body: `The moderator’s note: ${input.note}`,
      dedupeKey: `community-moderation:${target.id}:edit:${at.toISOString()}`,
      at,
    });
  });
}

async function requireWriter(tx: Database, target: Target) {
  const row = await findTarget(tx, target);
  if (!row.authorUserId) throw badRequest('The person who wrote this has deleted their account.');
  return { ...row, authorUserId: row.authorUserId };
}

/** A warning to the writer: they read it on /community and in their notifications. */
export async function warnWriter(
  options: ModeratorAction<Target['kind'], WarningInput>,
): Promise<void> {
  const { db, moderator, notifier, target, input, at } = options;
  await db.transaction(async (tx) => {
    const row = await requireWriter(tx, target);
    await tx
      .insert(communityProfiles)
      .values({ userId: row.authorUserId, warnedAt: at, warningNote: input.note, updatedAt: at })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { warnedAt: at, warningNote: input.note, updatedAt: at },
      });
    await recordModerator(tx, moderator, at, 'community.warned', subjectOf(target));
    await tellWriter({
      tx,
      notifier,
      writerId: row.authorUserId,
      kind: 'community.moderation',
      link: `/community/posts/${row.postId}`,
      title: 'A moderator sent you a warning about the community guidelines',
      body: `The moderator’s words: ${input.note}`,
      dedupeKey: `community-moderation:${target.id}:warn:${at.toISOString()}`,
      at,
    });
  });
}

/**
 * Pauses the writer's posting for 1, 7 or 30 days from now (by the injected clock): they can read,
 * but not post, reply or ask, and are told until when.
 */
export async function suspendWriter(
  options: ModeratorAction<Target['kind'], SuspensionInput>,
): Promise<{ until: string }> {
  const { db, moderator, notifier, target, input, at } = options;
  const until = new Date(at.getTime() + input.days * DAY);
  await db.transaction(async (tx) => {
    const row = await requireWriter(tx, target);
    await tx
      .insert(communityProfiles)
      .values({
        userId: row.authorUserId,
        suspendedUntil: until,
        suspensionNote: input.note,
        updatedAt: at,
      })
      .onConflictDoUpdate({
        target: communityProfiles.userId,
        set: { suspendedUntil: until, suspensionNote: input.note, updatedAt: at },
      });
    await recordModerator(
      tx,
      moderator,
      at,
      'community.suspended',
      `${subjectOf(target)} days:${input.days}`,
    );
    await tellWriter({
      tx,
      notifier,
      writerId: row.authorUserId,
      kind: 'community.moderation',
      link: `/community/posts/${row.postId}`,
      title: 'A moderator paused your posting in the community',
      body: suspendedMessage(until, input.note),
      dedupeKey: `community-moderation:${target.id}:suspend:${at.toISOString()}`,
      at,
    });
  });
  return { until: until.toISOString() };
}

/** Members whose posting is paused at `at`, the pause ending soonest first (audited). */
export async function listPausedMembers(options: {
  db: Database;
  moderator: Moderator;
  at: Date;
}): Promise<PausedMember[]> {
  const { db, moderator, at } = options;
  const rows = await db
    .select({
      userId: communityProfiles.userId,
      communityName: communityProfiles.communityName,
      accountName: users.name,
      until: communityProfiles.suspendedUntil,
      note: communityProfiles.suspensionNote,
    })
    .from(communityProfiles)
    .innerJoin(users, eq(users.id, communityProfiles.userId))
    .where(gt(communityProfiles.suspendedUntil, at))
    .orderBy(asc(communityProfiles.suspendedUntil))
    .limit(200);
  await recordModerator(db, moderator, at, 'community.pauses_viewed');
  return rows.map((row) => ({
    userId: row.userId,
    communityName: row.communityName ?? defaultCommunityName(row.accountName),
    accountName: row.accountName,
    until: (row.until ?? at).toISOString(),
    note: row.note ?? '',
  }));
}

export const NOT_PAUSED = 'This member’s posting is not paused (the pause may have ended).';

/**
 * A moderator ends a running pause early: the member can post again at once, is told why, and
 * the action is audited with the member in the detail.
 */
export async function liftPause(options: {
  db: Database;
  moderator: Moderator;
  notifier: Notifier;
  userId: string;
  input: LiftPauseInput;
  at: Date;
}): Promise<void> {
  const { db, moderator, notifier, userId, input, at } = options;
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ until: communityProfiles.suspendedUntil })
      .from(communityProfiles)
      .where(eq(communityProfiles.userId, userId));
    if (!profile?.until || profile.until.getTime() <= at.getTime()) throw badRequest(NOT_PAUSED);
    await tx
      .update(communityProfiles)
      .set({ suspendedUntil: null, suspensionNote: null, updatedAt: at })
      .where(eq(communityProfiles.userId, userId));
    await recordModerator(tx, moderator, at, 'community.suspension_lifted', `user:${userId}`);
    await tellWriter({
      tx,
      notifier,
      writerId: userId,
      kind: 'community.moderation',
      title: 'A moderator lifted the pause on your posting',
      body: `You can post and reply again. The moderator’s words: ${input.note}`,
      link: '/community',
      dedupeKey: `community-moderation:${userId}:lift:${at.toISOString()}`,
      at,
    });
  });
}

export async function getHeldWords(db: Database): Promise<{ words: string[] }> {
  return { words: await listHeldWords(db) };
}

export async function saveHeldWords(options: {
  db: Database;
  moderator: Moderator;
  words: string[];
  at: Date;
}): Promise<{ words: string[] }> {
  const { db, moderator, words, at } = options;
  return db.transaction(async (tx) => {
    const saved = await replaceHeldWords(tx, words, moderator.staffId, at);
    await recordModerator(
      tx,
      moderator,
      at,
      'community.held_words_changed',
      `words:${saved.length}`,
    );
    return { words: saved };
  });
}
