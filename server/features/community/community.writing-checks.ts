import { and, eq, isNull } from 'drizzle-orm';
import { EDIT_WINDOW_MINUTES, type CommunityCrisisKind } from '../../../shared/community';
import { type HeldReason } from '../../../shared/community-moderation';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { crisisKindOf } from '../../platform/safety/safety';
import { recordMember } from './community.audit';
import { holdReason } from './community.holds';
import { alertModerators, type Alerting, type Viewer } from './moderated-writing';
import { communityFlags } from './community.schema';
import { requireCanWrite } from './community.profile';

/**
 * What a post or reply goes through before it is stored or changed (decisions 050, 058, 069): the
 * writer's own, within the edit window; crisis language, which reaches the moderators at once;
 * and the holds for review, each with the flag that puts it in the moderation queue.
 */
const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60 * 1000;

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

/**
 * The flags new or edited writing raises, in the transaction that stores it: a hold's reason, and
 * crisis language's urgent flag with its email to the moderators. An edit's flags carry
 * `EDITED_NOTE`, so the moderators know the words changed after they were written.
 */
export async function raiseFlags(options: {
  tx: Database;
  viewer: Viewer;
  target: { postId: string; replyId: string | null };
  held: HeldReason | null;
  crisis: CommunityCrisisKind | null;
  groupName: string;
  alerting: Alerting;
  at: Date;
  isEdit?: boolean;
}) {
  const { tx, viewer, target, held, crisis, groupName, alerting, at, isEdit = false } = options;
  const note = isEdit ? EDITED_NOTE : null;
  if (held) await flagHeld(tx, target, held, at, note);
  if (crisis)
    await flagCrisis({ tx, viewer, at, ...target, groupName, alerting, kind: crisis, note });
}

/** The writer's own, within the edit window (deleting has no window). */
export function requireOwn(
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
export async function checkEdit(options: {
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
