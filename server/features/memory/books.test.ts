import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Book,
  BOOK_PAGES_MAX,
  type BookSummary,
  NOT_YOUR_BOOK_MESSAGE,
  REMOVED_PHOTO_MESSAGE,
  REMOVED_RECORDING_MESSAGE,
  REORDER_MISMATCH_MESSAGE,
} from '../../../shared/memory-books';
import type { Photo } from '../../../shared/memory-photos';
import { type Recording, RECORDING_NOT_FOUND } from '../../../shared/memory-recordings';
import { auditEvents } from '../../platform/audit/audit.schema';
import { createTemporaryFileStore } from '../../platform/files/file-store';
import { makeWav } from '../../test/audio-fixtures';
import { inviteMember } from '../../test/fixtures';
import {
  pdfActualTextRightToLeft,
  pdfActualTexts,
  pdfFontNames,
  pdfGlyphs,
  pdfTags,
  pdfText,
  pdfTextItems,
} from '../../test/pdf-text';
import { type Agent, createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import { memoryBookPages } from './books.schema';
import { memoryPhotos } from './memory.schema';
import { memoryRecordings } from './recordings.schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { files: await createTemporaryFileStore() });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.clock.set('2026-03-02T15:00:00Z'));

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const rosa = await inviteMember(ctx, caregiver.agent, 'family', 'Rosa Lopez');
  return { caregiver, sam, rosa, circleId: caregiver.user.circleId as string };
}

async function addPhoto(agent: Agent, color = '#39c') {
  const bytes = await sharp({ create: { width: 40, height: 30, channels: 3, background: color } })
    .png()
    .toBuffer();
  const response = await agent.upload('POST', '/api/circle/photos', {
    fields: {},
    file: { field: 'photo', filename: 'photo.png', contentType: 'image/png', bytes },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photo: Photo }>().photo;
}

async function makeBook(agent: Agent, body: object = { title: 'Dad’s life' }) {
  const response = await agent.post('/api/circle/memory-books', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ book: Book }>().book;
}

async function addPages(agent: Agent, bookId: string, pages: object[]) {
  const response = await agent.post(`/api/circle/memory-books/${bookId}/pages`, { pages });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ book: Book }>().book;
}

async function addRecording(agent: Agent, title: string, photoId?: string) {
  const response = await agent.upload('POST', '/api/circle/recordings', {
    fields: { title, ...(photoId ? { photoId } : {}) },
    file: { field: 'audio', filename: 'story', contentType: 'audio/wav', bytes: makeWav(2) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ recording: Recording }>().recording;
}

const view = async (agent: Agent, id: string) =>
  (await agent.get(`/api/circle/memory-books/${id}`)).json<{ book: Book }>().book;

/** Page count and each page's size in points, as a PDF reader sees them. */
async function pdfPages(bytes: Buffer) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(bytes) }).promise;
  const sizes: number[][] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    sizes.push((await document.getPage(number)).view.map((n) => Math.round(n)));
  }
  await document.destroy();
  return sizes;
}

