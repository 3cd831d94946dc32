import { z } from 'zod';
import { enteredDate } from './entered-dates';
import { formatTimeOfDay } from './medications-basics';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './medications-basics';

export const MEDICATION_FORMS = [
  'tablet',
  'capsule',
  'liquid',
  'patch',
  'inhaler',
  'drops',
  'injection',
  'cream',
  'other',
] as const;
export type MedicationForm = (typeof MEDICATION_FORMS)[number];

export const FORM_LABELS: Record<MedicationForm, string> = {
  tablet: 'Tablet',
  capsule: 'Capsule',
  liquid: 'Liquid',
  patch: 'Patch',
  inhaler: 'Inhaler',
  drops: 'Drops',
  injection: 'Injection',
  cream: 'Cream or ointment',
  other: 'Other',
};

export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const ALL_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** Limits, beside the schemas that enforce them. */
export const MAX_TIMES_PER_DAY = 12;
export const NAME_MAX_LENGTH = 120;
export const NOTE_MAX_LENGTH = 1000;
export const DEFAULT_REMINDER_LEAD_MINUTES = 15;
export const DEFAULT_GRACE_MINUTES = 30;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Please enter a time like 08:00');

const times = z
  .array(timeOfDay)
  .min(1, 'Please add at least one time of day')
  .max(MAX_TIMES_PER_DAY, `Please add at most ${MAX_TIMES_PER_DAY} times a day`)
  .refine((list) => new Set(list).size === list.length, {
    error: 'Each time of day can be added only once',
  });

/** When doses are due: wall-clock times in the care recipient's time zone. */
export const scheduleSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('daily'),
      times,
      /** ISO weekdays, 1 = Monday … 7 = Sunday. */
      weekdays: z
        .array(z.number().int().min(1).max(7))
        .min(1, 'Please choose at least one day of the week'),
    }),
    z.object({
      type: z.literal('interval'),
      times,
      everyDays: z
        .number({ error: 'Please enter how many days apart' })
        .int()
        .min(2, 'Every 2 days or more; for every day, choose “Every day”')
        .max(90, 'At most every 90 days'),
    }),
    z.object({
      type: z.literal('asNeeded'),
      minIntervalMinutes: z
        .number({ error: 'Please enter the shortest time between doses' })
        .int()
        .min(0)
        .max(24 * 60, 'At most 24 hours between doses'),
      maxPerDay: z
        .number({ error: 'Please enter the most doses in a day' })
        .int()
        .min(1, 'At least 1 dose a day')
        .max(24, 'At most 24 doses a day'),
    }),
  ],
  { error: 'Please choose how often it is taken' },
);
export type Schedule = z.infer<typeof scheduleSchema>;

const optionalText = (max: number, label: string) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

const isoDate = enteredDate('Please enter a date like 2026-05-30');

/** A medication as the form saves it; the server uses the same schema. */
export const medicationInputSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Please enter the medicine’s name')
      .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
    strength: optionalText(60, 'Strength'),
    form: z.enum(MEDICATION_FORMS, { error: 'Please choose a form' }),
    doseAmount: z
      .number({ error: 'Please enter how much is taken each time' })
      .positive('Please enter how much is taken each time')
      .max(1000, 'Please check the amount'),
    doseUnit: z
      .string()
      .trim()
      .min(1, 'Please enter a unit, such as tablet or mL')
      .max(30, 'Unit must be at most 30 characters'),
    instructions: optionalText(500, 'Instructions'),
    prescriber: optionalText(NAME_MAX_LENGTH, 'Prescriber'),
    pharmacy: optionalText(NAME_MAX_LENGTH, 'Pharmacy'),
    purpose: optionalText(200, 'Purpose'),
    startDate: isoDate,
    endDate: isoDate.nullable().default(null),
    schedule: scheduleSchema,
    pillsOnHand: z.number().min(0).max(100_000).nullable().default(null),
    /** How many come off the stock with each dose (often the dose amount). */
    stockPerDose: z.number().positive().max(1000).nullable().default(null),
    refillThreshold: z.number().min(0).max(100_000).nullable().default(null),
  })
  .refine((value) => value.endDate === null || value.endDate >= value.startDate, {
    error: 'The end date must be on or after the start date',
    path: ['endDate'],
  });
export type MedicationInput = z.input<typeof medicationInputSchema>;

export const stockUpdateSchema = z.object({
  pillsOnHand: z.number({ error: 'Please enter how many are on hand' }).min(0).max(100_000),
});

export const MEDICATION_STATUSES = ['active', 'paused', 'stopped'] as const;
export type MedicationStatus = (typeof MEDICATION_STATUSES)[number];

