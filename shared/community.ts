import { z } from 'zod';
import { ALZ_HELPLINE, CRISIS_LIFELINE, ELDERCARE_LOCATOR } from './helplines';

/**
 * The community (decision 045): support groups where caregivers and family members post and
 * reply. Posts belong to the account that wrote them, never to a care circle: nothing of a
 * circle is shown or searched here.
 */

export const COMMUNITY_GROUP_KINDS = ['stage', 'relationship', 'topic'] as const;
export type CommunityGroupKind = (typeof COMMUNITY_GROUP_KINDS)[number];

export const COMMUNITY_GROUP_KIND_LABELS: Record<CommunityGroupKind, string> = {
  stage: 'By stage',
  relationship: 'By relationship',
  topic: 'By topic',
};

/** What other members see instead of the name of someone who posted anonymously. */
export const ANONYMOUS_NAME = 'Anonymous caregiver';
/** What everyone sees for someone whose account was deleted. */
export const FORMER_MEMBER_NAME = 'Former member';

/** A post or reply can be changed for this long after it was written. */
export const EDIT_WINDOW_MINUTES = 60;
export const COMMUNITY_PAGE_SIZE = 20;

export const TITLE_MAX = 150;
export const BODY_MAX = 10_000;
export const COMMUNITY_NAME_MAX = 40;

/** The rules every member accepts once before their first post. */
export const COMMUNITY_GUIDELINES = [
  {
    title: 'Be kind',
    text: 'Everyone here is doing their best on hard days. Listen first, and be gentle.',
  },
  {
    title: 'Share experience, not medical advice',
    text: 'Say what worked for your family, not what someone else should do. Check anything about medicines or symptoms with a doctor.',
  },
  {
    title: 'Protect privacy',
    text: 'The person you care for did not choose to be in a group. Leave out full names, addresses, and photos they would not want shared.',
  },
  {
    title: 'Keep it safe',
    text: 'No selling, advertising or asking for money. Moderators hide posts that break these rules and tell the writer why.',
  },
] as const;

/**
 * The kinds of crisis the community check names to moderators (decision 069): suicide or
 * self-harm, abuse (by anyone, or a caregiver afraid of hurting the person), neglect of the
 * person cared for, and an emergency happening now.
 */
export const COMMUNITY_CRISIS_KINDS = ['self_harm', 'abuse', 'neglect', 'emergency'] as const;
export type CommunityCrisisKind = (typeof COMMUNITY_CRISIS_KINDS)[number];

/** How a moderator's email names each kind. */
export const COMMUNITY_CRISIS_KIND_LABELS: Record<CommunityCrisisKind, string> = {
  self_harm: 'suicide or self-harm',
  abuse: 'abuse, or fear of hurting the person cared for',
  neglect: 'neglect of the person cared for',
  emergency: 'an emergency happening now',
};

/**
 * The crisis lines a writer sees at once when a post or reply speaks of a crisis, after the
 * installation's emergency number (`EMERGENCY_NUMBER`, "Someone is in danger right now").
 */
export const CRISIS_RESOURCES = [
  {
    label:
      'Thoughts of suicide or self-harm, or you are at your limit: the 988 Suicide & Crisis Lifeline',
    number: CRISIS_LIFELINE.number,
  },
  {
    label:
      'Someone is being hurt or going without food, medicine or care: the Eldercare Locator finds your local Adult Protective Services and help at home',
    number: ELDERCARE_LOCATOR.number,
  },
  { label: 'Alzheimer’s Association 24/7 Helpline', number: ALZ_HELPLINE.number },
] as const;

/** "your question" → "Your question": a message starts as a sentence does. */
const asSentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Text someone writes for the community (a post, a reply, a question, an answer), named by
 * `label` ("your question") in its messages: trimmed, at least `min` and at most `max` characters.
 */
export const writtenText = (label: string, min: number, max: number) =>
  z
    .string({ error: `Please write ${label}.` })
    .trim()
    .min(min, {
      error:
        min > 1
          ? asSentence(`${label} needs at least ${min} characters.`)
          : `Please write ${label}.`,
    })
    .max(max, {
      error: asSentence(`${label} can be at most ${max.toLocaleString('en-US')} characters.`),
    });

const titleField = writtenText('a title', 3, TITLE_MAX);
const bodyField = writtenText('your message', 1, BODY_MAX);