describe('making a memory book', () => {
  it('makes a book with a cover, photo and text pages in order, and lists it', async () => {
    const { sam, caregiver, circleId } = await family();
    const lake = await addPhoto(sam.agent, '#c96');
    const garden = await addPhoto(sam.agent, '#6c9');
    const book = await makeBook(sam.agent, {
      title: '  Dad’s life  ',
      dedication: 'For Dad, with love',
      coverPhotoId: lake.id,
    });
    expect(book).toMatchObject({
      title: 'Dad’s life',
      dedication: 'For Dad, with love',
      cover: { id: lake.id },
      pageCount: 0,
      pages: [],
      addedBy: { name: 'Sam Lopez' },
      canChange: true,
    });

    const filled = await addPages(sam.agent, book.id, [
      { photoId: lake.id, caption: 'At the lake, 1987' },
      { caption: 'Born in Porto in 1941' },
      { photoId: garden.id },
    ]);
    expect(filled.pages.map((page) => [page.photo?.id ?? null, page.caption])).toEqual([
      [lake.id, 'At the lake, 1987'],
      [null, 'Born in Porto in 1941'],
      [garden.id, null],
    ]);
    expect(filled.pages[0]!.photo!.imageUrl).toMatch(`/api/circle/photos/${lake.id}/image?v=`);

    const listed = (await caregiver.agent.get('/api/circle/memory-books')).json<{
      books: BookSummary[];
    }>().books;
    expect(listed).toMatchObject([{ id: book.id, pageCount: 3, canChange: true }]);

    const audit = await ctx.database.db
      .select({ action: auditEvents.action })
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['memory.book_added', 'memory.book_pages_added']),
    );
  });

  it('refuses empty pages, untitled books, and photos of another circle', async () => {
    const { sam } = await family();
    const other = await registerAgent(ctx.app, { name: 'Olga Other', role: 'caregiver' });
    const theirs = await addPhoto(other.agent);
    const untitled = await sam.agent.post('/api/circle/memory-books', { title: '  ' });
    expect(untitled.statusCode).toBe(400);
    expect(untitled.json<{ message: string }>().message).toBe('Please give the book a title');
    const book = await makeBook(sam.agent);
    const empty = await sam.agent.post(`/api/circle/memory-books/${book.id}/pages`, {
      pages: [{ caption: ' ' }],
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe(
      'Please choose a photo or write a caption for the page.',
    );
    const foreign = await sam.agent.post(`/api/circle/memory-books/${book.id}/pages`, {
      pages: [{ photoId: theirs.id }],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json<{ message: string }>().message).toBe('We could not find that photo.');
    const foreignCover = await sam.agent.put(`/api/circle/memory-books/${book.id}`, {
      title: 'Dad',
      coverPhotoId: theirs.id,
    });
    expect(foreignCover.statusCode).toBe(400);
    expect((await view(sam.agent, book.id)).pages).toEqual([]);
  });

  it(`holds at most ${BOOK_PAGES_MAX} pages`, async () => {
    const { sam } = await family();
    const book = await makeBook(sam.agent);
    for (let added = 0; added < BOOK_PAGES_MAX; added += 50) {
      await addPages(
        sam.agent,
        book.id,
        Array.from({ length: 50 }, (_, index) => ({ caption: `Page ${added + index + 1}` })),
      );
    }
    const over = await sam.agent.post(`/api/circle/memory-books/${book.id}/pages`, {
      pages: [{ caption: 'One more' }],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json<{ message: string }>().message).toMatch(/at most 200 pages/);
  });
});

describe('ordering pages', () => {
  it('puts the pages in the order given, and refuses a list that is not exactly the book’s pages', async () => {
    const { sam } = await family();
    const book = await makeBook(sam.agent);
    const filled = await addPages(sam.agent, book.id, [
      { caption: 'One' },
      { caption: 'Two' },
      { caption: 'Three' },
    ]);
    const [one, two, three] = filled.pages.map((page) => page.id) as [string, string, string];
    const order = (pageIds: string[]) =>
      sam.agent.put(`/api/circle/memory-books/${book.id}/order`, { pageIds });

    const moved = await order([three, one, two]);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ book: Book }>().book.pages.map((p) => p.caption)).toEqual([
      'Three',
      'One',
      'Two',
    ]);

    const other = await makeBook(sam.agent, { title: 'Another' });
    const otherPage = (await addPages(sam.agent, other.id, [{ caption: 'Elsewhere' }])).pages[0]!;
    for (const wrong of [
      [three, one],
      [three, one, two, two],
      [three, one, one],
      [three, one, otherPage.id],
      [three, one, two, otherPage.id],
    ]) {
      const response = await order(wrong);
      expect(response.statusCode, JSON.stringify(wrong)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(REORDER_MISMATCH_MESSAGE);
    }
    expect((await view(sam.agent, book.id)).pages.map((p) => p.caption)).toEqual([
      'Three',
      'One',
      'Two',
    ]);

    // Removing a page closes the gap; the order stays.
    const removed = await sam.agent.delete(`/api/circle/memory-books/${book.id}/pages/${one}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const positions = await ctx.database.db
      .select({ position: memoryBookPages.position })
      .from(memoryBookPages)
      .where(eq(memoryBookPages.bookId, book.id))
      .orderBy(asc(memoryBookPages.position));
    expect(positions.map((p) => p.position)).toEqual([0, 1]);
    expect((await view(sam.agent, book.id)).pages.map((p) => p.caption)).toEqual(['Three', 'Two']);
  });
});

describe('who may change a book', () => {
  it('lets whoever made it and caregivers change it; other members only look; other circles get 404', async () => {
    const { sam, rosa, caregiver } = await family();
    const book = await makeBook(sam.agent);
    const page = (await addPages(sam.agent, book.id, [{ caption: 'One' }])).pages[0]!;

    expect((await view(rosa.agent, book.id)).canChange).toBe(false);
    for (const response of [
      await rosa.agent.put(`/api/circle/memory-books/${book.id}`, { title: 'Mine now' }),
      await rosa.agent.post(`/api/circle/memory-books/${book.id}/pages`, {
        pages: [{ caption: 'x' }],
      }),
      await rosa.agent.put(`/api/circle/memory-books/${book.id}/pages/${page.id}`, {
        caption: 'x',
      }),
      await rosa.agent.put(`/api/circle/memory-books/${book.id}/order`, { pageIds: [page.id] }),
      await rosa.agent.delete(`/api/circle/memory-books/${book.id}/pages/${page.id}`),
      await rosa.agent.delete(`/api/circle/memory-books/${book.id}`),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toBe(NOT_YOUR_BOOK_MESSAGE);
    }

    const changed = await caregiver.agent.put(
      `/api/circle/memory-books/${book.id}/pages/${page.id}`,
      { caption: 'Our wedding day' },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ book: Book }>().book.pages[0]!.caption).toBe('Our wedding day');

    const outsider = await registerAgent(ctx.app, { name: 'Olga Other', role: 'caregiver' });
    for (const response of [
      await outsider.agent.get(`/api/circle/memory-books/${book.id}`),
      await outsider.agent.get(`/api/circle/memory-books/${book.id}/pdf`),
      await outsider.agent.put(`/api/circle/memory-books/${book.id}`, { title: 'x' }),
      await outsider.agent.delete(`/api/circle/memory-books/${book.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect(
      (await outsider.agent.get('/api/circle/memory-books')).json<{ books: unknown[] }>().books,
    ).toEqual([]);

    const gone = await caregiver.agent.delete(`/api/circle/memory-books/${book.id}`);
    expect(gone.statusCode).toBe(204);
    expect((await sam.agent.get(`/api/circle/memory-books/${book.id}`)).statusCode).toBe(404);
  });
});

describe('photos that are removed', () => {
  it('hides a removed photo from its page until it is back, and keeps the caption when it is purged', async () => {
    const { sam, caregiver } = await family();
    const photo = await addPhoto(sam.agent);
    const book = await makeBook(sam.agent, { title: 'Dad', coverPhotoId: photo.id });
    await addPages(sam.agent, book.id, [{ photoId: photo.id, caption: 'The lake' }]);

    await caregiver.agent.delete(`/api/circle/photos/${photo.id}`);
    const hidden = await view(sam.agent, book.id);
    expect(hidden.cover).toBeNull();
    expect(hidden.pages[0]).toMatchObject({
      photo: null,
      isPhotoRemoved: true,
      caption: 'The lake',
    });
    const reuse = await sam.agent.post(`/api/circle/memory-books/${book.id}/pages`, {
      pages: [{ photoId: photo.id }],
    });
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json<{ message: string }>().message).toBe(REMOVED_PHOTO_MESSAGE);
    // Saving the title keeps the removed cover, so bringing the photo back brings the cover back.
    const retitled = await sam.agent.put(`/api/circle/memory-books/${book.id}`, {
      title: 'Dad’s book',
      coverPhotoId: photo.id,
    });
    expect(retitled.statusCode, retitled.body).toBe(200);

    await caregiver.agent.post(`/api/circle/photos/${photo.id}/restore`);
    const back = await view(sam.agent, book.id);
    expect(back.cover?.id).toBe(photo.id);
    expect(back.pages[0]).toMatchObject({ photo: { id: photo.id }, isPhotoRemoved: false });

    // Deleted for good: the page keeps its words.
    await ctx.database.db.delete(memoryPhotos).where(eq(memoryPhotos.id, photo.id));
    const purged = await view(sam.agent, book.id);
    expect(purged.cover).toBeNull();
    const wordless = await sam.agent.put(
      `/api/circle/memory-books/${book.id}/pages/${purged.pages[0]!.id}`,
      { caption: '' },
    );
    expect(wordless.statusCode).toBe(400);
    expect(purged.pages[0]).toMatchObject({
      photo: null,
      isPhotoRemoved: false,
      caption: 'The lake',
    });
  });
});

describe('a recording on a page', () => {
  it('adds, changes and takes off a page’s recording, and keeps it when only the words change', async () => {
    const { sam, circleId } = await family();
    const photo = await addPhoto(sam.agent);
    const lake = await addRecording(sam.agent, 'Grandpa at the lake', photo.id);
    const song = await addRecording(sam.agent, 'Grandma sings');
    const book = await makeBook(sam.agent);
    const filled = await addPages(sam.agent, book.id, [
      { photoId: photo.id, caption: 'The lake', recordingId: lake.id },
      { caption: 'Words only' },
    ]);
    expect(filled.pages[0]).toMatchObject({
      recording: {
        id: lake.id,
        title: 'Grandpa at the lake',
        durationSeconds: 2,
        audioUrl: `/api/circle/recordings/${lake.id}/audio`,
      },
      isRecordingRemoved: false,
    });
    expect(filled.pages[1]).toMatchObject({ recording: null, isRecordingRemoved: false });
    const pageUrl = `/api/circle/memory-books/${book.id}/pages/${filled.pages[0]!.id}`;

    const words = await sam.agent.put(pageUrl, { caption: 'At the lake' });
    expect(words.statusCode, words.body).toBe(200);
    expect(words.json<{ book: Book }>().book.pages[0]!.recording?.id).toBe(lake.id);

    const changed = await sam.agent.put(pageUrl, { caption: 'At the lake', recordingId: song.id });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<{ book: Book }>().book.pages[0]!.recording?.title).toBe('Grandma sings');

    const cleared = await sam.agent.put(pageUrl, { caption: 'At the lake', recordingId: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json<{ book: Book }>().book.pages[0]).toMatchObject({
      recording: null,
      caption: 'At the lake',
      photo: { id: photo.id },
    });

    const audit = await ctx.database.db
      .select({ action: auditEvents.action, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.circleId, circleId))
      .orderBy(asc(auditEvents.id));
    expect(
      audit.filter((a) => a.action === 'memory.book_page_changed').map((a) => a.detail),
    ).toEqual([
      `page ${filled.pages[0]!.id}: caption`,
      `page ${filled.pages[0]!.id}: recording`,
      `page ${filled.pages[0]!.id}: recording taken off`,
    ]);
  });

  it('refuses another circle’s recording with 404 and a removed one with a message', async () => {
    const { sam, caregiver } = await family();
    const other = await registerAgent(ctx.app, { name: 'Olga Other', role: 'caregiver' });
    const theirs = await addRecording(other.agent, 'Not ours');
    const ours = await addRecording(sam.agent, 'Ours');
    const book = await makeBook(sam.agent);
    const { pages } = await addPages(sam.agent, book.id, [{ caption: 'One' }]);

    const foreign = await sam.agent.post(`/api/circle/memory-books/${book.id}/pages`, {
      pages: [{ caption: 'Two', recordingId: theirs.id }],
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json<{ message: string }>().message).toBe(RECORDING_NOT_FOUND);
    const foreignChange = await sam.agent.put(
      `/api/circle/memory-books/${book.id}/pages/${pages[0]!.id}`,
      { caption: 'One', recordingId: theirs.id },
    );
    expect(foreignChange.statusCode).toBe(404);

    await caregiver.agent.delete(`/api/circle/recordings/${ours.id}`);
    const removed = await sam.agent.post(`/api/circle/memory-books/${book.id}/pages`, {
      pages: [{ caption: 'Two', recordingId: ours.id }],
    });
    expect(removed.statusCode).toBe(400);
    expect(removed.json<{ message: string }>().message).toBe(REMOVED_RECORDING_MESSAGE);
    expect((await view(sam.agent, book.id)).pages).toHaveLength(1);
    expect((await view(sam.agent, book.id)).pages[0]!.recording).toBeNull();
  });

  it('leaves a removed recording off its page until it is back, and keeps the page when it is purged', async () => {
    const { sam, caregiver } = await family();
    const photo = await addPhoto(sam.agent);
    const story = await addRecording(sam.agent, 'The story of the lake', photo.id);
    const book = await makeBook(sam.agent);
    const { pages } = await addPages(sam.agent, book.id, [
      { photoId: photo.id, caption: 'The lake', recordingId: story.id },
    ]);
    const pageUrl = `/api/circle/memory-books/${book.id}/pages/${pages[0]!.id}`;

    await caregiver.agent.delete(`/api/circle/recordings/${story.id}`);
    expect((await view(sam.agent, book.id)).pages[0]).toMatchObject({
      recording: null,
      isRecordingRemoved: true,
      photo: { id: photo.id },
    });
    // Saving the words keeps the removed recording, so it comes back with the recording.
    const words = await sam.agent.put(pageUrl, {
      caption: 'The lake, 1987',
      recordingId: story.id,
    });
    expect(words.statusCode, words.body).toBe(200);

    await caregiver.agent.post(`/api/circle/recordings/${story.id}/restore`);
    expect((await view(sam.agent, book.id)).pages[0]).toMatchObject({
      recording: { id: story.id },
      isRecordingRemoved: false,
    });

    // Deleted for good: the page keeps its photo and words.
    await ctx.database.db.delete(memoryRecordings).where(eq(memoryRecordings.id, story.id));
    expect((await view(sam.agent, book.id)).pages[0]).toMatchObject({
      recording: null,
      isRecordingRemoved: false,
      photo: { id: photo.id },
      caption: 'The lake, 1987',
    });
  });
});

describe('the printable book', () => {
  /** Captions families write, in the scripts the report fonts cover. */
  const WRITTEN = {
    latin: 'Zażółć gęślą jaźń, Şükrü',
    cyrillic: 'Бабушка Людмила на даче',
    greek: 'Γιαγιά Ελένη στη θάλασσα',
    japanese: '佐藤花子さんの結婚式',
  };

  it('prints a cover and one page per book page on Letter or A4, in any script', async () => {
    const { sam, caregiver } = await family();
    const lake = await addPhoto(sam.agent, '#c96');
    const hidden = await addPhoto(sam.agent, '#6c9');
    const book = await makeBook(sam.agent, {
      title: 'Семейная книга',
      dedication: `For ${WRITTEN.japanese}`,
      coverPhotoId: lake.id,
    });
    await addPages(sam.agent, book.id, [
      { photoId: lake.id, caption: WRITTEN.latin },
      { caption: WRITTEN.cyrillic },
      { photoId: lake.id },
      { caption: WRITTEN.greek },
      // Its photo is removed and it has no words: nothing to print.
      { photoId: hidden.id },
    ]);
    await caregiver.agent.delete(`/api/circle/photos/${hidden.id}`);

    const letter = await sam.agent.get(`/api/circle/memory-books/${book.id}/pdf`);
    expect(letter.statusCode, letter.body).toBe(200);
    expect(letter.headers['content-type']).toBe('application/pdf');
    expect(letter.headers['content-disposition']).toMatch(/attachment; filename=".*-letter\.pdf"/);
    const letterBytes = letter.rawPayload;
    expect(letterBytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfPages(letterBytes)).toEqual(Array(5).fill([0, 0, 612, 792]));

    const text = await pdfText(letterBytes);
    for (const [script, written] of Object.entries(WRITTEN)) {
      expect(text, script).toContain(written);
    }
    const pages = text.split('\n');
    expect(pages[0]).toContain('Семейная книга');
    expect(pages[1]).toContain(WRITTEN.latin);
    expect(pages[1]).toContain('1');
    expect(pages[3]).toBe('3');
    expect(pages[4]).toBe(`${WRITTEN.greek}4`);
    // Photos and fonts are embedded once each, subset: a small book stays small, and carries no
    // font for a script it does not use.
    expect(letterBytes.length).toBeLessThan(600_000);
    expect(pdfFontNames(letterBytes)).toEqual([
      'NotoSans-Bold',
      'NotoSans-Regular',
      'NotoSansJP-Regular',
    ]);

    const a4 = await sam.agent.get(`/api/circle/memory-books/${book.id}/pdf?size=a4`);
    expect(a4.statusCode).toBe(200);
    expect(await pdfPages(a4.rawPayload)).toEqual(Array(5).fill([0, 0, 595, 842]));

    const wrongSize = await sam.agent.get(`/api/circle/memory-books/${book.id}/pdf?size=a3`);
    expect(wrongSize.statusCode).toBe(400);
    expect(wrongSize.json<{ message: string }>().message).toBe('Please choose Letter or A4');
  });

  it('is tagged for screen readers: a heading, photos as figures with their names, page numbers aside', async () => {
    const { sam } = await family();
    const [lake, garden] = [await addPhoto(sam.agent), await addPhoto(sam.agent, '#6c9')];
    const book = await makeBook(sam.agent, { title: 'Dad’s life', coverPhotoId: lake.id });
    await addPages(sam.agent, book.id, [
      { photoId: lake.id, caption: 'At the lake, 1987' },
      { photoId: garden.id },
    ]);
    const response = await sam.agent.get(`/api/circle/memory-books/${book.id}/pdf`);
    const tags = await pdfTags(response.rawPayload);
    expect(tags).toMatchObject({
      marked: true,
      hasStructTreeRoot: true,
      lang: 'en-US',
      displayTitle: true,
    });
    // A photo's alt text is its caption, or the name Kinwell gives it elsewhere (decision 079).
    expect(tags.pages).toEqual([
      ['Document', 'H1', 'Figure: Photo 1'],
      ['Document', 'Figure: At the lake, 1987', 'P'],
      ['Document', 'Figure: Photo 2'],
    ]);
    expect(tags.artifacts).toEqual(['Pagination', 'Pagination']);
  });

  it('prints Arabic and Hebrew right to left, the letters joined and numbers as written', async () => {
    const { sam } = await family();
    const arabic = 'جدتي مريم في حديقتها'; // "My grandmother Maryam in her garden"
    const hebrew = 'סבתא בגינה, 1962'; // "Grandma in the garden, 1962"
    const long = 'סבתא ורחל בחתונה של דוד משה בתל אביב בקיץ של שנת 1962 עם כל המשפחה והחברים';
    const book = await makeBook(sam.agent, { title: 'ألبوم العائلة' });
    await addPages(sam.agent, book.id, [
      { caption: arabic },
      { caption: hebrew },
      { caption: long },
    ]);

    const response = await sam.agent.get(`/api/circle/memory-books/${book.id}/pdf`);
    expect(response.statusCode, response.body).toBe(200);
    const pdf = response.rawPayload;
    expect(pdfFontNames(pdf)).toEqual(
      expect.arrayContaining([
        'NotoSansArabic-Bold',
        'NotoSansArabic-Regular',
        'NotoSansHebrew-Regular',
      ]),
    );
    // Each Arabic letter, with the glyphs drawn for it, says which letter it is: one glyph of
    // Noto Sans Arabic can stand for several (decision 066). Each span holds one letter, so an
    // extractor that reads right-to-left text by where it is drawn (poppler's pdftotext) reads
    // the spans right to left and gets the caption in reading order (decision 084). Hebrew needs
    // no such span: its glyphs map to its letters one for one (decision 080).
    const unspaced = (text: string) => text.replace(/\s/g, '');
    for (const span of pdfActualTexts(pdf)) expect([...span.text], span.text).toHaveLength(1);
    expect(pdfActualTextRightToLeft(pdf)).toEqual(['ألبوم العائلة', arabic].map(unspaced));
    expect(unspaced(await pdfText(pdf))).toContain(unspaced(hebrew));

    // Maryam begins and ends with mim: joined, the two are different forms of the letter.
    const mims = (await pdfGlyphs(pdf, 2)).filter((glyph) => glyph.text === 'م');
    expect(mims).toHaveLength(2);
    expect(mims[0]!.code).not.toBe(mims[1]!.code);

    // Read right to left, the year comes last: it stands to the left of the words, digits in order.
    const [words, year] = await pdfTextItems(pdf, 3);
    expect([words?.text, year?.text]).toEqual(['סבתא בגינה,', '1962']);
    expect(year!.x + year!.width).toBeLessThan(words!.x);

    // A long caption wraps within the page's margins, centred like any caption.
    const lines = await pdfTextItems(pdf, 4);
    const rows = new Set(lines.filter((item) => item.text !== '4').map((item) => item.y));
    expect(rows.size).toBeGreaterThan(1);
    for (const item of lines) {
      expect(item.x).toBeGreaterThanOrEqual(54);
      expect(item.x + item.width).toBeLessThanOrEqual(612 - 54);
    }
    expect(pdf.length).toBeLessThan(100_000);
  });
});
