import { count, eq, isNotNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { makePng, photoUpload } from '../../test/fixtures';
import { registerAgent, setUpTestAppWithFiles } from '../../test/test-app';
import { careCircles } from '../circles/circles.schema';
import { readWholeFile } from '../files/file-store';
import { fileDeletions } from '../files/files.schema';
import { PENDING_FILE_GRACE_MS } from '../files/file-deletions';
import { images } from './images.schema';
import { carryImagesIntoStore, imageFileKey, processImage } from './images.service';

const ctx = setUpTestAppWithFiles();

const keysIn = async (prefix: string) => {
  const keys: string[] = [];
  for await (const key of ctx.files.list(prefix)) keys.push(key);
  return keys.sort();
};
const imageRow = async (id: string) =>
  (await ctx.database.db.select().from(images).where(eq(images.id, id)))[0];
const idOf = (url: string) => url.split('/').pop() as string;

/** A picture as Kinwell kept them before the file store: the bytes in the row. */
async function oldStyleImage(circleId: string, color: string) {
  const image = await processImage(await makePng(12, 9, color));
  const [row] = await ctx.database.db
    .insert(images)
    .values({
      circleId,
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.bytes,
    })
    .returning();
  return { id: row!.id, bytes: image.bytes };
}

describe('pictures in the file store', () => {
  it('keeps a new picture in the store, not the database, and serves it only to its circle', async () => {
    const caregiver = await registerAgent(ctx.app);
    const circleId = caregiver.user.circleId!;
    const uploaded = await caregiver.agent.upload(
      'PUT',
      '/api/circle/recipient/photo',
      await photoUpload(),
    );
    const id = idOf(uploaded.json<{ photoUrl: string }>().photoUrl);
    const row = await imageRow(id);
    expect(row).toMatchObject({ bytes: null, fileKey: imageFileKey(circleId, id) });
    const stored = await readWholeFile(ctx.files, imageFileKey(circleId, id));

    const served = await caregiver.agent.get(`/api/images/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({
      'content-type': 'image/jpeg',
      'content-length': String(stored!.length),
      'cache-control': 'private, no-cache',
      etag: `"${id}"`,
      'content-disposition': 'inline',
      'x-content-type-options': 'nosniff',
    });
    expect(served.rawPayload.equals(stored!)).toBe(true);
    // Nothing waits to be removed: the save committed.
    const pending = await ctx.database.db.select().from(fileDeletions);
    expect(pending.map((entry) => entry.key)).not.toContain(row!.fileKey);

    const stranger = await registerAgent(ctx.app);
    expect((await stranger.agent.get(`/api/images/${id}`)).statusCode).toBe(404);
  });

  it('removes the file of a replaced picture, and of every picture when the circle goes', async () => {
    const caregiver = await registerAgent(ctx.app);
    const circleId = caregiver.user.circleId!;
    const first = await caregiver.agent.upload(
      'PUT',
      '/api/circle/recipient/photo',
      await photoUpload(),
    );
    const firstKey = imageFileKey(circleId, idOf(first.json<{ photoUrl: string }>().photoUrl));
    await caregiver.agent.upload(
      'PUT',
      '/api/circle/recipient/photo',
      await photoUpload(await makePng(6, 6, '#222222')),
    );
    expect(await keysIn(`circles/${circleId}/`)).toHaveLength(2);
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await keysIn(`circles/${circleId}/`)).toHaveLength(1);
    expect(await ctx.files.size(firstKey)).toBeUndefined();

    // Deleting the circle (an account deleted for good) cascades to its pictures' files.
    await ctx.database.db.delete(careCircles).where(eq(careCircles.id, circleId));
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await keysIn(`circles/${circleId}/`)).toEqual([]);
    const left = await ctx.database.db.select().from(fileDeletions);
    expect(left.filter((entry) => entry.key.startsWith(`circles/${circleId}/`))).toEqual([]);
  });

  it('leaves no file behind when the change it belonged to fails', async () => {
    const caregiver = await registerAgent(ctx.app);
    const circleId = caregiver.user.circleId!;
    const missing = '00000000-0000-4000-8000-000000000000';
    const response = await caregiver.agent.upload(
      'PUT',
      `/api/circle/appointments/${missing}/notes`,
      await photoUpload(),
    );
    expect(response.statusCode).toBe(404);
    expect(await keysIn(`circles/${circleId}/`)).toEqual([]);
    const pending = await ctx.database.db.select().from(fileDeletions);
    expect(pending.filter((entry) => entry.key.startsWith(`circles/${circleId}/`))).toEqual([]);
  });

  it('forgets a file whose save never finished, once the grace period is over', async () => {
    const key = imageFileKey('11111111-1111-4111-8111-111111111111', crypto.randomUUID());
    const at = ctx.clock.now();
    await ctx.files.put(key, Buffer.from('half-saved'));
    await ctx.database.db
      .insert(fileDeletions)
      .values({ key, deleteAfter: new Date(at.getTime() + PENDING_FILE_GRACE_MS) });
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await ctx.files.size(key)).toBe(10);
    ctx.clock.advance(PENDING_FILE_GRACE_MS + 1000);
    await ctx.app.jobs.get('file-deletions').runOnce();
    expect(await ctx.files.size(key)).toBeUndefined();
  });
});

describe('carrying pictures from the database into the file store', () => {
  it('moves old pictures without loss: served the same, bytes gone from the row, file in the store', async () => {
    const caregiver = await registerAgent(ctx.app);
    const circleId = caregiver.user.circleId!;
    const old = await oldStyleImage(circleId, '#aa3355');
    const before = await caregiver.agent.get(`/api/images/${old.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(old.bytes)).toBe(true);

    expect(await ctx.app.jobs.get('image-carry-over').runOnce()).toBeGreaterThanOrEqual(1);

    const row = await imageRow(old.id);
    expect(row).toMatchObject({ bytes: null, fileKey: imageFileKey(circleId, old.id) });
    expect((await readWholeFile(ctx.files, row!.fileKey!))!.equals(old.bytes)).toBe(true);
    const after = await caregiver.agent.get(`/api/images/${old.id}`);
    expect(after.statusCode).toBe(200);
    expect(after.rawPayload.equals(before.rawPayload)).toBe(true);
    for (const header of ['content-type', 'content-length', 'cache-control', 'content-disposition'])
      expect(after.headers[header], header).toBe(before.headers[header]);

    // Again: nothing left to do, nothing changes.
    expect(await ctx.app.jobs.get('image-carry-over').runOnce()).toBe(0);
    expect(await imageRow(old.id)).toEqual(row);
  });

  it('is safe when several instances carry over at once, in small batches', async () => {
    const caregiver = await registerAgent(ctx.app);
    const circleId = caregiver.user.circleId!;
    const colors = ['#111111', '#222222', '#333333', '#444444', '#555555', '#666666', '#777777'];
    const olds = [];
    for (const color of colors) olds.push(await oldStyleImage(circleId, color));

    const runs = await Promise.all([
      carryImagesIntoStore({ db: ctx.database.db, files: ctx.files }, 2),
      carryImagesIntoStore({ db: ctx.database.db, files: ctx.files }, 3),
      carryImagesIntoStore({ db: ctx.database.db, files: ctx.files }, 5),
    ]);
    // Each picture was moved exactly once, whichever run got to it first.
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(olds.length);
    for (const old of olds) {
      const row = await imageRow(old.id);
      expect(row).toMatchObject({ bytes: null, fileKey: imageFileKey(circleId, old.id) });
      expect((await readWholeFile(ctx.files, row!.fileKey!))!.equals(old.bytes)).toBe(true);
      const served = await caregiver.agent.get(`/api/images/${old.id}`);
      expect(served.rawPayload.equals(old.bytes)).toBe(true);
    }
    expect(await keysIn(`circles/${circleId}/`)).toHaveLength(olds.length);
    const [left] = await ctx.database.db
      .select({ n: count() })
      .from(images)
      .where(isNotNull(images.bytes));
    expect(left?.n).toBe(0);
  });
});
