/**
 * Features whose data belongs to one care circle. Each of their query keys is
 * `[feature, circleId, …]`: data cached for one circle is never read for another (it never goes
 * stale, spec §7), and a change invalidates one feature of one circle by its prefix.
 */
const CIRCLE_FEATURES = [
  'circle',
  'care-recipient',
  'appointments',
  'tasks',
  'tracking',
  'dashboard',
  'crisis',
  'emergency',
  'medications',
  'activities',
  'subscription',
  'care-plans',
  'memory',
] as const;
export type CircleFeature = (typeof CIRCLE_FEATURES)[number];

/** `[feature, circleId, …rest]`, typed as the tuple it is. */
export const circleKey = <const F extends CircleFeature, const R extends readonly unknown[]>(
  feature: F,
  circleId: string | null,
  ...rest: R
) => [feature, circleId, ...rest] as const;

/** Does this query hold one circle's data? (All of it is dropped when a person changes circle.) */
export const isCircleQuery = (query: { queryKey: readonly unknown[] }): boolean =>
  (CIRCLE_FEATURES as readonly unknown[]).includes(query.queryKey[0]);
