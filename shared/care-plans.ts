import { z } from 'zod';
import { DEMENTIA_STAGES, type DementiaStage } from './care-recipient';
import { enteredDate } from './entered-dates';
import { TASK_REPEAT_LABELS, TASK_REPEATS, TASK_STATUSES, type TaskRecurrence } from './tasks';

/** Said for an item id that is not one of this circle's plan items (or is not an id at all). */
export const PLAN_ITEM_NOT_FOUND = 'We could not find that item of the care plan.';

/**
 * Care plans: stage templates (content files in `content/care-plans/`, checked by the schema
 * below) and the circle's own plan, whose kept items are tasks in the family hub.
 */

export const PLAN_SECTIONS = [
  'goals',
  'routine',
  'safety',
  'legal',
  'medical',
  'activity',
  'support',
] as const;
export type PlanSection = (typeof PLAN_SECTIONS)[number];
export const PLAN_SECTION_LABELS: Record<PlanSection, string> = {
  goals: 'Goals',
  routine: 'Daily routine',
  safety: 'Home safety',
  legal: 'Legal and money',
  medical: 'Medical care',
  activity: 'Meaningful activity and friends',
  support: 'Support and breaks for the caregiver',
};

export const PLAN_RHYTHM_VALUES = ['once', ...TASK_REPEATS] as const;
export type PlanRhythm = (typeof PLAN_RHYTHM_VALUES)[number];
export const PLAN_RHYTHM_LABELS: Record<PlanRhythm, string> = {
  once: 'Once',
  ...TASK_REPEAT_LABELS,
};
/** The hub's repeat for each rhythm: every rhythm but "once" repeats as itself (decision 035). */
export const TASK_REPEAT_OF_RHYTHM: Record<PlanRhythm, TaskRecurrence> = {
  once: 'none',
  ...Object.fromEntries(TASK_REPEATS.map((repeat) => [repeat, repeat])),
} as Record<PlanRhythm, TaskRecurrence>;

export const PLAN_OWNERS = ['caregiver', 'any'] as const;
export type PlanOwner = (typeof PLAN_OWNERS)[number];
export const PLAN_OWNER_LABELS: Record<PlanOwner, string> = {
  caregiver: 'The main caregiver',
  any: 'Any family member',
};

const text = (max: number) => z.string().trim().min(1).max(max);
const itemKey = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Must be a kebab-case key');

/**
 * How many items a template ticks for a new plan: a few tasks a family can start on this week,
 * not the whole template at once (each kept item becomes a task).
 */
export const SUGGESTED_ITEMS = { min: 4, max: 8 } as const;

export const templateItemSchema = z.strictObject({
  key: itemKey,
  title: text(120),
  why: text(240),
  source: z.strictObject({
    name: text(120),
    url: z.url({ protocol: /^https$/, message: 'Must be a full https:// address' }),
  }),
  owner: z.enum(PLAN_OWNERS),
  rhythm: z.enum(PLAN_RHYTHM_VALUES),
  /** One of the few items a new plan starts with ticked; the rest wait to be chosen. */
  suggested: z.literal(true).optional(),
});
export type TemplateItem = z.infer<typeof templateItemSchema>;

export const carePlanTemplateSchema = z
  .strictObject({
    stage: z.enum(DEMENTIA_STAGES),
    title: text(40),
    summary: text(300),
    sections: z
      .array(
        z.strictObject({
          section: z.enum(PLAN_SECTIONS),
          items: z.array(templateItemSchema).min(1).max(12),
        }),
      )
      .length(PLAN_SECTIONS.length),
  })
  .superRefine((template, context) => {
    const sections = template.sections.map((part) => part.section);
    if (sections.join() !== PLAN_SECTIONS.join()) {
      context.addIssue({
        code: 'custom',
        message: `Sections must be, in order: ${PLAN_SECTIONS.join(', ')}`,
      });
    }
    const suggested = template.sections.flatMap((part) => part.items.filter((i) => i.suggested));
    if (suggested.length < SUGGESTED_ITEMS.min || suggested.length > SUGGESTED_ITEMS.max) {
      context.addIssue({
        code: 'custom',
        message: `Suggest ${SUGGESTED_ITEMS.min} to ${SUGGESTED_ITEMS.max} items to start with, not ${suggested.length}`,
      });
    }
    const keys = template.sections.flatMap((part) => part.items.map((item) => item.key));
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    if (repeated.length > 0) {
      context.addIssue({ code: 'custom', message: `Item keys repeat: ${repeated.join(', ')}` });
    }
  });
export type CarePlanTemplate = z.infer<typeof carePlanTemplateSchema>;

export const findTemplateItem = (
  template: CarePlanTemplate,
  key: string,
): (TemplateItem & { section: PlanSection }) | undefined => {
  for (const part of template.sections) {
    const item = part.items.find((candidate) => candidate.key === key);
    if (item) return { ...item, section: part.section };
  }
  return undefined;
};

export type { DementiaStage };

// ── Inputs ──────────────────────────────────────────────────────────────────────────────────────

