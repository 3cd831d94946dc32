import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import exifr from 'exifr';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEMORY_PHOTO_MAX_BYTES, MEMORY_PHOTO_TOO_LARGE_MESSAGE } from '../../../shared/images';
import {
  type Album,
  type MemoryPerson,
  NOT_YOUR_PHOTO_MESSAGE,
  type Photo,
  type PhotoList,
  PHOTO_NOT_REMOVED_MESSAGE,
  photoSrcSet,
} from '../../../shared/memory-photos';
import { auditEvents } from '../../platform/audit/audit.schema';
import { hashPassword } from '../../platform/auth/password';
import { users } from '../../platform/auth/auth.schema';
import { careCircles } from '../../platform/circles/circles.schema';
import { listPendingFile, PENDING_FILE_GRACE_MS } from '../../platform/files/file-deletions';
import {
  createTemporaryFileStore,
  readWholeFile,
  type FileStore,
} from '../../platform/files/file-store';
import { fileDeletions } from '../../platform/files/files.schema';
import { inviteMember, makePng } from '../../test/fixtures';
import {
  createAgent,
  createTestApp,
  registerAgent,
  type Agent,
  type TestContext,
} from '../../test/test-app';
import { memoryPhotoPeople, memoryPhotos } from './memory.schema';
import { photoFileKeys, storedPhotoKeys } from './photos.service';
import { inAnotherKinwell } from '../../test/another-kinwell';

let ctx: TestContext;
let files: FileStore;
beforeAll(async () => {
  files = await createTemporaryFileStore();
  ctx = await createTestApp({}, { files });
});
afterAll(() => ctx.close());
const NOW = '2026-03-02T15:00:00Z';
beforeEach(() => ctx.clock.set(NOW));

async function family() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const rosa = await inviteMember(ctx, caregiver.agent, 'family', 'Rosa Lopez');
  return { caregiver, sam, rosa, circleId: caregiver.user.circleId as string };
}

/** A small JPEG as a phone makes it: with the date taken and a location in its EXIF. */
const cameraJpeg = (color = '#c96', date = '1987:06:21 14:05:00') =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: color } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'Kinwell test camera' },
      IFD2: { DateTimeOriginal: date },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 52/1 0/1' },
    })
    .toBuffer();
