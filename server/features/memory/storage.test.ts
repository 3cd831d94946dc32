import { eq } from 'drizzle-orm';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Photo } from '../../../shared/memory-photos';
import type { Recording } from '../../../shared/memory-recordings';
import {
  archiveStorageFullMessage,
  DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES,
  DUPLICATE_PHOTO_CODE,
  DUPLICATE_REMOVED_PHOTO_CODE,
  STORAGE_FULL_CODE,
  type StorageUsage,
} from '../../../shared/memory-storage';
import { careCircles } from '../../platform/circles/circles.schema';
import { createTemporaryFileStore, type FileStore } from '../../platform/files/file-store';
import { fileDeletions } from '../../platform/files/files.schema';
import { processImage } from '../../platform/images/images.service';
import { images } from '../../platform/images/images.schema';
import { makeWav } from '../../test/audio-fixtures';
import { inviteMember } from '../../test/fixtures';
import { type Agent, createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import { memoryPhotos } from './memory.schema';
import { makeThumbnail } from './photos.images';
import { photoFileKeys, storedPhotoKeys } from './photos.service';
import { circleStorageUsage } from './storage.service';
import { memoryRecordings } from './recordings.schema';
import { inAnotherKinwell } from '../../test/another-kinwell';

/**
 * The circle's storage quota and the same photo twice (decision 060). Each test makes its own
 * app, with the quota it needs (`circleStorageQuotaBytes`, as CIRCLE_STORAGE_QUOTA_MB sets it).
 */

const NOW = '2026-03-02T15:00:00Z';
const open: TestContext[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((ctx) => ctx.close()));
});

/** An app of its own, closed after the test, with the quota (and store) the test needs. */
async function start(quotaBytes?: number, store?: FileStore) {
  const files = store ?? (await createTemporaryFileStore());
  const ctx = await createTestApp(quotaBytes ? { circleStorageQuotaBytes: quotaBytes } : {}, {
    files,
  });
  open.push(ctx);
  return family({ ctx, files });
}

/** A new circle in `app`: a caregiver and two family members. */
async function family(app: { ctx: TestContext; files: FileStore }) {
  const { ctx, files } = app;
  ctx.clock.set(NOW);
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  const sam = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  const rosa = await inviteMember(ctx, caregiver.agent, 'family', 'Rosa Lopez');
  const circleId = caregiver.user.circleId as string;
  const keysIn = async (prefix = `circles/${circleId}/`) => {
    const keys: string[] = [];
    for await (const key of files.list(prefix)) keys.push(key);
    return keys.sort();
  };
  const pending = async () =>
    (await ctx.database.db.select().from(fileDeletions)).filter((entry) =>
      entry.key.startsWith(`circles/${circleId}/`),
    );
  return { ctx, files, caregiver, sam, rosa, circleId, keysIn, pending };
}

let colors = 0;
/** A photo as a phone sends it; another colour (so other bytes) each time unless one is given. */
const png = (background = `#${(0x2266aa + 97 * ++colors).toString(16).slice(-6)}`) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();
/** What the circle stores for that upload: the display copy and the thumbnail. */
async function storedSize(upload: Buffer) {
  const image = await processImage(upload);
  return image.bytes.length + (await makeThumbnail(image.bytes)).length;
}

const sendPhoto = (agent: Agent, bytes: Buffer) =>
  agent.upload('POST', '/api/circle/photos', {
    file: { field: 'photo', filename: 'photo.png', contentType: 'image/png', bytes },
  });
async function addPhoto(agent: Agent, bytes?: Buffer) {
  const response = await sendPhoto(agent, bytes ?? (await png()));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ photo: Photo }>().photo;
}
const sendRecording = (agent: Agent, bytes: Buffer) =>
  agent.upload('POST', '/api/circle/recordings', {
    fields: { title: 'Grandpa at the lake' },
    file: { field: 'audio', filename: 'story.wav', contentType: 'audio/wav', bytes },
  });
