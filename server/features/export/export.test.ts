import { count, getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { inviteMember, photoUpload } from '../../test/fixtures';
import { schemaTables } from '../../test/schema-tables';
import { registerAgent, setUpTestAppWithFiles } from '../../test/test-app';
import { MODULES } from '../../modules';
import { circleTablesOf } from '../../platform/circle-tables';
import { readWholeFile } from '../../platform/files/file-store';
import { images } from '../../platform/images/images.schema';
import { inAnotherKinwell } from '../../test/another-kinwell';

const CIRCLE_TABLES = circleTablesOf(MODULES);

const ctx = setUpTestAppWithFiles();

/** A circle with a bit of everything: members, a removed member, invitations, a photo, history. */
async function populatedCircle() {
  const caregiver = await registerAgent(ctx.app, { name: 'Maria Lopez', role: 'caregiver' });
  await caregiver.agent.patch('/api/circle/recipient', {
    preferredName: 'Rosa',
    allergies: '=HYPERLINK("http://evil.example")',
    routines: 'Breakfast at 8, a walk after lunch, "quiet time" at 3',
    setupComplete: true,
  });
  await caregiver.agent.upload('PUT', '/api/circle/recipient/photo', await photoUpload());
  const family = await inviteMember(ctx, caregiver.agent, 'family', 'Sam Lopez');
  await inviteMember(ctx, caregiver.agent, 'caregiver', 'Ana Lopez');
  const leaving = await inviteMember(ctx, caregiver.agent, 'family', 'Leo Lopez');
  await caregiver.agent.delete(`/api/circle/members/${leaving.user.id}`);
  await caregiver.agent.post('/api/circle/invitations', {
    email: 'cousin@example.com',
    role: 'family',
  });
  await family.agent.get('/api/circle/recipient');
  return caregiver;
}

describe('GET /api/circle/export', () => {
  it('downloads everything as JSON, CSV tables and pictures, without any password', async () => {
    const caregiver = await populatedCircle();
    const response = await caregiver.agent.get('/api/circle/export');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="kinwell-care-circle-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const names = Object.keys(files);
    expect(names).toEqual(
      expect.arrayContaining([
        'kinwell-export.json',
        'README.txt',
        ...CIRCLE_TABLES.map((t) => `tables/${t.name}.csv`),
      ]),
    );
    const manifest = JSON.parse(strFromU8(files['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    expect(manifest.tables.users?.map((u) => u.name).sort()).toEqual([
      'Ana Lopez',
      'Maria Lopez',
      'Sam Lopez',
    ]);
    expect(manifest.tables.care_recipients?.[0]).toMatchObject({ preferredName: 'Rosa' });
    // The picture comes from the file store, byte for byte what the circle sees.
    const image = manifest.tables.images?.[0] as { id: string; bytes: string; fileKey: string };
    expect(names).toContain(image.bytes);
    expect(image.fileKey).toBe(`circles/${caregiver.user.circleId}/images/${image.id}`);
    const served = await caregiver.agent.get(`/api/images/${image.id}`);
    expect(Buffer.from(files[image.bytes] as Uint8Array).equals(served.rawPayload)).toBe(true);
    expect(manifest.tables.audit_events?.map((e) => e.action)).toContain('export.downloaded');

    const everything = names.map((name) => strFromU8(files[name] as Uint8Array, true)).join('\n');
    expect(everything).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/);

    // A table with no rows still names its columns, so a spreadsheet shows what it would hold.
    const empty = CIRCLE_TABLES.filter((t) => (manifest.tables[t.name] ?? []).length === 0);
    expect(empty.length).toBeGreaterThan(0);
    for (const table of empty) {
      const lines = strFromU8(files[`tables/${table.name}.csv`] as Uint8Array).split('\r\n');
      expect(lines[0], table.name).toMatch(/^\uFEFF?\w+,/);
    }
    const csv = strFromU8(files['tables/care_recipients.csv'] as Uint8Array);
    const csvBytes = files['tables/care_recipients.csv'] as Uint8Array;
    expect([...csvBytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csv.split('\r\n')[0]).toContain('preferredName');
    // A formula stays text in a spreadsheet; quotes are escaped.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain('"Breakfast at 8, a walk after lunch, ""quiet time"" at 3"');
  });

  it('re-imports into a fresh database with identical row counts', async () => {
    const caregiver = await populatedCircle();
    const { circleId } = caregiver.user;
    const archive = new Uint8Array((await caregiver.agent.get('/api/circle/export')).rawPayload);

    const countRows = async (db: typeof ctx.database.db, id: string) => {
      const counts: Record<string, number> = {};
      for (const spec of CIRCLE_TABLES) {
        const [row] = await db.select({ n: count() }).from(spec.table).where(spec.where(id));
        counts[spec.name] = row?.n ?? 0;
      }
      return counts;
    };
    const before = await countRows(ctx.database.db, circleId as string);
    expect(before.users).toBe(3);
    expect(before.circle_invitations).toBe(4);

    await inAnotherKinwell({}, async (fresh) => {
      const imported = await fresh.importArchive(archive);
      expect(imported.circleId).toBe(circleId);
      const after = await countRows(fresh.db, circleId as string);
      expect(after).toEqual(before);
      // Everyone comes across; nobody can sign in with an old password.
      const hashes = await fresh.db.execute(sql`select password_hash from users`);
      expect(JSON.stringify(hashes)).not.toContain('$argon2');
    });
  });

  it('puts the pictures into the file store on import, from archives made before the store too', async () => {
    const caregiver = await populatedCircle();
    const { circleId } = caregiver.user;
    const archive = new Uint8Array((await caregiver.agent.get('/api/circle/export')).rawPayload);
    const zipped = unzipSync(archive);
    const manifest = JSON.parse(strFromU8(zipped['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    const image = manifest.tables.images?.[0] as { id: string; bytes: string };
    const picture = Buffer.from(zipped[image.bytes] as Uint8Array);
    // The same archive as Kinwell wrote it before the file store: no key, only the file.
    for (const row of manifest.tables.images ?? []) delete row.fileKey;
    const older = zipSync({
      ...zipped,
      'kinwell-export.json': strToU8(JSON.stringify(manifest)),
    });

    for (const [label, bytes] of [
      ['today', archive],
      ['older', older],
    ] as const) {
      await inAnotherKinwell({ files: true }, async (fresh) => {
        await fresh.importArchive(bytes);
        const [row] = await fresh.db
          .select()
          .from(images)
          .where(sql`${images.id} = ${image.id}`);
        expect(row, label).toMatchObject({
          bytes: null,
          fileKey: `circles/${circleId}/images/${image.id}`,
        });
        expect((await readWholeFile(fresh.files, row!.fileKey!))!.equals(picture), label).toBe(
          true,
        );
      });
    }
  });

  it('removes the files it put when an import fails', async () => {
    const caregiver = await populatedCircle();
    const archive = unzipSync(
      new Uint8Array((await caregiver.agent.get('/api/circle/export')).rawPayload),
    );
    const manifest = JSON.parse(strFromU8(archive['kinwell-export.json'] as Uint8Array)) as {
      tables: Record<string, Record<string, unknown>[]>;
    };
    // The history comes after the pictures; a broken entry fails the import there.
    (manifest.tables.audit_events?.[0] as Record<string, unknown>).action = null;
    const broken = zipSync({
      ...archive,
      'kinwell-export.json': strToU8(JSON.stringify(manifest)),
    });
    await inAnotherKinwell({ files: true }, async (fresh) => {
      await expect(fresh.importArchive(broken)).rejects.toThrow();
      const [row] = await fresh.db.select({ n: count() }).from(images);
      expect(row?.n).toBe(0);
      expect(await fresh.storedKeys()).toEqual([]);
    });
  });

  it('lists every table that holds circle data', async () => {
    const withCircle = (await schemaTables())
      .map(({ table }) => table)
      .filter((table) =>
        getTableConfig(table).columns.some((column) => column.name === 'circle_id'),
      )
      .map((table) => getTableName(table));
    expect(withCircle).toEqual(expect.arrayContaining(['images', 'circle_members']));
    const covered = CIRCLE_TABLES.map((spec) => getTableName(spec.table));
    expect(withCircle.filter((name) => !covered.includes(name))).toEqual([]);
  });
});