export const postInputSchema = z.object({
  title: titleField,
  body: bodyField,
  isAnonymous: z.boolean().default(false),
});
export type PostInput = z.input<typeof postInputSchema>;

export const postEditSchema = z.object({ title: titleField, body: bodyField });
export type PostEdit = z.infer<typeof postEditSchema>;

export const replyInputSchema = z.object({
  body: bodyField,
  isAnonymous: z.boolean().default(false),
});
export type ReplyInput = z.input<typeof replyInputSchema>;

export const replyEditSchema = z.object({ body: bodyField });
export type ReplyEdit = z.infer<typeof replyEditSchema>;

export const communityProfileInputSchema = z.object({
  communityName: z
    .string({ error: 'Please write the name others will see.' })
    .trim()
    .min(2, { error: 'Your community name needs at least 2 characters.' })
    .max(COMMUNITY_NAME_MAX, {
      error: `Your community name can be at most ${COMMUNITY_NAME_MAX} characters.`,
    }),
});
export type CommunityProfileInput = z.infer<typeof communityProfileInputSchema>;

export const communityProfileSchema = z.object({
  communityName: z.string(),
  /** The name used until one is chosen: first name and initial. */
  defaultName: z.string(),
  hasAcceptedGuidelines: z.boolean(),
  /** A moderator paused this person's posting (decision 050): they can read, not write. */
  suspension: z.object({ until: z.string(), note: z.string() }).nullable(),
  /** The latest moderator's warning. */
  warning: z.object({ at: z.string(), note: z.string() }).nullable(),
});
export type CommunityProfile = z.infer<typeof communityProfileSchema>;

export const REPORT_REASONS = {
  unkind: 'Unkind or disrespectful',
  privacy: 'Shares someone’s private details',
  advice: 'Harmful medical advice',
  spam: 'Selling, advertising or spam',
  worried: 'I am worried about the writer’s safety',
  other: 'Something else',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const reportInputSchema = z.object({
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
    error: 'Please choose why you are reporting this.',
  }),
  note: z
    .string()
    .trim()
    .max(1000, { error: 'Your note can be at most 1,000 characters.' })
    .optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const groupSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(COMMUNITY_GROUP_KINDS),
  purpose: z.string(),
  rules: z.array(z.string()),
  memberCount: z.number(),
  isMember: z.boolean(),
  /**
   * Closed by staff (decision 059): no new posts, replies or members; only its members still
   * receive it, to read its threads.
   */
  isArchived: z.boolean(),
});
export type CommunityGroup = z.infer<typeof groupSchema>;
export const groupListSchema = z.object({ groups: z.array(groupSchema) });

/** Who wrote something, as the reader may see it: never an account id. */
export const authorSchema = z.object({
  name: z.string(),
  isAnonymous: z.boolean(),
  /** The reader wrote it. */
  isYou: z.boolean(),
});
export type CommunityAuthor = z.infer<typeof authorSchema>;

/**
 * Hidden by a moderator: only the writer sees it, with the moderator's reason. Held for review
 * (decision 050): only the writer sees it, "waiting for a moderator". Edited by a moderator:
 * everyone sees that it was, and the writer reads the moderator's note.
 */
const moderationSchema = z.object({
  isHidden: z.boolean(),
  note: z.string().nullable(),
  isHeld: z.boolean(),
  isEditedByModerator: z.boolean(),
  editNote: z.string().nullable(),
});

/** "This helped": how many members said so, and whether the reader did. */
export const helpedSchema = z.object({ helpedCount: z.number(), helpedByYou: z.boolean() });
export type Helped = z.infer<typeof helpedSchema>;

/** A group's posts: newest first, or most helpful first. */
export const COMMUNITY_SORTS = ['newest', 'helpful'] as const;
export type CommunitySort = (typeof COMMUNITY_SORTS)[number];

export const postSummarySchema = z.object({
  id: z.string(),
  groupSlug: z.string(),
  groupName: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: authorSchema,
  createdAt: z.string(),
  replyCount: z.number(),
  moderation: moderationSchema,
  ...helpedSchema.shape,
  /**
   * Replies by others since the reader last opened the thread (decision 055), counted up to
   * NEW_REPLIES_MAX; null when the reader never opened it.
   */
  newReplyCount: z.number().nullable(),
});
export type PostSummary = z.infer<typeof postSummarySchema>;

