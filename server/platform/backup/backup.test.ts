import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createApp } from '../../app';
import { createManualClock } from '../../lib/clock';
import { createCircleFixture, type CircleFixture } from '../../test/fixtures';
import { createRecordingPushSender } from '../../test/push-test-sender';
import { createAgent, createTestApp, testConfig, type TestContext } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { readManifest, restoreBackup, tableChecksums, writeBackup } from './backup';
import { countRows, listTables, parentsFirst } from './database-tables';
import { createTemporaryFileStore, readWholeFile, type FileStore } from '../files/file-store';
import { createS3FileStore } from '../files/s3-file-store';
import { startTestS3 } from '../../test/s3-server';
import { createHash } from 'node:crypto';

let ctx: TestContext;
let fixture: CircleFixture;
let dir: string;
let archive: string;
let files: FileStore;

const keysOf = async (store: FileStore) => {
  const keys: string[] = [];
  for await (const key of store.list()) keys.push(key);
  return keys.sort();
};

beforeAll(async () => {
  files = await createTemporaryFileStore();
  ctx = await createTestApp({}, { files });
  fixture = await createCircleFixture(ctx);
  await fixture.caregiverA.agent.post(`/api/circle/tasks/${fixture.taskId}/comments`, {
    body: 'I will go on Friday — ça va 😊',
  });
  dir = mkdtempSync(path.join(os.tmpdir(), 'kinwell-backup-'));
  archive = path.join(dir, 'kinwell.zip');
  // A file no row names (a recording, say) is backed up too: the store is copied whole.
  await files.put('circles/loose/recordings/r1', Buffer.from('a voice note'));
  await writeBackup({
    db: ctx.database.db,
    files,
    databaseKind: ctx.database.kind,
    path: archive,
    kinwellVersion: 'test',
    at: ctx.clock.now(),
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(dir, { recursive: true, force: true });
});

/** An empty installation: migrated, with no rows. */
async function emptyInstallation() {
  const database = await openTestDatabase(inject('dbTemplate'));
  return database;
}

describe('backup and restore', () => {
  it('writes every table with its row count and checksum, and the migrations run', async () => {
    const manifest = await readManifest(archive);
    const tables = await listTables(ctx.database.db);
    expect(manifest.tables.map((t) => t.name)).toEqual(tables.map((t) => t.name));
    const counts = await countRows(ctx.database.db, tables);
    for (const entry of manifest.tables) expect(entry.rows).toBe(counts[entry.name]);
    expect(manifest.tables.find((t) => t.name === 'images')?.rows).toBeGreaterThan(0);
    expect(manifest.tables.find((t) => t.name === 'medications')?.rows).toBe(2);
    expect(manifest.migrations.length).toBeGreaterThan(10);
    expect(manifest).toMatchObject({ format: 'kinwell-backup', database: ctx.database.kind });
  });

  it('writes every file of the store with its size and checksum', async () => {
    const manifest = await readManifest(archive);
    const keys = await keysOf(files);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(manifest.files.map((file) => file.name)).toEqual(keys);
    const zipped = unzipSync(new Uint8Array(readFileSync(archive)));
    for (const entry of manifest.files) {
      const bytes = (await readWholeFile(files, entry.name))!;
      expect(entry.bytes).toBe(bytes.length);
      expect(entry.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
      expect(Buffer.from(zipped[`files/${entry.name}`] as Uint8Array).equals(bytes)).toBe(true);
    }
    expect(manifest.files.map((file) => file.name)).toContain(
      `circles/${fixture.circleA}/images/${fixture.imageId}`,
    );
  });

  it('restores into an empty installation: every table reads back the same, and people sign in', async () => {
    const restored = await emptyInstallation();
    try {
      const restoredFiles = await createTemporaryFileStore();
      const result = await restoreBackup({ db: restored.db, files: restoredFiles, path: archive });
      expect(result.rows).toBeGreaterThan(50);
      // Every file is back, byte for byte.
      expect(await keysOf(restoredFiles)).toEqual(await keysOf(files));
      for (const key of await keysOf(files)) {
        expect(
          (await readWholeFile(restoredFiles, key))!.equals((await readWholeFile(files, key))!),
        ).toBe(true);
      }
      const tables = await listTables(restored.db);
      const original = await ctx.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local time zone 'UTC'`);
        return tableChecksums(tx, tables);
      });
      const after = await restored.db.transaction(async (tx) => {
        await tx.execute(sql`set local time zone 'UTC'`);
        return tableChecksums(tx, tables);
      });
      expect(after).toEqual(original);

      // The restored installation works: the caregiver signs in with their password and sees
      // the medicines, the task with its comment, and the circle's photo.
      const app = await createApp({
        database: restored,
        clock: createManualClock(ctx.clock.now().toISOString()),
        config: testConfig,
        version: 'test',
        push: createRecordingPushSender(),
        files: restoredFiles,
      });
      await app.ready();
      try {
        const agent = createAgent(app);
        const login = await agent.post('/api/auth/login', {
          email: fixture.caregiverA.input.email,
          password: fixture.caregiverA.input.password,
        });
        expect(login.statusCode).toBe(200);
        const medications = await agent.get('/api/circle/medications');
        expect(medications.body).toContain('Donepezil');
        const task = await agent.get(`/api/circle/tasks/${fixture.taskId}`);
        expect(task.body).toContain('Pick up prescriptions');
        expect(task.body).toContain('ça va 😊');
        const photo = await agent.get(`/api/images/${fixture.imageId}`);
        expect(photo.statusCode).toBe(200);
        const original = await readWholeFile(
          files,
          `circles/${fixture.circleA}/images/${fixture.imageId}`,
        );
        expect(photo.rawPayload.equals(original!)).toBe(true);
        // New rows continue after the restored ones (identity columns).
        const added = await agent.post('/api/circle/tracking/entries', { kind: 'falls' });
        expect(added.statusCode).toBe(201);
        const log = await agent.get('/api/circle/audit');
        expect(log.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await restored.close();
    }
  });

  it('refuses a non-empty installation unless told to replace it', async () => {
    const target = await emptyInstallation();
    const store = await createTemporaryFileStore();
    try {
      await restoreBackup({ db: target.db, files: store, path: archive });
      await expect(restoreBackup({ db: target.db, files: store, path: archive })).rejects.toThrow(
        /installation is not empty .*--replace/,
      );
      const another = await emptyInstallation();
      try {
        await expect(
          restoreBackup({ db: another.db, files: store, path: archive }),
        ).rejects.toThrow(/file store is not empty .*--replace/);
        const counts = await countRows(another.db, await listTables(another.db));
        expect(Object.values(counts).every((n) => n === 0)).toBe(true);
      } finally {
        await another.close();
      }
      // A file the archive does not hold goes with --replace, as the rows did.
      await store.put('circles/stray/images/x', Buffer.from('stray'));
      const result = await restoreBackup({
        db: target.db,
        files: store,
        path: archive,
        replace: true,
      });
      const tables = await listTables(target.db);
      const counts = await countRows(target.db, tables);
      for (const entry of result.manifest.tables) expect(counts[entry.name]).toBe(entry.rows);
      expect(await keysOf(store)).toEqual(result.manifest.files.map((file) => file.name));
    } finally {
      await target.close();
    }
  });

  it('keeps nothing from an archive whose table was changed', async () => {
    const files = unzipSync(new Uint8Array(readFileSync(archive)));
    const medications = strFromU8(files['tables/medications.jsonl'] as Uint8Array);
    files['tables/medications.jsonl'] = new TextEncoder().encode(
      medications.replace('Donepezil', 'Donepezyl'),
    );
    const tampered = path.join(dir, 'tampered.zip');
    writeFileSync(tampered, zipSync(files));
    const target = await emptyInstallation();
    const store = await createTemporaryFileStore();
    try {
      await expect(restoreBackup({ db: target.db, files: store, path: tampered })).rejects.toThrow(
        /medications table does not match its checksum/,
      );
      const counts = await countRows(target.db, await listTables(target.db));
      expect(Object.values(counts).every((n) => n === 0)).toBe(true);
      expect(await keysOf(store)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('keeps nothing from an archive whose file was changed', async () => {
    const zipped = unzipSync(new Uint8Array(readFileSync(archive)));
    const key = `files/circles/${fixture.circleA}/images/${fixture.imageId}`;
    const picture = zipped[key] as Uint8Array;
    zipped[key] = picture.map((byte, index) => (index === 100 ? byte ^ 1 : byte));
    const tampered = path.join(dir, 'tampered-file.zip');
    writeFileSync(tampered, zipSync(zipped));
    const target = await emptyInstallation();
    const store = await createTemporaryFileStore();
    try {
      await expect(restoreBackup({ db: target.db, files: store, path: tampered })).rejects.toThrow(
        `The archive's file circles/${fixture.circleA}/images/${fixture.imageId} does not match its checksum.`,
      );
      const counts = await countRows(target.db, await listTables(target.db));
      expect(Object.values(counts).every((n) => n === 0)).toBe(true);
      expect(await keysOf(store)).toEqual([]);
    } finally {
      await target.close();
    }
  });

  it('backs up from and restores into an S3-compatible store', async () => {
    const s3 = await startTestS3();
    const target = await emptyInstallation();
    try {
      const bucket = createS3FileStore(s3.options);
      await restoreBackup({ db: target.db, files: bucket, path: archive });
      expect(await keysOf(bucket)).toEqual(await keysOf(files));
      const again = path.join(dir, 'from-s3.zip');
      const manifest = await writeBackup({
        db: target.db,
        files: bucket,
        databaseKind: target.kind,
        path: again,
        kinwellVersion: 'test',
        at: ctx.clock.now(),
      });
      expect(manifest.files).toEqual((await readManifest(archive)).files);
    } finally {
      await target.close();
      await s3.stop();
    }
  });

  it('refuses a file that is not a backup, and a backup from other migrations', async () => {
    const notBackup = path.join(dir, 'photo.zip');
    writeFileSync(notBackup, zipSync({ 'photo.jpg': new Uint8Array([1, 2, 3]) }));
    await expect(readManifest(notBackup)).rejects.toThrow(/not a Kinwell backup/);

    const files = unzipSync(new Uint8Array(readFileSync(archive)));
    const manifest = JSON.parse(strFromU8(files['manifest.json'] as Uint8Array)) as {
      migrations: string[];
    };
    manifest.migrations = manifest.migrations.slice(0, -1);
    files['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest));
    const older = path.join(dir, 'older.zip');
    writeFileSync(older, zipSync(files));
    const target = await emptyInstallation();
    try {
      await expect(
        restoreBackup({ db: target.db, files: await createTemporaryFileStore(), path: older }),
      ).rejects.toThrow(/Restore it with the version that made it/);
    } finally {
      await target.close();
    }
  });

  it('orders tables parents first and refuses a cycle', () => {
    const table = (name: string, references: string[]) => ({
      name,
      columns: [],
      primaryKey: [],
      identityColumns: [],
      references,
      selfReferencing: false,
    });
    expect(
      parentsFirst([table('b', ['a']), table('c', ['b', 'a']), table('a', [])]).map((t) => t.name),
    ).toEqual(['a', 'b', 'c']);
    expect(() => parentsFirst([table('a', ['b']), table('b', ['a'])])).toThrow(/cycle/);
  });
});
