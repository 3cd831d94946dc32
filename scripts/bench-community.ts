/**
 * npm run bench:community [-- --posts 100000 --runs 200 --only pglite|postgres --keep]
 *
 * Seeds one support group with N posts (50 writers, titles and bodies put together from
 * caregivers' sentences, "this helped" counts from 0 to 40, a few held for review and a few hidden,
 * replies on a quarter of them, the reader's read marks on half so each listed post counts its new
 * replies) and prints p50/p95 of, through the service as the routes call it:
 * - listing a page of the group's posts, newest first and most helpful first: the first page, a
 *   page halfway down and the last page (keyset cursors, so depth should not matter);
 * - searching (the one page of results the search gives) for a word about half the posts use
 *   ("sleep"), a rare one, two words, a quoted phrase and a word no post has.
 * Decisions 050 and 086 ask for p95 ≤ 50 ms. On PGlite, then on PostgreSQL (`--only` for one).
 * Not part of the test suite.
 *
 * PostgreSQL: BENCH_DATABASE_URL (or DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test)
 * names a server; a scratch database is made there and dropped afterwards (`--keep` keeps it, to
 * EXPLAIN the queries by hand).
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import type { CommunitySort } from '../shared/community';
import type { Database, DatabaseHandle } from '../server/db/client';
import { communityGroups } from '../server/features/community/community.schema';
import {
  encodeCursor,
  listPosts,
  searchPosts,
  seedCommunityGroups,
} from '../server/features/community/community.service';
import type { Viewer } from '../server/features/community/moderated-writing';
import { benchServerUrl, onBothDatabases, percentile } from './bench-database';

const { values } = parseArgs({
  options: {
    posts: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '200' },
    /** One database only: `pglite` or `postgres` (both by default). */
    only: { type: 'string' },
    /** Keep the PostgreSQL scratch database afterwards (to EXPLAIN the queries by hand). */
    keep: { type: 'boolean', default: false },
  },
});
const POSTS = Number(values.posts);
const RUNS = Number(values.runs);
const WRITERS = 50;
const SLUG = 'sundowning-and-sleep';
const serverUrl = benchServerUrl();

/** Titles and sentences of the kind written in a group about evenings and nights. */
const TITLES = [
  'Mum will not sleep before 2am',
  'Evenings are getting harder',
  'Sundowning again after the move',
  'He keeps asking to go home',
  'Night wandering and locked doors',
  'Bath time battles',
  'What helps with the late afternoon agitation?',
  'Dad is awake all night',
  'Melatonin, has anyone tried it?',
  'Too tired to think straight',
  'Her sleep pattern has flipped',
  'Small wins this week',
  'Shadowing me from room to room',
  'Lights on or lights off at night?',
  'Respite care for a few nights',
  'The GP suggested a sleep diary',
  'Pacing in the hallway after dinner',
  'Napping all day, up all night',
  'Music that calms him',
  'Feeling guilty about the care home',
  'Night-time toilet trips',
  'She thinks it is morning at midnight',
  'Is a weighted blanket worth it?',
  'A routine that finally worked',
] as const;
const SENTENCES = [
  'Since the autumn she has not slept more than three hours at a time.',
  'Around four o’clock he starts pacing and asking where his mother is.',
  'We tried closing the curtains early and putting the big light on, which helped a little.',
  'The doctor suggested melatonin but I am worried about falls at night.',
  'He wakes at two and gets dressed for work, and it takes an hour to settle him.',
  'Music from when she was young calms her better than anything else.',
  'I keep a sleep diary now so I can show the nurse what the nights are like.',
  'A walk after lunch seems to help him sleep better.',
  'Caffeine is out after midday, even the tea she loves.',
  'Some evenings she does not recognise me and asks me to leave.',
  'Bath time has become a battle, so we moved it to the morning.',
  'I put a night light in the hallway and a sensor mat by the bed.',
  'The day centre twice a week has given me some of my own sleep back.',
  'My sister comes on Sundays so I can rest.',
  'He naps most of the afternoon and then is wide awake at night.',
  'Lavender and a warm drink before bed are part of the routine now.',
  'I am exhausted and I snapped at him yesterday, which I regret.',
  'The care home says it is common in the first weeks after a move.',
  'She hides her handbag and then accuses me of taking it.',
  'We labelled the doors with pictures, which stopped some of the wandering.',
  'The pharmacist reviewed his tablets and one of them was keeping him awake.',
  'Television news upsets her in the evening, so we watch old films instead.',
  'Does anyone else find that the clocks changing makes everything worse?',
  'Folding towels keeps her hands busy while I cook dinner.',
  'He thinks the people on the television are in the room.',
  'I sleep in the chair by her door so I hear her get up.',
  'A regular bedtime, same order every night, is the only thing that works for us.',
  'The occupational therapist suggested a door alarm.',
  'Respite for a week let me catch up on sleep and see my own doctor.',
  'Our memory clinic nurse was kind and practical about the nights.',
  'She refuses to drink enough water and then gets more confused.',
  'A urine infection made the sundowning much worse last winter.',
  'I try not to argue; I go along with it and change the subject.',
  'Holding her hand and humming settles her when nothing else does.',
  'Dinner earlier, at five, has made the evenings calmer.',
  'Daylight in the morning, even ten minutes in the garden, seems to matter.',
  'The weighted blanket helped for a while and then she pushed it off.',
  'He asks for his late wife every evening and it breaks my heart.',
  'I wrote out the routine on the fridge so the carers follow it too.',
  'Thank you all, reading this group at three in the morning helps.',
] as const;
const RARE_SENTENCE = 'The hallucinations at night frighten him; he sees children in the garden.';
/** What a caregiver types in the search box: common, rare, two words, a phrase, nothing. */
const SEARCHES = ['sleep', 'hallucinations', 'night wandering', '"bath time"', 'xylophone'];