async function addRecording(agent: Agent, bytes = makeWav(2)) {
  const response = await sendRecording(agent, bytes);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ recording: Recording }>().recording;
}
async function usageOf(agent: Agent, circleId: string) {
  const response = await agent.get(`/api/circles/${circleId}/storage`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<StorageUsage>();
}
const messageOf = (response: { json: <T>() => T }) =>
  response.json<{ message: string; code?: string }>();

describe('what a circle stores', { timeout: 60_000 }, () => {
  it('counts photos (both copies) and recordings, removed ones too, for every member; another circle gets 404', async () => {
    const { ctx, caregiver, sam, rosa, circleId, files } = await start();
    const empty = await usageOf(sam.agent, circleId);
    expect(empty).toEqual({
      usedBytes: 0,
      quotaBytes: DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES,
      photoBytes: 0,
      recordingBytes: 0,
      removedBytes: 0,
    });
    expect(DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES).toBe(5 * 1024 * 1024 * 1024);

    const upload = await png();
    const photo = await addPhoto(sam.agent, upload);
    const recording = await addRecording(rosa.agent);
    const keys = photoFileKeys(circleId, photo.id);
    // What is counted is what is in the store.
    const photoBytes = (await files.size(keys.display))! + (await files.size(keys.thumbnail))!;
    expect(photoBytes).toBe(await storedSize(upload));
    expect(recording.bytes).toBe(makeWav(2).length);

    const expected = {
      usedBytes: photoBytes + recording.bytes,
      quotaBytes: DEFAULT_CIRCLE_STORAGE_QUOTA_BYTES,
      photoBytes,
      recordingBytes: recording.bytes,
      removedBytes: 0,
    };
    for (const agent of [caregiver.agent, sam.agent, rosa.agent]) {
      expect(await usageOf(agent, circleId)).toEqual(expected);
    }

    // Removed ones still take their room until they are deleted for good.
    await sam.agent.delete(`/api/circle/photos/${photo.id}`);
    await rosa.agent.delete(`/api/circle/recordings/${recording.id}`);
    expect(await usageOf(caregiver.agent, circleId)).toEqual({
      ...expected,
      removedBytes: photoBytes + recording.bytes,
    });

    // Another circle, signed out, or a circle id that is not one.
    const other = await registerAgent(ctx.app, { name: 'Other Family', role: 'caregiver' });
    const theirs = await other.agent.get(`/api/circles/${circleId}/storage`);
    expect(theirs.statusCode).toBe(404);
    expect(messageOf(theirs).message).toContain('We could not find that care circle');
    expect(
      (await usageOf(other.agent, other.user.circleId as string)).usedBytes,
      'their own circle is empty',
    ).toBe(0);
    expect((await ctx.app.inject({ url: `/api/circles/${circleId}/storage` })).statusCode).toBe(
      401,
    );
    // A circle id that is not one is not the member's circle either (decision 071).
    expect((await sam.agent.get('/api/circles/not-a-circle/storage')).statusCode).toBe(404);
  });

  it('does not count or refuse the recipient’s photo (care data), even when memory support is full', async () => {
    const first = await png();
    const { caregiver, circleId, sam, ctx } = await start(await storedSize(first));
    await addPhoto(sam.agent, first);
    const before = await usageOf(sam.agent, circleId);
    expect(before.usedBytes).toBe(before.quotaBytes);
    expect((await sendPhoto(sam.agent, await png())).statusCode).toBe(413);

    const recipient = await caregiver.agent.upload('PUT', '/api/circle/recipient/photo', {
      file: { field: 'photo', filename: 'dad.png', contentType: 'image/png', bytes: await png() },
    });
    expect(recipient.statusCode, recipient.body).toBe(200);
    expect(
      await ctx.database.db.select().from(images).where(eq(images.circleId, circleId)),
    ).toHaveLength(1);
    expect(await usageOf(sam.agent, circleId)).toEqual(before);
  });
});

describe('when an upload would go over the quota', { timeout: 60_000 }, () => {
  it('refuses a photo with what to do, and leaves no row, no file and nothing pending', async () => {
    const first = await png();
    const second = await png();
    const firstSize = await storedSize(first);
    // Room for the first and not quite for the second.
    const quota = firstSize + (await storedSize(second)) - 1;
    const { sam, circleId, ctx, keysIn, pending } = await start(quota);
    const kept = await addPhoto(sam.agent, first);

    const refused = await sendPhoto(sam.agent, second);
    expect(refused.statusCode).toBe(413);
    const { message, code } = messageOf(refused);
    expect(code).toBe(STORAGE_FULL_CODE);
    expect(message).toContain('There is not enough room left for this photo');
    expect(message).toContain('remove photos or recordings');
    expect(message).toContain('30 days after they were removed');

    const rows = await ctx.database.db
      .select({ id: memoryPhotos.id })
      .from(memoryPhotos)
      .where(eq(memoryPhotos.circleId, circleId));
    expect(rows).toEqual([{ id: kept.id }]);
    expect(await keysIn()).toEqual(storedPhotoKeys({ ...kept, circleId }).sort());
    expect(await pending()).toEqual([]);
    expect((await usageOf(sam.agent, circleId)).usedBytes).toBe(firstSize);
    // Exactly at the quota is still allowed; the smaller photo fits.
    expect(firstSize).toBeLessThanOrEqual(quota);
  });

  it('refuses a recording the same way', async () => {
    const recording = makeWav(2);
    const { sam, circleId, ctx, keysIn, pending } = await start(recording.length * 2 - 1);
    const kept = await addRecording(sam.agent, recording);

    const refused = await sendRecording(sam.agent, makeWav(2));
    expect(refused.statusCode).toBe(413);
    expect(messageOf(refused)).toMatchObject({
      code: STORAGE_FULL_CODE,
      message: expect.stringContaining(
        'There is not enough room left for this recording',
      ) as string,
    });
    expect(messageOf(refused).message).toContain('remove photos or recordings');

    const rows = await ctx.database.db
      .select({ id: memoryRecordings.id })
      .from(memoryRecordings)
      .where(eq(memoryRecordings.circleId, circleId));
    expect(rows).toEqual([{ id: kept.id }]);
    expect(await keysIn()).toEqual([`circles/${circleId}/recordings/${kept.id}`]);
    expect(await pending()).toEqual([]);
    // A shorter one still fits in what is left.
    await addRecording(sam.agent, makeWav(1));
  });

  it('counts what waits in “Recently removed”, and the purge frees its room', async () => {
    const recording = makeWav(2);
    const upload = await png();
    const photoSize = await storedSize(upload);
    // Room for one photo and one recording.
    const { sam, caregiver, circleId, ctx, keysIn } = await start(photoSize + recording.length);
    const photo = await addPhoto(sam.agent, upload);
    const voice = await addRecording(sam.agent, recording);
    expect((await sendRecording(sam.agent, makeWav(1))).statusCode).toBe(413);

    // Removing them does not make room yet: their files are still kept, for undo.
    await sam.agent.delete(`/api/circle/photos/${photo.id}`);
    await caregiver.agent.delete(`/api/circle/recordings/${voice.id}`);
    expect(await usageOf(sam.agent, circleId)).toMatchObject({
      usedBytes: photoSize + recording.length,
      removedBytes: photoSize + recording.length,
    });
    const stillFull = await sendRecording(sam.agent, makeWav(1));
    expect(stillFull.statusCode).toBe(413);
    expect(messageOf(stillFull).message).toContain('Removed ones still take up room');

    // 30 days on, the purge deletes the rows; the files follow, and the room is free again.
    // (The removal is moved back in the database: a month of the clock would end the sessions.)
    const monthAgo = new Date(Date.parse(NOW) - 30 * 24 * 60 * 60 * 1000 - 1000);
    await ctx.database.db
      .update(memoryRecordings)
      .set({ removedAt: monthAgo })
      .where(eq(memoryRecordings.id, voice.id));
    expect(await ctx.app.jobs.get('memory-recording-purge').runOnce()).toBe(1);
    expect(await usageOf(caregiver.agent, circleId)).toMatchObject({
      usedBytes: photoSize,
      recordingBytes: 0,
      removedBytes: photoSize,
    });
    await addRecording(sam.agent, makeWav(1));
    await ctx.database.db
      .update(memoryPhotos)
      .set({ removedAt: monthAgo })
      .where(eq(memoryPhotos.id, photo.id));
    expect(await ctx.app.jobs.get('memory-photo-purge').runOnce()).toBe(1);
    expect(await usageOf(caregiver.agent, circleId)).toMatchObject({
      photoBytes: 0,
      removedBytes: 0,
    });
    await ctx.app.jobs.get('file-deletions').runOnce();
    const keys = await keysIn();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\/recordings\//);
    // The same photo can come back once its old copy is gone for good.
    await addPhoto(sam.agent, upload);
  });
});

describe('deleting for good from “Recently removed”', { timeout: 60_000 }, () => {
  it('frees the room at once: rows and files go, and the next upload fits', async () => {
    const recording = makeWav(2);
    const upload = await png();
    const photoSize = await storedSize(upload);
    // Room for one photo and one recording.
    const { sam, caregiver, circleId, ctx, keysIn, pending } = await start(
      photoSize + recording.length,
    );
    const photo = await addPhoto(sam.agent, upload);
    const voice = await addRecording(sam.agent, recording);
    await sam.agent.delete(`/api/circle/photos/${photo.id}`);
    await sam.agent.delete(`/api/circle/recordings/${voice.id}`);
    expect((await sendRecording(sam.agent, makeWav(1))).statusCode).toBe(413);

    const photoGone = await sam.agent.delete(`/api/circle/photos/${photo.id}/forever`);
    expect(photoGone.statusCode, photoGone.body).toBe(204);
    expect(await usageOf(caregiver.agent, circleId)).toMatchObject({
      usedBytes: recording.length,
      photoBytes: 0,
      removedBytes: recording.length,
    });
    // The files are gone now, not at the next run of the file-deletions job.
    expect(await keysIn()).toEqual([`circles/${circleId}/recordings/${voice.id}`]);
    expect(await pending()).toEqual([]);

    const voiceGone = await caregiver.agent.delete(`/api/circle/recordings/${voice.id}/forever`);
    expect(voiceGone.statusCode, voiceGone.body).toBe(204);
    expect(await usageOf(sam.agent, circleId)).toMatchObject({ usedBytes: 0, removedBytes: 0 });
    expect(await keysIn()).toEqual([]);
    expect(await pending()).toEqual([]);
    expect(
      await ctx.database.db.select().from(memoryPhotos).where(eq(memoryPhotos.circleId, circleId)),
    ).toEqual([]);

    // The room is free again, and the same photo can come back as a new one.
    await addRecording(sam.agent, makeWav(1));
    await addPhoto(sam.agent, upload);
  });

  it('leaves nothing behind when the store fails: the job deletes the files later', async () => {
    const inner = await createTemporaryFileStore();
    let isStoreDown = false;
    const flaky: FileStore = {
      kind: inner.kind,
      put: (key, bytes) => inner.put(key, bytes),
      putFile: (key, sourcePath) => inner.putFile(key, sourcePath),
      read: (key, range) => inner.read(key, range),
      size: (key) => inner.size(key),
      delete: (key) =>
        isStoreDown ? Promise.reject(new Error('The store is not answering')) : inner.delete(key),
      list: (prefix) => inner.list(prefix),
    };
    const { sam, circleId, ctx, keysIn, pending } = await start(undefined, flaky);
    const photo = await addPhoto(sam.agent);
    await sam.agent.delete(`/api/circle/photos/${photo.id}`);

    isStoreDown = true;
    const deleted = await sam.agent.delete(`/api/circle/photos/${photo.id}/forever`);
    // The photo is gone for the family, and its room with it.
    expect(deleted.statusCode, deleted.body).toBe(204);
    expect((await usageOf(sam.agent, circleId)).usedBytes).toBe(0);
    expect(await keysIn()).toEqual(storedPhotoKeys({ ...photo, circleId }).sort());
    // Its files stay on the list, due now (the full copy's key too, which it never had).
    const listed = (await pending()).map((entry) => [entry.key, entry.deleteAfter]);
    const keys = Object.values(photoFileKeys(circleId, photo.id)).sort();
    expect(listed.sort()).toEqual(keys.map((key) => [key, null]));

    isStoreDown = false;
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await keysIn()).toEqual([]);
    expect(await pending()).toEqual([]);
  });
});

