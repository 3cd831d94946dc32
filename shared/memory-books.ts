import { z } from 'zod';
import { memberRefSchema, optionalText } from './circle-media';
import { PHOTO_NOT_FOUND } from './memory-photos';
import { RECORDING_NOT_FOUND } from './memory-recordings';

/**
 * Memory books (decision 054): a title, an optional dedication and cover photo, and ordered pages,
 * each a photo of the circle's and/or a caption, and optionally one of the circle's recordings
 * (decision 061). Looked through one page at a time, or printed.
 */

export const BOOK_TITLE_MAX = 120;
export const BOOK_DEDICATION_MAX = 300;
export const PAGE_CAPTION_MAX = 300;
export const BOOK_PAGES_MAX = 200;
/** Pages added in one request (from the photo picker). */
export const PAGES_ADDED_AT_ONCE_MAX = 50;

export const BOOK_NOT_FOUND = 'We could not find that memory book.';
export const PAGE_NOT_FOUND = 'We could not find that page of the book.';
export const NOT_YOUR_BOOK_MESSAGE =
  'Only the person who made this book, or a caregiver, can change it.';
export const BOOK_FULL_MESSAGE = `A memory book can have at most ${BOOK_PAGES_MAX} pages. Please start a second book for more.`;
export const EMPTY_PAGE_MESSAGE = 'Please choose a photo or write a caption for the page.';
export const REORDER_MISMATCH_MESSAGE =
  'The book changed while you were moving pages. Please look at the new order and try again.';
export const REMOVED_PHOTO_MESSAGE =
  'That photo was removed. Bring it back from “Recently removed” first, or choose another.';
export const REMOVED_RECORDING_MESSAGE =
  'That recording was removed. Bring it back from “Recently removed” first, or choose another.';

const photoId = z.uuid({ error: PHOTO_NOT_FOUND });
const recordingId = z.uuid({ error: RECORDING_NOT_FOUND });

export const bookInputSchema = z.object({
  title: z
    .string({ error: 'Please give the book a title' })
    .trim()
    .min(1, 'Please give the book a title')
    .max(BOOK_TITLE_MAX, `The title must be at most ${BOOK_TITLE_MAX} characters`),
  dedication: optionalText(BOOK_DEDICATION_MAX, 'The dedication'),
  coverPhotoId: photoId.nullable().default(null),
});
export type BookInput = z.input<typeof bookInputSchema>;

export const pageInputSchema = z
  .object({
    photoId: photoId.nullable().default(null),
    caption: optionalText(PAGE_CAPTION_MAX, 'The caption'),
    /** A recording that goes with the page; it alone does not make a page. */
    recordingId: recordingId.nullable().default(null),
  })
  .refine((page) => page.photoId !== null || page.caption !== null, {
    message: EMPTY_PAGE_MESSAGE,
    path: ['caption'],
  });
export type PageInput = z.input<typeof pageInputSchema>;

/**
 * A page's words and its recording; its photo stays (a different photo is a new page). A missing
 * `recordingId` keeps the page's recording as it is; `null` takes it off the page.
 */
export const pageChangeSchema = z.object({
  caption: optionalText(PAGE_CAPTION_MAX, 'The caption'),
  recordingId: recordingId.nullable().optional(),
});
export type PageChangeInput = z.input<typeof pageChangeSchema>;

export const addPagesSchema = z.object({
  pages: z
    .array(pageInputSchema)
    .min(1, EMPTY_PAGE_MESSAGE)
    .max(PAGES_ADDED_AT_ONCE_MAX, `Please add at most ${PAGES_ADDED_AT_ONCE_MAX} pages at a time`),
});

export const reorderPagesSchema = z.object({
  pageIds: z.array(z.uuid({ error: PAGE_NOT_FOUND })).max(BOOK_PAGES_MAX, REORDER_MISMATCH_MESSAGE),
});

export const PDF_SIZES = ['letter', 'a4'] as const;
export type PdfSize = (typeof PDF_SIZES)[number];
export const PDF_SIZE_LABELS: Record<PdfSize, string> = {
  letter: 'US Letter',
  a4: 'A4',
};
export const bookPdfQuerySchema = z.object({
  size: z.enum(PDF_SIZES, { error: 'Please choose Letter or A4' }).default('letter'),
});

/** A photo as a book shows it; absent while the photo is removed. */
export const bookPhotoSchema = z.object({
  id: z.uuid(),
  imageUrl: z.string(),
  thumbnailUrl: z.string(),
  width: z.number(),
  height: z.number(),
});
export type BookPhoto = z.infer<typeof bookPhotoSchema>;

/** A recording as a book page plays it; absent while the recording is removed. */
export const bookRecordingSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  durationSeconds: z.number(),
  audioUrl: z.string(),
});
export type BookRecording = z.infer<typeof bookRecordingSchema>;

export const bookPageSchema = z.object({
  id: z.uuid(),
  caption: z.string().nullable(),
  photo: bookPhotoSchema.nullable(),
  /** The page's photo is in "Recently removed": hidden until it is brought back. */
  isPhotoRemoved: z.boolean(),
  recording: bookRecordingSchema.nullable(),
  /** The page's recording is in "Recently removed": left off until it is brought back. */
  isRecordingRemoved: z.boolean(),
});
export type BookPage = z.infer<typeof bookPageSchema>;

export const bookSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  dedication: z.string().nullable(),
  cover: bookPhotoSchema.nullable(),
  pageCount: z.number(),
  addedBy: memberRefSchema,
  updatedAt: z.string(),
  canChange: z.boolean(),
});
export type BookSummary = z.infer<typeof bookSummarySchema>;

export const bookSchema = bookSummarySchema.extend({ pages: z.array(bookPageSchema) });
export type Book = z.infer<typeof bookSchema>;

/** The pages worth showing: a page whose photo is removed and has no caption shows nothing. */
export const visiblePages = (pages: readonly BookPage[]): BookPage[] =>
  pages.filter((page) => page.photo !== null || page.caption !== null);
