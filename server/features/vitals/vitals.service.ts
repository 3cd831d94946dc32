import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  ALL_ROUTES,
  rateVital,
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  type VitalName,
  type VitalSample,
  type VitalsReport,
} from '../../../shared/vitals';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RateLimit } from '../../lib/rate-limit';
import { rateLimitEvents } from '../../platform/auth/auth.schema';
import { vitalsDaily, vitalsSamples } from './vitals.schema';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The system page's window. */
export const REPORT_DAYS = 28;

const utcDayStart = (time: Date): Date => new Date(Math.floor(time.getTime() / DAY_MS) * DAY_MS);
const isoDay = (time: Date): string => time.toISOString().slice(0, 10);

/**
 * Stores one batch unless `key` (the client's address) used its allowance, in one statement: the
 * count of the limit's window, the limit's own event and the samples (lib/rate-limit.ts's rule and
 * table, so the limit is shared across instances; the job forgets the events that left the
 * window). Throws 429 with Retry-After when over the limit, storing nothing.
 */
export async function recordSamplesWithinLimit(
  db: Database,
  clock: Clock,
  rule: RateLimit,
  key: string,
  samples: readonly VitalSample[],
): Promise<void> {
  const now = clock.now();
  const windowStart = new Date(now.getTime() - rule.windowMs);
  const rows = JSON.stringify(
    samples.map((sample) => ({
      route: sample.route,
      name: sample.name,
      value: sample.value,
      device: sample.device,
      connection: sample.connection,
      is_signed_in: sample.signedIn,
    })),
  );
  const result = await db.execute(sql`
    with used as (
      select count(*)::int as n, min(at) as oldest from rate_limit_events
      where bucket = ${rule.bucket} and key = ${key} and at > ${windowStart.toISOString()}::timestamptz
    ), allowed as (
      insert into rate_limit_events (bucket, key, at)
      select ${rule.bucket}, ${key}, ${now.toISOString()}::timestamptz from used where n < ${rule.limit}
      returning 1
    ), stored as (
      insert into vitals_samples (received_at, route, name, value, device, connection, is_signed_in)
      select ${now.toISOString()}::timestamptz, v.route, v.name, v.value, v.device, v.connection, v.is_signed_in
      from json_to_recordset(${rows}::json) as v(route text, name text, value float8, device text, connection text, is_signed_in boolean)
      where exists (select 1 from allowed)
      returning 1
    )
    select n, oldest, (select count(*) from stored)::int as stored from used`);
  type Used = { n: number; oldest: string | Date | null };
  // Both drivers' results: PGlite's and node-postgres' have `rows`; a bare array is accepted too.
  const answer = result as { rows: Used[] } | Used[];
  const [row] = Array.isArray(answer) ? answer : answer.rows;
  if (!row || row.n < rule.limit || !row.oldest) return;
  const retryAfter = Math.max(
    1,
    Math.ceil((new Date(row.oldest).getTime() + rule.windowMs - now.getTime()) / 1000),
  );
  throw new AppError(429, rule.message, { 'retry-after': String(retryAfter) });
}

/** Forgets the limit's events that left its window (the job, once a minute). */
export async function forgetOldLimitEvents(db: Database, clock: Clock, rule: RateLimit) {
  const cutoff = new Date(clock.now().getTime() - rule.windowMs);
  const deleted = await db
    .delete(rateLimitEvents)
    .where(and(eq(rateLimitEvents.bucket, rule.bucket), lt(rateLimitEvents.at, cutoff)))
    .returning({ id: rateLimitEvents.id });
  return deleted.length;
}

/**
 * Remakes the daily figures of yesterday and today (UTC) from the raw samples: per route and
 * measure, and for every route together (`*`). percentile_cont works the same on PGlite and
 * PostgreSQL. Earlier days are final: their samples stopped arriving when the day ended.
 * Resolves to how many daily rows were written.
 */
