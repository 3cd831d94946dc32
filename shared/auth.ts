import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from './product';
import { invitationCodeSchema } from './invitation-code';
import { ROLES, type Role } from './auth-basics';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './auth-basics';

/** What each role can do, as listed on the register screen (seed spec §2). */
export const ROLE_ACCESS: Record<Role, readonly string[]> = {
  caregiver: [
    'Full care management dashboard',
    'Medication tracking and reminders',
    'Appointment scheduling',
    'Community support access',
    'All memory support tools',
  ],
  family: [
    'Upload photos and recordings',
    'Edit memory triggers',
    'View care updates',
    'Limited dashboard access',
  ],
};

const email = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(EMAIL_MAX_LENGTH, 'Please enter a valid email')
  .pipe(z.email({ error: 'Please enter a valid email' }));

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`),
  /** "Keep me signed in on this device": a longer session and a cookie that outlives the browser. */
  rememberDevice: z.boolean().optional(),
});
export type LoginInput = z.infer<typeof loginSchema>;

/**
 * The server's answer to a new password on its common-password list (decision 021); the list
 * itself stays on the server. Forms show it on their password field.
 */
export const COMMON_PASSWORD_MESSAGE =
  'This password is too common and easy to guess. Please choose another.';

/** A password someone chooses: registration's rules (spec), wherever a password is set. */
const newPassword = z
  .string({ error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters` })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const registerSchema = z.object({
  name: z
    .string({ error: `Name must be at least ${NAME_MIN_LENGTH} characters` })
    .trim()
    .min(NAME_MIN_LENGTH, `Name must be at least ${NAME_MIN_LENGTH} characters`)
    .max(NAME_MAX_LENGTH, `Name must be at most ${NAME_MAX_LENGTH} characters`),
  email,
  phoneNumber: z
    .string()
    .trim()
    .max(PHONE_MAX_LENGTH, `Phone number must be at most ${PHONE_MAX_LENGTH} characters`)
    .optional(),
  password: newPassword,
  role: z.enum(ROLES, { error: 'Please select your role' }),
  /** From an invitation link: join that circle instead of starting a new one. */
  invitationCode: invitationCodeSchema.optional(),
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The user as the client loads it from GET /api/auth/user. */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: z.enum(ROLES),
  circleId: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string(), code: z.string().optional() });

/** Lower-cases an email so that one address has one account (the schema already trims). */
export const normalizeEmail = (value: string): string => value.trim().toLowerCase();

/** The secret of a link Kinwell emailed (reset a password, confirm an address). */
const linkToken = z.string().trim().min(1).max(200);

/** "Forgot your password?": the address to send a reset link to. */
export const passwordResetRequestSchema = z.object({ email });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The answer to every reset request, whether or not the address has an account (decision 026). */
export const PASSWORD_RESET_SENT_MESSAGE =
  'If an account uses that address, we have sent a link to reset the password. It works for one hour.';

export const PASSWORD_RESET_LINK_INVALID_MESSAGE =
  'This link to reset your password has expired or was already used. Please ask for a new one.';

export const linkTokenSchema = z.object({ token: linkToken });

export const passwordResetSchema = z.object({ token: linkToken, password: newPassword });
export type PasswordReset = z.infer<typeof passwordResetSchema>;

export const EMAIL_LINK_INVALID_MESSAGE =
  'This link to confirm your email address has expired or was already used. Please ask for a new one.';

/** The answer when a confirmation link is opened: the address the account now has, confirmed. */
export const emailConfirmedSchema = z.object({ email: z.string() });
export type EmailConfirmed = z.infer<typeof emailConfirmedSchema>;
