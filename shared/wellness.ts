import { z } from 'zod';

/**
 * The caregiver's wellness centre: the American Medical Association's Caregiver Self-Assessment
 * Questionnaire, scored as the AMA describes it (decision 036), and each person's own wellness
 * settings. Results belong to the account that took the check, never to the circle.
 */

/** Items 1–16 answer "During the past week or so, I have…" with yes or no (AMA wording). */
export const SELF_CHECK_STATEMENTS = [
  'Had trouble keeping my mind on what I was doing',
  'Felt that I couldn’t leave my relative alone',
  'Had difficulty making decisions',
  'Felt completely overwhelmed',
  'Felt useful and needed',
  'Felt lonely',
  'Been upset that my relative has changed so much from his/her former self',
  'Felt a loss of privacy and/or personal time',
  'Been edgy or irritable',
  'Had sleep disturbed because of caring for my relative',
  'Had a crying spell(s)',
  'Felt strained between work and family responsibilities',
  'Had back pain',
  'Felt ill (headaches, stomach problems or common cold)',
  'Been satisfied with the support my family has given me',
  'Found my relative’s living situation to be inconvenient or a barrier to care',
] as const;

export const SELF_CHECK_STEM = 'During the past week or so, I have…';
export const STRESS_QUESTION =
  'On a scale of 1 to 10, with 1 being “not stressful” and 10 being “extremely stressful,” how would you rate your current level of stress?';
export const HEALTH_QUESTION =
  'On a scale of 1 to 10, with 1 being “very healthy” and 10 being “very ill,” how would you rate your current health compared to what it was this time last year?';

/** Items 5 and 15 are scored in reverse: a "no" counts as a "yes" (AMA scoring). */
const REVERSED_ITEMS = new Set([5, 15]);
/** A "yes" to any of these alone suggests a high degree of distress (AMA scoring). */
const KEY_ITEMS = [1, 4, 9, 10, 11, 13, 14] as const;
/** A total of this many "yes" answers (after reversing) suggests a high degree of distress. */
export const HIGH_DISTRESS_TOTAL = 10;
/** A rating of this or more on item 17 (stress) or 18 (health) suggests a high degree of distress. */
export const HIGH_DISTRESS_RATING = 6;

const rating = z
  .number({ error: 'Please choose a number from 1 to 10' })
  .int({ error: 'Please choose a number from 1 to 10' })
  .min(1, { error: 'Please choose a number from 1 to 10' })
  .max(10, { error: 'Please choose a number from 1 to 10' });

export const selfCheckInputSchema = z.object({
  answers: z
    .array(z.boolean({ error: 'Please answer yes or no to every statement' }), {
      error: 'Please answer yes or no to every statement',
    })
    .length(SELF_CHECK_STATEMENTS.length, {
      error: 'Please answer yes or no to every statement',
    }),
  stress: rating,
  health: rating,
});
export type SelfCheckInput = z.infer<typeof selfCheckInputSchema>;

/** Why a result suggests a high degree of distress, in the person's own terms. */
export type DistressReason = 'total' | 'stress' | 'health' | 'key-item';

export interface SelfCheckScore {
  /** "Yes" answers to items 1–16, with items 5 and 15 reversed (0–16). */
  yesCount: number;
  isHighDistress: boolean;
  reasons: DistressReason[];
}

/** Scores an answer sheet exactly as the AMA's scoring instructions say. */
export function scoreSelfCheck(input: SelfCheckInput): SelfCheckScore {
  const counted = input.answers.map((yes, index) => (REVERSED_ITEMS.has(index + 1) ? !yes : yes));
  const yesCount = counted.filter(Boolean).length;
  const reasons: DistressReason[] = [];
  if (yesCount >= HIGH_DISTRESS_TOTAL) reasons.push('total');
  if (input.stress >= HIGH_DISTRESS_RATING) reasons.push('stress');
  if (input.health >= HIGH_DISTRESS_RATING) reasons.push('health');
  if (KEY_ITEMS.some((item) => input.answers[item - 1] === true)) reasons.push('key-item');
  return { yesCount, isHighDistress: reasons.length > 0, reasons };
}

export type SuggestionId = 'doctor' | 'respite' | 'support-group' | 'local-help' | 'self-care';

/**
 * What Kinwell suggests after a check. The AMA's next steps (a check-up, a support group, relief
 * from caregiving, community resources) follow any "yes"; what the answers point at comes first.
 */
