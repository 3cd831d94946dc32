import { eq } from 'drizzle-orm';
import { type CommunityProfile, type CommunityProfileInput } from '../../../shared/community';
import type { Database } from '../../db/client';
import { forbidden } from '../../lib/errors';
import { recordMember } from './community.audit';
import { type Viewer } from './moderated-writing';
import { defaultCommunityName } from './community.presenter';
import { communityProfiles } from './community.schema';

/**
 * A member's community profile: the name they write under, the guidelines they accepted, and
 * whether their posting is paused (decision 050). Nobody writes before the guidelines, or while
 * paused.
 */
export const GUIDELINES_FIRST = 'Please read and accept the community guidelines before you post.';

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
