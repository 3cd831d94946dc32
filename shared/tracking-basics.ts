/**
 * What screens need of tracking without the schemas in `tracking.ts`, which re-exports all of it:
 * a screen a visit starts on must not load zod (client/app/first-screen-code.test.ts).
 */

/** What the doctor will ask about (the list), in the order the tracking screen shows it. */
export const TRACKING_KINDS = [
  'mood',
  'sleep',
  'appetite',
  'agitation',
  'sundowning',
  'wandering',
  'falls',
  'continence',
  'pain',
  'weight',
  'blood_pressure',
  'note',
] as const;

export type TrackingKind = (typeof TRACKING_KINDS)[number];

export interface TrackingChoice {
  value: number;
  label: string;
}

/**
 * How each measure is entered and charted:
 * - `choice`: one tap on a labelled button; charted as the day's average.
 * - `event`: one tap logs that it happened; charted as a count per day.
 * - `number` / `pressure`: typed readings; charted as the day's average.
 * - `note`: free words only.
 */
export interface TrackingMeasure {
  label: string;
  input: 'choice' | 'event' | 'number' | 'pressure' | 'note';
  /** The button that logs it, for one-tap events. */
  action?: string;
  choices?: readonly TrackingChoice[];
  unit?: string;
  min?: number;
  max?: number;
  /** What a doctor asks, shown as the hint. */
  hint: string;
}

const severity = [
  { value: 0, label: 'None' },
  { value: 1, label: 'Mild' },
  { value: 2, label: 'Moderate' },
  { value: 3, label: 'Severe' },
] as const;

export const TRACKING_MEASURES: Record<TrackingKind, TrackingMeasure> = {
  mood: {
    label: 'Mood',
    input: 'choice',
    choices: [
      { value: 1, label: 'Very low' },
      { value: 2, label: 'Low' },
      { value: 3, label: 'Okay' },
      { value: 4, label: 'Good' },
      { value: 5, label: 'Very good' },
    ],
    hint: 'Calm, worried, sad or cheerful. Any big change from usual.',
  },
  sleep: {
    label: 'Sleep',
    input: 'choice',
    unit: 'hours',
    choices: [3, 4, 5, 6, 7, 8, 9, 10].map((hours) => ({ value: hours, label: `${hours} h` })),
    hint: 'Hours slept last night. Add a note for times up at night or long naps.',
  },
  appetite: {
    label: 'Appetite',
    input: 'choice',
    choices: [
      { value: 1, label: 'Hardly anything' },
      { value: 2, label: 'About half' },
      { value: 3, label: 'Most of it' },
      { value: 4, label: 'All of it' },
    ],
    hint: 'How much of the meal was eaten. Note coughing or trouble swallowing.',
  },
  agitation: {
    label: 'Agitation',
    input: 'choice',
    choices: severity,
    hint: 'What happened just before, and what helped.',
  },
  sundowning: {
    label: 'Sundowning',
    input: 'choice',
    choices: severity,
    hint: 'Confusion or restlessness late in the day, and when it started.',
  },
  wandering: {
    label: 'Wandering',
    input: 'event',
    action: 'Log wandering',
    hint: 'Trying to leave home, or getting lost. Where and when.',
  },
  falls: {
    label: 'Falls',
    input: 'event',
    action: 'Log a fall',
    hint: 'When and where, and any injury. Tell the doctor about every fall.',
  },
  continence: {
    label: 'Continence',
    input: 'event',
    action: 'Log an accident',
    hint: 'Accidents, and bathroom trips at night.',
  },
  pain: {
    label: 'Pain',
    input: 'choice',
    choices: severity,
    hint: 'Wincing, guarding a body part, moaning or new restlessness. Many people cannot say they hurt.',
  },
  weight: {
    label: 'Weight',
    input: 'number',
    unit: 'lb',
    min: 40,
    max: 600,
    hint: 'Once a week, on the same scale, at the same time of day.',
  },
  blood_pressure: {
    label: 'Blood pressure',
    input: 'pressure',
    unit: 'mmHg',
    hint: 'If the doctor asked for it: the reading and the time.',
  },
  note: {
    label: 'Notes',
    input: 'note',
    hint: 'Anything else the doctor should know.',
  },
};

export const TRACKING_EVENTS = { changed: 'tracking.changed' } as const;
