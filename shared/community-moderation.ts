import { z } from 'zod';
import { BODY_MAX, TITLE_MAX } from './community';

/**
 * Moderators' tools beyond hide and restore, automatic holds and rate limits (decision 050).
 */

/** How long a moderator may pause someone's posting. */
export const SUSPENSION_DAYS = [1, 7, 30] as const;
export type SuspensionDays = (typeof SUSPENSION_DAYS)[number];

/** A member is "new" while either holds: their links wait for a moderator. */
export const NEW_MEMBER_DAYS = 7;
export const NEW_MEMBER_APPROVED_WRITINGS = 3;
/** Writing more than this many posts and replies in the window holds the next for a moderator. */
export const FAST_POSTING_LIMIT = 5;
export const FAST_POSTING_MINUTES = 10;

export const HELD_REASONS = {
  link: 'A link from a new member',
  speed: 'Many posts in a few minutes',
  words: 'A word on the list',
} as const;
export type HeldReason = keyof typeof HELD_REASONS;

const note = z
  .string({ error: 'Please write a note: the writer is told why.' })
  .trim()
  .min(3, { error: 'Please write a note: the writer is told why.' })
  .max(1000, { error: 'The note can be at most 1,000 characters.' });

/** A moderator changes the words of a post (title and body) or a reply (body), with a note. */
export const moderatorEditSchema = z.object({
  title: z
    .string()
    .trim()
    .min(3, { error: 'A title needs at least 3 characters.' })
    .max(TITLE_MAX, { error: `A title can be at most ${TITLE_MAX} characters.` })
    .optional(),
  body: z
    .string({ error: 'Please write the message.' })
    .trim()
    .min(1, { error: 'Please write the message.' })
    .max(BODY_MAX, {
      error: `A message can be at most ${BODY_MAX.toLocaleString('en-US')} characters.`,
    }),
  note,
});
export type ModeratorEdit = z.infer<typeof moderatorEditSchema>;

export const warningInputSchema = z.object({ note });
export type WarningInput = z.infer<typeof warningInputSchema>;

export const suspensionInputSchema = z.object({
  days: z.union(
    SUSPENSION_DAYS.map((days) => z.literal(days)) as [
      z.ZodLiteral<1>,
      z.ZodLiteral<7>,
      z.ZodLiteral<30>,
    ],
    { error: 'Choose 1, 7 or 30 days.' },
  ),
  note,
});
export type SuspensionInput = z.infer<typeof suspensionInputSchema>;

/** Lifting a pause early: the member is told why. */
export const liftPauseInputSchema = z.object({ note });
export type LiftPauseInput = z.infer<typeof liftPauseInputSchema>;

/** A member whose posting a moderator paused, while the pause runs (moderators only). */
export const pausedMemberSchema = z.object({
  userId: z.string(),
  communityName: z.string(),
  accountName: z.string(),
  until: z.string(),
  note: z.string(),
});
export type PausedMember = z.infer<typeof pausedMemberSchema>;
export const pausedMembersSchema = z.object({ members: z.array(pausedMemberSchema) });

export const HELD_WORDS_MAX = 500;
export const heldWordsSchema = z.object({
  words: z
    .array(
      z
        .string()
        .trim()
        .min(2, { error: 'Each word needs at least 2 letters.' })
        .max(60, { error: 'Each word can be at most 60 characters.' }),
    )
    .max(HELD_WORDS_MAX, { error: `The list can hold at most ${HELD_WORDS_MAX} words.` }),
});
export type HeldWords = z.infer<typeof heldWordsSchema>;
