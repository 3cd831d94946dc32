import { z } from 'zod';
import { enteredDate } from './entered-dates';
import { APPOINTMENT_TYPES } from './appointments-basics';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './appointments-basics';

export const APPOINTMENT_TITLE_MAX = 120;
export const APPOINTMENT_TEXT_MAX = 2000;

/** The reminders an assigned member gets: the day before (same time) and an hour before. */
export const APPOINTMENT_REMINDERS = ['day_before', 'hour_before'] as const;
export type AppointmentReminderKind = (typeof APPOINTMENT_REMINDERS)[number];

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

const timeOfDay = (message: string) =>
  z.string({ error: message }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, message);

/**
 * An appointment as a caregiver enters it: a local date and wall-clock times in the care
 * recipient's time zone (the server turns them into instants).
 */
export const appointmentInputSchema = z
  .object({
    title: z
      .string({ error: 'Please give the appointment a title' })
      .trim()
      .min(1, 'Please give the appointment a title')
      .max(APPOINTMENT_TITLE_MAX, `The title must be at most ${APPOINTMENT_TITLE_MAX} characters`),
    type: z.enum(APPOINTMENT_TYPES, { error: 'Please choose the kind of appointment' }),
    provider: optionalText('Provider', 200),
    location: optionalText('Place', 300),
    date: enteredDate('Please choose a date'),
    startTime: timeOfDay('Please enter a start time like 09:30'),
    endTime: timeOfDay('Please enter an end time like 10:30'),
    assigneeUserId: z.uuid({ error: 'Please choose someone from the list' }).nullable().optional(),
    transportNotes: optionalText('Transport notes', APPOINTMENT_TEXT_MAX),
    questions: optionalText('Questions to ask', APPOINTMENT_TEXT_MAX),
    /**
     * Set when the person has been told that a time falls in the hour the clocks skip, and
     * chose to keep it (it is saved at the later time). Without it the server answers 409.
     */
    acceptClockChange: z.boolean().optional(),
  })
  .refine((value) => value.endTime > value.startTime, {
    error: 'The end time must be after the start time',
    path: ['endTime'],
  });
export type AppointmentInput = z.input<typeof appointmentInputSchema>;

/** Notes written after the visit (the optional photo comes as a file in the same form). */
export const appointmentNotesSchema = z.object({
  notesAfter: optionalText('Notes', 4000),
  removeAttachment: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type AppointmentNotesInput = z.input<typeof appointmentNotesSchema>;

export const appointmentListQuerySchema = z.object({
  from: enteredDate('Please enter a start date like 2026-03-01').optional(),
  to: enteredDate('Please enter an end date like 2026-03-31').optional(),
});

export const personRefSchema = z.object({ userId: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

export const appointmentSchema = z.object({
  id: z.string(),
  title: z.string(),
  type: z.enum(APPOINTMENT_TYPES),
  provider: z.string().nullable(),
  location: z.string().nullable(),
  mapUrl: z.string().nullable(),
  /** Local date and times in `timeZone` (the care recipient's). */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  assignee: personRefSchema.nullable(),
  transportNotes: z.string().nullable(),
  questions: z.string().nullable(),
  notesAfter: z.string().nullable(),
  attachmentUrl: z.string().nullable(),
  status: z.enum(['scheduled', 'cancelled']),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

/** A member's private calendar feed: its address is shown once, when it is made. */
export const calendarFeedSchema = z.object({
  isActive: z.boolean(),
  createdAt: z.string().nullable(),
  lastUsedAt: z.string().nullable(),
  url: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** A link that opens the place in the phone's maps app (or a map in any browser). */
export const placeMapLink = (place: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;

/** The questions list: one question a line, blank lines dropped. */
export const questionLines = (questions: string | null | undefined): string[] =>
  (questions ?? '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-*•\d.)]+\s*/, '').trim())
    .filter(Boolean);
