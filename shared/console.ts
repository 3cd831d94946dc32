import { PLAN_STATES } from './subscription';
import { z } from 'zod';
import { normalizeEmail } from './auth';
import {
  STAFF_CREDENTIALS_MAX,
  STAFF_PASSWORD_MIN_LENGTH,
  STAFF_ROLES,
  staffSchema,
} from './staff';

/**
 * The staff console (/staff): what its screens load and send. Nothing here carries a family's
 * health data: support sees accounts, circles and delivery state, never care records.
 */

const staffEmail = z
  .string({ error: 'Please enter a valid email' })
  .trim()
  .max(254, 'Please enter a valid email')
  .pipe(z.email({ error: 'Please enter a valid email' }))
  .transform(normalizeEmail);

/**
 * One care circle on the Families screen, named by its first caregiver (the family's account
 * holder), never by the person cared for.
 */
export const consoleFamilySchema = z.object({
  id: z.string(),
  /** Null when every caregiver has left or deleted their account. */
  firstCaregiver: z.string().nullable(),
  createdAt: z.string(),
  memberCount: z.number().int(),
  /** The plan's state (decision 037); `free` where billing is off. */
  planState: z.enum(PLAN_STATES),
});
export type ConsoleFamily = z.infer<typeof consoleFamilySchema>;

export const consoleFamiliesSchema = z.object({
  total: z.number().int(),
  families: z.array(consoleFamilySchema),
});
export type ConsoleFamilies = z.infer<typeof consoleFamiliesSchema>;

export const personLookupSchema = z.object({ email: staffEmail });
export type PersonLookup = z.infer<typeof personLookupSchema>;

/** An account found by its email, with what support may act on; no care records. */
export const consolePersonSchema = z.object({
  email: z.string(),
  account: z
    .object({
      id: z.string(),
      name: z.string(),
      createdAt: z.string(),
      isEmailConfirmed: z.boolean(),
      activeSessions: z.number().int(),
      /** The circles they belong to, by id and role: no care records, no recipient's name. */
      circles: z.array(z.object({ id: z.string(), role: z.enum(['caregiver', 'family']) })),
    })
    .nullable(),
  /** Invitations sent to this address that nobody has used or cancelled. */
  pendingInvitations: z.array(
    z.object({
      id: z.string(),
      circleId: z.string(),
      invitedBy: z.string().nullable(),
      role: z.enum(['caregiver', 'family']),
      sentAt: z.string(),
      expiresAt: z.string(),
      isExpired: z.boolean(),
    }),
  ),
});
export type ConsolePerson = z.infer<typeof consolePersonSchema>;

/** Staff accounts as admins see them. */
export const consoleStaffMemberSchema = staffSchema.extend({
  createdAt: z.string(),
  hasSecondFactor: z.boolean(),
  disabledAt: z.string().nullable(),
});
export type ConsoleStaffMember = z.infer<typeof consoleStaffMemberSchema>;

export const createStaffSchema = z
  .object({
    name: z
      .string({ error: 'Please enter a name' })
      .trim()
      .min(2, 'Please enter a name')
      .max(100, 'The name must be at most 100 characters'),
    email: staffEmail,
    role: z.enum(STAFF_ROLES, { error: 'Please choose a role' }),
    /** Experts' credentials, shown with their answers ("Geriatric psychiatrist"). */
    credentials: z
      .string()
      .trim()
      .max(
        STAFF_CREDENTIALS_MAX,
        `The credentials must be at most ${STAFF_CREDENTIALS_MAX} characters`,
      )
      .optional(),
    password: z
      .string({ error: `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters` })
      .min(
        STAFF_PASSWORD_MIN_LENGTH,
        `The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`,
      )
      .max(200, 'The password must be at most 200 characters'),
  })
  // Members read an expert's credentials beside every answer.
  .refine((input) => input.role !== 'expert' || Boolean(input.credentials), {
    path: ['credentials'],
    error: 'Please enter the expert’s credentials, for example “Geriatric psychiatrist”',
  });
export type CreateStaffInput = z.infer<typeof createStaffSchema>;

/** The last run of one periodic job, as the system page shows it. */
export const jobRunSchema = z.object({
  name: z.string(),
  lastStartedAt: z.string().nullable(),
  lastFinishedAt: z.string().nullable(),
  lastOutcome: z.enum(['ok', 'failed']).nullable(),
  lastCount: z.number().int().nullable(),
  lastError: z.string().nullable(),
  lastSucceededAt: z.string().nullable(),
});
export type JobRun = z.infer<typeof jobRunSchema>;

/** /admin-test: how the service is doing right now. */
export const systemStatusSchema = z.object({
  checkedAt: z.string(),
  version: z.string(),
  uptimeSeconds: z.number(),
  databaseRoundTripMs: z.number(),
  /** How long the oldest due, unsent medication reminder has waited; 0 when none waits. */
  reminderLagSeconds: z.number(),
  email: z.object({
    isSmtpConfigured: z.boolean(),
    pending: z.number().int(),
    failed: z.number().int(),
    /** Failed in the last 24 hours. */
    failedLastDay: z.number().int(),
  }),
  push: z.object({
    pending: z.number().int(),
    failed: z.number().int(),
    failedLastDay: z.number().int(),
  }),
  jobs: z.array(jobRunSchema),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** The subscription figures of the whole installation: counts only, never a family. */
export const subscriptionFiguresSchema = z.object({
  isBillingOn: z.boolean(),
  /** Circles created per week (weeks start on Monday, UTC), oldest first. */
  signUpsPerWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  /** Circles still in their free trial. */
  trials: z.number().int(),
  /** Circles that have ever paid. */
  conversions: z.number().int(),
  /** Subscriptions cancelled (ended or ending at the period's end). */
  cancellations: z.number().int(),
  /** Circles with a plan that is paid now. */
  activeCircles: z.number().int(),
  /** The plans that renew, at 14.95 USD a month. */
  monthlyRecurringRevenueUsd: z.number(),
});
export type SubscriptionFigures = z.infer<typeof subscriptionFiguresSchema>;
