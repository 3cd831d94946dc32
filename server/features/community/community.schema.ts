import { sql } from 'drizzle-orm';
import {
  bigserial,
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, tsvector } from '../../db/columns';
import { users } from '../../platform/auth/auth.schema';
import { staffUsers } from '../../platform/staff/staff.schema';

/**
 * The community's tables (decision 045). None has a circle column: posts belong to the account
 * that wrote them. When an account is deleted its profile and memberships go, and what it wrote
 * stays with no author ("Former member"), so the conversations others joined still read.
 */

/**
 * The support groups: seeded at every start by slug (decision 045), managed by staff with the
 * moderator right (decision 059). A slug never changes, so links and seeding stay stable; no two
 * groups share a name in any case.
 */
export const communityGroups = pgTable(
  'community_groups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['stage', 'relationship', 'topic'] }).notNull(),
    purpose: text('purpose').notNull(),
    rules: jsonb('rules').$type<string[]>().notNull(),
    position: integer('position').notNull(),
    createdAt: at('created_at').notNull(),
    /** Null for the seeded groups. */
    createdByStaffId: uuid('created_by_staff_id').references(() => staffUsers.id, {
      onDelete: 'set null',
    }),
    /** The last change by staff (name, purpose, rules, archiving); null while never changed. */
    updatedAt: at('updated_at'),
    /**
     * Closed to new posts, replies and members (decision 059): gone from the list of groups; its
     * members still read its threads.
     */
    archivedAt: at('archived_at'),
  },
  (t) => [uniqueIndex('community_groups_name_idx').on(sql`lower(${t.name})`)],
);

export const communityMemberships = pgTable(
  'community_memberships',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: at('joined_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.groupId, t.userId] }),
    index('community_memberships_user_idx').on(t.userId),
  ],
);

/** The name others see and when the guidelines were accepted: the account's own. */
export const communityProfiles = pgTable('community_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  communityName: text('community_name'),
  guidelinesAcceptedAt: at('guidelines_accepted_at'),
  updatedAt: at('updated_at').notNull(),
  /** A moderator paused this person's posting until then (decision 050); they can still read. */
  suspendedUntil: at('suspended_until'),
  suspensionNote: text('suspension_note'),
  /** The latest moderator's warning, which the person reads on /community. */
  warnedAt: at('warned_at'),
  warningNote: text('warning_note'),
});

export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    groupId: uuid('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    isAnonymous: boolean('is_anonymous').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
    replyCount: integer('reply_count').notNull().default(0),
    hiddenAt: at('hidden_at'),
    /** The moderator's words to the writer when hidden. */
    moderationNote: text('moderation_note'),
    /** Waiting for a moderator (decision 050): only the writer sees it until it is approved. */
    heldAt: at('held_at'),
    /** "This helped" reactions, kept with the row so "most helpful" pages by an index. */
    helpedCount: integer('helped_count').notNull().default(0),
    /** A moderator changed the words, and their note to the writer. */
    moderatorEditedAt: at('moderator_edited_at'),
    moderatorEditNote: text('moderator_edit_note'),
    /**
     * The words search reads, kept with the row so ranking a search's matches reads them instead
     * of parsing every matching post again (decision 086).
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || body)`),
  },
  (t) => [
    // Newest first with keyset paging: (created_at, id) below the cursor, in one index walk.
    // (`desc nulls first` is what `order by … desc` means, so the index serves the order.)
    index('community_posts_group_newest_idx').on(
      t.groupId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // Most helpful first, the same keyset walk on (helped_count, created_at, id).
    index('community_posts_group_helpful_idx').on(
      t.groupId,
      t.helpedCount.desc().nullsFirst(),
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_author_idx').on(t.authorUserId),
    // Search across groups. Posts are written far less often than searched: without the pending
    // list, a search never reads through the posts added since the last vacuum (decision 086).
    index('community_posts_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
);

export const communityReplies = pgTable(
  'community_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    isAnonymous: boolean('is_anonymous').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
    editedAt: at('edited_at'),
    hiddenAt: at('hidden_at'),
    moderationNote: text('moderation_note'),
    /** Waiting for a moderator (decision 050): only the writer sees it until it is approved. */
    heldAt: at('held_at'),
    /** "This helped" reactions, kept with the row so "most helpful" pages by an index. */
    helpedCount: integer('helped_count').notNull().default(0),
    /** A moderator changed the words, and their note to the writer. */
    moderatorEditedAt: at('moderator_edited_at'),
    moderatorEditNote: text('moderator_edit_note'),
    /**
     * When others could first see it, as a rising number (decision 055): a reply is new to a
     * reader when this is above their mark. Approving a held reply gives it a fresh number.
     */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('community_replies_post_idx').on(t.postId, t.createdAt, t.id),
    // New replies since a reader's mark, counted along the thread (decision 055).
    index('community_replies_post_seq_idx').on(t.postId, t.seq),
    index('community_replies_author_idx').on(t.authorUserId),
  ],
);

/**
 * What a flag on a post or reply and a report on a question or answer both hold: who raised it
 * (a member, or nobody for a flag the server raised), why, and the moderator who closed it.
 */
export const reviewColumns = () => ({
  reporterUserId: uuid('reporter_user_id').references(() => users.id, { onDelete: 'set null' }),
  reason: text('reason').notNull(),
  note: text('note'),
  createdAt: at('created_at').notNull(),
  resolvedAt: at('resolved_at'),
  resolvedByStaffId: uuid('resolved_by_staff_id').references(() => staffUsers.id, {
    onDelete: 'set null',
  }),
});

/**
 * What waits for a moderator: a member's report, or crisis language found in what someone wrote.
 * A moderator's decision on the post or reply closes every open flag on it.
 */
export const communityFlags = pgTable(
  'community_flags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['crisis', 'report', 'held'] }).notNull(),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    /** Null when the flag is on the post itself. */
    replyId: uuid('reply_id').references(() => communityReplies.id, { onDelete: 'cascade' }),
    ...reviewColumns(),
  },
  (t) => [
    index('community_flags_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    index('community_flags_post_idx').on(t.postId),
  ],
);

/** One "this helped" per member and post. */
export const communityPostReactions = pgTable(
  'community_post_reactions',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

/** One "this helped" per member and reply. */
export const communityReplyReactions = pgTable(
  'community_reply_reactions',
  {
    replyId: uuid('reply_id')
      .notNull()
      .references(() => communityReplies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.replyId, t.userId] })],
);

/** Words that hold a post or reply for a moderator (whole words, any case); staff edit the list. */
export const communityHeldWords = pgTable('community_held_words', {
  word: text('word').primaryKey(),
  addedAt: at('added_at').notNull(),
  addedByStaffId: uuid('added_by_staff_id').references(() => staffUsers.id, {
    onDelete: 'set null',
  }),
});

/**
 * Who follows a thread (decision 055): its writer from the start, anyone who replies, anyone who
 * presses "Follow". Replies others can see are announced to every follower but the reply's
 * writer. Never shown to anyone: members only learn whether they follow.
 */
export const communityFollows = pgTable(
  'community_follows',
  {
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('community_follows_user_idx').on(t.userId),
  ],
);

/**
 * Where a member last read a thread (decision 055): the highest `seq` of the replies they were
 * shown (0 when there was none yet). Replies by others with a higher one are new to them.
 */
export const communityReads = pgTable(
  'community_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: uuid('post_id')
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    lastSeq: bigint('last_seq', { mode: 'number' }).notNull(),
    readAt: at('read_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('community_reads_post_idx').on(t.postId),
  ],
);
