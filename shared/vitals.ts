import { z } from 'zod';
import { STATIC_PUBLIC_PATHS } from './public-routes';
import { APP_PATHS } from './route-paths';

/**
 * Real-user speed (decision 044): what browsers measure and send, what the server keeps and what
 * the system page shows. Nothing personal: a route pattern, never the address with its ids or
 * query; the kind of device and connection; whether the visitor was signed in.
 */

/** The Core Web Vitals and their helpers, measured by the web-vitals library. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** Kinwell's own moments: tapping "Taken" to the dose showing as logged; "Send the alert now" to
 * the server's acknowledgement; opening the person's view to its first photo. */
export const CUSTOM_TIMINGS = ['dose-logged', 'alert-acknowledged', 'first-photo'] as const;
export const VITAL_NAMES = [...WEB_VITALS, ...CUSTOM_TIMINGS] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_LABELS: Record<VitalName, string> = {
  LCP: 'Largest contentful paint',
  INP: 'Interaction to next paint',
  CLS: 'Cumulative layout shift',
  FCP: 'First contentful paint',
  TTFB: 'Time to first byte',
  'dose-logged': 'Dose logged after "Taken"',
  'alert-acknowledged': 'Crisis alert acknowledged',
  'first-photo': 'First photo in the person’s view',
};

/**
 * "Good" up to the first figure, "poor" above the second: web.dev's thresholds for the Core Web
 * Vitals; for Kinwell's own moments, a second to feel instant and three before a tap feels lost.
 * Milliseconds, except CLS (a score).
 */
export const VITAL_THRESHOLDS: Record<VitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  'dose-logged': [1000, 3000],
  'alert-acknowledged': [1000, 3000],
  'first-photo': [2500, 4000],
};

export type VitalRating = 'good' | 'needs-improvement' | 'poor';
export const VITAL_RATING_LABELS: Record<VitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

export const rateVital = (name: VitalName, value: number): VitalRating => {
  const [good, poor] = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
};

/** A sample whose route matches no known pattern (a mistyped address, an old link). */
export const OTHER_ROUTE = 'other';
/** Aggregates over every route at once (the trends). */
export const ALL_ROUTES = '*';

/** Every route pattern a sample may name: the app's, the staff's and the public pages'. */
export const VITAL_ROUTES: readonly string[] = [
  ...new Set([...STATIC_PUBLIC_PATHS, '/:article', '/help/:slug', ...APP_PATHS, OTHER_ROUTE]),
];
const KNOWN_ROUTES = new Set(VITAL_ROUTES);

export const DEVICE_KINDS = ['mobile', 'tablet', 'desktop'] as const;
/** navigator.connection.effectiveType, where the browser has it. */
export const CONNECTION_KINDS = ['slow-2g', '2g', '3g', '4g', 'unknown'] as const;

/** Upper bounds of a sane value: beyond them a figure is a broken clock, not a slow phone. */
const MAX_MS = 120_000;

export const vitalSampleSchema = z
  .object({
    name: z.enum(VITAL_NAMES),
    value: z.number().finite().min(0),
    route: z
      .string()
      .max(200)
      .refine((route) => KNOWN_ROUTES.has(route), {
        error: 'The route must be one of Kinwell’s route patterns or "other".',
      }),
    device: z.enum(DEVICE_KINDS),
    connection: z.enum(CONNECTION_KINDS),
    signedIn: z.boolean(),
  })
  .strict()
  .refine((sample) => sample.value <= (sample.name === 'CLS' ? 10 : MAX_MS), {
    error: 'The value is out of range.',
  });
export type VitalSample = z.infer<typeof vitalSampleSchema>;

export const VITALS_MAX_SAMPLES = 40;
/** A batch above this many bytes is refused with 413 before it is read. */
export const VITALS_MAX_BODY_BYTES = 8 * 1024;

export const vitalsBatchSchema = z
  .object({ samples: z.array(vitalSampleSchema).min(1).max(VITALS_MAX_SAMPLES) })
  .strict();
export type VitalsBatch = z.infer<typeof vitalsBatchSchema>;

/** One route's p75 per measure over the last 28 days, for the system page. */
const figureSchema = z.object({
  p75: z.number(),
  count: z.number().int(),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
});
export const vitalsReportSchema = z.object({
  days: z.number().int(),
  routes: z.array(
    z.object({
      route: z.string(),
      figures: z.partialRecord(z.enum(VITAL_NAMES), figureSchema),
      /** The worst figure's p75 against its "poor" threshold: routes are listed by it, slowest first. */
      slowness: z.number(),
    }),
  ),
  /** Every route together, day by day (UTC), p75 per measure. */
  trend: z.array(
    z.object({
      day: z.string(),
      p75: z.partialRecord(z.enum(VITAL_NAMES), z.number()),
      count: z.partialRecord(z.enum(VITAL_NAMES), z.number().int()),
    }),
  ),
});
export type VitalsReport = z.infer<typeof vitalsReportSchema>;
