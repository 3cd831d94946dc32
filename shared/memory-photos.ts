import { z } from 'zod';
import { circleMediaFields, memberRefSchema, optionalText } from './circle-media';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './memory-photos-basics';

/**
 * Memory support's photos (decision 048): the circle's memory people (name and relationship to
 * the person), photos with their details, and albums. Removed photos wait in "Recently removed"
 * for `PHOTO_UNDO_DAYS` days before they are deleted for good.
 */

export const PHOTO_UNDO_DAYS = 30;
/** Uploads by one person are announced together once they have paused this long. */
export const PHOTO_BATCH_QUIET_MINUTES = 3;
/**
 * A photo larger than its display copy also keeps a full copy fitting this box (decision 067):
 * sharp on a large tablet or a 4K screen, and when zoomed.
 */
export const PHOTO_FULL_SIDE = 3200;

export const PHOTO_PAGE_SIZE = 60;

export const PERSON_NAME_MAX = 80;
export const RELATIONSHIP_MAX = 80;
export const CAPTION_MAX = 200;
export const PLACE_MAX = 120;
export const STORY_MAX = 4000;
export const ALBUM_NAME_MAX = 80;
export const PHOTO_FIRST_YEAR = 1850;

export const PHOTO_NOT_FOUND = 'We could not find that photo.';
export const PERSON_NOT_FOUND = 'We could not find that person.';
export const ALBUM_NOT_FOUND = 'We could not find that album.';
export const NOT_YOUR_PHOTO_MESSAGE =
  'Only the person who added this photo, or a caregiver, can change or remove it.';
export const NOT_YOURS_MESSAGE =
  'Only the person who added this, or a caregiver, can change or remove it.';
/** Only a photo already in “Recently removed” may be deleted for good (decision 065). */
export const PHOTO_NOT_REMOVED_MESSAGE =
  'This photo is not in “Recently removed”. Remove it first; then it can be deleted for good from there.';
export const CHOOSE_A_PHOTO_MESSAGE = 'Please choose a photo to add.';
export const EMPTY_PHOTO_MESSAGE =
  'That file is empty. Please choose the photo again, or take a new one.';

// ---------------------------------------------------------------------------------------------
// Memory people

export const memoryPersonInputSchema = z.object({
  name: z
    .string({ error: 'Please enter the person’s name' })
    .trim()
    .min(1, 'Please enter the person’s name')
    .max(PERSON_NAME_MAX, `The name must be at most ${PERSON_NAME_MAX} characters`),
  relationship: optionalText(RELATIONSHIP_MAX, 'Who they are'),
});
export type MemoryPersonInput = z.input<typeof memoryPersonInputSchema>;

export const memoryPersonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string().nullable(),
  addedBy: memberRefSchema,
  canChange: z.boolean(),
});
export type MemoryPerson = z.infer<typeof memoryPersonSchema>;

/** "Rosa — granddaughter", or just the name. */
export const personLabel = (person: Pick<MemoryPerson, 'name' | 'relationship'>): string =>
  person.relationship ? `${person.name} — ${person.relationship}` : person.name;

// ---------------------------------------------------------------------------------------------
// Photos

const yearMessage = 'Please enter the year as four digits, like 1962';

/** The details of a photo; every one may be left out when adding it. */
export const photoDetailsSchema = z
  .object({
    caption: optionalText(CAPTION_MAX, 'The caption'),
    place: optionalText(PLACE_MAX, 'The place'),
    year: z
      .number({ error: yearMessage })
      .int(yearMessage)
      .min(PHOTO_FIRST_YEAR, `Please enter a year from ${PHOTO_FIRST_YEAR} on`)
      .max(2100, 'Please check the year')
      .nullable()
      .default(null),
    /** The year stands for its decade ("the 1960s"). */
    isDecade: z.boolean().default(false),
    story: optionalText(STORY_MAX, 'The story'),
    personIds: z
      .array(z.uuid({ error: PERSON_NOT_FOUND }))
      .max(50)
      .default([]),
    albumIds: z
      .array(z.uuid({ error: ALBUM_NOT_FOUND }))
      .max(50)
      .default([]),
  })
  .refine((details) => !details.isDecade || (details.year !== null && details.year % 10 === 0), {
    message: 'Please choose the decade as its first year, like 1960',
    path: ['year'],
  });
export type PhotoDetailsInput = z.input<typeof photoDetailsSchema>;

/** The text fields sent beside a new photo (multipart): all optional. */
export const photoUploadFieldsSchema = z.object({
  caption: z.string().optional(),
  place: z.string().optional(),
  year: z.string().optional(),
  personIds: z.string().optional(),
  albumId: z.string().optional(),
});

export const photoSchema = z.object({
  id: z.uuid(),
  caption: z.string().nullable(),
  place: z.string().nullable(),
  year: z.number().nullable(),
  isDecade: z.boolean(),
  story: z.string().nullable(),
  /** From the camera's own record (EXIF), read before it was stripped: `YYYY-MM-DD`. */
  takenOn: z.string().nullable(),
  width: z.number(),
  height: z.number(),
  people: z.array(
    z.object({ id: z.uuid(), name: z.string(), relationship: z.string().nullable() }),
  ),
  albumIds: z.array(z.uuid()),
  ...circleMediaFields,
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  /** The full copy (up to PHOTO_FULL_SIDE), when the photo was larger than its display copy. */
  fullUrl: z.string().nullable(),
  fullWidth: z.number().int().nullable(),
});
export type Photo = z.infer<typeof photoSchema>;

export const PHOTO_SORTS = ['newest', 'year', 'person', 'place'] as const;
export type PhotoSort = (typeof PHOTO_SORTS)[number];
export const PHOTO_SORT_LABELS: Record<PhotoSort, string> = {
  newest: 'Newest first',
  year: 'By year',
  person: 'By person',
  place: 'By place',
};

export const photoListQuerySchema = z.object({
  sort: z.enum(PHOTO_SORTS, { error: 'Please choose how to sort from the list' }).default('newest'),
  q: z.string().trim().max(100, 'Please search for at most 100 characters').optional(),
  albumId: z.uuid({ error: ALBUM_NOT_FOUND }).optional(),
  personId: z.uuid({ error: PERSON_NOT_FOUND }).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PhotoListQuery = z.input<typeof photoListQuerySchema>;

export const photoListSchema = z.object({
  photos: z.array(photoSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type PhotoList = z.infer<typeof photoListSchema>;

// ---------------------------------------------------------------------------------------------
// Albums

export const albumInputSchema = z.object({
  name: z
    .string({ error: 'Please give the album a name' })
    .trim()
    .min(1, 'Please give the album a name')
    .max(ALBUM_NAME_MAX, `The name must be at most ${ALBUM_NAME_MAX} characters`),
});

export const albumSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  photoCount: z.number(),
  coverUrl: z.string().nullable(),
  addedBy: memberRefSchema,
  canChange: z.boolean(),
});
export type Album = z.infer<typeof albumSchema>;
