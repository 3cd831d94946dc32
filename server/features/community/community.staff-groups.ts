import { and, asc, eq, isNotNull, isNull, like, ne, or, sql } from 'drizzle-orm';
import {
  type GroupEdit,
  type GroupInput,
  slugOf,
  type StaffGroup,
} from '../../../shared/community-groups';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { communityGroups } from './community.schema';
import { recordModerator } from './community.audit';
import { GROUP_NOT_FOUND } from './community.service';
import type { Moderator } from './moderated-writing';

/**
 * Staff manage the support groups (decision 059): every group, closed ones too, with its counts;
 * creating one, changing its name, purpose and rules, closing it to new posts and opening it
 * again. Every change is audited with the staff member as the subject and the group in the detail.
 * A group is never deleted: its members' conversations stay theirs to read.
 */

type GroupRow = typeof communityGroups.$inferSelect;

const nameTaken = (name: string) =>
  conflict(
    `A group called “${name}” already exists (it may be closed). Please choose another name.`,
  );

// Written out with their tables: Drizzle leaves columns unqualified in a query on one table, and
// a bare "id" inside the subquery would be the post's own.
const memberCount = sql<number>`(select count(*) from community_memberships m where m.group_id = community_groups.id)`;
const postCount = sql<number>`(select count(*) from community_posts p where p.group_id = community_groups.id)`;

const present = (group: GroupRow, members: number, posts: number): StaffGroup => ({
  id: group.id,
  slug: group.slug,
  name: group.name,
  kind: group.kind,
  purpose: group.purpose,
  rules: group.rules,
  memberCount: Number(members),
  postCount: Number(posts),
  archivedAt: group.archivedAt?.toISOString() ?? null,
  isMadeByStaff: group.createdByStaffId !== null,
  createdAt: group.createdAt.toISOString(),
  updatedAt: group.updatedAt?.toISOString() ?? null,
});

/** Every group in the members' order, open and closed, with members and posts counted. */
export async function listStaffGroups(db: Database, id?: string): Promise<StaffGroup[]> {
  const rows = await db
    .select({ group: communityGroups, memberCount, postCount })
    .from(communityGroups)
    .where(id ? eq(communityGroups.id, id) : undefined)
    .orderBy(asc(communityGroups.position), asc(communityGroups.createdAt));
  return rows.map((row) => present(row.group, row.memberCount, row.postCount));
}

async function staffGroup(db: Database, id: string): Promise<StaffGroup> {
  const [group] = await listStaffGroups(db, id);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  return group;
}

/** Another group already has this name, in any case (closed ones count: they can be restored). */
async function isNameTaken(db: Database, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(
      and(
        sql`lower(${communityGroups.name}) = lower(${name})`,
        exceptId ? ne(communityGroups.id, exceptId) : undefined,
      ),
    );
  return row !== undefined;
}

/** The name's slug, or with "-2", "-3"… when another group (a seeded one, say) has it. */
async function freeSlug(db: Database, name: string) {
  const base = slugOf(name);
  const taken = new Set(
    (
      await db
        .select({ slug: communityGroups.slug })
        .from(communityGroups)
        .where(or(eq(communityGroups.slug, base), like(communityGroups.slug, `${base}-%`)))
    ).map((row) => row.slug),
  );
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/** Both drivers report a unique index's refusal as SQLSTATE 23505 (possibly wrapped by Drizzle). */
const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: unknown; cause?: unknown } | null;
  return Boolean(found && (found.code === '23505' || isUniqueViolation(found.cause)));
};

/**
 * A new group, last in the members' order. Its slug comes from the name and never changes after,
 * so renaming keeps every link working and a later seed of the same slug never replaces it.
 */
export async function createGroup(options: {
  db: Database;
  moderator: Moderator;
  input: GroupInput;
  at: Date;
}): Promise<StaffGroup> {
  const { db, moderator, input, at } = options;
  // Two staff creating at once may race for a slug: the loser takes the next free one.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await isNameTaken(db, input.name)) throw nameTaken(input.name);
    const slug = await freeSlug(db, input.name);
    const id = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(communityGroups)
        .values({
          slug,
          name: input.name,
          kind: input.kind,
          purpose: input.purpose,
          rules: input.rules,
          position: sql`(select coalesce(max(${communityGroups.position}), -1) + 1 from ${communityGroups})`,
          createdAt: at,
          createdByStaffId: moderator.staffId,
        })
        .onConflictDoNothing()
        .returning({ id: communityGroups.id });
      if (!row) return null;
      await recordModerator(
        tx,
        moderator,
        at,
        'community.group_created',
        `community_group:${row.id} ${slug}`,
      );
      return row.id;
    });
    if (id) return staffGroup(db, id);
  }
  throw conflict('Another group was created with this name just now. Please try again.');
}

/** A new name, purpose and rules; the kind and the slug stay. Closed groups may be changed too. */
export async function editGroup(options: {
  db: Database;
  moderator: Moderator;
  id: string;
  input: GroupEdit;
  at: Date;
}): Promise<StaffGroup> {
  const { db, moderator, id, input, at } = options;
  const [before] = await db.select().from(communityGroups).where(eq(communityGroups.id, id));
  if (!before) throw notFound(GROUP_NOT_FOUND);
  if (await isNameTaken(db, input.name, id)) throw nameTaken(input.name);
  const changed = [
    before.name !== input.name ? 'name' : null,
    before.purpose !== input.purpose ? 'purpose' : null,
    JSON.stringify(before.rules) !== JSON.stringify(input.rules) ? 'rules' : null,
  ].filter(Boolean);
  if (changed.length === 0) return staffGroup(db, id);
  try {
    await db.transaction(async (tx) => {
      await tx
        .update(communityGroups)
        .set({ name: input.name, purpose: input.purpose, rules: input.rules, updatedAt: at })
        .where(eq(communityGroups.id, id));
      await recordModerator(
        tx,
        moderator,
        at,
        'community.group_edited',
        `community_group:${id} ${changed.join(', ')}`,
      );
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken(input.name);
    throw error;
  }
  return staffGroup(db, id);
}

/**
 * Close a group to new posts, replies and members (archive), or open it again (restore). Nothing
 * in it is deleted and nobody's membership ends: its members go on reading its threads, and
 * restoring gives everything back as it was.
 */
export async function setGroupArchived(options: {
  db: Database;
  moderator: Moderator;
  id: string;
  archived: boolean;
  at: Date;
}): Promise<StaffGroup> {
  const { db, moderator, id, archived, at } = options;
  const done = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(communityGroups)
      .set({ archivedAt: archived ? at : null, updatedAt: at })
      .where(
        and(
          eq(communityGroups.id, id),
          archived ? isNull(communityGroups.archivedAt) : isNotNull(communityGroups.archivedAt),
        ),
      )
      .returning({ id: communityGroups.id });
    if (!row) return false;
    await recordModerator(
      tx,
      moderator,
      at,
      archived ? 'community.group_archived' : 'community.group_restored',
      `community_group:${id}`,
    );
    return true;
  });
  if (!done) {
    const group = await staffGroup(db, id);
    throw conflict(
      group.archivedAt
        ? `“${group.name}” is already closed to new posts.`
        : `“${group.name}” is already open.`,
    );
  }
  return staffGroup(db, id);
}
