import { z } from 'zod';
import { positionSchema } from './emergency';
import { CRISIS_TYPES, CRISIS_ANSWERS, CRISIS_NOTE_MAX } from './crisis-basics';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './crisis-basics';

/** One small request, safe to repeat: the phone's own id for it makes a retry a no-op. */
export const sendCrisisAlertSchema = z.object({
  clientRequestId: z.uuid(),
  type: z.enum(CRISIS_TYPES, { error: 'Please choose what happened' }).nullable().optional(),
  note: z
    .string()
    .trim()
    .max(CRISIS_NOTE_MAX, `Please keep the note under ${CRISIS_NOTE_MAX} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional(),
  position: positionSchema.nullable().optional(),
});
export type SendCrisisAlert = z.input<typeof sendCrisisAlertSchema>;

export const crisisAnswerSchema = z.object({
  answer: z.enum(CRISIS_ANSWERS, { error: 'Please choose an answer' }),
});

export const resolveCrisisSchema = z.object({
  note: z
    .string()
    .trim()
    .max(CRISIS_NOTE_MAX, `Please keep the note under ${CRISIS_NOTE_MAX} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional(),
});

export const crisisRecipientSchema = z.object({
  name: z.string(),
  kind: z.enum(['member', 'contact']),
  isYou: z.boolean(),
  /** How they were told: in Kinwell (members), and by email with its state. */
  email: z.enum(['sent', 'waiting', 'failed', 'none']),
  answer: z.enum(CRISIS_ANSWERS).nullable(),
  answeredAt: z.string().nullable(),
});
export type CrisisRecipient = z.infer<typeof crisisRecipientSchema>;

export const crisisAlertSchema = z.object({
  id: z.string(),
  senderName: z.string().nullable(),
  isMine: z.boolean(),
  type: z.enum(CRISIS_TYPES).nullable(),
  note: z.string().nullable(),
  position: positionSchema.nullable(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolutionNote: z.string().nullable(),
  recipients: z.array(crisisRecipientSchema),
});
export type CrisisAlert = z.infer<typeof crisisAlertSchema>;
