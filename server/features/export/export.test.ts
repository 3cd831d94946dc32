import { count, getTableName, sql } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { strFromU8, unzipSync } from 'fflate';
import { inject } from 'vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inviteMember, photoUpload } from '../../test/fixtures';
import { schemaTables } from '../../test/schema-tables';
import { createTestApp, registerAgent, type TestContext } from '../../test/test-app';
import { openTestDatabase } from '../../test/test-database';
import { importCircleArchive } from './circle-archive';
import { MODULES } from '../../modules';
import { circleTablesOf } from '../../platform/circle-tables';

const CIRCLE_TABLES = circleTablesOf(MODULES);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

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
    const photo = manifest.tables.images?.[0]?.bytes as string;
    expect(names).toContain(photo);
    expect(manifest.tables.audit_events?.map((e) => e.action)).toContain('export.downloaded');

    const everything = names.map((name) => strFromU8(files[name] as Uint8Array, true)).join('\n');
    expect(everything).not.toMatch(/argon2|passwordHash|password_hash|tokenHash/);

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

    const fresh = await openTestDatabase(inject('dbTemplate'));
    try {
      const imported = await importCircleArchive({
        db: fresh.db,
        archive,
        circleTables: CIRCLE_TABLES,
      });
      expect(imported.circleId).toBe(circleId);
      const after = await countRows(fresh.db, circleId as string);
      expect(after).toEqual(before);
      // Everyone comes across; nobody can sign in with an old password.
      const hashes = await fresh.db.execute(sql`select password_hash from users`);
      expect(JSON.stringify(hashes)).not.toContain('$argon2');
    } finally {
      await fresh.close();
    }
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
