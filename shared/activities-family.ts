import { z } from 'zod';

/**
 * The family's own pictures for the games (decision 056): the circle's photos and memory people
 * (memory support, decision 048) and the sequences the family made from its photos.
 */

/** A family sequence has three to six steps, each a photo with a short label. */
export const FAMILY_SEQUENCE_MIN_STEPS = 3;
export const FAMILY_SEQUENCE_MAX_STEPS = 6;
export const FAMILY_SEQUENCE_TITLE_MAX = 80;
export const FAMILY_SEQUENCE_LABEL_MAX = 60;
/** A circle keeps at most this many sequences (a list the companion can read through). */
export const FAMILY_SEQUENCES_MAX = 30;
/** The photos a game may use: the newest ones, so a game page stays light enough to keep offline. */
export const GAME_PHOTOS_MAX = 40;

export const familySequenceStepInputSchema = z.object({
  photoId: z.uuid({ error: 'Please choose a photo for each step' }),
  label: z
    .string({ error: 'Please write a few words for each step' })
    .trim()
    .min(1, 'Please write a few words for each step')
    .max(
      FAMILY_SEQUENCE_LABEL_MAX,
      `Each step’s words must be at most ${FAMILY_SEQUENCE_LABEL_MAX} characters`,
    ),
});

/** POST and PUT /api/circles/:circleId/activities/sequences */
export const familySequenceInputSchema = z.object({
  title: z
    .string({ error: 'Please give the sequence a title' })
    .trim()
    .min(1, 'Please give the sequence a title')
    .max(
      FAMILY_SEQUENCE_TITLE_MAX,
      `The title must be at most ${FAMILY_SEQUENCE_TITLE_MAX} characters`,
    ),
  steps: z
    .array(familySequenceStepInputSchema, { error: 'Please add the steps' })
    .min(
      FAMILY_SEQUENCE_MIN_STEPS,
      `Please choose at least ${FAMILY_SEQUENCE_MIN_STEPS} photos, one for each step`,
    )
    .max(
      FAMILY_SEQUENCE_MAX_STEPS,
      `Please choose at most ${FAMILY_SEQUENCE_MAX_STEPS} photos, one for each step`,
    )
    .refine((steps) => new Set(steps.map((s) => s.photoId)).size === steps.length, {
      error: 'Each photo can be one step only',
    }),
});
export type FamilySequenceInput = z.input<typeof familySequenceInputSchema>;

const urlsSchema = {
  /** A small copy (cards, steps); served to members of the circle only. */
  thumbnailUrl: z.string(),
  /** The photo itself (picture naming's large picture). */
  imageUrl: z.string(),
};

export const familySequenceSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  /** In order. A step whose photo was removed is left out (it comes back if the photo does). */
  steps: z.array(
    z.object({
      photoId: z.uuid(),
      label: z.string(),
      caption: z.string().nullable(),
      ...urlsSchema,
    }),
  ),
  /** Enough steps left to play (at least three). */
  playable: z.boolean(),
  createdBy: z.object({ id: z.string(), name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type FamilySequence = z.infer<typeof familySequenceSchema>;

export const gamePersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string().nullable(),
});
export type GamePerson = z.infer<typeof gamePersonSchema>;

export const gamePhotoSchema = z.object({
  id: z.uuid(),
  caption: z.string().nullable(),
  place: z.string().nullable(),
  /** When it was taken, as the family wrote it ("1962", or the decade) and from the camera. */
  year: z.number().nullable(),
  isDecade: z.boolean(),
  takenOn: z.string().nullable(),
  people: z.array(gamePersonSchema),
  /** The first name of the member who added it ("Maria"), for "You found all of Maria's photos". */
  addedBy: z.string().nullable(),
  ...urlsSchema,
});
export type GamePhoto = z.infer<typeof gamePhotoSchema>;

/** GET /api/circles/:circleId/activities/pictures: everything a game may deal of the family's. */
export const gamePictureSetSchema = z.object({
  /** The circle's newest photos (never removed ones), at most GAME_PHOTOS_MAX. */
  photos: z.array(gamePhotoSchema),
  /** Every memory person: the names picture naming offers. */
  people: z.array(gamePersonSchema),
  /** The family's sequences, newest first. */
  sequences: z.array(familySequenceSchema),
});
export type GamePictureSet = z.infer<typeof gamePictureSetSchema>;

export const familySequenceAnswerSchema = z.object({ sequence: familySequenceSchema });
export const familySequenceListSchema = z.object({ sequences: z.array(familySequenceSchema) });