export const medicationSchema = z.object({
  id: z.string(),
  name: z.string(),
  strength: z.string(),
  form: z.enum(MEDICATION_FORMS),
  doseAmount: z.number(),
  doseUnit: z.string(),
  instructions: z.string(),
  prescriber: z.string(),
  pharmacy: z.string(),
  purpose: z.string(),
  photoUrl: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  schedule: scheduleSchema,
  status: z.enum(MEDICATION_STATUSES),
  pillsOnHand: z.number().nullable(),
  stockPerDose: z.number().nullable(),
  refillThreshold: z.number().nullable(),
  /** The local date the stock runs out at the planned rate, when stock is tracked. */
  runsOutOn: z.string().nullable(),
  needsRefill: z.boolean(),
});
export type Medication = z.infer<typeof medicationSchema>;

export const DOSE_STATUSES = ['pending', 'taken', 'skipped', 'missed'] as const;
export type DoseStatus = (typeof DOSE_STATUSES)[number];

export const doseEventSchema = z.object({
  id: z.string(),
  medicationId: z.string(),
  medicationName: z.string(),
  dose: z.string(),
  instructions: z.string(),
  localDate: z.string(),
  localTime: z.string(),
  scheduledAt: z.string(),
  status: z.enum(DOSE_STATUSES),
  isLate: z.boolean(),
  isAsNeeded: z.boolean(),
  takenAt: z.string().nullable(),
  loggedBy: z.string().nullable(),
  skipReason: z.string().nullable(),
  notes: z.string().nullable(),
  photoUrl: z.string().nullable(),
});
export type DoseEvent = z.infer<typeof doseEventSchema>;

export const dayQuerySchema = z.object({ date: isoDate.optional() });

export const dayDosesSchema = z.object({
  date: z.string(),
  timeZone: z.string(),
  /**
   * The server's time as it answered. Screens judge whether a dose is near enough for one tap by
   * the server's clock (shared/dose-window.ts), not by a phone's that may be wrong (decision 068).
   */
  now: z.string(),
  recipientName: z.string().nullable(),
  doses: z.array(doseEventSchema),
});
export type DayDoses = z.infer<typeof dayDosesSchema>;

/**
 * Logging a scheduled dose (multipart fields beside an optional photo). `confirmEarly` says the
 * person saw that a dose logged as taken well before its time loses its reminder and missed-dose
 * alert; without it such a log is refused (shared/dose-window.ts, decision 068).
 */
export const doseLogSchema = z
  .object({
    status: z.enum(['taken', 'skipped'], { error: 'Please say whether it was taken or skipped' }),
    skipReason: z.string().trim().max(200, 'Reason must be at most 200 characters').default(''),
    notes: z.string().trim().max(NOTE_MAX_LENGTH, 'Notes are too long').default(''),
    confirmEarly: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
  })
  .refine((value) => value.status !== 'skipped' || value.skipReason.length > 0, {
    error: 'Please say why it was skipped',
    path: ['skipReason'],
  });
export type DoseLog = z.input<typeof doseLogSchema>;
export type ParsedDoseLog = z.output<typeof doseLogSchema>;

/** Logging an as-needed dose; the warnings must be acknowledged to log past them. */
export const asNeededLogSchema = z.object({
  notes: z.string().trim().max(NOTE_MAX_LENGTH, 'Notes are too long').default(''),
  acknowledgeWarnings: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export const medicationSettingsSchema = z.object({
  reminderLeadMinutes: z
    .number({ error: 'Please enter minutes before the dose' })
    .int()
    .min(0, 'Between 0 and 60 minutes')
    .max(60, 'Between 0 and 60 minutes'),
  graceMinutes: z
    .number({ error: 'Please enter minutes after the dose' })
    .int()
    .min(5, 'Between 5 and 240 minutes')
    .max(240, 'Between 5 and 240 minutes'),
  repeatEveryMinutes: z
    .number()
    .int()
    .min(5, 'Repeat every 5 to 120 minutes')
    .max(120, 'Repeat every 5 to 120 minutes')
    .nullable(),
});
export type MedicationSettings = z.infer<typeof medicationSettingsSchema>;

/** Average doses a day, for the run-out estimate. */
export function dosesPerDay(schedule: Schedule): number {
  switch (schedule.type) {
    case 'daily':
      return (schedule.times.length * schedule.weekdays.length) / 7;
    case 'interval':
      return schedule.times.length / schedule.everyDays;
    case 'asNeeded':
      return 0;
  }
}

/** When it is taken, in a few words: "daily at 8:00 AM and 8:00 PM", "as needed, at most 4 a day". */
export function describeSchedule(schedule: Schedule): string {
  const at = (list: readonly string[]) => {
    const times = [...list].sort().map(formatTimeOfDay);
    return times.length > 1 ? `${times.slice(0, -1).join(', ')} and ${times.at(-1)}` : times[0];
  };
  switch (schedule.type) {
    case 'daily':
      return schedule.weekdays.length === 7
        ? `daily at ${at(schedule.times)}`
        : `on ${[...schedule.weekdays]
            .sort()
            .map((day) => WEEKDAY_LABELS[day - 1])
            .join(', ')} at ${at(schedule.times)}`;
    case 'interval':
      return `every ${schedule.everyDays} days at ${at(schedule.times)}`;
    case 'asNeeded':
      return `as needed, at most ${schedule.maxPerDay} a day`;
  }
}
