import { z } from 'zod';
import { CATALOGUE_ID_PATTERN } from './music';
import { memberRefSchema, optionalText } from './circle-media';
import { PERSON_NOT_FOUND, PHOTO_NOT_FOUND, PLACE_MAX } from './memory-photos';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './memory-triggers-basics';

/**
 * Memory triggers (decision 053): conversation starters ("Ask about dancing at the Palladium"),
 * with what helps and what to avoid, each tied to nothing in particular or to one photo, memory
 * person, place, song or era. Everyone in the circle reads them; family members and caregivers
 * write them.
 */

export const TRIGGER_STARTER_MAX = 200;
export const TRIGGER_NOTE_MAX = 1000;
export const TRIGGER_FIRST_DECADE = 1900;
export const TRIGGER_LAST_DECADE = 2020;

export const TRIGGER_NOT_FOUND = 'We could not find that memory trigger.';
export const TRIGGER_SONG_NOT_FOUND = 'We could not find that song.';
export const NOT_YOUR_TRIGGER_MESSAGE =
  'Only the person who wrote this memory trigger, or a caregiver, can change or remove it.';

export const TRIGGER_TIES = ['none', 'photo', 'person', 'place', 'song', 'era'] as const;
export type TriggerTieKind = (typeof TRIGGER_TIES)[number];
export const TRIGGER_TIE_LABELS: Record<TriggerTieKind, string> = {
  none: 'Nothing in particular',
  photo: 'A photo',
  person: 'A person',
  place: 'A place',
  song: 'A song',
  era: 'A time in their life (decade)',
};

const optionalNote = (label: string) => optionalText(TRIGGER_NOTE_MAX, label);

const decadeMessage = 'Please choose a decade from the list, like the 1950s';
const songMessage = 'Please choose a song from the list';

/** Nothing chosen yet is asked for; a choice that is not there is not found. */
const unlessEmpty = (ask: string, notFound: string) => (issue: { input?: unknown }) =>
  issue.input ? notFound : ask;

/** What a trigger is tied to, as the form sends it. */
export const triggerTieInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('none') }),
    z.object({
      kind: z.literal('photo'),
      photoId: z.uuid({
        error: unlessEmpty('Please choose a photo from the list', PHOTO_NOT_FOUND),
      }),
    }),
    z.object({
      kind: z.literal('person'),
      personId: z.uuid({
        error: unlessEmpty('Please choose a person from the list', PERSON_NOT_FOUND),
      }),
    }),
    z.object({
      kind: z.literal('place'),
      place: z
        .string({ error: 'Please enter the place' })
        .trim()
        .min(1, 'Please enter the place')
        .max(PLACE_MAX, `The place must be at most ${PLACE_MAX} characters`),
    }),
    z
      .object({
        kind: z.literal('song'),
        /** One of the family's own songs. */
        familySongId: z.uuid({ error: TRIGGER_SONG_NOT_FOUND }).nullable().default(null),
        /** A song of the shipped catalogue. */
        catalogueId: z
          .string()
          .regex(CATALOGUE_ID_PATTERN, { error: TRIGGER_SONG_NOT_FOUND })
          .nullable()
          .default(null),
      })
      .refine((tie) => (tie.familySongId === null) !== (tie.catalogueId === null), {
        message: songMessage,
        path: ['familySongId'],
      }),
    z.object({
      kind: z.literal('era'),
      decade: z
        .number({ error: decadeMessage })
        .int(decadeMessage)
        .min(TRIGGER_FIRST_DECADE, decadeMessage)
        .max(TRIGGER_LAST_DECADE, decadeMessage)
        .refine((year) => year % 10 === 0, decadeMessage),
    }),
  ],
  { error: 'Please choose what the memory trigger is tied to' },
);
export type TriggerTieInput = z.input<typeof triggerTieInputSchema>;

export const triggerInputSchema = z.object({
  starter: z
    .string({ error: 'Please write the conversation starter' })
    .trim()
    .min(1, 'Please write the conversation starter')
    .max(
      TRIGGER_STARTER_MAX,
      `The conversation starter must be at most ${TRIGGER_STARTER_MAX} characters`,
    ),
  helps: optionalNote('What helps'),
  avoid: optionalNote('What to avoid'),
  tie: triggerTieInputSchema.default({ kind: 'none' }),
});
export type TriggerInput = z.input<typeof triggerInputSchema>;

/** What a trigger is tied to, as the server shows it: one label, and the ids that apply. */
export const triggerTieSchema = z.object({
  kind: z.enum(TRIGGER_TIES),
  /** "Dad at the lake", "Rosa — granddaughter", "Moon River — Henry Mancini, 1961", "the 1950s". */
  label: z.string(),
  photoId: z.uuid().nullable(),
  /** The photo's thumbnail, to show beside the trigger. */
  thumbnailUrl: z.string().nullable(),
  personId: z.uuid().nullable(),
  place: z.string().nullable(),
  familySongId: z.uuid().nullable(),
  catalogueId: z.string().nullable(),
  decade: z.number().nullable(),
});
export type TriggerTie = z.infer<typeof triggerTieSchema>;

export const triggerSchema = z.object({
  id: z.uuid(),
  starter: z.string(),
  helps: z.string().nullable(),
  avoid: z.string().nullable(),
  tie: triggerTieSchema,
  addedBy: memberRefSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  canChange: z.boolean(),
});
export type Trigger = z.infer<typeof triggerSchema>;

/** The list, narrowed to one kind of tie or to one photo or person (for the person's view). */
export const triggerListQuerySchema = z.object({
  tie: z.enum(TRIGGER_TIES, { error: 'Please choose what to show from the list' }).optional(),
  photoId: z.uuid({ error: PHOTO_NOT_FOUND }).optional(),
  personId: z.uuid({ error: PERSON_NOT_FOUND }).optional(),
  limit: z.coerce.number().int().min(1).max(500).optional(),
});
export type TriggerListQuery = z.input<typeof triggerListQuerySchema>;

export const triggerListSchema = z.object({ triggers: z.array(triggerSchema) });

/** "the 1950s" */
export const decadeLabel = (decade: number): string => `the ${decade}s`;

// ---------------------------------------------------------------------------------------------
// Recent additions on the memory support home

/** One person's additions belong to one group while no gap between them is longer than this. */
export const RECENT_GROUP_GAP_HOURS = 6;
export const RECENT_GROUP_LIMIT = 8;
export const RECENT_THUMBNAIL_LIMIT = 4;

export const RECENT_SOURCES = ['photos', 'recordings', 'books'] as const;
export type RecentSource = (typeof RECENT_SOURCES)[number];

export const recentAdditionSchema = z.object({
  source: z.enum(RECENT_SOURCES),
  addedBy: memberRefSchema,
  count: z.number(),
  /** "Rosa added 3 photos" */
  summary: z.string(),
  /** The newest addition of the group. */
  latestAt: z.string(),
  link: z.string(),
  /** A few of the photos: both copies (for `srcset`), and each photo's own address. */
  thumbnails: z.array(
    z.object({
      url: z.string(),
      imageUrl: z.string(),
      width: z.number(),
      height: z.number(),
      alt: z.string(),
      link: z.string(),
    }),
  ),
});
export type RecentAddition = z.infer<typeof recentAdditionSchema>;

export const recentAdditionsSchema = z.object({ additions: z.array(recentAdditionSchema) });