export const postPageSchema = z.object({
  posts: z.array(postSummarySchema),
  /** Give it as `after` for the next, older page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type PostPage = z.infer<typeof postPageSchema>;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: 'Please write what you are looking for.' })
    .trim()
    .min(2, { error: 'Please write at least 2 letters to search for.' })
    .max(200, { error: 'Please search with fewer words (200 characters at most).' }),
});
export const searchResultsSchema = z.object({ posts: z.array(postSummarySchema) });
export type SearchResults = z.infer<typeof searchResultsSchema>;

export const replySchema = z.object({
  id: z.string(),
  body: z.string(),
  author: authorSchema,
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  moderation: moderationSchema,
  ...helpedSchema.shape,
});
export type CommunityReply = z.infer<typeof replySchema>;

export const postSchema = postSummarySchema.extend({
  body: z.string(),
  editedAt: z.string().nullable(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  replies: z.array(replySchema),
  /** The group is closed to new posts (decision 059): no reply form, nothing editable. */
  groupIsArchived: z.boolean(),
  /** The reader hears of new replies (decision 055). */
  isFollowing: z.boolean(),
  /**
   * The first reply by someone else that is new since the reader last opened the thread (where
   * the "New" divider goes); null when nothing is new or the thread was never opened before.
   */
  firstUnreadReplyId: z.string().nullable(),
});
export type CommunityPost = z.infer<typeof postSchema>;

/** Following a thread: its writer and repliers follow at once; anyone may follow or stop. */
export const followSchema = z.object({ isFollowing: z.boolean() });
export type Follow = z.infer<typeof followSchema>;

/** "99+ new": counting stops here, so a long-unread thread costs no more than a short one. */
export const NEW_REPLIES_MAX = 99;

/** What writing answers: the post or reply, and whether to show the crisis lines now. */
export const postCreatedSchema = z.object({ post: postSchema, showCrisisResources: z.boolean() });
export type PostCreated = z.infer<typeof postCreatedSchema>;
export const replyCreatedSchema = z.object({
  reply: replySchema,
  showCrisisResources: z.boolean(),
});
export type ReplyCreated = z.infer<typeof replyCreatedSchema>;

/**
 * What an edit answers (decision 058): checked as new writing is, so it may show the crisis lines
 * or come back held for a moderator (`moderation.isHeld`).
 */
export const postEditedSchema = postCreatedSchema;
export type PostEdited = PostCreated;
export const replyEditedSchema = replyCreatedSchema;
export type ReplyEdited = ReplyCreated;

// --- Moderation (staff with the moderator role) ---

/** `approve` lets a held post or reply appear (decision 050). */
export const MODERATION_ACTIONS = ['hide', 'restore', 'dismiss', 'approve'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];

export const moderationInputSchema = z.object({
  action: z.enum(MODERATION_ACTIONS, { error: 'Choose hide, restore, dismiss or approve.' }),
  note: z
    .string({ error: 'Please write a note: the writer is told why.' })
    .trim()
    .min(3, { error: 'Please write a note: the writer is told why.' })
    .max(1000, { error: 'The note can be at most 1,000 characters.' }),
});
export type ModerationInput = z.infer<typeof moderationInputSchema>;

/**
 * What waits in the moderation queue: a post or reply, or (decision 058) a question to the
 * experts or an expert's answer, which moderators act on with the questions' own actions.
 */
export const QUEUE_ITEM_KINDS = ['post', 'reply', 'question', 'answer'] as const;

export const queueItemSchema = z.object({
  kind: z.enum(QUEUE_ITEM_KINDS),
  id: z.string(),
  /** The thread of a post or reply; null for the expert area. */
  postId: z.string().nullable(),
  /** The question of a question or answer; null for the groups. */
  questionId: z.string().nullable(),
  /** The group, or "Expert questions (public)" / "(private)". */
  groupName: z.string(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  isHidden: z.boolean(),
  /** Waiting for a moderator before anyone else sees it. */
  isHeld: z.boolean(),
  isUrgent: z.boolean(),
  /** Moderators see who wrote it, anonymous or not. */
  writer: z.object({
    communityName: z.string(),
    accountName: z.string().nullable(),
    isAnonymous: z.boolean(),
  }),
  flags: z.array(
    z.object({
      kind: z.enum(['crisis', 'report', 'held']),
      reason: z.string(),
      note: z.string().nullable(),
      at: z.string(),
    }),
  ),
});
export type QueueItem = z.infer<typeof queueItemSchema>;
export const queueSchema = z.object({ items: z.array(queueItemSchema) });