describe('importing a circle’s archive', { timeout: 60_000 }, () => {
  it('refuses one whose photos and recordings would take the circle past its quota, storing nothing', async () => {
    const { sam, caregiver, circleId } = await start();
    const photo = await addPhoto(sam.agent);
    await addRecording(sam.agent);
    // Removed ones count too: their files are in the archive.
    await sam.agent.delete(`/api/circle/photos/${photo.id}`);
    const { usedBytes } = await usageOf(sam.agent, circleId);
    const exported = await caregiver.agent.get('/api/circle/export');
    expect(exported.statusCode).toBe(200);
    const archive = new Uint8Array(exported.rawPayload);

    // An archive that says its photos take nothing: what it carries counts all the same.
    const entries = unzipSync(archive);
    const manifest = JSON.parse(strFromU8(entries['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    for (const row of [...manifest.tables.memory_photos!, ...manifest.tables.memory_recordings!])
      row.bytes = 0;
    const understated = zipSync({
      ...entries,
      'kinwell-export.json': strToU8(JSON.stringify(manifest)),
    });

    for (const tooBig of [archive, understated]) {
      await inAnotherKinwell({ files: true }, async (fresh) => {
        const refusal = await fresh.importArchive(tooBig, { quotaBytes: usedBytes - 1 }).then(
          () => undefined,
          (error: unknown) => error,
        );
        expect(refusal).toMatchObject({
          statusCode: 413,
          code: STORAGE_FULL_CODE,
          message: archiveStorageFullMessage({ neededBytes: usedBytes, quotaBytes: usedBytes - 1 }),
        });
        expect((refusal as Error).message).toContain('Nothing was imported');
        // No rows, no files.
        expect(
          await fresh.db.select().from(careCircles).where(eq(careCircles.id, circleId)),
        ).toEqual([]);
        expect(await fresh.db.select().from(memoryPhotos)).toEqual([]);
        expect(await fresh.db.select().from(memoryRecordings)).toEqual([]);
        expect(await fresh.storedKeys()).toEqual([]);
      });
    }

    // Exactly the quota fits.
    await inAnotherKinwell({ files: true }, async (fresh) => {
      await fresh.importArchive(archive, { quotaBytes: usedBytes });
      expect((await circleStorageUsage(fresh.db, circleId, usedBytes)).usedBytes).toBe(usedBytes);
    });
  });
});

/**
 * A store whose `put` of a photo's display copy (or a recording) waits until `count` uploads
 * have reached it: each has passed the checks made before writing, so only the check in the
 * writing transaction, under the circle's lock, can tell them apart.
 */
function gatedStore(inner: FileStore, count: number): FileStore {
  let waiting: (() => void)[] = [];
  const gate = async (key: string) => {
    if (!/\/(photos|recordings)\//.test(key)) return;
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      if (waiting.length < count) return;
      for (const release of waiting) release();
      waiting = [];
    });
  };
  return {
    kind: inner.kind,
    put: async (key, bytes) => {
      await gate(key);
      return inner.put(key, bytes);
    },
    putFile: async (key, sourcePath) => {
      await gate(key);
      return inner.putFile(key, sourcePath);
    },
    read: (key, range) => inner.read(key, range),
    size: (key) => inner.size(key),
    delete: (key) => inner.delete(key),
    list: (prefix) => inner.list(prefix),
  };
}

describe('two uploads racing for the last room', { timeout: 60_000 }, () => {
  it('lets one photo in and refuses the other, leaving only the one’s files', async () => {
    const a = await png();
    const b = await png();
    const gated = gatedStore(await createTemporaryFileStore(), 2);
    const quota = Math.max(await storedSize(a), await storedSize(b));
    const { sam, rosa, circleId, ctx, keysIn, pending } = await start(quota, gated);

    const answers = await Promise.all([sendPhoto(sam.agent, a), sendPhoto(rosa.agent, b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    const refused = answers.find((r) => r.statusCode === 413)!;
    expect(messageOf(refused).code).toBe(STORAGE_FULL_CODE);
    const winner = answers.find((r) => r.statusCode === 201)!.json<{ photo: Photo }>().photo;

    const rows = await ctx.database.db
      .select({ id: memoryPhotos.id })
      .from(memoryPhotos)
      .where(eq(memoryPhotos.circleId, circleId));
    expect(rows).toEqual([{ id: winner.id }]);
    expect(await keysIn()).toEqual(storedPhotoKeys({ ...winner, circleId }).sort());
    expect(await pending()).toEqual([]);
    const usage = await usageOf(sam.agent, circleId);
    expect(usage.usedBytes).toBeLessThanOrEqual(usage.quotaBytes);
  });

  it('lets one recording in and refuses the other', async () => {
    const gated = gatedStore(await createTemporaryFileStore(), 2);
    const { sam, caregiver, circleId, keysIn, pending } = await start(
      makeWav(2).length + 100,
      gated,
    );
    const answers = await Promise.all([
      sendRecording(sam.agent, makeWav(2)),
      sendRecording(caregiver.agent, makeWav(2)),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 413]);
    const winner = answers
      .find((r) => r.statusCode === 201)!
      .json<{ recording: Recording }>().recording;
    expect(await keysIn()).toEqual([`circles/${circleId}/recordings/${winner.id}`]);
    expect(await pending()).toEqual([]);
  });

  it('adds the same photo sent twice at once only once', async () => {
    const gated = gatedStore(await createTemporaryFileStore(), 2);
    const { sam, rosa, keysIn, pending } = await start(undefined, gated);
    const same = await png();
    const answers = await Promise.all([sendPhoto(sam.agent, same), sendPhoto(rosa.agent, same)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(messageOf(answers.find((r) => r.statusCode === 409)!).code).toBe(DUPLICATE_PHOTO_CODE);
    expect(await keysIn()).toHaveLength(2);
    expect(await pending()).toEqual([]);
  });
});

describe('the same photo twice', () => {
  let shared: { ctx: TestContext; files: FileStore };
  beforeAll(async () => {
    const files = await createTemporaryFileStore();
    shared = { ctx: await createTestApp({}, { files }), files };
  });
  afterAll(() => shared.ctx.close());

  it('is refused with who added it and when, and nothing is stored', async () => {
    const { sam, rosa, circleId, ctx, keysIn, pending } = await family(shared);
    const bytes = await png();
    const photo = await addPhoto(sam.agent, bytes);
    ctx.clock.set('2026-03-05T12:00:00Z');

    const again = await sendPhoto(rosa.agent, bytes);
    expect(again.statusCode).toBe(409);
    expect(messageOf(again)).toEqual({
      code: DUPLICATE_PHOTO_CODE,
      message:
        'This photo is already in your family’s photos: Sam Lopez added it on March 2, 2026. It was not added again.',
    });
    const own = await sendPhoto(sam.agent, bytes);
    expect(messageOf(own).message).toContain('you added it on March 2, 2026');

    const rows = await ctx.database.db
      .select({ id: memoryPhotos.id, hash: memoryPhotos.originalSha256 })
      .from(memoryPhotos)
      .where(eq(memoryPhotos.circleId, circleId));
    expect(rows).toEqual([{ id: photo.id, hash: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
    expect(await keysIn()).toEqual(storedPhotoKeys({ ...photo, circleId }).sort());
    expect(await pending()).toEqual([]);

    // The same picture saved again (other bytes) is another photo as far as Kinwell can tell.
    const resaved = await sharp(bytes).png({ compressionLevel: 1 }).toBuffer();
    expect(resaved.equals(bytes)).toBe(false);
    await addPhoto(rosa.agent, resaved);
  });

  it('in “Recently removed” says to restore it from there; who may not is told who can', async () => {
    const { sam, rosa, caregiver, ctx } = await family(shared);
    const bytes = await png();
    const photo = await addPhoto(sam.agent, bytes);
    ctx.clock.set('2026-03-04T18:00:00Z');
    await sam.agent.delete(`/api/circle/photos/${photo.id}`);

    const bySam = await sendPhoto(sam.agent, bytes);
    expect(bySam.statusCode).toBe(409);
    expect(messageOf(bySam)).toEqual({
      code: DUPLICATE_REMOVED_PHOTO_CODE,
      message:
        'This photo is already in “Recently removed” (removed on March 4, 2026), so it was not added again. You can restore it from there instead of adding it again.',
    });
    const byRosa = await sendPhoto(rosa.agent, bytes);
    expect(messageOf(byRosa).message).toContain(
      'Sam Lopez, who added it, or a caregiver can restore it from there.',
    );
    expect(messageOf(await sendPhoto(caregiver.agent, bytes)).message).toContain(
      'You can restore it from there',
    );

    // Restored, it is simply in the photos again.
    expect((await sam.agent.post(`/api/circle/photos/${photo.id}/restore`)).statusCode).toBe(200);
    expect(messageOf(await sendPhoto(rosa.agent, bytes)).code).toBe(DUPLICATE_PHOTO_CODE);
  });

  it('is not another circle’s business: the same bytes are a new photo there', async () => {
    const { sam, ctx } = await family(shared);
    const bytes = await png();
    await addPhoto(sam.agent, bytes);
    const other = await registerAgent(ctx.app, { name: 'Other Family', role: 'caregiver' });
    await addPhoto(other.agent, bytes);
  });

  it('is not recognised for photos added before hashes were kept', async () => {
    const { sam, ctx } = await family(shared);
    const bytes = await png();
    const photo = await addPhoto(sam.agent, bytes);
    await ctx.database.db
      .update(memoryPhotos)
      .set({ originalSha256: null })
      .where(eq(memoryPhotos.id, photo.id));
    await addPhoto(sam.agent, bytes);
  });
});
