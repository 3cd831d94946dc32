import { z } from 'zod';
import { informationalDateTime } from './entered-dates';

/** Spec §9: 5 messages go with a chat request, 10 with a contact request. */
export const CHAT_HISTORY_LIMIT = 5;
export const CONTACT_HISTORY_LIMIT = 10;
export const CHAT_MESSAGE_MAX_LENGTH = 2000;

/** The widget listens for these in a reply (spec §4) as well as the needsEscalation flag. */
export const ESCALATION_PHRASES = ['connect you with our team', 'personal consultation'] as const;

export const chatMessageSchema = z.object({
  id: z.string().max(100).optional(),
  role: z.enum(['user', 'assistant']),
  content: z
    .string()
    .max(CHAT_MESSAGE_MAX_LENGTH, 'Please keep each message under 2,000 characters.'),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Please type a message.' })
    .trim()
    .min(1, 'Please type a message.')
    .max(CHAT_MESSAGE_MAX_LENGTH, 'Please keep each message under 2,000 characters.'),
  conversationHistory: z
    .array(chatMessageSchema)
    .max(CONTACT_HISTORY_LIMIT, 'The conversation history is too long.')
    .default([]),
});
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** A phone number an answer names that the widget makes a tap-to-call link. */
export const callNumberSchema = z.object({
  /** As the answer writes it: "911", "988", "1-800-222-1222". */
  number: z.string(),
  /** The link's accessible name, which contains the number: "Call Poison Help 1-800-222-1222". */
  label: z.string(),
});
export type CallNumber = z.infer<typeof callNumberSchema>;

/** A number standing on its own in a text: "911." matches; "1911", "911-2" and "$988.50" do not. */
export const standaloneNumber = (number: string, flags = ''): RegExp =>
  new RegExp(
    `(?<![\\w$.,-])${number.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-]|[.,]\\d)`,
    flags,
  );

/** The `tel:` address of a number: its digits (and a leading +) without the separators. */
export const telHref = (number: string): string => `tel:${number.replace(/[^\d+]/g, '')}`;

export const chatResponseSchema = z.object({
  response: z.string(),
  needsEscalation: z.boolean(),
  /**
   * The safety rules answered an emergency: the answer says whom to call first. The widget then
   * offers the specialist as a button below it instead of opening the form over it (decision 072).
   * Defaults keep the spec's two-field reply readable.
   */
  isEmergency: z.boolean().default(false),
  /** The helplines and the emergency number the answer names, in order of first mention. */
  callNumbers: z.array(callNumberSchema).default([]),
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

export const needsEscalation = (
  reply: Pick<ChatResponse, 'response' | 'needsEscalation'>,
): boolean =>
  reply.needsEscalation ||
  ESCALATION_PHRASES.some((phrase) => reply.response.toLowerCase().includes(phrase));

/** Spec §5: the consultation form's choices. */
export const CONTACT_SUBJECTS = [
  'getting_started',
  'pricing',
  'dementia_questions',
  'technical_support',
  'family_coordination',
  'emergency_planning',
  'other',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  getting_started: 'Getting started',
  pricing: 'Pricing',
  dementia_questions: 'Dementia questions',
  technical_support: 'Technical support',
  family_coordination: 'Family coordination',
  emergency_planning: 'Emergency planning',
  other: 'Other',
};

export const URGENCIES = ['normal', 'high', 'urgent'] as const;
export type Urgency = (typeof URGENCIES)[number];

export const URGENCY_LABELS: Record<Urgency, string> = {
  normal: 'Normal (24-48 hours)',
  high: 'High Priority (Within 24 hours)',
  urgent: 'Urgent (Same day response needed)',
};

/** How soon a specialist answers, by urgency: same day, within 24 hours, within 48 hours. */
export const RESPONSE_PROMISE_HOURS: Record<Urgency, number> = { urgent: 12, high: 24, normal: 48 };

export const CONTACT_STATUSES = ['new', 'claimed', 'contacted', 'resolved'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

export const contactRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, 'Please enter your name.')
    .max(100),
  email: z
    .string({ error: 'Please enter a valid email' })
    .trim()
    .max(254)
    .pipe(z.email({ error: 'Please enter a valid email' })),
  phone: z.string().trim().max(40).optional().default(''),
  subject: z.union([z.enum(CONTACT_SUBJECTS), z.literal('')]).default(''),
  message: z
    .string()
    .trim()
    .max(5000, 'Please keep the message under 5,000 characters.')
    .optional()
    .default(''),
  urgency: z.enum(URGENCIES, { error: 'Please choose how soon you need us.' }).default('normal'),
  conversationHistory: z
    .array(chatMessageSchema)
    .max(CONTACT_HISTORY_LIMIT, 'The conversation history is too long.')
    .default([]),
  source: z.string().max(40).default('ai_escalation'),
  timestamp: informationalDateTime(),
});
export type ContactRequestInput = z.input<typeof contactRequestSchema>;

/** A request as the staff desk sees it. */
export const deskRequestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  urgency: z.enum(URGENCIES),
  status: z.enum(CONTACT_STATUSES),
  source: z.string(),
  createdAt: z.string(),
  /** When the promised response time runs out. */
  respondBy: z.string(),
  claimedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type DeskRequest = z.infer<typeof deskRequestSchema>;

export const deskRequestDetailSchema = deskRequestSchema.extend({
  conversation: z.array(z.object({ role: z.enum(['user', 'assistant']), content: z.string() })),
  notes: z.array(
    z.object({ id: z.string(), body: z.string(), createdAt: z.string(), author: z.string() }),
  ),
});
export type DeskRequestDetail = z.infer<typeof deskRequestDetailSchema>;

export const deskNoteSchema = z.object({
  body: z
    .string()
    .trim()
    .min(1, 'Please write a note.')
    .max(5000, 'Please keep notes under 5,000 characters.'),
});

export const deskStatusSchema = z.object({ status: z.enum(['contacted', 'resolved']) });
