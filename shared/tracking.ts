import { z } from 'zod';
import { activitiesReportSectionSchema } from './activities-log';
import { enteredDate, enteredDateTime } from './entered-dates';
import { TRACKING_KINDS, TRACKING_MEASURES, type TrackingKind } from './tracking-basics';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './tracking-basics';

/** Which measures a chart can show (notes are listed, not charted). */
export const CHARTED_KINDS = TRACKING_KINDS.filter((kind) => kind !== 'note');

export const TRACKING_RANGES = [7, 30, 90] as const;
export type TrackingRange = (typeof TRACKING_RANGES)[number];

export const TRACKING_NOTE_MAX = 1000;

/** The words for a value: the choice's label, the count, or the reading with its unit. */
export function describeTrackingValue(
  kind: TrackingKind,
  value: number | null,
  value2: number | null = null,
  details: FallDetails | null = null,
): string {
  const measure = TRACKING_MEASURES[kind];
  if (kind === 'falls') return describeFall(details);
  if (value === null) return '';
  switch (measure.input) {
    case 'choice': {
      const choice = measure.choices?.find((c) => c.value === value);
      if (choice) return measure.unit === 'hours' ? `${value} hours` : choice.label;
      return String(value);
    }
    case 'event':
      return 'Happened';
    case 'number':
      return `${value} ${measure.unit ?? ''}`.trim();
    case 'pressure':
      return `${value}/${value2 ?? '?'} ${measure.unit ?? ''}`.trim();
    case 'note':
      return '';
  }
}

/** What a doctor asks about a fall (NIA, CDC STEADI): where, any injury, and what happened next. */
export const FALL_INJURIES = ['none', 'bruise_or_cut', 'hit_head', 'pain', 'not_sure'] as const;
export const FALL_INJURY_LABELS: Record<(typeof FALL_INJURIES)[number], string> = {
  none: 'No injury seen',
  bruise_or_cut: 'A bruise or cut',
  hit_head: 'Hit their head',
  pain: 'Pain somewhere',
  not_sure: 'Not sure',
};
export const FALL_OUTCOMES = [
  'got_up_alone',
  'helped_up',
  'seen_by_doctor_or_nurse',
  'went_to_hospital',
] as const;
export const FALL_OUTCOME_LABELS: Record<(typeof FALL_OUTCOMES)[number], string> = {
  got_up_alone: 'Got up alone',
  helped_up: 'Helped up',
  seen_by_doctor_or_nurse: 'Seen by a doctor or nurse',
  went_to_hospital: 'Went to hospital',
};
export const FALL_PLACE_MAX = 120;

