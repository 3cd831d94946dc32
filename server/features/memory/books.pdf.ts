import sharp from 'sharp';
import { type Book, type PdfSize, visiblePages } from '../../../shared/memory-books';
import { photoNames } from '../../../shared/memory-photos-basics';
import type { Database } from '../../db/client';
import { startPdf } from '../../lib/pdf/pdf-writer';
import type { CircleActor } from '../../platform/circles/circles.policy';
import { type FileStore, readWholeFile } from '../../platform/files/file-store';
import { viewBook } from './books.service';
import { photoFileKeys, viewPhotos } from './photos.service';

/** Large type: the person reading may see poorly (decision 054). */
const TITLE_PT = 40;
const DEDICATION_PT = 22;
const CAPTION_PT = 24;
const PAGE_NUMBER_PT = 14;
const MARGIN = 54;

/** A photo to print, with the words a screen reader says for it. */
interface PrintablePhoto {
  photoId: string;
  alt: string;
}

export interface PrintableBook {
  title: string;
  dedication: string | null;
  cover: PrintablePhoto | null;
  pages: { photo: PrintablePhoto | null; caption: string | null }[];
}

/** pdfkit draws JPEG and PNG; the stored photo is a JPEG, anything else is re-encoded. */
async function asJpeg(bytes: Buffer): Promise<Buffer> {
  const isJpeg = bytes[0] === 0xff && bytes[1] === 0xd8;
  return isJpeg ? bytes : sharp(bytes).rotate().jpeg({ quality: 90 }).toBuffer();
}

/**
 * A memory book as a PDF to print: a cover (title, cover photo, dedication), then one page per
 * book page, the photo as large as fits and the caption in large type, numbered. Photos are read
 * one at a time as their page is drawn, so a long book never holds every photo in memory.
 */
export async function renderBookPdf(options: {
  book: PrintableBook;
  size: PdfSize;
  createdAt: Date;
  readPhoto: (photoId: string) => Promise<Buffer | undefined>;
}): Promise<Buffer> {
  const { book, size, createdAt, readPhoto } = options;
  const { doc, write, figure, artifact, finish } = startPdf({
    title: book.title,
    createdAt,
    size: size === 'a4' ? 'A4' : 'LETTER',
  });
  const width = doc.page.width - MARGIN * 2;
  const height = doc.page.height - MARGIN * 2;

  const drawPhoto = async (photo: PrintablePhoto, top: number, boxHeight: number) => {
    const bytes = await readPhoto(photo.photoId);
    if (!bytes) return;
    const jpeg = await asJpeg(bytes);
    figure(photo.alt, () =>
      doc.image(jpeg, MARGIN, top, { fit: [width, boxHeight], align: 'center', valign: 'center' }),
    );
  };
  const centred = (text: string, weight: 'regular' | 'bold', points: number, top: number) => {
    doc.fontSize(points);
    doc.x = MARGIN;
    doc.y = top;
    write(text, weight, {
      width,
      align: 'center',
      lineGap: points * 0.25,
      role: weight === 'bold' ? 'H1' : 'P',
    });
  };
  /** The number sits in the bottom margin, where pdfkit would otherwise start a new page. */
  const pageNumber = (number: number) => {
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc.fontSize(PAGE_NUMBER_PT).font('sans-regular');
    artifact('Pagination', () =>
      doc.text(String(number), MARGIN, doc.page.height - MARGIN / 2 - PAGE_NUMBER_PT, {
        width,
        align: 'center',
        lineBreak: false,
      }),
    );
    doc.page.margins.bottom = bottom;
  };

  // The cover.
  centred(book.title, 'bold', TITLE_PT, MARGIN);
  const afterTitle = doc.y + 18;
  if (book.cover) {
    const reserve = book.dedication ? 160 : 0;
    await drawPhoto(book.cover, afterTitle, height - (afterTitle - MARGIN) - reserve);
    if (book.dedication) centred(book.dedication, 'regular', DEDICATION_PT, MARGIN + height - 140);
  } else if (book.dedication) {
    centred(book.dedication, 'regular', DEDICATION_PT, afterTitle + 36);
  }

  // The pages: a photo takes the top two thirds, or the whole page's middle without a caption.
  for (const [index, page] of book.pages.entries()) {
    doc.addPage();
    const photoHeight = page.caption ? height * 0.66 : height - 24;
    if (page.photo) await drawPhoto(page.photo, MARGIN, photoHeight);
    if (page.caption) {
      const top = page.photo ? MARGIN + photoHeight + 18 : MARGIN + height / 3;
      centred(page.caption, 'regular', CAPTION_PT, top);
    }
    pageNumber(index + 1);
  }
  return finish();
}

/**
 * What the PDF prints of a book: the pages with something to show, a removed photo left out. A
 * photo is described by its page's caption, else by its name among the book's photos (decision
 * 079), given in `names` by photo id.
 */
export const printableBook = (book: Book, names: ReadonlyMap<string, string>): PrintableBook => {
  const photo = (id: string, caption: string | null = null) => ({
    photoId: id,
    alt: caption ?? names.get(id) ?? 'Photo',
  });
  return {
    title: book.title,
    dedication: book.dedication,
    cover: book.cover ? photo(book.cover.id) : null,
    pages: visiblePages(book.pages).map((page) => ({
      photo: page.photo ? photo(page.photo.id, page.caption) : null,
      caption: page.caption,
    })),
  };
};

/** The caller's circle's book as a PDF, with a file name made from its title. */
export async function bookPdf(options: {
  db: Database;
  files: FileStore;
  actor: CircleActor;
  id: string;
  size: PdfSize;
  at: Date;
}): Promise<{ pdf: Buffer; fileName: string }> {
  const { db, files, actor, id, size, at } = options;
  const book = await viewBook(db, actor, id);
  const photoIds = [book.cover?.id, ...book.pages.map((page) => page.photo?.id)].filter(
    (photoId): photoId is string => photoId !== undefined,
  );
  const photos = await viewPhotos(db, actor, [...new Set(photoIds)]);
  const names = photoNames(photos);
  const pdf = await renderBookPdf({
    book: printableBook(book, new Map(photos.map((photo, index) => [photo.id, names[index]!]))),
    size,
    createdAt: at,
    readPhoto: (photoId) => readWholeFile(files, photoFileKeys(actor.circleId, photoId).display),
  });
  const slug =
    book.title
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .toLowerCase()
      .slice(0, 60) || 'memory-book';
  return { pdf, fileName: `${slug}-${size}.pdf` };
}
