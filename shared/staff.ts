import { z } from 'zod';

/**
 * Kinwell's own people: care specialists answer the consultation desk, moderators and experts
 * serve the community, administrators run the service (the staff console's admin screens).
 */
export const STAFF_ROLES = ['specialist', 'moderator', 'expert', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  specialist: 'Care specialist',
  moderator: 'Moderator',
  expert: 'Expert',
  admin: 'Administrator',
};

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  /** An expert's credentials, shown with their answers ("Geriatric psychiatrist"); else null. */
  credentials: z.string().nullable(),
});
export type Staff = z.infer<typeof staffSchema>;

export const STAFF_CREDENTIALS_MAX = 150;

/**
 * What each staff role may do: the one table the server checks every staff API against
 * (server/platform/staff/staff.policy.ts) and the console's navigation is built from. Specialists
 * (and admins) work the desk; moderators and experts serve the community; only admins open the
 * console's admin screens.
 */
export const STAFF_RIGHTS = {
  'desk.read': ['specialist', 'admin'],
  'desk.work': ['specialist', 'admin'],
  'outbox.read': ['specialist', 'admin'],
  /** Families: circles, when made, how many members; never their care records. */
  'families.read': ['admin'],
  /** People by email: look an account up, resend an invitation, send a reset link, end sessions. */
  'people.support': ['admin'],
  /** Create and switch off staff accounts. */
  'staff.manage': ['admin'],
  /** Subscription figures: sign-ups, trials, conversions, cancellations, revenue; no families. */
  'figures.read': ['admin'],
  /** The community's moderation queue: hide, restore, close reports (decision 045). */
  'community.moderate': ['moderator', 'admin'],
  /** Expert questions, private ones too: experts answer them, moderators look after them. */
  'community.questions': ['expert', 'moderator', 'admin'],
  /** Answering expert questions, under one's name and credentials (decision 049). */
  'community.answer': ['expert'],
  /** /admin-test, the system page (decision 038: admins only). */
  'system.read': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffRight = keyof typeof STAFF_RIGHTS;

export const staffMay = (role: StaffRole, right: StaffRight): boolean =>
  (STAFF_RIGHTS[right] as readonly StaffRole[]).includes(role);

/** Staff passwords are longer than family ones: they open many families' support details. */
export const STAFF_PASSWORD_MIN_LENGTH = 12;

/** A code from an authenticator app: six digits (spaces a person typed are taken out first). */
export const staffCodeSchema = z
  .string()
  .regex(/^\d{6}$/, 'Enter the 6 digits from your authenticator app.');

/** The second step of a staff sign-in: the challenge the password step answered, and a code. */
export const staffCodeInputSchema = z.object({
  challenge: z.string().min(1).max(100),
  code: staffCodeSchema,
});
export type StaffCodeInput = z.infer<typeof staffCodeInputSchema>;

/**
 * What a right password answers: never a session, but a challenge for the second step. A staff
 * member without a second factor yet also gets a new secret to add to an authenticator app.
 */
export const staffChallengeSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('code'), challenge: z.string(), expiresAt: z.string() }),
  z.object({
    step: z.literal('enrol'),
    challenge: z.string(),
    expiresAt: z.string(),
    /** Base32, for typing into the app. */
    secret: z.string(),
    /** The `otpauth://` address as a QR code, an SVG data URL. */
    qrCode: z.string(),
  }),
]);
export type StaffChallenge = z.infer<typeof staffChallengeSchema>;

/** A secret in groups of four, easier to type: `JBSW Y3DP EHPK 3PXP`. */
export const groupSecret = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * One email in the outbox as staff see it: its delivery state only, never its text. Without SMTP,
 * the outbox is where Kinwell's emails wait.
 */
export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string().describe('The address with its local part masked: m•••@example.com'),
  subject: z.string(),
  kind: z.string().describe('What queued the email: invitation, crisis, contact-request…'),
  status: z.enum(['pending', 'sent', 'failed']),
  attempts: z.number().int(),
  lastErrorCategory: z.enum(['connection', 'authentication', 'rejected', 'other']).nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxSchema = z.object({
  isSmtpConfigured: z.boolean(),
  emails: z.array(outboxEmailSchema),
});