export const PLAN_ITEM_TITLE_MAX = 120;
export const PLAN_ITEM_WHY_MAX = 500;
export const PLAN_NOTES_MAX = 4000;

const dueDate = z
  .union([z.literal(''), enteredDate('Please enter a date like 2026-03-01')])
  .transform((value) => value || null)
  .nullable()
  .optional();
const ownerId = z.uuid({ error: 'Please choose someone from the list' }).nullable().optional();

/** One kept item of the "Use this template" step. */
export const planItemChoiceSchema = z
  .object({
    key: itemKey,
    assigneeUserId: ownerId,
    dueDate,
    rhythm: z.enum(PLAN_RHYTHM_VALUES, { error: 'Please choose how often' }),
  })
  .refine((value) => TASK_REPEAT_OF_RHYTHM[value.rhythm] === 'none' || Boolean(value.dueDate), {
    error: 'A repeating item needs a first date',
    path: ['dueDate'],
  });
export type PlanItemChoice = z.input<typeof planItemChoiceSchema>;

/** "Use this template": the items kept (the others are dropped). */
export const applyTemplateSchema = z.object({
  stage: z.enum(DEMENTIA_STAGES, { error: 'Please choose a template' }),
  items: z
    .array(planItemChoiceSchema)
    .max(80)
    .refine((items) => new Set(items.map((item) => item.key)).size === items.length, {
      error: 'Each item can be kept only once',
    }),
});
export type ApplyTemplateInput = z.input<typeof applyTemplateSchema>;

/** An item of the family's own. */
export const ownPlanItemSchema = z
  .object({
    section: z.enum(PLAN_SECTIONS, { error: 'Please choose a section' }),
    title: z
      .string({ error: 'Please say what needs doing' })
      .trim()
      .min(1, 'Please say what needs doing')
      .max(PLAN_ITEM_TITLE_MAX, `Keep it to ${PLAN_ITEM_TITLE_MAX} characters`),
    why: z
      .string()
      .trim()
      .max(PLAN_ITEM_WHY_MAX, `Keep it to ${PLAN_ITEM_WHY_MAX} characters`)
      .transform((value) => value || null)
      .nullable()
      .optional(),
    assigneeUserId: ownerId,
    dueDate,
    rhythm: z.enum(PLAN_RHYTHM_VALUES, { error: 'Please choose how often' }).default('once'),
  })
  .refine((value) => TASK_REPEAT_OF_RHYTHM[value.rhythm] === 'none' || Boolean(value.dueDate), {
    error: 'A repeating item needs a first date',
    path: ['dueDate'],
  });
export type OwnPlanItemInput = z.input<typeof ownPlanItemSchema>;

export const planUpdateSchema = z.object({
  notes: z
    .string()
    .trim()
    .max(PLAN_NOTES_MAX, `Notes must be at most ${PLAN_NOTES_MAX} characters`)
    .optional(),
  nextReviewDate: enteredDate('Please enter a date like 2026-03-01').optional(),
});

export const planItemUpdateSchema = z.object({ archived: z.boolean() });

// ── What the server sends ───────────────────────────────────────────────────────────────────────

export const planItemSchema = z.object({
  id: z.string(),
  section: z.enum(PLAN_SECTIONS),
  title: z.string(),
  why: z.string().nullable(),
  source: z.object({ name: z.string(), url: z.string() }).nullable(),
  rhythm: z.enum(PLAN_RHYTHM_VALUES),
  /** The template item it came from; null for the family's own. */
  templateKey: z.string().nullable(),
  owner: z.string().nullable(),
  ownerUserId: z.string().nullable(),
  taskId: z.string().nullable(),
  /** The linked task's status; null when the task was deleted from the hub. */
  status: z.enum(TASK_STATUSES).nullable(),
  dueDate: z.string().nullable(),
  isOverdue: z.boolean(),
  isArchived: z.boolean(),
});
export type PlanItem = z.infer<typeof planItemSchema>;

export const carePlanSchema = z.object({
  id: z.string(),
  stage: z.enum(DEMENTIA_STAGES).nullable(),
  notes: z.string(),
  reviewEveryMonths: z.number(),
  nextReviewDate: z.string(),
  isReviewDue: z.boolean(),
  lastReviewedAt: z.string().nullable(),
  items: z.array(planItemSchema),
});
export type CarePlan = z.infer<typeof carePlanSchema>;

export const stageSuggestionSchema = z.object({
  stage: z.enum(DEMENTIA_STAGES),
  title: z.string(),
  /** The next template's items the plan does not have yet. */
  adds: z.array(templateItemSchema.extend({ section: z.enum(PLAN_SECTIONS) })),
});
export type StageSuggestion = z.infer<typeof stageSuggestionSchema>;

export const carePlanAnswerSchema = z.object({
  plan: carePlanSchema.nullable(),
  /** The recipient's stage differs from the plan's: the next template, and what it would add. */
  suggestion: stageSuggestionSchema.nullable(),
  today: z.string(),
});
export type CarePlanAnswer = z.infer<typeof carePlanAnswerSchema>;

export const CARE_PLAN_EVENTS = { changed: 'care-plan.changed' } as const;