/** The rows of a raw query (both drivers answer `{ rows }`). */
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
  // One post a minute or so, some sharing a moment (the id breaks ties); counts 0–40. Titles and
  // bodies are put together from caregivers' sentences, so words are as common as in life: about
  // half the posts speak of sleep, one in 250 of hallucinations, none of a xylophone.
  const texts = (items: readonly string[]) =>
    sql`array[${sql.join(
      items.map((item) => sql`${item}`),
      sql`, `,
    )}]::text[]`;
  await db.execute(sql`
    insert into community_posts
      (group_id, author_user_id, is_anonymous, title, body, created_at, helped_count, held_at, hidden_at)
    select ${group.id}::uuid,
      (select id from users where email = 'writer' || (1 + n % ${WRITERS}) || '@bench.example'),
      n % 7 = 0,
      words.titles[1 + (n * 5) % ${TITLES.length}],
      array_to_string(array(
        select words.sentences[1 + (n * step + k * 13) % ${SENTENCES.length}]
        from unnest(array[7, 11, 17, 19, 23, 29]) with ordinality as s(step, k)
        where k <= 3 + n % 4 order by k), ' ')
        || case when n % 250 = 3 then ' ' || ${RARE_SENTENCE} else '' end,
      ${start}::timestamptz + ((n / 2) * interval '1 minute'),
      (n * 7919) % 41,
      case when n % 100 = 0 then ${start}::timestamptz else null end,
      case when n % 200 = 1 then ${start}::timestamptz else null end
    from generate_series(1, ${POSTS}) as n,
      (select ${texts(TITLES)} as titles, ${texts(SENTENCES)} as sentences) as words`);
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

/** p50 and p95 of `RUNS` calls after 20 to warm up, and how many posts the last call gave. */
async function timed(call: () => Promise<number>) {
  for (let i = 0; i < 20; i += 1) await call();
  const times: number[] = [];
  let count = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    count = await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), count };
}

const figures = (result: { p50: number; p95: number; count: number }) =>
  `${String(result.count).padStart(2)} posts  p50 ${result.p50.toFixed(2)} ms  p95 ${result.p95.toFixed(2)} ms`;

/** How many visible posts the words match (all of them, not the page the search gives). */
async function matching(db: Database, query: string) {
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from community_posts
      where search_vector @@ websearch_to_tsquery('english', ${query})
        and hidden_at is null and held_at is null`),
  );
  return row?.count ?? 0;
}

async function run(label: string, database: DatabaseHandle) {
  const { db } = database;
  await database.migrate();
  const seeding = performance.now();
  const { viewer, groupId } = await seed(db);
  console.log(
    `${label}: ${POSTS.toLocaleString('en-US')} posts in one group seeded in ${((performance.now() - seeding) / 1000).toFixed(1)} s; ${RUNS} runs each`,
  );
  const visible = Math.floor(POSTS * 0.985);
  let worst = 0;
  for (const sort of ['newest', 'helpful'] as const) {
    for (const [where, offset] of [
      ['first page', 0],
      ['halfway', Math.floor(visible / 2)],
      ['last page', visible - 10],
    ] as const) {
      const after = await cursorAt(db, groupId, sort, offset);
      const result = await timed(
        async () => (await listPosts({ db, viewer, slug: SLUG, sort, after })).posts.length,
      );
      worst = Math.max(worst, result.p95);
      console.log(`  ${sort.padEnd(7)} ${where.padEnd(10)} ${figures(result)}`);
    }
  }
  // Search as the route calls it: the reader's own viewer rules, the one page it gives.
  for (const query of SEARCHES) {
    const matches = await matching(db, query);
    const result = await timed(async () => (await searchPosts({ db, viewer, query })).length);
    worst = Math.max(worst, result.p95);
    console.log(
      `  search  ${query.padEnd(18)} ${figures(result)}  (${matches.toLocaleString('en-US')} match)`,
    );
  }
  console.log(
    `Worst p95: ${worst.toFixed(2)} ms (goal ≤ 50 ms): ${worst <= 50 ? 'met' : 'NOT met'}`,
  );
}

await onBothDatabases({ only: values.only, serverUrl, keep: values.keep }, run);
