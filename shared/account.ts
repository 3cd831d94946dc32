import { z } from 'zod';
import { loginSchema, registerSchema } from './auth';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './account-basics';

/** How Kinwell looks for one person; saved with their account and applied at once. */
export const displayPreferencesSchema = z.object({
  largeText: z.boolean().default(false),
  highContrast: z.boolean().default(false),
  reducedMotion: z.boolean().default(false),
});
export type DisplayPreferences = Partial<z.infer<typeof displayPreferencesSchema>>;

const currentPassword = z
  .string({ error: 'Please enter your current password' })
  .min(1, 'Please enter your current password')
  .max(256, 'Please enter your current password');

export const profileUpdateSchema = registerSchema.pick({ name: true, phoneNumber: true });
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const emailChangeSchema = z.object({
  newEmail: loginSchema.shape.email,
  currentPassword,
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

export const emailConfirmationSentMessage = (email: string) =>
  `We sent a new link to ${email}. It works for 7 days.`;
export const EMAIL_ALREADY_CONFIRMED_MESSAGE = 'Your email address is already confirmed.';

/** The answer to a change of address: it waits for the link sent to the new one (decision 026). */
export const emailChangeRequestedMessage = (newEmail: string) =>
  `We sent a link to ${newEmail}. Your address changes when you open it. It works for 24 hours.`;

export const passwordChangeSchema = z.object({
  currentPassword,
  newPassword: registerSchema.shape.password,
});
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const accountDeletionSchema = z.object({ currentPassword });

export const sessionInfoSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  device: z.string(),
  ip: z.string().nullable(),
  isCurrent: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The account page's own data, beside the user of GET /api/auth/user. */
/** A change of address waiting for its link to be opened (decision 026). */
export const pendingEmailChangeSchema = z.object({
  email: z.string(),
  requestedAt: z.string(),
  expiresAt: z.string(),
});
export type PendingEmailChange = z.infer<typeof pendingEmailChangeSchema>;

/** What /account says about a pending change of address. */
export const pendingEmailChangeMessage = (email: string) =>
  `We sent a link to ${email} — the change happens when you open it.`;

export const accountSchema = z.object({
  preferences: displayPreferencesSchema,
  deletionScheduledFor: z.string().nullable(),
  /** Whether the person opened the link sent to their address; alerts are emailed only then. */
  emailConfirmed: z.boolean(),
  /** The new address asked for and not confirmed yet, while its link still works; else null. */
  pendingEmailChange: pendingEmailChangeSchema.nullable(),
  /** Circles where this person is the only caregiver: deleting the account deletes them too. */
  soleCaregiverOf: z.array(z.object({ id: z.string(), recipientName: z.string().nullable() })),
});
export type Account = z.infer<typeof accountSchema>;