export async function aggregateVitals(db: Database, clock: Clock): Promise<number> {
  const from = new Date(utcDayStart(clock.now()).getTime() - DAY_MS);
  const figures = sql`
    percentile_cont(0.5) within group (order by value),
    percentile_cont(0.75) within group (order by value),
    percentile_cont(0.95) within group (order by value),
    count(*)::int`;
  const day = sql`(received_at at time zone 'UTC')::date`;
  const result = await db.execute(sql`
    insert into vitals_daily (day, route, name, p50, p75, p95, count)
    select ${day}, route, name, ${figures}
      from vitals_samples where received_at >= ${from.toISOString()}::timestamptz
      group by 1, 2, 3
    union all
    select ${day}, ${ALL_ROUTES}::text, name, ${figures}
      from vitals_samples where received_at >= ${from.toISOString()}::timestamptz
      group by 1, 3
    on conflict (day, route, name) do update set
      p50 = excluded.p50, p75 = excluded.p75, p95 = excluded.p95, count = excluded.count
    returning 1`);
  return rowCount(result);
}

/** Forgets raw samples older than the retention; the daily figures stay. */
export async function purgeOldSamples(
  db: Database,
  clock: Clock,
  retentionDays: number,
): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - retentionDays * DAY_MS);
  const deleted = await db
    .delete(vitalsSamples)
    .where(lt(vitalsSamples.receivedAt, cutoff))
    .returning({ id: vitalsSamples.id });
  return deleted.length;
}

const rowCount = (result: unknown): number => {
  const value = result as { rows?: unknown[]; rowCount?: number | null; length?: number };
  return value.rows?.length ?? value.rowCount ?? value.length ?? 0;
};

/** Today's (UTC) daily figures as the last aggregation left them, for the metrics scrape. */
export async function readTodaysFigures(
  db: Database,
  clock: Clock,
): Promise<{ route: string; name: string; p75: number; count: number }[]> {
  return db
    .select({
      route: vitalsDaily.route,
      name: vitalsDaily.name,
      p75: vitalsDaily.p75,
      count: vitalsDaily.count,
    })
    .from(vitalsDaily)
    .where(eq(vitalsDaily.day, isoDay(utcDayStart(clock.now()))));
}

/**
 * The system page's figures over the last 28 days: each route's p75 per measure (the daily p75s
 * weighted by their counts: the raw samples of older days are gone), rated against the thresholds,
 * slowest route first; and every route's daily p75 as a trend.
 */
export async function readVitalsReport(db: Database, clock: Clock): Promise<VitalsReport> {
  const today = utcDayStart(clock.now());
  const from = isoDay(new Date(today.getTime() - (REPORT_DAYS - 1) * DAY_MS));
  const rows = await db
    .select()
    .from(vitalsDaily)
    .where(
      and(
        gte(vitalsDaily.day, from),
        lt(vitalsDaily.day, isoDay(new Date(today.getTime() + DAY_MS))),
      ),
    )
    .orderBy(desc(vitalsDaily.day));
  const perRoute = new Map<string, Map<VitalName, { weighted: number; count: number }>>();
  const trend = new Map<string, VitalsReport['trend'][number]>();
  for (const row of rows) {
    const name = row.name as VitalName;
    if (!VITAL_NAMES.includes(name)) continue;
    if (row.route === ALL_ROUTES) {
      const entry = trend.get(row.day) ?? { day: row.day, p75: {}, count: {} };
      entry.p75[name] = row.p75;
      entry.count[name] = row.count;
      trend.set(row.day, entry);
      continue;
    }
    const measures =
      perRoute.get(row.route) ?? new Map<VitalName, { weighted: number; count: number }>();
    const sum = measures.get(name) ?? { weighted: 0, count: 0 };
    sum.weighted += row.p75 * row.count;
    sum.count += row.count;
    measures.set(name, sum);
    perRoute.set(row.route, measures);
  }
  const routes = [...perRoute].map(([route, measures]) => {
    const figures: VitalsReport['routes'][number]['figures'] = {};
    let slowness = 0;
    for (const [name, { weighted, count }] of measures) {
      const p75 = weighted / count;
      figures[name] = { p75, count, rating: rateVital(name, p75) };
      slowness = Math.max(slowness, p75 / VITAL_THRESHOLDS[name][1]);
    }
    return { route, figures, slowness };
  });
  routes.sort((a, b) => b.slowness - a.slowness || a.route.localeCompare(b.route));
  return {
    days: REPORT_DAYS,
    routes,
    trend: [...trend.values()].sort((a, b) => a.day.localeCompare(b.day)),
  };
}