let colors = 0;
/** Another colour each time: the same photo twice is refused (decision 060). */
const plainPng = (background = `#${(0x3399cc + 101 * ++colors).toString(16).slice(-6)}`) =>
  sharp({ create: { width: 30, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(
  agent: Agent,
  bytes: Buffer,
  fields: Record<string, string> = {},
  filename = 'photo.jpg',
) {
  return agent.upload('POST', '/api/circle/photos', {
    fields,
    file: { field: 'photo', filename, contentType: 'image/jpeg', bytes },
  });
}
async function addPhoto(agent: Agent, fields: Record<string, string> = {}, bytes?: Buffer) {
  const response = await upload(agent, bytes ?? (await plainPng()), fields);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photo: Photo }>().photo;
}
async function addPerson(agent: Agent, name: string, relationship: string | null = null) {
  const response = await agent.post('/api/circle/memory-people', { name, relationship });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ person: MemoryPerson }>().person;
}
const list = async (agent: Agent, query = '') =>
  (await agent.get(`/api/circle/photos${query}`)).json<PhotoList>();
const auditOf = (circleId: string) =>
  ctx.database.db
    .select()
    .from(auditEvents)
    .where(eq(auditEvents.circleId, circleId))
    .orderBy(asc(auditEvents.id));

describe('the sizes of a photo', () => {
  it('keeps a thumbnail, a display copy and, for a larger photo, a full copy, each served with its size', async () => {
    const { sam } = await family();
    const size = async (url: string) => {
      const served = await sam.agent.get(url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      const { width, height } = await sharp(served.rawPayload).metadata();
      return [width, height];
    };
    // A phone's 12-megapixel photo: 1600 on screen, 3200 in full.
    const large = await addPhoto(sam.agent, {}, await makePng(4000, 3000, '#4a7a5c'));
    expect(large).toMatchObject({ width: 1600, height: 1200, fullWidth: 3200 });
    expect(await size(large.thumbnailUrl)).toEqual([400, 300]);
    expect(await size(large.imageUrl)).toEqual([1600, 1200]);
    expect(await size(large.fullUrl!)).toEqual([3200, 2400]);
    expect(photoSrcSet(large)).toBe(
      `${large.thumbnailUrl} 400w, ${large.imageUrl} 1600w, ${large.fullUrl} 3200w`,
    );
    // Between the two: its full copy is the photo at its own size.
    const medium = await addPhoto(sam.agent, {}, await makePng(2400, 1800, '#7a4a5c'));
    expect(medium).toMatchObject({ width: 1600, fullWidth: 2400 });
    expect(await size(medium.fullUrl!)).toEqual([2400, 1800]);
    // No larger than the display copy: no full copy, and its address gives the display copy.
    const small = await addPhoto(sam.agent, {}, await makePng(1200, 900, '#5c4a7a'));
    expect(small).toMatchObject({ width: 1200, fullUrl: null, fullWidth: null });
    expect(photoSrcSet(small)).toBe(`${small.thumbnailUrl} 400w, ${small.imageUrl} 1200w`);
    expect(await size(`/api/circle/photos/${small.id}/full`)).toEqual([1200, 900]);
  });
});

describe('adding a photo', () => {
  it('reads the date taken, strips every piece of metadata, and stores a display copy and a thumbnail', async () => {
    const { sam, caregiver, circleId } = await family();
    const rosaPerson = await addPerson(sam.agent, 'Rosa', 'granddaughter');
    const response = await upload(sam.agent, await cameraJpeg(), {
      caption: 'Dad at the lake',
      place: 'Lake Geneva',
      personIds: rosaPerson.id,
    });
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json<{ photo: Photo }>().photo;
    expect(photo).toMatchObject({
      caption: 'Dad at the lake',
      place: 'Lake Geneva',
      takenOn: '1987-06-21',
      year: 1987,
      isDecade: false,
      width: 64,
      height: 48,
      people: [{ id: rosaPerson.id, name: 'Rosa', relationship: 'granddaughter' }],
      addedBy: { id: sam.user.id, name: 'Sam Lopez' },
      removedAt: null,
      canChange: true,
    });

    const keys = photoFileKeys(circleId, photo.id);
    const stored = await files.size(keys.display);
    expect(stored).toBeGreaterThan(0);
    expect(await files.size(keys.thumbnail)).toBeGreaterThan(0);

    // The caregiver sees it, and the image comes back without EXIF or location.
    const seen = await list(caregiver.agent);
    expect(seen.photos.map((p) => p.id)).toEqual([photo.id]);
    expect(seen.photos[0]?.canChange).toBe(true);
    const image = await caregiver.agent.get(photo.imageUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // Private, and checked with the server each time it is shown (decision 074).
    expect(image.headers['cache-control']).toBe('private, no-cache');
    expect(image.headers.etag).toMatch(/^".+"$/);
    expect(image.headers['x-content-type-options']).toBe('nosniff');
    const bytes = image.rawPayload;
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(await exifr.parse(bytes)).toBeUndefined();
    expect(bytes.includes(Buffer.from('Kinwell test camera'))).toBe(false);
    const thumbnail = await caregiver.agent.get(photo.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['cache-control']).toBe('private, no-cache');
    expect(thumbnail.headers.etag).not.toBe(image.headers.etag);
    expect(thumbnail.headers['x-content-type-options']).toBe('nosniff');
    expect(await exifr.parse(thumbnail.rawPayload)).toBeUndefined();

    expect((await auditOf(circleId)).filter((e) => e.action === 'memory.photo_added')).toEqual([
      expect.objectContaining({ actorUserId: sam.user.id, subject: `memory_photo:${photo.id}` }),
    ]);
  });

  it('serves a browser’s current copy with 304, and a removed member nothing at once', async () => {
    const { caregiver, sam } = await family();
    const photo = await addPhoto(sam.agent);
    const first = await sam.agent.get(photo.imageUrl);
    const etag = first.headers.etag as string;
    const again = await sam.agent.get(photo.imageUrl, {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('private, no-cache');

    // Removed from the circle, Sam's browser is refused, whatever copy it holds.
    const removed = await caregiver.agent.delete(`/api/circle/members/${sam.user.id}`);
    expect(removed.statusCode).toBe(200);
    const refused = await sam.agent.get(photo.imageUrl, {
      headers: { 'if-none-match': etag },
    });
    expect([403, 404]).toContain(refused.statusCode);
  });

  it('keeps a year the family typed over the camera’s, and has no date without EXIF', async () => {
    const { sam } = await family();
    const typed = await addPhoto(sam.agent, { year: '1960' }, await cameraJpeg());
    expect(typed).toMatchObject({ year: 1960, takenOn: '1987-06-21' });
    const plain = await addPhoto(sam.agent);
    expect(plain).toMatchObject({ year: null, takenOn: null });
  });

  it('refuses what is not a photo, in plain words, and leaves nothing behind', async () => {
    const { sam, circleId } = await family();
    const other = await registerAgent(ctx.app, { name: 'Other Family', role: 'caregiver' });
    const theirPerson = await addPerson(other.agent, 'Not ours');
    const heic = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from('ftypheic'),
      Buffer.alloc(32),
    ]);
    const truncated = (await cameraJpeg()).subarray(0, 200);
    const cases: [Buffer, Record<string, string>, number, string][] = [
      [Buffer.alloc(0), {}, 400, 'That file is empty'],
      [Buffer.from('hello, this is not a picture'), {}, 400, 'We could not read that picture'],
      [truncated, {}, 400, 'We could not read that picture'],
      [heic, {}, 400, 'iPhone HEIC photos cannot be read here'],
      [await plainPng(), { year: 'nineteen' }, 400, 'Please enter the year as four digits'],
      [await plainPng(), { year: '1963' }, 201, ''],
      [await plainPng(), { personIds: theirPerson.id }, 404, 'We could not find that person'],
      [Buffer.alloc(MEMORY_PHOTO_MAX_BYTES + 1, 1), {}, 413, MEMORY_PHOTO_TOO_LARGE_MESSAGE],
    ];
    for (const [bytes, fields, status, message] of cases) {
      const response = await upload(sam.agent, bytes, fields);
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json<{ message: string }>().message).toContain(message);
    }
    const missing = await sam.agent.upload('POST', '/api/circle/photos', {
      fields: { caption: 'x' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBe('Please choose a photo to add.');

    // Only the one good photo was stored: one row, two files.
    const rows = await ctx.database.db
      .select()
      .from(memoryPhotos)
      .where(eq(memoryPhotos.circleId, circleId));
    expect(rows).toHaveLength(1);
    const keys: string[] = [];
    for await (const key of files.list(`circles/${circleId}/`)) keys.push(key);
    expect(keys.sort()).toEqual(storedPhotoKeys(rows[0]!).sort());
  });

  it('takes a 12 MB photo straight from a phone, and refuses one just over 25 MB', async () => {
    const { sam } = await family();
    // Noise barely compresses, so this JPEG really is 12 MB (a 48-megapixel phone's is 12–20 MB).
    const width = 2450;
    const height = 1800;
    const noisy = await sharp(randomBytes(width * height * 3), {
      raw: { width, height, channels: 3 },
    })
      .jpeg({ quality: 100, chromaSubsampling: '4:4:4' })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(12 * 1024 * 1024);
    const added = await addPhoto(sam.agent, { caption: 'Straight from the phone' }, noisy);
    expect(added).toMatchObject({ caption: 'Straight from the phone', width: 1600 });

    // Just over the cap: refused as the upload arrives, before anything is decoded.
    const tooLarge = Buffer.concat([
      noisy,
      Buffer.alloc(MEMORY_PHOTO_MAX_BYTES + 1 - noisy.length),
    ]);
    const refused = await upload(sam.agent, tooLarge);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toEqual({ message: MEMORY_PHOTO_TOO_LARGE_MESSAGE });
    expect(MEMORY_PHOTO_TOO_LARGE_MESSAGE).toBe(
      'That photo is too large. Please choose one under 25 MB.',
    );
    expect((await list(sam.agent)).photos.map((p) => p.id)).toEqual([added.id]);
  });
});

describe('who may change a photo', () => {
  it('the person who added it and caregivers; other family members may not', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const photo = await addPhoto(sam.agent, { caption: 'Picnic' });
    const details = {
      caption: 'Picnic by the river',
      year: 1970,
      isDecade: true,
      story: 'Dad fished.',
    };

    const byRosa = await rosa.agent.put(`/api/circle/photos/${photo.id}`, details);
    expect(byRosa.statusCode).toBe(403);
    expect(byRosa.json<{ message: string }>().message).toBe(
      'Only the person who added this photo, or a caregiver, can change or remove it.',
    );
    expect((await rosa.agent.delete(`/api/circle/photos/${photo.id}`)).statusCode).toBe(403);
    expect((await list(rosa.agent)).photos[0]?.canChange).toBe(false);

    const bySam = await sam.agent.put(`/api/circle/photos/${photo.id}`, details);
    expect(bySam.statusCode, bySam.body).toBe(200);
    expect(bySam.json<{ photo: Photo }>().photo).toMatchObject({
      caption: 'Picnic by the river',
      year: 1970,
      isDecade: true,
      story: 'Dad fished.',
      place: null,
    });
    const byCaregiver = await caregiver.agent.put(`/api/circle/photos/${photo.id}`, {
      ...details,
      place: 'Fox River',
    });
    expect(byCaregiver.statusCode).toBe(200);
    const decade = await sam.agent.put(`/api/circle/photos/${photo.id}`, {
      year: 1965,
      isDecade: true,
    });
    expect(decade.statusCode).toBe(400);
    expect(decade.json<{ message: string }>().message).toBe(
      'Please choose the decade as its first year, like 1960',
    );
    expect((await caregiver.agent.delete(`/api/circle/photos/${photo.id}`)).statusCode).toBe(204);

    const changes = (await auditOf(circleId)).filter((e) => e.action === 'memory.photo_changed');
    expect(changes.map((e) => [e.actorUserId, e.detail])).toEqual([
      [sam.user.id, 'caption, year, isDecade, story'],
      [caregiver.user.id, 'place'],
    ]);
  });

  it('another circle cannot see, fetch, change or remove it', async () => {
    const { sam } = await family();
    const photo = await addPhoto(sam.agent);
    const other = await registerAgent(ctx.app, { name: 'Other Family', role: 'caregiver' });
    for (const path of [`/api/circle/photos/${photo.id}`, photo.imageUrl, photo.thumbnailUrl]) {
      const response = await other.agent.get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['content-type']).not.toBe('image/jpeg');
    }
    expect((await other.agent.put(`/api/circle/photos/${photo.id}`, {})).statusCode).toBe(404);
    expect((await other.agent.delete(`/api/circle/photos/${photo.id}`)).statusCode).toBe(404);
    expect((await other.agent.post(`/api/circle/photos/${photo.id}/restore`)).statusCode).toBe(404);
    expect((await list(other.agent)).photos).toEqual([]);
    expect((await sam.agent.get(photo.imageUrl)).statusCode).toBe(200);
    // Signed out, the link no longer works.
    await sam.agent.post('/api/auth/logout');
    expect((await sam.agent.get(photo.imageUrl)).statusCode).toBe(401);
  });
});

describe('removing can be undone for 30 days', () => {
  it('moves a photo to recently removed, restores it, and deletes it for good after 30 days', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const kept = await addPhoto(sam.agent, { caption: 'Kept' });
    const photo = await addPhoto(sam.agent, { caption: 'Going' });
    const keys = photoFileKeys(circleId, photo.id);

    expect((await sam.agent.delete(`/api/circle/photos/${photo.id}`)).statusCode).toBe(204);
    expect((await list(caregiver.agent)).photos.map((p) => p.id)).toEqual([kept.id]);
    const removed = (await rosa.agent.get('/api/circle/photos/removed')).json<{
      photos: Photo[];
    }>();
    expect(removed.photos).toEqual([
      expect.objectContaining({
        id: photo.id,
        removedAt: '2026-03-02T15:00:00.000Z',
        deletesOn: '2026-04-01T15:00:00.000Z',
      }),
    ]);
    // Still viewable while it waits, so people can see what they are bringing back.
    expect((await rosa.agent.get(photo.thumbnailUrl)).statusCode).toBe(200);
    // Its own address still opens it for every member, saying it was removed (decision 061).
    const byAddress = await rosa.agent.get(`/api/circle/photos/${photo.id}`);
    expect(byAddress.statusCode, byAddress.body).toBe(200);
    expect(byAddress.json<{ photo: Photo }>().photo).toMatchObject({
      id: photo.id,
      caption: 'Going',
      removedAt: '2026-03-02T15:00:00.000Z',
      canChange: false,
    });
    expect((await rosa.agent.post(`/api/circle/photos/${photo.id}/restore`)).statusCode).toBe(403);

    const restored = await caregiver.agent.post(`/api/circle/photos/${photo.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<{ photo: Photo }>().photo.removedAt).toBeNull();
    expect((await list(sam.agent)).photos).toHaveLength(2);

    // Removed again: 29 days later it can still come back; after 30 it is gone with its files.
    await caregiver.agent.delete(`/api/circle/photos/${photo.id}`);
    ctx.clock.set('2026-03-31T15:00:00Z');
    expect(await ctx.app.jobs.get('memory-photo-purge').runOnce()).toBe(0);
    expect(await files.size(keys.display)).toBeGreaterThan(0);
    ctx.clock.set('2026-04-01T15:00:01Z');
    // (Photos other tests removed go too.)
    expect(await ctx.app.jobs.get('memory-photo-purge').runOnce()).toBeGreaterThanOrEqual(1);
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await files.size(keys.display)).toBeUndefined();
    expect(await files.size(keys.thumbnail)).toBeUndefined();
    // (A month on, the sessions have ended; the database says it directly.)
    expect(
      await ctx.database.db.select().from(memoryPhotos).where(eq(memoryPhotos.id, photo.id)),
    ).toEqual([]);
    // The photo that was never removed stays, files and all.
    expect(await files.size(photoFileKeys(circleId, kept.id).display)).toBeGreaterThan(0);

    const actions = (await auditOf(circleId))
      .map((e) => e.action)
      .filter((a) => /photo_(removed|restored|purged)/.test(a));
    expect(actions).toEqual([
      'memory.photo_removed',
      'memory.photo_restored',
      'memory.photo_removed',
      'memory.photo_purged',
    ]);
  });
});

describe('deleting a removed photo for good now', () => {
  const removedIds = async (agent: Agent) =>
    (await agent.get('/api/circle/photos/removed'))
      .json<{ photos: Photo[] }>()
      .photos.map((p) => p.id);

  it('whoever added it or a caregiver may, only from “Recently removed”; the files go at once', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const samsPhoto = await addPhoto(sam.agent, { caption: 'Sam’s' });
    const rosasPhoto = await addPhoto(rosa.agent, { caption: 'Rosa’s' });
    const kept = await addPhoto(sam.agent, { caption: 'Kept' });
    await sam.agent.delete(`/api/circle/photos/${samsPhoto.id}`);
    await rosa.agent.delete(`/api/circle/photos/${rosasPhoto.id}`);
    const forever = (photo: Photo) => `/api/circle/photos/${photo.id}/forever`;

    // A photo still in the photos is refused: it goes to "Recently removed" first.
    const notRemoved = await caregiver.agent.delete(forever(kept));
    expect(notRemoved.statusCode).toBe(409);
    expect(notRemoved.json<{ message: string }>().message).toBe(PHOTO_NOT_REMOVED_MESSAGE);
    expect((await list(sam.agent)).photos.map((p) => p.id)).toEqual([kept.id]);

    // Another family member may not; another circle is told it does not exist.
    const byRosa = await rosa.agent.delete(forever(samsPhoto));
    expect(byRosa.statusCode).toBe(403);
    expect(byRosa.json<{ message: string }>().message).toBe(NOT_YOUR_PHOTO_MESSAGE);
    const other = await registerAgent(ctx.app, { name: 'Other Family', role: 'caregiver' });
    expect((await other.agent.delete(forever(samsPhoto))).statusCode).toBe(404);
    expect((await removedIds(caregiver.agent)).sort()).toEqual(
      [rosasPhoto.id, samsPhoto.id].sort(),
    );
    const samsKeys = photoFileKeys(circleId, samsPhoto.id);
    expect(await files.size(samsKeys.display)).toBeGreaterThan(0);

    // Sam, who added it: the row and both files go now, not at the purge 30 days on.
    const deleted = await sam.agent.delete(forever(samsPhoto));
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect(await files.size(samsKeys.display)).toBeUndefined();
    expect(await files.size(samsKeys.thumbnail)).toBeUndefined();
    expect((await rosa.agent.get(`/api/circle/photos/${samsPhoto.id}`)).statusCode).toBe(404);
    expect((await rosa.agent.get(samsPhoto.thumbnailUrl)).statusCode).toBe(404);
    expect(await removedIds(rosa.agent)).toEqual([rosasPhoto.id]);
    // Nothing is left on the file-deletions list either.
    const listed = (await ctx.database.db.select().from(fileDeletions)).map((entry) => entry.key);
    expect(listed).not.toContain(samsKeys.display);
    expect(listed).not.toContain(samsKeys.thumbnail);
    // Once gone it cannot be deleted again, or brought back.
    expect((await sam.agent.delete(forever(samsPhoto))).statusCode).toBe(404);
    expect((await sam.agent.post(`/api/circle/photos/${samsPhoto.id}/restore`)).statusCode).toBe(
      404,
    );

    // A caregiver may delete anyone's.
    expect((await caregiver.agent.delete(forever(rosasPhoto))).statusCode).toBe(204);
    expect(await removedIds(rosa.agent)).toEqual([]);
    expect(await files.size(photoFileKeys(circleId, kept.id).display)).toBeGreaterThan(0);

    const deletions = (await auditOf(circleId))
      .filter((e) => e.action === 'memory.photo_deleted')
      .map((e) => [e.actorUserId, e.subject]);
    expect(deletions).toEqual([
      [sam.user.id, `memory_photo:${samsPhoto.id}`],
      [caregiver.user.id, `memory_photo:${rosasPhoto.id}`],
    ]);
  });
});

describe('finding photos', () => {
  it('sorts by year, person, place and newest, searches captions and stories, and filters', async () => {
    const { sam, caregiver } = await family();
    const rosaP = await addPerson(sam.agent, 'Rosa', 'granddaughter');
    const joe = await addPerson(sam.agent, 'Joe', 'husband');
    const album = (await sam.agent.post('/api/circle/photo-albums', { name: 'Summers' })).json<{
      album: Album;
    }>().album;
    const a = await addPhoto(sam.agent, {
      caption: 'Wedding day',
      year: '1958',
      place: 'Chicago',
      personIds: joe.id,
    });
    ctx.clock.set('2026-03-02T15:01:00Z');
    const b = await addPhoto(sam.agent, {
      caption: 'Beach',
      year: '1975',
      place: 'Acapulco',
      personIds: rosaP.id,
      albumId: album.id,
    });
    ctx.clock.set('2026-03-02T15:02:00Z');
    const c = await addPhoto(sam.agent, { caption: 'Garden' });
    await sam.agent.put(`/api/circle/photos/${c.id}`, {
      caption: 'Garden',
      story: 'She grew 100% organic tomatoes_every summer',
    });

    const ids = async (query: string) =>
      (await list(caregiver.agent, query)).photos.map((p) => p.id);
    expect(await ids('')).toEqual([c.id, b.id, a.id]);
    expect(await ids('?sort=year')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?sort=place')).toEqual([b.id, a.id, c.id]);
    expect(await ids('?sort=person')).toEqual([a.id, b.id, c.id]);
    expect(await ids('?q=wedding')).toEqual([a.id]);
    expect(await ids('?q=TOMATOES')).toEqual([c.id]);
    expect(await ids('?q=100%25')).toEqual([c.id]);
    expect(await ids('?q=_')).toEqual([c.id]);
    expect(await ids(`?albumId=${album.id}`)).toEqual([b.id]);
    expect(await ids(`?personId=${joe.id}`)).toEqual([a.id]);
    const bad = await caregiver.agent.get('/api/circle/photos?sort=colour');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Please choose how to sort from the list');

    const albums = (await caregiver.agent.get('/api/circle/photo-albums')).json<{
      albums: Album[];
    }>();
    expect(albums.albums).toEqual([
      expect.objectContaining({ name: 'Summers', photoCount: 1, canChange: true }),
    ]);
  });
});

describe('memory people and albums', () => {
  it('are added by anyone, changed by whoever added them or a caregiver, and audited', async () => {
    const { sam, rosa, caregiver, circleId } = await family();
    const person = await addPerson(sam.agent, ' Rosa ', 'granddaughter');
    expect(person).toMatchObject({ name: 'Rosa', relationship: 'granddaughter', canChange: true });
    const photo = await addPhoto(rosa.agent, { personIds: person.id });

    const empty = await sam.agent.post('/api/circle/memory-people', { name: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json<{ message: string }>().message).toBe('Please enter the person’s name');

    const byRosa = await rosa.agent.put(`/api/circle/memory-people/${person.id}`, { name: 'R' });
    expect(byRosa.statusCode).toBe(403);
    const byCaregiver = await caregiver.agent.put(`/api/circle/memory-people/${person.id}`, {
      name: 'Rosa Maria',
      relationship: 'granddaughter',
    });
    expect(byCaregiver.json<{ person: MemoryPerson }>().person.name).toBe('Rosa Maria');
    const seen = (await rosa.agent.get('/api/circle/memory-people')).json<{
      people: MemoryPerson[];
    }>();
    expect(seen.people).toEqual([
      expect.objectContaining({ name: 'Rosa Maria', canChange: false }),
    ]);

    // Removing a person keeps the photo and only takes the name off it.
    expect((await sam.agent.delete(`/api/circle/memory-people/${person.id}`)).statusCode).toBe(204);
    expect(
      (await rosa.agent.get(`/api/circle/photos/${photo.id}`)).json<{ photo: Photo }>().photo
        .people,
    ).toEqual([]);
    expect(
      await ctx.database.db
        .select()
        .from(memoryPhotoPeople)
        .where(eq(memoryPhotoPeople.photoId, photo.id)),
    ).toEqual([]);

    const album = (await rosa.agent.post('/api/circle/photo-albums', { name: 'Holidays' })).json<{
      album: Album;
    }>().album;
    expect(
      (await sam.agent.put(`/api/circle/photo-albums/${album.id}`, { name: 'X' })).statusCode,
    ).toBe(403);
    expect(
      (await caregiver.agent.put(`/api/circle/photo-albums/${album.id}`, { name: 'Christmas' }))
        .statusCode,
    ).toBe(200);
    expect((await rosa.agent.delete(`/api/circle/photo-albums/${album.id}`)).statusCode).toBe(204);

    const actions = (await auditOf(circleId))
      .map((e) => e.action)
      .filter((a) => /memory\.(person|album)/.test(a));
    expect(actions).toEqual([
      'memory.person_added',
      'memory.person_changed',
      'memory.person_removed',
      'memory.album_added',
      'memory.album_changed',
      'memory.album_removed',
    ]);
  });
});

describe('the export', () => {
  it('carries the photo tables, which import back as they were', async () => {
    const { sam, caregiver, circleId } = await family();
    const person = await addPerson(sam.agent, 'Joe', 'husband');
    const album = (await sam.agent.post('/api/circle/photo-albums', { name: 'Summers' })).json<{
      album: Album;
    }>().album;
    // Larger than the display copy, so it has all three copies.
    const photo = await addPhoto(
      sam.agent,
      { caption: 'Beach', personIds: person.id, albumId: album.id },
      await makePng(2000, 1500, '#c69a7a'),
    );
    expect(photo.fullWidth).toBe(2000);
    const response = await caregiver.agent.get('/api/circle/export');
    expect(response.statusCode).toBe(200);
    const archive = unzipSync(new Uint8Array(response.rawPayload));
    const manifest = JSON.parse(strFromU8(archive['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(manifest.tables.memory_people).toEqual([expect.objectContaining({ name: 'Joe' })]);
    expect(manifest.tables.memory_photos).toEqual([
      expect.objectContaining({ id: photo.id, caption: 'Beach' }),
    ]);
    expect(manifest.tables.memory_photo_people).toHaveLength(1);
    expect(manifest.tables.memory_albums).toEqual([expect.objectContaining({ name: 'Summers' })]);
    expect(manifest.tables.memory_album_photos).toHaveLength(1);

    // Its three files ride along, byte for byte what the store holds, named to open as pictures.
    const keys = photoFileKeys(circleId, photo.id);
    for (const key of Object.values(keys)) {
      const bytes = await readWholeFile(files, key);
      expect(bytes?.length).toBeGreaterThan(0);
      expect(Buffer.from(archive[`files/${key}.jpg`] as Uint8Array).equals(bytes!)).toBe(true);
    }

    // Into another Kinwell with its own store: the photo and its thumbnail are served again.
    await inAnotherKinwell({ app: true }, async (other) => {
      await other.importArchive(new Uint8Array(response.rawPayload));
      expect(
        await other.db.select().from(memoryPhotos).where(eq(memoryPhotos.circleId, circleId)),
      ).toEqual([expect.objectContaining({ id: photo.id, caption: 'Beach' })]);
      // Imported accounts have no password until the person sets one; the test sets Sam's.
      await other.db
        .update(users)
        .set({ passwordHash: await hashPassword('a new password') })
        .where(eq(users.id, sam.user.id));
      const samThere = createAgent(other.app);
      const login = await samThere.post('/api/auth/login', {
        email: sam.input.email,
        password: 'a new password',
      });
      expect(login.statusCode, login.body).toBe(200);
      for (const [url, key] of [
        [photo.imageUrl, keys.display],
        [photo.thumbnailUrl, keys.thumbnail],
        [photo.fullUrl!, keys.full],
      ] as const) {
        const served = await samThere.get(url);
        expect(served.statusCode).toBe(200);
        expect(
          served.rawPayload.equals(Buffer.from(archive[`files/${key}.jpg`] as Uint8Array)),
        ).toBe(true);
      }
    });
  });

  it('imports an archive made before files had extensions', async () => {
    const { sam, caregiver, circleId } = await family();
    const photo = await addPhoto(sam.agent, { caption: 'Garden' });
    const archive = unzipSync(
      new Uint8Array((await caregiver.agent.get('/api/circle/export')).rawPayload),
    );
    const older = Object.fromEntries(
      Object.entries(archive).map(([name, bytes]) => [name.replace(/\.jpg$/, ''), bytes]),
    );
    expect(older[`files/${photoFileKeys(circleId, photo.id).display}`]).toBeDefined();
    await inAnotherKinwell({ files: true }, async (fresh) => {
      await fresh.importArchive(zipSync(older));
      const stored = await readWholeFile(fresh.files, photoFileKeys(circleId, photo.id).display);
      expect(stored?.length).toBeGreaterThan(0);
    });
  });

  it('refuses an archive whose photo files are missing or name another circle, leaving no file', async () => {
    const { sam, caregiver, circleId } = await family();
    const photo = await addPhoto(sam.agent, { caption: 'Garden' });
    const archive = unzipSync(
      new Uint8Array((await caregiver.agent.get('/api/circle/export')).rawPayload),
    );
    const keys = photoFileKeys(circleId, photo.id);
    const manifest = JSON.parse(strFromU8(archive['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    const foreign = structuredClone(manifest);
    foreign.tables.memory_photos![0]!.circleId = '00000000-0000-4000-8000-000000000000';
    const cases: [Record<string, Uint8Array>, RegExp][] = [
      [{ ...archive, [`files/${keys.thumbnail}.jpg`]: undefined as never }, /missing/],
      [{ ...archive, 'kinwell-export.json': strToU8(JSON.stringify(foreign)) }, /another circle/],
    ];
    for (const [entries, message] of cases) {
      await inAnotherKinwell({ files: true }, async (fresh) => {
        const kept = Object.fromEntries(Object.entries(entries).filter(([, v]) => v));
        await expect(fresh.importArchive(zipSync(kept))).rejects.toThrow(message);
        expect(await fresh.storedKeys()).toEqual([]);
      });
    }
  });
});

describe('the files of photos', () => {
  const keysIn = async (prefix: string) => {
    const keys: string[] = [];
    for await (const key of files.list(prefix)) keys.push(key);
    return keys.sort();
  };

  it('leave the store when the circle is deleted, removed photos’ files included', async () => {
    const { sam, caregiver, circleId } = await family();
    const photo = await addPhoto(sam.agent, { caption: 'Wedding' });
    const removed = await addPhoto(sam.agent, { caption: 'Removed' });
    await caregiver.agent.delete(`/api/circle/photos/${removed.id}`);
    const expected = [photo, removed].flatMap((p) => storedPhotoKeys({ ...p, circleId }));
    expect(await keysIn(`circles/${circleId}/`)).toEqual(expected.sort());

    // Still used while the rows exist: the sweep keeps them.
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await keysIn(`circles/${circleId}/`)).toHaveLength(4);

    // Deleting the circle (an account deleted for good) cascades to its photos' rows and files.
    await ctx.database.db.delete(careCircles).where(eq(careCircles.id, circleId));
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await keysIn(`circles/${circleId}/`)).toEqual([]);
    const left = await ctx.database.db.select().from(fileDeletions);
    expect(left.filter((entry) => entry.key.startsWith(`circles/${circleId}/`))).toEqual([]);
  });

  it('put before a row that never committed go after the grace period; committed ones stay', async () => {
    const { sam, circleId } = await family();
    const photo = await addPhoto(sam.agent, { caption: 'Committed' });
    const committed = photoFileKeys(circleId, photo.id);
    // Its upload left nothing on the list.
    const listed = await ctx.database.db.select().from(fileDeletions);
    expect(listed.map((entry) => entry.key)).not.toContain(committed.display);

    // A process that stops between putting the files and committing the row.
    const at = ctx.clock.now();
    const orphan = photoFileKeys(circleId, '11111111-1111-4111-8111-111111111111');
    for (const key of Object.values(orphan)) {
      await listPendingFile(ctx.database.db, key, at);
      await files.put(key, Buffer.from('half-saved'));
    }
    // Even listed by mistake, the committed photo's files are still used.
    for (const key of Object.values(committed)) await listPendingFile(ctx.database.db, key, at);

    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await files.size(orphan.display)).toBeGreaterThan(0);

    ctx.clock.set(new Date(at.getTime() + PENDING_FILE_GRACE_MS + 1000));
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await files.size(orphan.display)).toBeUndefined();
    expect(await files.size(orphan.thumbnail)).toBeUndefined();
    expect(await files.size(committed.display)).toBeGreaterThan(0);
    expect(await files.size(committed.thumbnail)).toBeGreaterThan(0);
    expect((await sam.agent.get(photo.thumbnailUrl)).statusCode).toBe(200);
  });
});
