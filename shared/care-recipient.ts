import { z } from 'zod';
import { SETUP_STEPS } from './care-recipient-basics';
import { enteredDate } from './entered-dates';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './care-recipient-basics';

export const DEMENTIA_STAGES = ['early', 'middle', 'late', 'unsure'] as const;
export type DementiaStage = (typeof DEMENTIA_STAGES)[number];

export const STAGE_LABELS: Record<DementiaStage, string> = {
  early: 'Early stage',
  middle: 'Middle stage',
  late: 'Late stage',
  unsure: 'Not sure yet',
};

export const RECIPIENT_NAME_MAX_LENGTH = 80;
export const RECIPIENT_NOTE_MAX_LENGTH = 2000;
export const LANGUAGE_MAX_LENGTH = 60;

/** Is this a time zone the runtime knows (IANA names such as America/Chicago)? */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return value.includes('/') || value === 'UTC';
  } catch {
    return false;
  }
}

const note = (label: string) =>
  z
    .string()
    .trim()
    .max(
      RECIPIENT_NOTE_MAX_LENGTH,
      `${label} must be at most ${RECIPIENT_NOTE_MAX_LENGTH} characters`,
    )
    .nullable();

/** Every field a caregiver can change; each request sends only the ones it changes. */
export const recipientUpdateSchema = z
  .object({
    preferredName: z
      .string()
      .trim()
      .min(1, 'Please enter the name they like to be called')
      .max(
        RECIPIENT_NAME_MAX_LENGTH,
        `Name must be at most ${RECIPIENT_NAME_MAX_LENGTH} characters`,
      ),
    // The shared range, then not after today.
    dateOfBirth: enteredDate('Please enter a date of birth like 1948-05-30')
      .refine((value) => value <= new Date().toISOString().slice(0, 10), {
        error: 'Please check the date of birth',
      })
      .nullable(),
    stage: z.enum(DEMENTIA_STAGES, { error: 'Please choose a stage' }).nullable(),
    timeZone: z
      .string()
      .trim()
      .refine(isTimeZone, { error: 'Please choose a time zone from the list' }),
    primaryLanguage: z
      .string()
      .trim()
      .max(LANGUAGE_MAX_LENGTH, `Language must be at most ${LANGUAGE_MAX_LENGTH} characters`)
      .nullable(),
    conditions: note('Conditions'),
    allergies: note('Allergies'),
    routines: note('Routines'),
    whatCalms: note('What calms them'),
    /** The furthest step of the guided flow reached; `complete` ends it. */
    setupStep: z.number().int().min(0).max(SETUP_STEPS.length),
    setupComplete: z.literal(true),
  })
  .partial();
export type RecipientUpdate = z.infer<typeof recipientUpdateSchema>;

export const recipientSchema = z.object({
  circleId: z.string(),
  preferredName: z.string().nullable(),
  photoUrl: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  stage: z.enum(DEMENTIA_STAGES).nullable(),
  timeZone: z.string(),
  primaryLanguage: z.string().nullable(),
  conditions: z.string().nullable(),
  allergies: z.string().nullable(),
  routines: z.string().nullable(),
  whatCalms: z.string().nullable(),
  setupStep: z.number(),
  isSetUp: z.boolean(),
  updatedAt: z.string(),
});
export type Recipient = z.infer<typeof recipientSchema>;