export const fallDetailsSchema = z.object({
  place: z
    .string()
    .trim()
    .max(FALL_PLACE_MAX, `Where it happened must be at most ${FALL_PLACE_MAX} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  injury: z
    .enum(FALL_INJURIES, { error: 'Please choose one of the injury buttons' })
    .nullable()
    .optional(),
  outcome: z
    .enum(FALL_OUTCOMES, { error: 'Please choose what happened next' })
    .nullable()
    .optional(),
});
export type FallDetails = z.output<typeof fallDetailsSchema>;

/** "In the bathroom; hit their head; helped up": a fall in a doctor's words. */
export function describeFall(details: FallDetails | null | undefined): string {
  const parts = [
    details?.place ? `Where: ${details.place}` : null,
    details?.injury ? FALL_INJURY_LABELS[details.injury] : null,
    details?.outcome ? FALL_OUTCOME_LABELS[details.outcome] : null,
  ].filter((part): part is string => part !== null);
  return parts.length > 0 ? parts.join('; ') : 'Happened';
}

const inRange = (value: number | null | undefined, min: number, max: number) =>
  typeof value === 'number' && value >= min && value <= max;

export const trackingEntryInputSchema = z
  .object({
    kind: z.enum(TRACKING_KINDS, { error: 'Please choose what to log' }),
    value: z.number({ error: 'Please enter a number' }).nullable().optional(),
    value2: z.number({ error: 'Please enter a number' }).nullable().optional(),
    note: z
      .string()
      .trim()
      .max(TRACKING_NOTE_MAX, `A note must be at most ${TRACKING_NOTE_MAX} characters`)
      .transform((value) => value || null)
      .nullable()
      .optional(),
    /** Only for a fall: where, any injury, what happened next. */
    fall: fallDetailsSchema.nullable().optional(),
    /** When it happened; now when not given. */
    recordedAt: enteredDateTime('Please enter when it happened').optional(),
  })
  .superRefine((entry, issue) => {
    const measure = TRACKING_MEASURES[entry.kind];
    const fail = (message: string, path = 'value') =>
      issue.addIssue({ code: 'custom', message, path: [path] });
    switch (measure.input) {
      case 'choice':
        if (!measure.choices?.some((choice) => choice.value === entry.value))
          fail(`Please choose one of the ${measure.label.toLowerCase()} buttons`);
        break;
      case 'event':
        break;
      case 'number':
        if (!inRange(entry.value, measure.min ?? 0, measure.max ?? 1000))
          fail(
            `Please enter ${measure.label.toLowerCase()} between ${measure.min} and ${measure.max} ${measure.unit}`,
          );
        break;
      case 'pressure':
        if (!inRange(entry.value, 60, 260)) fail('Please enter the top number (60 to 260)');
        else if (!inRange(entry.value2, 30, 160))
          fail('Please enter the bottom number (30 to 160)', 'value2');
        else if ((entry.value2 ?? 0) >= (entry.value ?? 0))
          fail('The top number is usually the larger one. Please check the reading.', 'value2');
        break;
      case 'note':
        if (!entry.note) fail('Please write a note', 'note');
        break;
    }
  });
export type TrackingEntryInput = z.input<typeof trackingEntryInputSchema>;

export const trackingEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(TRACKING_KINDS),
  value: z.number().nullable(),
  value2: z.number().nullable(),
  description: z.string(),
  /** A fall's details (null for every other kind). */
  fall: z
    .object({
      place: z.string().nullable(),
      injury: z.enum(FALL_INJURIES).nullable(),
      outcome: z.enum(FALL_OUTCOMES).nullable(),
    })
    .nullable(),
  note: z.string().nullable(),
  recordedAt: z.string(),
  loggedBy: z.string().nullable(),
});
export type TrackingEntry = z.infer<typeof trackingEntrySchema>;

export const trackingPointSchema = z.object({
  /** A local date in the care recipient's time zone. */
  date: z.string(),
  /** The day's average (choices, readings) or count (events); null on a day with no entry. */
  value: z.number().nullable(),
  value2: z.number().nullable(),
  count: z.number(),
});
export type TrackingPoint = z.infer<typeof trackingPointSchema>;

export const trackingSummarySchema = z.object({
  count: z.number(),
  average: z.number().nullable(),
  min: z.number().nullable(),
  max: z.number().nullable(),
  latest: trackingEntrySchema.nullable(),
});
export type TrackingSummary = z.infer<typeof trackingSummarySchema>;

export const trackingSeriesSchema = z.object({
  kind: z.enum(TRACKING_KINDS),
  points: z.array(trackingPointSchema),
  summary: trackingSummarySchema,
});
export type TrackingSeries = z.infer<typeof trackingSeriesSchema>;

/**
 * Medication adherence beside the charts: the share of doses taken per day. Kinwell fills it from
 * the medications feature; a circle that keeps no medicines in Kinwell has none.
 */
export const adherenceSchema = z.object({
  points: z.array(z.object({ date: z.string(), taken: z.number(), due: z.number() })),
  takenPercent: z.number().nullable(),
});
export type Adherence = z.infer<typeof adherenceSchema>;

export const trackingOverviewQuerySchema = z.object({
  days: z.coerce
    .number()
    .refine((value) => (TRACKING_RANGES as readonly number[]).includes(value), {
      error: 'Please choose 7, 30 or 90 days',
    })
    .default(30),
});

export const trackingOverviewSchema = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  series: z.array(trackingSeriesSchema),
  entries: z.array(trackingEntrySchema),
  adherence: adherenceSchema.nullable(),
});
export type TrackingOverview = z.infer<typeof trackingOverviewSchema>;

/** The doctor-visit report covers whole local dates, at most a year; by default the last 30 days. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_DEFAULT_DAYS = 30;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
export const reportQuerySchema = z
  .object({
    from: enteredDate('Please enter a start date like 2026-03-01').optional(),
    to: enteredDate('Please enter an end date like 2026-03-31').optional(),
    /** Add the games' activities section (caregivers who see every session). */
    activities: z.stringbool({ error: 'Please answer true or false for activities' }).optional(),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    error: 'The start date must be on or before the end date',
    path: ['to'],
  })
  .refine(
    (value) =>
      !value.from || !value.to || dayNumber(value.to) - dayNumber(value.from) < REPORT_MAX_DAYS,
    { error: 'Please choose a range of at most a year', path: ['from'] },
  );
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const reportMedicationSchema = z.object({
  name: z.string(),
  dose: z.string(),
  schedule: z.string().nullable(),
});

export const doctorReportSchema = z.object({
  recipientName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  conditions: z.string().nullable(),
  allergies: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  generatedAt: z.string(),
  medications: z.array(reportMedicationSchema),
  adherence: adherenceSchema.nullable(),
  measures: z.array(
    z.object({
      kind: z.enum(TRACKING_KINDS),
      label: z.string(),
      summary: z.string(),
      count: z.number(),
    }),
  ),
  entries: z.array(trackingEntrySchema),
  nextAppointment: z
    .object({
      title: z.string(),
      startsAt: z.string(),
      provider: z.string().nullable(),
      questions: z.array(z.string()),
    })
    .nullable(),
  /** The games played, when the report was asked to include them. */
  activities: activitiesReportSectionSchema.optional(),
});
export type DoctorReport = z.infer<typeof doctorReportSchema>;

const round1 = (value: number) => Math.round(value * 10) / 10;
const shortDate = (iso: string, timeZone: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone });

/**
 * One or two plain sentences about a measure over a range: what the chart shows, for screen
 * readers, the doctor-visit report and anyone who prefers words to a chart.
 */
export function describeSeries(
  kind: TrackingKind,
  series: { points: readonly TrackingPoint[]; summary: TrackingSummary },
  timeZone: string,
): string {
  const measure = TRACKING_MEASURES[kind];
  const { summary, points } = series;
  const name = measure.label.toLowerCase();
  if (summary.count === 0) return `No ${name} logged in these dates.`;
  const latest = summary.latest
    ? ` Latest: ${summary.latest.description || 'logged'} on ${shortDate(summary.latest.recordedAt, timeZone)}.`
    : '';
  const times = (n: number) => (n === 1 ? 'once' : n === 2 ? 'twice' : `${n} times`);
  switch (measure.input) {
    case 'event': {
      const days = points.filter((point) => point.count > 0).map((point) => point.date);
      const dayList = days
        .slice(-6)
        .map((date) => shortDate(`${date}T12:00:00Z`, 'UTC'))
        .join(', ');
      return `${measure.label}: ${times(summary.count)}, on ${days.length === 1 ? 'one day' : `${days.length} days`}${days.length > 6 ? ', most recently' : ''}: ${dayList}.`;
    }
    case 'note':
      return `${summary.count === 1 ? 'One note' : `${summary.count} notes`}.${latest}`;
    case 'pressure': {
      const withReadings = points.filter((point) => point.value !== null);
      const top =
        withReadings.reduce((sum, point) => sum + (point.value ?? 0), 0) / withReadings.length;
      const bottom =
        withReadings.reduce((sum, point) => sum + (point.value2 ?? 0), 0) / withReadings.length;
      return `${summary.count === 1 ? 'One reading' : `${summary.count} readings`}, averaging ${Math.round(top)}/${Math.round(bottom)} mmHg; highest top number ${summary.max}.${latest}`;
    }
    case 'number':
      return `${summary.count === 1 ? 'One reading' : `${summary.count} readings`}, from ${summary.min} to ${summary.max} ${measure.unit}.${latest}`;
    case 'choice': {
      const label = (value: number | null) =>
        value === null ? '' : describeTrackingValue(kind, value);
      const average = summary.average === null ? '' : round1(summary.average);
      const scale =
        measure.unit === 'hours'
          ? `averaging ${average} hours`
          : `averaging ${average} on a scale from ${label(measure.choices?.[0]?.value ?? null)} (${measure.choices?.[0]?.value}) to ${label(measure.choices?.at(-1)?.value ?? null)} (${measure.choices?.at(-1)?.value})`;
      return `Logged ${times(summary.count)}, ${scale}; lowest ${label(summary.min)}, highest ${label(summary.max)}.${latest}`;
    }
  }
}