export function suggestionsFor(input: SelfCheckInput, score: SelfCheckScore): SuggestionId[] {
  const yes = (item: number) => input.answers[item - 1] === true;
  const anyYes = score.yesCount > 0;
  const wanted = new Set<SuggestionId>();
  if (score.isHighDistress || yes(13) || yes(14)) wanted.add('doctor');
  if (yes(2) || yes(8) || yes(12) || yes(10) || score.isHighDistress) wanted.add('respite');
  if (yes(6) || !input.answers[14] || yes(7) || score.isHighDistress) wanted.add('support-group');
  if (anyYes) wanted.add('local-help');
  wanted.add('self-care');
  const order: SuggestionId[] = ['doctor', 'respite', 'support-group', 'local-help', 'self-care'];
  return order.filter((id) => wanted.has(id));
}

export const selfCheckSchema = z.object({
  id: z.uuid(),
  takenAt: z.iso.datetime({ offset: true }),
  answers: z.array(z.boolean()),
  stress: z.number().int(),
  health: z.number().int(),
  yesCount: z.number().int(),
  isHighDistress: z.boolean(),
  reasons: z.array(z.enum(['total', 'stress', 'health', 'key-item'])),
  suggestions: z.array(z.enum(['doctor', 'respite', 'support-group', 'local-help', 'self-care'])),
});
export type SelfCheckDto = z.infer<typeof selfCheckSchema>;

export const selfCheckListSchema = z.object({ selfChecks: z.array(selfCheckSchema) });
export type SelfCheckList = z.infer<typeof selfCheckListSchema>;

/** A US ZIP code: five digits, or ZIP+4. */
const zipCode = z
  .string()
  .trim()
  .regex(/^\d{5}(-\d{4})?$/, { error: 'Please enter a 5-digit ZIP code, like 60614' })
  .nullable();

const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Please enter a time like 19:30' });

/** A person's own wellness settings: the ZIP code for local help and the daily reminder. */
export const wellnessSettingsSchema = z.object({
  zipCode,
  reminder: z.object({
    isOn: z.boolean(),
    /** The person's own local time (their notification settings' time zone). */
    time: timeOfDay,
  }),
});
export type WellnessSettings = z.infer<typeof wellnessSettingsSchema>;

export const wellnessSettingsDtoSchema = wellnessSettingsSchema.extend({
  /** The person's quiet hours and time zone, set with their notification settings. */
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
  timeZone: z.string(),
});
export type WellnessSettingsDto = z.infer<typeof wellnessSettingsDtoSchema>;

export const DEFAULT_REMINDER_TIME = '19:00';

/** The gentle words of the daily reminder, one for each day of the week (0 = Sunday). */
export const SELF_CARE_PROMPTS = [
  'Is there one small thing you could do for yourself today? A walk, a call, a cup of tea.',
  'Have you had some water and a proper meal today? You matter too.',
  'Take three slow breaths. The breathing exercise is there whenever you want it.',
  'Is there someone who could take a job off your list this week? Asking is a strength.',
  'Notice one thing that went well today, however small.',
  'A good-enough day is a good day. Let one thing go.',
  'When did you last do something just for you? Plan a little time this week.',
] as const;

// ---------------------------------------------------------------------------------------------
// The circle's respite plan: who can step in so a caregiver can rest.

export const RESPITE_LIMITS = { name: 100, phone: 40, text: 500, notes: 2000, helpers: 20 };

const optionalText = (max: number, what: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `Please keep ${what} under ${max} characters` })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

export const respiteHelperInputSchema = z.object({
  /** A member of the circle, when the helper is one; their name and phone fill in. */
  memberUserId: z.uuid({ error: 'Please choose someone from your care circle' }).nullable(),
  name: z
    .string()
    .trim()
    .min(1, { error: 'Please enter the name of the person who can step in' })
    .max(RESPITE_LIMITS.name, { error: 'Please keep the name under 100 characters' }),
  phone: optionalText(RESPITE_LIMITS.phone, 'the phone number'),
  /** "Tuesday afternoons, 2 to 5", "a weekend once a month". */
  whenAndHowLong: optionalText(RESPITE_LIMITS.text, 'when they can help'),
});
export type RespiteHelperInput = z.input<typeof respiteHelperInputSchema>;

export const respiteNotesSchema = z.object({
  /** What the person stepping in needs to know: routines, what calms, where things are. */
  notes: z
    .string()
    .trim()
    .max(RESPITE_LIMITS.notes, { error: 'Please keep the notes under 2,000 characters' }),
});
export type RespiteNotes = z.infer<typeof respiteNotesSchema>;

export const respiteHelperSchema = z.object({
  id: z.uuid(),
  memberUserId: z.uuid().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  whenAndHowLong: z.string().nullable(),
});
export type RespiteHelper = z.infer<typeof respiteHelperSchema>;

export const respitePlanSchema = z.object({
  helpers: z.array(respiteHelperSchema),
  notes: z.string(),
  canEdit: z.boolean(),
});
export type RespitePlan = z.infer<typeof respitePlanSchema>;
