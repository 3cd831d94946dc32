import { z } from 'zod';

export const STAFF_ROLES = ['specialist', 'moderator', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  specialist: 'Care specialist',
  moderator: 'Moderator',
  admin: 'Administrator',
};

export const staffSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
});
export type Staff = z.infer<typeof staffSchema>;

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
