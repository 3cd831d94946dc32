/**
 * npm run bench:community [-- --posts 100000 --runs 200]
 *
 * Seeds one support group with N posts (50 writers, "this helped" counts from 0 to 40, a few
 * held for review and a few hidden, replies on a quarter of them, the reader's read marks on half
 * so each listed post counts its new replies) on PostgreSQL and prints p50/p95 of listing a page of the
 * group's posts through the service, newest first and most helpful first: the first page, a page
 * halfway down and the last page (keyset cursors, so depth should not matter). Decision 050 asks
 * for p95 ≤ 50 ms. Not part of the test suite.
 *
 * PostgreSQL: BENCH_DATABASE_URL (or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * names a server; a scratch database is made there and dropped afterwards.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { CommunitySort } from '../shared/community';
import { openDatabase, type Database } from '../server/db/client';
import { communityGroups } from '../server/features/community/community.schema';
import {
  encodeCursor,
  listPosts,
  seedCommunityGroups,
} from '../server/features/community/community.service';
import type { Viewer } from '../server/features/community/moderated-writing';
import { benchServerUrl, createBenchDatabase, percentile } from './bench-database';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    /** Keep the scratch database afterwards (to EXPLAIN the queries by hand). */
    keep: { type: 'boolean', default: false },
  },
});
const POSTS = Number(values.posts);
const RUNS = Number(values.runs);
const WRITERS = 50;
const SLUG = 'sundowning-and-sleep';
const serverUrl = benchServerUrl();

/** The rows of a raw query (the bench runs on PostgreSQL, whose driver answers `{ rows }`). */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function seed(db: Database): Promise<{ viewer: Viewer; groupId: string }> {
  const start = new Date('2026-01-01T00:00:00Z');
  await seedCommunityGroups(db, start);
  const [group] = await db
    .select({ id: communityGroups.id })
    .from(communityGroups)
    .where(eq(communityGroups.slug, SLUG));
  if (!group) throw new Error('The group was not seeded');
  await db.execute(sql`
    insert into users (name, email, password_hash, role, created_at)
    select 'Writer ' || n, 'writer' || n || '@bench.example', 'x', 'caregiver', ${start}
    from generate_series(1, ${WRITERS}) as n`);
  // One post a minute or so, some sharing a moment (the id breaks ties); counts 0–40.
  await db.execute(sql`
    insert into community_posts
      (group_id, author_user_id, is_anonymous, title, body, created_at, helped_count, held_at, hidden_at)
    select ${group.id}::uuid,
      (select id from users where email = 'writer' || (1 + n % ${WRITERS}) || '@bench.example'),
      n % 7 = 0,
      'Evenings, week ' || n,
      repeat('What helped you keep the evenings calm? ', 1 + n % 5),
      ${start}::timestamptz + ((n / 2) * interval '1 minute'),
      (n * 7919) % 41,
      case when n % 100 = 0 then ${start}::timestamptz else null end,
      case when n % 200 = 1 then ${start}::timestamptz else null end
    from generate_series(1, ${POSTS}) as n`);
  // Replies on every fourth post (three each), and the reader's marks (decision 055) on every
  // other post: read up to the first reply, so the "new" count has replies to count.
  await db.execute(sql`
    insert into community_replies (post_id, author_user_id, is_anonymous, body, created_at)
    select p.id, p.author_user_id, false, 'Music helped us.', p.created_at + (k * interval '1 second')
    from community_posts p cross join generate_series(1, 3) as k
    where p.group_id = ${group.id} and p.helped_count % 4 = 0`);
  await db.execute(sql`
    insert into community_reads (user_id, post_id, last_seq, read_at)
    select (select id from users where email = 'writer1@bench.example'), p.id,
      coalesce((select min(r.seq) from community_replies r where r.post_id = p.id), 0), ${start}
    from community_posts p
    where p.group_id = ${group.id} and p.helped_count % 2 = 0`);
  await db.execute(sql`analyze`);
  const [viewer] = rowsOf<{ id: string; name: string }>(
    await db.execute(sql`select id, name from users where email = 'writer1@bench.example'`),
  );
  if (!viewer) throw new Error('No writer');
  return { viewer: { userId: viewer.id, name: viewer.name, ip: '127.0.0.1' }, groupId: group.id };
}

/** The cursor that starts the page at `offset` in the sort's order (as paging there would give). */
async function cursorAt(db: Database, groupId: string, sort: CommunitySort, offset: number) {
  if (offset === 0) return undefined;
  const order =
    sort === 'newest'
      ? sql`created_at desc, id desc`
      : sql`helped_count desc, created_at desc, id desc`;
  const [row] = rowsOf<{ id: string; created_at: string; helped_count: number }>(
    await db.execute(sql`
      select id, created_at, helped_count from community_posts
      where group_id = ${groupId} and hidden_at is null and held_at is null
      order by ${order} offset ${offset - 1} limit 1`),
  );
  if (!row) throw new Error(`Nothing at ${offset}`);
  return encodeCursor(sort, {
    id: row.id,
    createdAt: new Date(row.created_at),
    helpedCount: Number(row.helped_count),
  });
}

async function measure(db: Database, viewer: Viewer, sort: CommunitySort, after?: string) {
  for (let i = 0; i < 20; i += 1) await listPosts({ db, viewer, slug: SLUG, sort, after });
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const page = await listPosts({ db, viewer, slug: SLUG, sort, after });
    times.push(performance.now() - started);
    count = page.posts.length;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count };
}

const scratch = await createBenchDatabase(serverUrl);
const database = await openDatabase({ databaseUrl: scratch.url });
try {
  await database.migrate();
  const seeding = performance.now();
  const { viewer, groupId } = await seed(database.db);
  console.log(
    `PostgreSQL: ${POSTS.toLocaleString('en-US')} posts in one group seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${RUNS} runs each`,
  );
  const visible = Math.floor(POSTS * 0.985);
  let worst = 0;
  for (const sort of ['newest', 'helpful'] as const) {
    for (const [label, offset] of [
      ['first page', 0],
      ['halfway', Math.floor(visible / 2)],
      ['last page', visible - 10],
    ] as const) {
      const after = await cursorAt(database.db, groupId, sort, offset);
      const { p50, p95, count } = await measure(database.db, viewer, sort, after);
      worst = Math.max(worst, p95);
      console.log(
        `  ${sort.padEnd(7)} ${label.padEnd(10)} ${String(count).padStart(2)} posts  p50 ${p50.toFixed(2)} ms  p95 ${p95.toFixed(2)} ms`,
      );
    }
  }
  console.log(
    `Worst p95: ${worst.toFixed(2)} ms (goal ≤ 50 ms): ${worst <= 50 ? 'met' : 'NOT met'}`,
  );
} finally {
  await database.close();
  if (values.keep) console.log(`Kept the database ${scratch.name}`);
  else await scratch.drop();
}
