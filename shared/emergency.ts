import { z } from 'zod';
import { loginSchema } from './auth';
import { PHONE_MAX_LENGTH } from './product';

// The words and helpers screens use without the schemas (client/app/first-screen-code.test.ts).
export * from './emergency-basics';

export const CONTACT_TEXT_MAX = 120;
export const PROFILE_TEXT_MAX = 2000;

const optionalText = (label: string, max = CONTACT_TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .transform((value) => value || null)
    .nullable()
    .optional();

export const emergencyContactInputSchema = z.object({
  name: z
    .string({ error: 'Please enter their name' })
    .trim()
    .min(1, 'Please enter their name')
    .max(CONTACT_TEXT_MAX, `Name must be at most ${CONTACT_TEXT_MAX} characters`),
  phone: z
    .string({ error: 'Please enter a phone number' })
    .trim()
    .min(3, 'Please enter a phone number')
    .max(PHONE_MAX_LENGTH, `Phone number must be at most ${PHONE_MAX_LENGTH} characters`)
    .regex(/^[0-9+()#*.\-\s]+$/, 'Please enter a phone number using digits, spaces, + ( ) or -'),
  email: z
    .union([z.literal(''), loginSchema.shape.email])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  relationship: z
    .string({ error: 'Please say who they are, for example “Neighbour”' })
    .trim()
    .min(1, 'Please say who they are, for example “Neighbour”')
    .max(CONTACT_TEXT_MAX, `Relationship must be at most ${CONTACT_TEXT_MAX} characters`),
  callFor: optionalText('“Call them for”', 300),
  /** A member of the circle this contact is (so an alert reaches them once). */
  memberUserId: z.uuid().nullable().optional(),
});
export type EmergencyContactInput = z.input<typeof emergencyContactInputSchema>;

export const emergencyContactSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  relationship: z.string(),
  callFor: z.string().nullable(),
  memberUserId: z.string().nullable(),
  priority: z.number(),
});
export type EmergencyContact = z.infer<typeof emergencyContactSchema>;

export const contactOrderSchema = z.object({
  ids: z.array(z.uuid()).min(1).max(100),
});

export const BLOOD_TYPES = ['A+', 'A-', 'B+', 'B-', 'AB+', 'AB-', 'O+', 'O-', 'Unknown'] as const;

/** The Vial of Life fields kept beside the care recipient's profile. */
export const emergencyProfileUpdateSchema = z
  .object({
    bloodType: z.enum(BLOOD_TYPES, { error: 'Please choose a blood type' }).nullable(),
    doctors: optionalText('Doctors', PROFILE_TEXT_MAX),
    hospitalPreference: optionalText('Hospital', PROFILE_TEXT_MAX),
    insurance: optionalText('Insurance', PROFILE_TEXT_MAX),
    advanceDirectiveLocation: optionalText('Where the DNR or POLST is kept', PROFILE_TEXT_MAX),
    baselineAbilities: optionalText('Usual abilities', PROFILE_TEXT_MAX),
    communicationTips: optionalText('Communication tips', PROFILE_TEXT_MAX),
    physicalDescription: optionalText('Physical description', PROFILE_TEXT_MAX),
  })
  .partial();
export type EmergencyProfileUpdate = z.input<typeof emergencyProfileUpdateSchema>;

export const EMERGENCY_PROFILE_FIELDS = [
  'bloodType',
  'doctors',
  'hospitalPreference',
  'insurance',
  'advanceDirectiveLocation',
  'baselineAbilities',
  'communicationTips',
  'physicalDescription',
] as const;
export type EmergencyProfileField = (typeof EMERGENCY_PROFILE_FIELDS)[number];

export const EMERGENCY_FIELD_LABELS: Record<EmergencyProfileField, string> = {
  bloodType: 'Blood type',
  doctors: 'Doctors',
  hospitalPreference: 'Preferred hospital',
  insurance: 'Insurance',
  advanceDirectiveLocation: 'DNR / POLST kept at',
  baselineAbilities: 'Usual abilities',
  communicationTips: 'How to talk with them',
  physicalDescription: 'Physical description',
};

export const sheetMedicationSchema = z.object({ name: z.string(), dose: z.string() });

export const emergencyProfileSchema = z.object({
  recipient: z.object({
    preferredName: z.string().nullable(),
    photoUrl: z.string().nullable(),
    dateOfBirth: z.string().nullable(),
    primaryLanguage: z.string().nullable(),
    conditions: z.string().nullable(),
    allergies: z.string().nullable(),
  }),
  profile: z.object(
    Object.fromEntries(
      EMERGENCY_PROFILE_FIELDS.map((field) => [field, z.string().nullable()]),
    ) as Record<EmergencyProfileField, z.ZodNullable<z.ZodString>>,
  ),
  medications: z.array(sheetMedicationSchema),
  contacts: z.array(emergencyContactSchema),
  updatedAt: z.string().nullable(),
});
export type EmergencyProfile = z.infer<typeof emergencyProfileSchema>;

export const EMERGENCY_LINK_DAYS = [30, 365] as const;
export const createEmergencyLinkSchema = z.object({
  days: z.union([z.literal(30), z.literal(365)], {
    error: 'Please choose how long the link works',
  }),
});

export const emergencyLinkSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastOpenedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  status: z.enum(['active', 'revoked', 'expired']),
});
export type EmergencyLink = z.infer<typeof emergencyLinkSchema>;

export const createdEmergencyLinkSchema = emergencyLinkSchema.extend({ url: z.string() });
export type CreatedEmergencyLink = z.infer<typeof createdEmergencyLinkSchema>;

export const LOCATION_DURATIONS = ['hour', 'until_off'] as const;
export const startSharingSchema = z.object({
  duration: z.enum(LOCATION_DURATIONS, { error: 'Please choose how long to share' }),
});
export const positionSchema = z.object({
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  accuracyMeters: z.number().min(0).max(100_000),
});
export type Position = z.infer<typeof positionSchema>;

export const locationShareSchema = z.object({
  userId: z.string(),
  name: z.string(),
  isYou: z.boolean(),
  startedAt: z.string(),
  endsAt: z.string().nullable(),
  position: positionSchema.extend({ at: z.string() }).nullable(),
});
export type LocationShare = z.infer<typeof locationShareSchema>;
